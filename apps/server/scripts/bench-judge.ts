// `npm run bench:judge -w apps/server`: the embedded judge with warm workers, from request to
// verdict (docs/decisions/171-coding-exercises.md#judge). Targets (issue 28): a Python exercise
// with 10 tests p95 <= 1.5 s; JavaScript and SQL p95 <= 500 ms. Prints RSS per worker too.
import { parseArgs } from 'node:util';
import { createEmbeddedJudge } from '../src/judge/embedded.ts';
import type { JudgeRequest } from '../src/judge/types.ts';
import { rssMb } from '../src/judge/worker-process.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, workers: { type: 'string', default: '1' } },
});
const runs = Number(values.runs);
const limits = { timeMs: 2000, memoryMb: 128, outputKb: 64 };
const tests = (make: (i: number) => { input: string; expected: string }) =>
  Array.from({ length: 10 }, (_, i) => make(i));

const cases: { label: string; target: number; request: JudgeRequest }[] = [
  {
    label: 'Python, 10 tests',
    target: 1500,
    request: {
      language: 'python',
      source: 'n = int(input())\nnums = list(map(int, input().split()))\nprint(sum(nums[:n]))',
      tests: tests((i) => ({
        input: `${i + 1}\n${Array.from({ length: i + 1 }, (_, k) => k).join(' ')}\n`,
        expected: `${(i * (i + 1)) / 2}`,
      })),
      limits,
    },
  },
  {
    label: 'JavaScript, 10 tests',
    target: 500,
    request: {
      language: 'javascript',
      source:
        'const n = Number(readLine());\nconst nums = readLine().split(" ").map(Number);\nprint(nums.slice(0, n).reduce((a, b) => a + b, 0));',
      tests: tests((i) => ({
        input: `${i + 1}\n${Array.from({ length: i + 1 }, (_, k) => k).join(' ')}\n`,
        expected: `${(i * (i + 1)) / 2}`,
      })),
      limits,
    },
  },
  {
    label: 'SQL, 10 tests',
    target: 500,
    request: {
      language: 'sql',
      source: 'SELECT dept, count(*), max(salary) FROM staff GROUP BY dept ORDER BY dept;',
      tests: tests((i) => ({
        input: `CREATE TABLE staff (name text, dept text, salary int); INSERT INTO staff SELECT 'p' || g, 'd' || (g % 3), g * 100 FROM generate_series(1, ${i + 3}) g;`,
        expected: staffRows(i + 3),
      })),
      limits,
    },
  },
];

/** What the SQL case's query answers for `n` staff. */
function staffRows(n: number): string {
  return [0, 1, 2]
    .map((d) => {
      const members = Array.from({ length: n }, (_, k) => k + 1).filter((g) => g % 3 === d);
      return members.length ? `d${d}|${members.length}|${Math.max(...members) * 100}` : '';
    })
    .filter(Boolean)
    .join('\n');
}

const judge = createEmbeddedJudge({ workers: Number(values.workers) });
let started = performance.now();
await judge.ready();
console.info(`Workers ready in ${Math.round(performance.now() - started)} ms`);
const memory = () => {
  const workers = judge.workerPids().map((pid) => Math.round(rssMb(pid)));
  const server = Math.round(process.memoryUsage().rss / 1024 / 1024);
  return { workers, total: server + workers.reduce((a, b) => a + b, 0), server };
};
const before = memory();

const rows: string[][] = [];
for (const { label, target, request } of cases) {
  await judge.judge(request); // one warm-up job
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    started = performance.now();
    const outcomes = await judge.judge(request);
    times.push(performance.now() - started);
    if (outcomes.some((o) => o.verdict !== 'accepted')) {
      throw new Error(`${label}: ${JSON.stringify(outcomes.find((o) => o.verdict !== 'accepted'))}`);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0);
  rows.push([
    label,
    String(runs),
    `${at(0.5)} ms`,
    `${at(0.95)} ms`,
    `${target} ms`,
    at(0.95) <= target ? 'yes' : 'NO',
  ]);
}
const after = memory();
await judge.close();

const table = [['case', 'runs', 'p50', 'p95', 'target p95', 'met'], ...rows];
const widths = table[0]?.map((_, c) => Math.max(...table.map((r) => (r[c] ?? '').length))) ?? [];
for (const row of table) console.info(row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | '));
console.info(
  `RSS before: server ${before.server} MB, workers ${before.workers.join(' + ')} MB, total ${before.total} MB`,
);
console.info(
  `RSS after:  server ${after.server} MB, workers ${after.workers.join(' + ')} MB, total ${after.total} MB`,
);
