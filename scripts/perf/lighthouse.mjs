// `npm run lighthouse [-- --ref <git ref>]`: Lighthouse mobile for every public page and the
// three signed-in classroom pages of this tree, against a reference build measured in the same
// run on the same machine (docs/decisions/198-lighthouse-against-a-reference.md). The reference
// is built in a temporary git worktree; both builds are served with their own seeded embedded
// database and measured alternately, page by page; a bare static page is measured among them as
// the machine's anchor. Prints both medians and their ratio per measure, and exits 1 when a page
// is worse than the reference beyond the limits of lighthouse-gate.mjs (the CI gate).
import { startBarePage } from './bare-page.mjs';
import { judge, printComparison, printVerdict } from './lighthouse-gate.mjs';
import { CHROME, launchChrome, measure, summarise } from './lighthouse-measure.mjs';
import { pagesOf } from './lighthouse-pages.mjs';
import { chooseReference, prepareReference } from './reference-build.mjs';
import { startServer } from './start-server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const startedAt = performance.now();

function givenRef() {
  const at = process.argv.indexOf('--ref');
  if (at !== -1 && !process.argv[at + 1]) throw new Error('--ref needs a git ref');
  return at !== -1 ? process.argv[at + 1] : process.env.LIGHTHOUSE_REFERENCE;
}

/** Each server's pages, paired by label: the ids differ between the two databases. */
function pairPages(currentPages, referencePages) {
  return currentPages.map((page) => {
    const twin = referencePages.find((candidate) => candidate.label === page.label);
    if (!twin) throw new Error(`the reference build has no page for ${page.label}`);
    return { label: page.label, current: page, reference: twin };
  });
}

/**
 * The first answer of a page compiles its route on the server (tsx) and loads the renderer:
 * asked once of both servers before anything is measured, so neither side's first run pays it.
 */
async function warm(base, { path, cookie }) {
  const answer = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${base}${path} answered ${answer.status}`);
}

const { ref, why } = chooseReference(givenRef());
console.info(`Reference: ${ref} (${why}); this tree: the working tree at ${process.cwd()}`);
console.info(`Chromium ${CHROME}; progress: a = this tree, b = the reference, o = the bare page`);
const reference = prepareReference(ref, { keep: process.env.LIGHTHOUSE_KEEP_REFERENCE === '1' });
const servers = {};
const rows = [];
const anchorRuns = [];
let chrome;
let bare;
try {
  [servers.current, servers.reference, bare] = await Promise.all([
    startServer(),
    startServer({ tree: reference.root }),
    startBarePage(),
  ]);
  const pages = pairPages(await pagesOf(servers.current.url), await pagesOf(servers.reference.url));
  for (const page of pages) {
    await warm(servers.current.url, page.current);
    await warm(servers.reference.url, page.reference);
  }
  chrome = await launchChrome();
  // The anchor is measured at the start, the middle and the end, so its median speaks for the
  // whole run, not for one moment of it.
  const anchorBefore = new Set([0, Math.floor(pages.length / 2), pages.length]);
  const runAnchor = async (index) => {
    if (!anchorBefore.has(index)) return;
    anchorRuns.push(await measure(chrome, bare.url, { name: `anchor-${anchorRuns.length + 1}` }));
    process.stderr.write('o');
  };
  const runs = new Map(pages.map((page) => [page.label, { current: [], reference: [] }]));
  const measureRounds = async (page, first) => {
    process.stderr.write(`\n${page.label} `);
    for (let round = first; round < first + RUNS; round++) {
      // A, B then B, A: alternating, and the side that goes first swaps each round, so a machine
      // growing busier or quieter during a page weighs on both sides alike.
      const order = round % 2 === 0 ? ['reference', 'current'] : ['current', 'reference'];
      for (const side of order) {
        const { path, cookie } = page[side];
        const name = `${side}-${path}-${round + 1}`;
        runs
          .get(page.label)
          [side].push(await measure(chrome, `${servers[side].url}${path}`, { cookie, name }));
        process.stderr.write(side === 'current' ? 'a' : 'b');
      }
    }
  };
  const rowOf = (page) => {
    const { current, reference } = runs.get(page.label);
    return { label: page.label, current: summarise(current), reference: summarise(reference) };
  };
  for (const [index, page] of pages.entries()) {
    await runAnchor(index);
    await measureRounds(page, 0);
  }
  // A page the gate fails on its medians of 3 is measured for 3 more rounds and judged on all 6:
  // its medians and its best runs (lighthouse-gate.mjs, judgePage). One slow burst of the machine
  // can move a median past the limit (decisions 198 and 211), a regression moves the best run too.
  const failing = pages.filter((page) => {
    const row = rowOf(page);
    return judge(row.label, row.current, row.reference).length > 0;
  });
  if (failing.length) process.stderr.write(`\nconfirming ${failing.map((p) => p.label).join(', ')}`);
  for (const page of failing) await measureRounds(page, RUNS);
  rows.push(...pages.map(rowOf));
  await runAnchor(pages.length);
} finally {
  await chrome?.kill();
  bare?.stop();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  reference.remove();
}
process.stderr.write('\n');

printComparison({
  rows,
  anchor: summarise(anchorRuns),
  runs: RUNS,
  referenceName: `${ref} (${reference.sha.slice(0, 7)})`,
});
const passed = printVerdict(rows, RUNS);
console.info(`\nnpm run lighthouse took ${((performance.now() - startedAt) / 60_000).toFixed(1)} min`);
process.exit(passed ? 0 : 1);
