import type { Verdict } from '@kalvi/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { exerciseSubmissions, exercises } from '../../db/schema.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertExercise } from './fixture.ts';
import { pruneSubmissions, RUNS_KEPT_DAYS, SUPERSEDED_CODE_KEPT_DAYS } from './retention.ts';
import { startSubmissionSweeper } from './sweeper.ts';

const DAY = 86_400_000;

/**
 * Keeping submissions (docs/product/exercises-and-judge.md#keeping-submissions): runs go after RUNS_KEPT_DAYS;
 * a superseded submit loses its code and per-test output after SUPERSEDED_CODE_KEPT_DAYS unless
 * it is the learner's best; every submit's summary stays. Driven by a clock years ahead, so the
 * rows' own times decide.
 */
describe('pruning old submissions', () => {
  let app: FastifyInstance;
  let database: Database;
  let exerciseId: string;
  const now = new Date(Date.now() + 1_000 * DAY);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  beforeAll(async () => {
    // Its own database: the clock years ahead would prune other suites' rows too.
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
    exerciseId = (await insertExercise(database, { slug: `prune-${Date.now()}` })).id;
  });
  afterEach(() => vi.useRealTimers());

  const add = async (
    userId: string,
    kind: 'run' | 'submit',
    daysAgo: number,
    verdict: Verdict,
    passed: number,
  ) => {
    const createdAt = ago(daysAgo);
    const results = [
      {
        index: 0,
        sample: true,
        verdict,
        timeMs: 5,
        input: 'in',
        expected: 'out',
        actual: 'x',
        stderr: '',
        errorLine: null,
      },
    ];
    const [row] = await database.db
      .insert(exerciseSubmissions)
      .values({
        exerciseId,
        userId,
        kind,
        language: 'python',
        code: `# ${kind} ${daysAgo}`,
        status: 'done',
        verdict,
        passed,
        total: 3,
        results,
        failedTest: verdict === 'accepted' ? null : passed,
        createdAt,
        judgedAt: createdAt,
      })
      .returning();
    if (!row) throw new Error('no submission');
    return row.id;
  };
  const read = async (ids: string[]) => {
    const rows = await database.db
      .select()
      .from(exerciseSubmissions)
      .where(inArray(exerciseSubmissions.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  };

  it('deletes old runs, clears superseded submits but the best and the latest, keeps every summary', async () => {
    const a = (await createTestUser(app, database)).id;
    const b = (await createTestUser(app, database)).id;
    const oldRun = await add(a, 'run', RUNS_KEPT_DAYS + 1, 'wrong_answer', 0);
    const recentRun = await add(a, 'run', RUNS_KEPT_DAYS - 1, 'wrong_answer', 0);
    const oldest = await add(a, 'submit', 400, 'wrong_answer', 0);
    const best = await add(a, 'submit', 390, 'accepted', 3);
    const superseded = await add(a, 'submit', SUPERSEDED_CODE_KEPT_DAYS + 1, 'wrong_answer', 1);
    const recentSuperseded = await add(a, 'submit', SUPERSEDED_CODE_KEPT_DAYS - 1, 'time_limit', 2);
    const latest = await add(a, 'submit', 10, 'wrong_answer', 2);
    // No accepted submit: the one that passed most is the best; the latest stays though it is old.
    const bBest = await add(b, 'submit', 300, 'wrong_answer', 2);
    const bWorse = await add(b, 'submit', 290, 'wrong_answer', 0);
    const bLatest = await add(b, 'submit', 280, 'runtime_error', 1);
    const [before] = await database.db.select().from(exercises).where(eq(exercises.id, exerciseId));

    const pruned = await pruneSubmissions(database.db, now);
    expect(pruned.runsDeleted).toBeGreaterThanOrEqual(1);
    expect(pruned.codeCleared).toBeGreaterThanOrEqual(3);
    const all = [
      oldRun,
      recentRun,
      oldest,
      best,
      superseded,
      recentSuperseded,
      latest,
      bBest,
      bWorse,
      bLatest,
    ];
    const rows = await read(all);
    expect(rows.has(oldRun)).toBe(false);
    const cleared = [oldest, superseded, bWorse];
    for (const id of all.filter((id) => id !== oldRun)) {
      expect(rows.get(id)?.code === '', id).toBe(cleared.includes(id));
      expect(rows.get(id)?.results.length, id).toBe(cleared.includes(id) ? 0 : 1);
    }
    // What the history and the staff's statistics read stays.
    expect(rows.get(superseded)).toMatchObject({
      kind: 'submit',
      verdict: 'wrong_answer',
      passed: 1,
      total: 3,
      failedTest: 1,
    });
    const [after] = await database.db.select().from(exercises).where(eq(exercises.id, exerciseId));
    expect(after).toEqual(before);
    // Nothing left to do: a second sweep changes nothing.
    expect(await pruneSubmissions(database.db, now)).toEqual({ runsDeleted: 0, codeCleared: 0 });
  });

  it('runs hourly on the scheduler leader, and stops when the server closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sweeps: Promise<unknown>[] = [];
    const onClose: (() => Promise<void>)[] = [];
    // The parts of the app the sweeper uses: the leader's gate, the database, the log, the close hook.
    const host = {
      db: database.db,
      log: app.log,
      leader: {
        runIfLeader: async (job: string, work: () => Promise<unknown>) => {
          expect(job).toBe('submission-prune-sweep');
          sweeps.push(work());
        },
      },
      addHook: (_name: 'onClose', hook: () => Promise<void>) => onClose.push(hook),
    };
    startSubmissionSweeper(host as unknown as FastifyInstance, () => now);
    vi.advanceTimersByTime(60 * 60_000 - 1);
    expect(sweeps).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sweeps).toHaveLength(1);
    const user = (await createTestUser(app, database)).id;
    const run = await add(user, 'run', RUNS_KEPT_DAYS + 1, 'accepted', 3);
    vi.advanceTimersByTime(60 * 60_000);
    expect(await Promise.all(sweeps)).toContainEqual({ runsDeleted: 1, codeCleared: 0 });
    expect((await read([run])).size).toBe(0);
    for (const hook of onClose) await hook();
    vi.advanceTimersByTime(3 * 60 * 60_000);
    expect(sweeps).toHaveLength(2);
  });
});
