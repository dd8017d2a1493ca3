// The JavaScript budget of docs/product/budgets.md#web-budget: what a first visit to a page
// downloads before it can show it (the entry, its static imports, the route and its strings),
// in gzip bytes. It guards against a regression, not a byte
// (docs/decisions/203-declared-import-rules-and-guards.md): a page fails when it weighs 1 KB or
// more above the figure main recorded in ../bundle-baseline.json, or when a page within the
// product's 100 KB crosses it. `npm run size -w apps/web -- --record` rewrites the baseline:
// the commit that raises a figure says why, the one that lowers it keeps the gain.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const baselineFile = join(webRoot, 'bundle-baseline.json');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const recording = process.argv.includes('--record');
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : {};
const REGRESSION = 1_000;
const BUDGET = 100_000;
const firstLoads = {
  '/': ['index.html', 'src/features/home/home-page.tsx', 'src/locales/en/home.json'],
  '/courses': ['index.html', 'src/features/courses/courses-page.tsx', 'src/locales/en/courses.json'],
};

/** A route module is keyed by its path, or by `_<name>-<hash>.js` when Rollup merged shared code into its chunk. */
function chunkFor(key) {
  if (manifest[key]) return manifest[key];
  const name = key
    .split('/')
    .pop()
    .replace(/\.[^.]+$/, '');
  return Object.values(manifest).find((chunk) => chunk.isDynamicEntry && !chunk.src && chunk.name === name);
}

/** The JavaScript files a first visit to one page downloads before it can show the page. */
function filesFor(keys) {
  const files = new Set();
  const collect = (key) => {
    const chunk = chunkFor(key);
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of keys) {
    if (!chunkFor(key)) throw new Error(`${key} is not in the build manifest`);
    collect(key);
  }
  return [...files].filter((f) => f.endsWith('.js'));
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const measured = {};
const failures = [];
for (const [page, keys] of Object.entries(firstLoads)) {
  let total = 0;
  for (const file of filesFor(keys)) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    console.info(`${kB(size).padStart(11)}  ${file}`);
  }
  measured[page] = total;
  const recorded = baseline[page];
  if (typeof recorded !== 'number') {
    if (!recording) throw new Error(`${page} has no figure in bundle-baseline.json: run with --record`);
    console.info(`${kB(total).padStart(11)}  gzip JavaScript for ${page}\n`);
    continue;
  }
  const change = total - recorded;
  console.info(
    `${kB(total).padStart(11)}  gzip JavaScript for ${page} (recorded ${kB(recorded)}, ${change >= 0 ? '+' : ''}${change} bytes)\n`,
  );
  if (change >= REGRESSION) failures.push(`${page} is ${kB(change)} heavier than recorded`);
  if (recorded <= BUDGET && total > BUDGET) failures.push(`${page} crosses the ${kB(BUDGET)} budget`);
  if (change <= -REGRESSION)
    console.info(`${page} is ${kB(-change)} lighter: record it (--record) so the gain is kept.\n`);
}

if (recording) {
  writeFileSync(baselineFile, `${JSON.stringify(measured, null, 2)}\n`);
  console.info(`Recorded in ${baselineFile}: say why in the commit that changes it.`);
} else if (failures.length > 0) {
  console.error(
    `${failures.join('\n')}\nSplit the new code off a route or load it on demand; if the weight is worth it, record it (--record) and say why in the commit.`,
  );
  process.exit(1);
}
