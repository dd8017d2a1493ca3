// `npm run lighthouse:bisect -- --good <ref> --bad <ref> [--page /]`: finds the first-parent commit
// between two refs where one page's Total Blocking Time went up, with the A/B method of
// `npm run lighthouse` (docs/decisions/198-lighthouse-against-a-reference.md): every commit tried
// is built in its own temporary worktree, served with a fresh seeded database, and measured
// alternately with the good ref on the same machine in the same minutes, so a busy machine
// weighs on both sides alike. A commit is bad when its median TBT is nearer (on a log scale) to
// the bad ref's than to the good ref's, both measured at the start.
import { execFileSync } from 'node:child_process';
import { launchChrome, measure, median } from './lighthouse-measure.mjs';
import { prepareReference } from './reference-build.mjs';
import { root, startServer } from './start-server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) {
    if (fallback === undefined) throw new Error(`--${name} <ref> is required`);
    return fallback;
  }
  return process.argv[at + 1];
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const good = git('rev-parse', option('good'));
const bad = git('rev-parse', option('bad'));
const page = option('page', '/');
// Oldest first: the merges and direct commits of main between good and bad, bad last.
const line = git('rev-list', '--first-parent', '--reverse', `${good}..${bad}`).split('\n');
const short = (sha) => sha.slice(0, 7);
const subject = (sha) => git('log', '-1', '--format=%s', sha).slice(0, 72);

/** Starts a built tree of `sha`; the tree and server are removed by the returned stop(). */
async function serve(sha) {
  const tree = prepareReference(sha, { log: (text) => console.info(`  ${text}`) });
  try {
    const server = await startServer({ tree: tree.root });
    return {
      url: server.url,
      async stop() {
        await server.stop();
        tree.remove();
      },
    };
  } catch (error) {
    tree.remove();
    throw error;
  }
}

/** Median TBT of `page` on both servers over RUNS alternating rounds. */
async function compare(chrome, left, right) {
  const tbt = { left: [], right: [] };
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 === 0 ? ['left', 'right'] : ['right', 'left'];
    for (const side of order) {
      const server = side === 'left' ? left : right;
      const run = await measure(chrome, `${server.url}${page}`);
      tbt[side].push(run.tbt);
    }
  }
  return { left: median(tbt.left), right: median(tbt.right), runs: tbt };
}

const chrome = await launchChrome();
const goodServer = await serve(good);
const started = performance.now();
try {
  const badServer = await serve(bad);
  const ends = await compare(chrome, goodServer, badServer);
  await badServer.stop();
  console.info(
    `${page}: good ${short(good)} TBT ${ends.left} ms, bad ${short(bad)} TBT ${ends.right} ms (runs ${JSON.stringify(ends.runs)})`,
  );
  if (!(ends.right > ends.left * 1.5)) {
    console.info('The bad ref is not clearly worse on this machine now (under 1.5x): nothing to bisect.');
    process.exit(0);
  }
  // Halfway between the two on a log scale: TBT grows by factors, not by milliseconds.
  const threshold = Math.sqrt(Math.max(ends.left, 1) * ends.right);
  let low = -1; // index of the last known good commit in `line` (-1: the good ref itself)
  let high = line.length - 1; // index of the first known bad commit
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const sha = line[middle];
    console.info(`trying ${short(sha)} ${subject(sha)} (${high - low - 1} commits left between)`);
    const candidate = await serve(sha);
    const { left, right, runs } = await compare(chrome, goodServer, candidate);
    await candidate.stop();
    const verdict = right > threshold * (left / Math.max(ends.left, 1)) ? 'bad' : 'good';
    console.info(`  good ${left} ms, ${short(sha)} ${right} ms (runs ${JSON.stringify(runs)}): ${verdict}`);
    if (verdict === 'bad') high = middle;
    else low = middle;
  }
  console.info(`First bad commit on the first-parent line: ${short(line[high])} ${subject(line[high])}`);
  console.info(`git log --oneline ${line[high]}^1..${line[high]} lists what it brought in.`);
} finally {
  await goodServer.stop();
  await chrome.kill();
  console.info(`took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}
