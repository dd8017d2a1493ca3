// One Lighthouse mobile run (its defaults: a mid-range phone, simulated slow 4G, 4x CPU
// slowdown) in Debian's Chromium, reduced to the measures `npm run lighthouse` prints and gates
// on (docs/decisions/198-lighthouse-against-a-reference.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// A folder to keep each run's full report in (JSON), for finding what an LCP or a long task was.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/** Headless, and without Chromium's own background traffic, which would land in the measured runs. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

// The performance score is the weighted mean of five metrics; the audits of weight 0 (unused
// JavaScript, the back/forward cache check that navigates the page a second time, the filmstrip
// and the rest) only explain a score. Skipped with the full-page screenshot, a run takes about
// 5.6 s instead of 7.3 s on this machine and measures the same (docs/decisions/211-lighthouse-gate-on-the-floor.md).
// A run whose report is kept (LIGHTHOUSE_REPORTS) has them all, for finding what a long task was.
const SCRIPT_SUMMARY = 'resource-summary';
const EXPLAINING_AUDITS = defaultConfig.categories.performance.auditRefs
  .filter((ref) => ref.weight === 0 && ref.id !== SCRIPT_SUMMARY)
  .map((ref) => ref.id);
const LEAN = REPORTS ? {} : { skipAudits: EXPLAINING_AUDITS, disableFullPageScreenshot: true };

// A run whose audit failed (say, no LCP measured) has no number for it: the median is of the others.
const finite = (values) => values.filter((v) => typeof v === 'number' && Number.isFinite(v));
export const median = (values) => {
  const sorted = finite(values).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
};

function failedAccessibilityAudits(lhr) {
  return Object.values(lhr.categories.accessibility.auditRefs)
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
}

function measuresOf(lhr) {
  const summary = lhr.audits[SCRIPT_SUMMARY]?.details?.items ?? [];
  const script = summary.find((item) => item.resourceType === 'script');
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
    failed: failedAccessibilityAudits(lhr),
    // Why a run has no figures (NO_FCP, a page that did not load...), printed with the table.
    error: lhr.runtimeError?.code,
  };
}

// A run Lighthouse could not complete (NO_NAVSTART when the loaded machine starves Chromium's
// tracing) measured nothing; it is tried again, up to twice, so a median is still of 3 runs.
const ATTEMPTS = 3;

/** One run of `url`; `name` names its report file when LIGHTHOUSE_REPORTS is set. */
export async function measure(chrome, url, { cookie, name } = {}) {
  let measures;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...LEAN,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (REPORTS && name) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(join(REPORTS, `${name.replace(/\W+/g, '_')}-${attempt}.json`), result.report);
    }
    measures = measuresOf(result.lhr);
    if (!measures.error) break;
    process.stderr.write('x');
  }
  return measures;
}

export const MEASURES = ['performance', 'lcp', 'tbt', 'cls', 'accessibility', 'scriptKb'];

/** Each gated measure's best run: the highest score, the lowest LCP and TBT. */
function bestOf(runs) {
  const pick = (key, choose) => {
    const values = finite(runs.map((run) => run[key]));
    return values.length ? choose(...values) : undefined;
  };
  return {
    performance: pick('performance', Math.max),
    lcp: pick('lcp', Math.min),
    tbt: pick('tbt', Math.min),
  };
}

/**
 * The median of each measure over a page's runs, each gated measure's best run, how many runs
 * had a score, and every failed audit.
 */
export function summarise(runs) {
  const medians = Object.fromEntries(MEASURES.map((key) => [key, median(runs.map((run) => run[key]))]));
  return {
    ...medians,
    best: bestOf(runs),
    runs: runs.length,
    scored: runs.filter((run) => run.performance !== undefined).length,
    failed: [...new Set(runs.flatMap((run) => run.failed))],
    errors: runs.map((run) => run.error).filter(Boolean),
  };
}
