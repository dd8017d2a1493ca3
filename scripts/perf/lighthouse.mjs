// `npm run lighthouse`: Lighthouse mobile (its defaults: a mid-range phone, simulated slow 4G,
// 4x CPU slowdown) in Debian's Chromium against the built server, each public page 3 times;
// prints the median of each measure (docs/product/budgets.md#web-budget). Prints, never fails:
// the scores are too noisy on a shared machine to gate CI on (docs/decisions/150-performance.md).

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './start-server.mjs';

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/courses',
  '/events',
  '/about',
  '/testimonials',
  '/problems',
];
// A folder to keep each run's full report in (JSON), for finding what an LCP or a long task was.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// A run whose audit failed (say, no LCP measured) has no number for it: the median is of the others.
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};
const fixed = (value, digits, unit = '') => (value === undefined ? '—' : `${value.toFixed(digits)}${unit}`);

function measuresOf(lhr) {
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = summary.find((item) => item.resourceType === 'script');
  const failed = Object.values(lhr.categories.accessibility.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map(
      (audit) =>
        `${audit.id} (${(audit.details?.items ?? [])
          .map((item) => item.node?.selector)
          .filter(Boolean)
          .slice(0, 3)
          .join('; ')})`,
    );
  // Lighthouse gives a category no score (null) when a run could not measure one of its metrics,
  // say no paint was seen: that run has no figure, rather than a score of 0 pulling the median down.
  const score = (category) => (category.score === null ? undefined : Math.round(category.score * 100));
  return {
    performance: score(lhr.categories.performance),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    accessibility: score(lhr.categories.accessibility),
    scriptKb: (script?.transferSize ?? 0) / 1000,
    failed,
  };
}

const DEMO = { email: 'demo@kalvi.academy', password: 'learn-with-kalvi' };

/**
 * The classroom as the demo learner reads it (issue 32): the session cookie goes with every
 * request of those runs. A reading and a video lesson of the learner's first course.
 */
async function signedInPages(base) {
  if (process.env.LIGHTHOUSE_SIGNED_IN === '0') return [];
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${base}/api/auth/me`, { headers })).json();
  const courseId = me.user?.enrolledCourses?.[0];
  if (!courseId) return [];
  const outline = (await (await fetch(`${base}/api/curriculum/${courseId}`, { headers })).json()).data;
  const lessons = outline.sections.flatMap((section) => section.lessons);
  const cookie = `kalvi_session=${token}`;
  return ['reading', 'video']
    .map((kind) => lessons.find((lesson) => lesson.kind === kind))
    .filter(Boolean)
    .map((lesson) => ({
      path: `/learn/${courseId}/${lesson.id}`,
      label: `/learn (${lesson.kind}, signed in)`,
      cookie,
    }));
}

const server = await startServer();
const targets = [...PAGES.map((path) => ({ path, label: path })), ...(await signedInPages(server.url))];
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const { path, label, cookie } of targets) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      runs.push(measuresOf(result.lhr));
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${path.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), result.report);
      }
      process.stderr.write('.');
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({
      path: label,
      performance: pick('performance'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      accessibility: pick('accessibility'),
      scriptKb: pick('scriptKb'),
      scored: runs.filter((r) => r.performance !== undefined).length,
      failed: [...new Set(runs.flatMap((r) => r.failed))],
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

process.stderr.write('\n');
console.info(`Lighthouse mobile, median of ${RUNS} runs (Chromium ${CHROME})\n`);
console.info('| Page | Performance | LCP | TBT | CLS | Accessibility | Script (transfer) |');
console.info('|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.info(
    `| ${r.path} | ${r.performance ?? '—'} | ${fixed(r.lcp === undefined ? undefined : r.lcp / 1000, 1, ' s')} | ${fixed(r.tbt, 0, ' ms')} | ${fixed(r.cls, 3)} | ${r.accessibility ?? '—'} | ${fixed(r.scriptKb, 0, ' KB')} |`,
  );
}
const unscored = rows.filter((r) => r.scored < RUNS);
if (unscored.length) {
  console.info('\nRuns without a performance score (a metric Lighthouse could not measure):');
  for (const r of unscored) console.info(`  ${r.path}: ${RUNS - r.scored} of ${RUNS}`);
}
const failing = rows.filter((r) => r.failed.length);
if (failing.length) {
  console.info('\nAccessibility audits failing:');
  for (const r of failing) console.info(`  ${r.path}: ${r.failed.join(', ')}`);
}
