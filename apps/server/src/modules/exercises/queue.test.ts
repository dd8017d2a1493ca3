import { LIMITS, TESTS_MAX } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { exerciseSubmissions } from '../../db/schema.ts';
import {
  claimSubmission,
  extendLease,
  GAVE_UP,
  giveUpLapsed,
  holdLease,
  JUDGE_HEARTBEAT_MS,
  JUDGE_HOLD_MAX_MS,
  JUDGE_LEASE_MS,
  JUDGE_MAX_ATTEMPTS,
} from '../../jobs/exercise-queue.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { ScriptedJudge } from '../../test/judge-double.ts';
import { insertExercise } from './fixture.ts';
import { judgeSubmission } from './judging.ts';

/**
 * The submissions table as a queue (docs/decisions/172): claims never overlap, a lapsed lease is
 * retried by another judge whose predecessor can no longer write, and a submission no judge can
 * finish ends as failed. The app here has no judge, so no loop of its own takes the rows.
 */
describe('the judging queue', () => {
  let app: FastifyInstance;
  let database: Database;
  let exerciseId: string;
  const quiet = { error: () => {} };

  beforeAll(async () => {
    // Its own database on PostgreSQL: the claims below take any queued row, and clear() ends them all.
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
    exerciseId = (await insertExercise(database, { slug: `queue-${Date.now()}` })).id;
  });

  const queue = async (code = 'print(1)') => {
    const user = await createTestUser(app, database);
    const [row] = await database.db
      .insert(exerciseSubmissions)
      .values({ exerciseId, userId: user.id, kind: 'submit', language: 'python', code })
      .returning();
    if (!row) throw new Error('no submission');
    return { row, user };
  };
  const read = async (id: string) =>
    (await database.db.select().from(exerciseSubmissions).where(eq(exerciseSubmissions.id, id)))[0];
  /** Earlier tests' rows out of the way: each test sees only its own queue. */
  const clear = async () => {
    await database.db.update(exerciseSubmissions).set({ status: 'done', lockedUntil: null });
  };

  it('gives each waiting submission to one claimer only', async () => {
    await clear();
    const now = new Date(Date.now() + 20 * JUDGE_LEASE_MS);
    const a = await queue();
    const b = await queue();
    const claims = await Promise.all([0, 1, 2].map(() => claimSubmission(database.db, now)));
    const ids = claims.flatMap((c) => (c ? [c.id] : []));
    expect(ids.sort()).toEqual([a.row.id, b.row.id].sort());
    expect((await read(a.row.id))?.status).toBe('running');
  });

  it('retries after a lapsed lease; the first judge can no longer record its result', async () => {
    const t0 = new Date(Date.now() + 40 * JUDGE_LEASE_MS);
    await clear();
    const { row } = await queue();
    const first = await claimSubmission(database.db, t0);
    expect(first).toEqual({ id: row.id, attempts: 1 });
    expect(await claimSubmission(database.db, new Date(t0.getTime() + JUDGE_LEASE_MS - 1))).toBeUndefined();
    const later = new Date(t0.getTime() + JUDGE_LEASE_MS + 1);
    const second = await claimSubmission(database.db, later);
    expect(second).toEqual({ id: row.id, attempts: 2 });
    const judge = new ScriptedJudge();
    const deps = { db: database.db, judge, now: () => later, log: quiet };
    if (!first || !second) throw new Error('claims missing');
    expect(await judgeSubmission(deps, first)).toEqual({ kind: 'lost' });
    expect((await read(row.id))?.status).toBe('running');
    expect(await judgeSubmission(deps, second)).toEqual({ kind: 'done', certificateId: null });
    expect(await read(row.id)).toMatchObject({ status: 'done', verdict: 'accepted', attempts: 2 });
  });

  it('puts a submission back after a judge fault, and fails it after the last attempt', async () => {
    const t0 = new Date(Date.now() + 60 * JUDGE_LEASE_MS);
    await clear();
    const { row, user } = await queue();
    const judge = new ScriptedJudge();
    judge.faults = JUDGE_MAX_ATTEMPTS;
    let at = t0;
    for (let attempt = 1; attempt <= JUDGE_MAX_ATTEMPTS; attempt++) {
      const claim = await claimSubmission(database.db, at);
      expect(claim?.attempts).toBe(attempt);
      if (!claim) throw new Error('no claim');
      const outcome = await judgeSubmission({ db: database.db, judge, now: () => at, log: quiet }, claim);
      expect(outcome.kind).toBe(attempt < JUDGE_MAX_ATTEMPTS ? 'retry' : 'failed');
      at = new Date(at.getTime() + 60_000);
    }
    expect(await read(row.id)).toMatchObject({ status: 'failed', error: GAVE_UP });
    const seen = await app.inject({
      method: 'GET',
      url: `/api/exercise-submissions/${row.id}`,
      headers: { ...user.auth, 'accept-language': 'ta' },
    });
    expect(seen.json().data).toMatchObject({
      status: 'failed',
      message: 'இந்த நிரலை எங்களால் சோதிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
    });
  });

  it('fails a submission whose judge died on its last claim, once the lease lapses', async () => {
    const t0 = new Date(Date.now() + 80 * JUDGE_LEASE_MS);
    await clear();
    const { row } = await queue();
    let at = t0;
    for (let attempt = 1; attempt <= JUDGE_MAX_ATTEMPTS; attempt++) {
      expect((await claimSubmission(database.db, at))?.attempts).toBe(attempt);
      at = new Date(at.getTime() + JUDGE_LEASE_MS + 1);
    }
    expect(await claimSubmission(database.db, at)).toBeUndefined();
    expect(await giveUpLapsed(database.db, at)).toBeGreaterThanOrEqual(1);
    expect(await read(row.id)).toMatchObject({ status: 'failed', error: GAVE_UP });
  });

  describe('while a job runs', () => {
    afterEach(() => vi.useRealTimers());
    const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

    it('is not taken by a second judge before its longest possible end', async () => {
      const t0 = new Date(Date.now() + 100 * JUDGE_LEASE_MS);
      await clear();
      const { row } = await queue();
      expect(await claimSubmission(database.db, t0)).toEqual({ id: row.id, attempts: 1 });
      // Every test at the longest limit, each run 1 s past it (Judge0's wall time): 30 × 11 s.
      const longestJob = TESTS_MAX * (LIMITS.timeMs.max + 1_000);
      expect(longestJob).toBe(330_000);
      expect(await claimSubmission(database.db, later(t0, longestJob))).toBeUndefined();
      expect((await read(row.id))?.attempts).toBe(1);
    });

    it('keeps its claim while its judge renews it; a judge that lost it cannot renew', async () => {
      const t0 = new Date(Date.now() + 120 * JUDGE_LEASE_MS);
      await clear();
      const { row } = await queue();
      const first = await claimSubmission(database.db, t0);
      if (!first) throw new Error('no claim');
      expect(await extendLease(database.db, first, later(t0, JUDGE_LEASE_MS - 1))).toBe(true);
      expect(await claimSubmission(database.db, later(t0, JUDGE_LEASE_MS + 1))).toBeUndefined();
      // Unrenewed, the claim lapses and another judge takes the job; the first can no longer renew.
      const t1 = later(t0, 2 * JUDGE_LEASE_MS);
      expect(await claimSubmission(database.db, t1)).toEqual({ id: row.id, attempts: 2 });
      expect(await extendLease(database.db, first, later(t1, 1))).toBe(false);
    });

    it('is renewed by the judging loop’s heartbeat, until the claim is too old', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const t0 = new Date(Date.now() + 140 * JUDGE_LEASE_MS);
      await clear();
      const { row } = await queue();
      const claim = await claimSubmission(database.db, t0);
      if (!claim) throw new Error('no claim');
      let clock = t0;
      const hold = holdLease(database.db, claim, t0, () => clock, quiet);
      const beatAt = (ms: number) => {
        clock = later(t0, ms);
        vi.advanceTimersByTime(JUDGE_HEARTBEAT_MS);
      };
      beatAt(JUDGE_LEASE_MS - 1);
      beatAt(JUDGE_HOLD_MAX_MS - 1);
      // Past the ceiling: not renewed, though the lease still holds.
      beatAt(JUDGE_HOLD_MAX_MS + 1);
      await hold.release();
      expect(await claimSubmission(database.db, later(t0, JUDGE_HOLD_MAX_MS))).toBeUndefined();
      const lapsed = later(t0, JUDGE_HOLD_MAX_MS + JUDGE_LEASE_MS);
      expect(await claimSubmission(database.db, lapsed)).toEqual({ id: row.id, attempts: 2 });
    });
  });
});
