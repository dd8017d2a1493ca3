// `npm run bench:judge-load -w apps/server`: 50 learners submitting at once for 60 s against the
// real embedded judge (docs/decisions/172-exercise-queue-and-access.md). Issue 28's targets: no
// 5xx, every submission judged, the queue drained within 30 s of the end, and the catalogue's
// p99 during the load at most twice its p99 without it. Prints the figures and the judge's RSS.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { EXERCISE_CONTENT } from '../src/db/seed/exercise-content/index.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { createEmbeddedJudge } from '../src/judge/embedded.ts';
import { rssMb } from '../src/judge/worker-process.ts';
import { createTestUser, testApp } from '../src/test/harness.ts';
import { catalogueLatencies, percentile } from './catalogue-sampler.ts';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    workers: { type: 'string', default: '1' },
  },
});
const LEARNERS = Number(values.learners);
const SECONDS = Number(values.seconds);

const judge = createEmbeddedJudge({ workers: Number(values.workers) });
const started = performance.now();
await judge.ready();
console.info(`judge ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const { app, database } = await testApp({ judge });
await seedDatabase(database.db, { log: () => {} });

// Learners solve the seeded practice problems: a right answer half the time, the starter otherwise.
const problems = EXERCISE_CONTENT.practice.filter((p) => p.language !== 'sql').slice(0, 6);
const ids: string[] = [];
for (const p of problems) {
  const answer = await app.inject({ url: `/api/practice/${p.slug}` });
  ids.push(answer.json().data.id);
}
const learners = await Promise.all(Array.from({ length: LEARNERS }, () => createTestUser(app, database)));

const before = await catalogueLatencies(app, 5_000);
const statuses = new Map<number, number>();
let submitted = 0;
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
const stopAt = Date.now() + SECONDS * 1000;

async function learnerLoop(auth: { authorization: string }, n: number) {
  let i = n;
  while (Date.now() < stopAt) {
    const problem = problems[i % problems.length];
    const id = ids[i % ids.length];
    i += 1;
    if (!problem || !id) continue;
    const code = i % 2 === 0 ? problem.referenceSolution : problem.starterCode || 'print(0)';
    const res = await app.inject({
      method: 'POST',
      url: `/api/exercises/${id}/submissions`,
      headers: auth,
      payload: { code, kind: 'submit' },
    });
    count(res.statusCode);
    if (res.statusCode === 202) {
      submitted += 1;
      const submission = res.json().data.id as string;
      // Poll as the page does until this learner's submission is judged.
      for (;;) {
        const poll = await app.inject({ url: `/api/exercise-submissions/${submission}`, headers: auth });
        count(poll.statusCode);
        const status = poll.json().data?.status;
        if (status === 'done' || status === 'failed' || Date.now() > stopAt + 60_000) break;
        await new Promise((r) => setTimeout(r, 700));
      }
    } else if (res.statusCode === 429) {
      const wait = Number(res.headers['retry-after'] ?? 1);
      await new Promise((r) => setTimeout(r, Math.min(wait, 5) * 1000));
    }
  }
}

const rssBefore = judge.workerPids().map(rssMb);
const serverRssBefore = process.memoryUsage().rss / 2 ** 20;
const load = Promise.all(learners.map((l, n) => learnerLoop(l.auth, n)));
const during = await catalogueLatencies(app, SECONDS * 1000 - 2_000);
const ended = Date.now();
await load;
await app.judging.settled();
const drainedAfter = (Date.now() - ended) / 1000;

const rows = (await database.db.execute(
  sql`select status, count(*)::int as n from exercise_submissions group by status`,
)) as unknown as { rows: { status: string; n: number }[] };
const byStatus = Object.fromEntries(rows.rows.map((r) => [r.status, r.n]));
const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
const p99Before = percentile(before, 99);
const p99During = percentile(during, 99);

console.info(`learners ${LEARNERS}, ${SECONDS} s, judge workers ${values.workers}`);
console.info(`answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
console.info(`submissions accepted for judging: ${submitted}; in the table: ${JSON.stringify(byStatus)}`);
console.info(`5xx answers: ${fivexx} (target 0)`);
console.info(`queue drained ${drainedAfter.toFixed(1)} s after the end (target <= 30 s)`);
console.info(
  `catalogue p99 ${p99Before.toFixed(1)} ms before, ${p99During.toFixed(1)} ms during (${(p99During / p99Before).toFixed(2)}x, target <= 2x); p50 ${percentile(before, 50).toFixed(1)} -> ${percentile(during, 50).toFixed(1)} ms`,
);
console.info(
  `RSS: judge workers ${rssBefore.map((m) => m.toFixed(0)).join(', ')} MB -> ${judge
    .workerPids()
    .map((pid) => rssMb(pid).toFixed(0))
    .join(
      ', ',
    )} MB; this process ${serverRssBefore.toFixed(0)} -> ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
);
await app.close();
await judge.close();
await database.close();
process.exit(0);
