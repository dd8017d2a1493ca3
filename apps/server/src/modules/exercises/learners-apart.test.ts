import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createEmbeddedJudge, type EmbeddedJudge } from '../../judge/embedded.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { LOOK as PYTHON_LOOK, PLANT as PYTHON_PLANT } from '../../test/judge-plants.ts';
import { exerciseInput, insertExercise, judgedThroughApi } from './fixture.ts';
import { SUBMISSIONS_PER_MINUTE } from './routes.ts';

/**
 * Issue 40's proof through the product itself: two signed-in learners share one worker of the
 * embedded judge, and 100 times in a row learner A's run plants what learner B's next run looks
 * for, through POST /api/exercises/:id/submissions and the judging queue
 * (docs/decisions/193-judge-job-boundary.md). JavaScript and SQL take turns; every tenth round is
 * Python, whose thread takes ten times as long to start.
 */

const ROUNDS = 100;
type Learner = Awaited<ReturnType<typeof createTestUser>>;
type Language = 'python' | 'javascript' | 'sql';

const JS_PLANT =
  'Object.defineProperty(Object.prototype, "kalvi_planted", { value: "planted" }); globalThis.kalvi = 1;';
const JS_LOOK = 'print(({}).kalvi_planted ?? (typeof kalvi === "undefined" ? "clean" : "planted"))';
// What a learner's single query can leave past its rollback: random()'s seed, and a lock held
// by the session.
const SQL_SEEDED = 'WITH s AS MATERIALIZED (SELECT setseed(0.42)) SELECT random() FROM s';
const SQL_PLANTS = ['SELECT setseed(0.42)', 'SELECT pg_advisory_lock(40)'];
const sqlLook = (seeded: string) => `SELECT CASE
  WHEN random()::text = '${seeded}' THEN 'planted seed'
  WHEN EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory') THEN 'planted lock'
  ELSE 'clean' END`;

describe('two learners on one judge worker, 100 rounds through the API', () => {
  let app: FastifyInstance;
  let database: Database;
  let judge: EmbeddedJudge;
  let planter: Learner;
  let looker: Learner;
  const exerciseIds = {} as Record<Language, string>;

  beforeAll(async () => {
    judge = createEmbeddedJudge({ workers: 1 });
    ({ app, database } = await testApp({ judge }));
    for (const language of ['python', 'javascript', 'sql'] as const) {
      const exercise = await insertExercise(
        database,
        { slug: unique(`apart-${language}-`) },
        exerciseInput({
          language,
          tests: [{ input: '', expected: 'clean', sample: true }],
          limits: { timeMs: 5000, memoryMb: 128, outputKb: 16 },
        }),
      );
      exerciseIds[language] = exercise.id;
    }
    planter = await createTestUser(app, database);
    looker = await createTestUser(app, database);
    await judge.ready();
  }, 180_000);
  afterAll(async () => {
    vi.useRealTimers();
    await app.close();
    await judge.close();
  });

  /** Learner's run, queued through the API and judged by this app's loop: what it printed. */
  const run = async (learner: Learner, language: Language, code: string) => {
    const judged = await judgedThroughApi(app, learner.auth, exerciseIds[language], code, 'run');
    const { status, results } = judged as { status: string; results: { actual: string }[] };
    expect(status).toBe('done');
    return results[0]?.actual ?? '';
  };

  it('no look finds what the other learner planted', { timeout: 900_000 }, async () => {
    // The clean value random() gives after setseed(0.42), read inside one job.
    const seeded = await run(looker, 'sql', SQL_SEEDED);
    expect(seeded).toMatch(/^0\.\d+$/);
    const looks: string[] = [];
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each learner may send SUBMISSIONS_PER_MINUTE a minute, a limit this test keeps: the
      // clock the limit reads moves on a minute before either would pass it.
      if ((round + 1) % (SUBMISSIONS_PER_MINUTE - 1) === 0) {
        vi.setSystemTime(Date.now() + 61_000);
      }
      const language: Language = round % 10 === 9 ? 'python' : round % 2 === 0 ? 'javascript' : 'sql';
      const plant = {
        python: PYTHON_PLANT,
        javascript: JS_PLANT,
        sql: SQL_PLANTS[round % 4 === 1 ? 0 : 1] ?? '',
      }[language];
      const look = { python: PYTHON_LOOK, javascript: JS_LOOK, sql: sqlLook(seeded) }[language];
      await run(planter, language, plant);
      looks.push(`${round} ${language} ${(await run(looker, language, look)).trim()}`);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${ROUNDS} rounds of plant and look through the API: ${seconds} s\n`);
    expect(looks.filter((look) => !look.endsWith(' clean'))).toEqual([]);
    // Every job ran on the one worker, the only place a plant could have stayed.
    expect(judge.workerPids()).toHaveLength(1);
  });
});
