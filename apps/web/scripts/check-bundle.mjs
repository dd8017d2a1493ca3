// The JavaScript budget of docs/product/budgets.md#web-budget: what a first visit to a page
// downloads before it can show it (the entry, its static imports, the route and its strings),
// in gzip bytes. The goal is 100 KB for both pages; until then each ceiling is the figure it
// was taken at (/ under decision 060, /courses when it was first checked on main, 136.5 KB, see
// docs/decisions/150-performance.md; both lowered with server rendering, decision 155, to
// 119.61 and 136.13 KB measured; then 104.14 and 120.97 KB with our own translator, decision 157,
// 104.42 and 121.20 KB with the signed-in header rendered on the server, 95.72 and 112.47 KB
// with React on its 19.2 line, decision 160, and 111.40 KB for /courses with the enrolment
// mutations in their own module) and may only go down.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const firstLoads = {
  '/': {
    budget: 95_850,
    keys: ['index.html', 'src/features/home/home-page.tsx', 'src/locales/en/home.json'],
  },
  '/courses': {
    budget: 111_550,
    keys: ['index.html', 'src/features/courses/courses-page.tsx', 'src/locales/en/courses.json'],
  },
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

let over = false;
for (const [page, { budget, keys }] of Object.entries(firstLoads)) {
  let total = 0;
  for (const file of filesFor(keys)) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    console.info(`${(size / 1000).toFixed(2).padStart(8)} kB  ${file}`);
  }
  console.info(
    `${(total / 1000).toFixed(2).padStart(8)} kB  gzip JavaScript for ${page} (budget ${budget / 1000} kB)\n`,
  );
  if (total > budget) over = true;
}
if (over) {
  console.error('Over budget: split the new code off a route or load it on demand.');
  process.exit(1);
}
