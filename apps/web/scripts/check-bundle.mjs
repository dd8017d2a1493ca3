// The JavaScript budget of docs/product/budgets.md#web-budget: what a first visit to / downloads before it can show the
// page (the entry, its static imports, the home route and its strings) must stay within 120 KB gzip.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120_000;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const firstPage = ['index.html', 'src/features/home/home-page.tsx', 'src/locales/en/home.json'];

/** A route module is keyed by its path, or by `_<name>-<hash>.js` when Rollup merged shared code into its chunk. */
function chunkFor(key) {
  if (manifest[key]) return manifest[key];
  const name = key
    .split('/')
    .pop()
    .replace(/\.[^.]+$/, '');
  return Object.values(manifest).find((chunk) => chunk.isDynamicEntry && !chunk.src && chunk.name === name);
}

const files = new Set();
function collect(key) {
  const chunk = chunkFor(key);
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const key of firstPage) {
  if (!chunkFor(key)) throw new Error(`${key} is not in the build manifest`);
  collect(key);
}

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.info(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file}`);
}
console.info(
  `${(total / 1000).toFixed(2).padStart(8)} kB  gzip JavaScript for / (budget ${BUDGET_BYTES / 1000} kB)`,
);
if (total > BUDGET_BYTES) {
  console.error('Over budget: split the new code off a route or load it on demand.');
  process.exit(1);
}
