import { LIMITS, TESTS_MAX } from '@kalvi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { exerciseSubmissions } from '../db/schema.ts';
import { JUDGE0_WALL_GRACE_MS } from '../judge/judge0.ts';
import type { Tx } from '../lib/tx.ts';

/**
 * The judging queue is the submissions table itself (docs/decisions/172-exercise-queue-and-access.md),
 * claimed as the mail queue is (docs/decisions/131-mail-job-queue.md): FOR UPDATE SKIP LOCKED and a
 * lease. A claim is fenced by its attempt number: a judge whose lease lapsed and was retried by
 * another can no longer write its result, so a submission is recorded once.
 */
export interface ClaimedSubmission {
  id: string;
  attempts: number;
}

/**
 * The most either judge lets a test run past its time limit: Judge0's wall-time allowance
 * (the embedded judge kills its worker sooner, 250 ms past the limit).
 */
const TEST_OVERRUN_MS = JUDGE0_WALL_GRACE_MS;
/** Making a job's engine ready (the embedded worker gives up after a minute) and the round trips. */
const JOB_START_MS = 60_000;
/**
 * A claim lasts longer than the longest job can take: the most tests, each at the longest time
 * limit and its overrun, after the start (docs/decisions/195-judge-lease-restarts-retention.md).
 * 30 × 11 s + 60 s = 6.5 minutes.
 */
export const JUDGE_LEASE_MS = TESTS_MAX * (LIMITS.timeMs.max + TEST_OVERRUN_MS) + JOB_START_MS;
/** While a job runs its judge renews the lease this often, so a slow machine does not lose it. */
export const JUDGE_HEARTBEAT_MS = 60_000;
/**
 * Renewals stop once a claim is this old: a judge that hangs lets another take the job when the
 * last renewal lapses, instead of holding its learner forever.
 */
export const JUDGE_HOLD_MAX_MS = 2 * JUDGE_LEASE_MS;
/** After this many claims a submission is given up as failed. */
export const JUDGE_MAX_ATTEMPTS = 3;
/** Shown on a submission no judge could finish. */
export const GAVE_UP = 'We could not judge this code. Please try again.';

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Claims the oldest waiting submission (or one whose judge's lease lapsed), or undefined. */
export async function claimSubmission(tx: Tx, now: Date): Promise<ClaimedSubmission | undefined> {
  const leaseEnd = new Date(now.getTime() + JUDGE_LEASE_MS);
  const rows = await tx.execute(sql`
    update ${exerciseSubmissions}
    set status = 'running', locked_until = ${iso(leaseEnd)}, attempts = attempts + 1
    where id = (
      select id from ${exerciseSubmissions}
      where status in ('queued', 'running')
        and (locked_until is null or locked_until < ${iso(now)})
        and attempts < ${JUDGE_MAX_ATTEMPTS}
      order by status, created_at
      limit 1
      for update skip locked
    )
    returning id, attempts`);
  const row = rows.rows[0] as { id: string; attempts: number } | undefined;
  return row && { id: row.id, attempts: Number(row.attempts) };
}

/** Renews a claim that still holds until `now` + the lease; false when it no longer holds. */
export async function extendLease(tx: Tx, claim: ClaimedSubmission, now: Date): Promise<boolean> {
  const rows = await tx
    .update(exerciseSubmissions)
    .set({ lockedUntil: new Date(now.getTime() + JUDGE_LEASE_MS) })
    .where(and(fenced(claim), sql`${exerciseSubmissions.lockedUntil} >= ${iso(now)}`))
    .returning({ id: exerciseSubmissions.id });
  return rows.length === 1;
}

export interface LeaseHold {
  /** Stops renewing; resolves when a renewal in progress has finished. */
  release(): Promise<void>;
}

/**
 * Renews the claim every JUDGE_HEARTBEAT_MS while its job runs, up to JUDGE_HOLD_MAX_MS after
 * `claimedAt`. A failed renewal is logged: the lease itself still covers the longest job.
 */
export function holdLease(
  tx: Tx,
  claim: ClaimedSubmission,
  claimedAt: Date,
  now: () => Date,
  log: { error(obj: object, msg: string): void },
): LeaseHold {
  let beat: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const at = now();
    if (at.getTime() - claimedAt.getTime() > JUDGE_HOLD_MAX_MS) return clearInterval(timer);
    beat = beat
      .then(() => extendLease(tx, claim, at))
      .catch((err) => log.error({ err, submission: claim.id }, 'judge lease not renewed'));
  }, JUDGE_HEARTBEAT_MS);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await beat;
    },
  };
}

/** Submissions whose last allowed claim lapsed: failed, so the learner may run again. */
export async function giveUpLapsed(tx: Tx, now: Date): Promise<number> {
  const rows = await tx
    .update(exerciseSubmissions)
    .set({ status: 'failed', error: GAVE_UP, lockedUntil: null, judgedAt: now })
    .where(
      and(
        eq(exerciseSubmissions.status, 'running'),
        sql`${exerciseSubmissions.lockedUntil} < ${iso(now)}`,
        sql`${exerciseSubmissions.attempts} >= ${JUDGE_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ id: exerciseSubmissions.id });
  return rows.length;
}

/** The claim still holds: this judge may record (in the recording transaction). */
export function fenced(claim: ClaimedSubmission) {
  return and(
    eq(exerciseSubmissions.id, claim.id),
    eq(exerciseSubmissions.status, 'running'),
    eq(exerciseSubmissions.attempts, claim.attempts),
  );
}

/** A judge fault: back in the queue after a pause, or failed when no claim is left. */
export async function retryOrFail(tx: Tx, claim: ClaimedSubmission, now: Date): Promise<'retry' | 'failed'> {
  if (claim.attempts >= JUDGE_MAX_ATTEMPTS) {
    await failSubmission(tx, claim, GAVE_UP, now);
    return 'failed';
  }
  await tx
    .update(exerciseSubmissions)
    .set({ status: 'queued', lockedUntil: new Date(now.getTime() + 5_000 * claim.attempts) })
    .where(fenced(claim));
  return 'retry';
}

export async function failSubmission(tx: Tx, claim: ClaimedSubmission, error: string, now: Date) {
  await tx
    .update(exerciseSubmissions)
    .set({ status: 'failed', error, lockedUntil: null, judgedAt: now })
    .where(fenced(claim));
}

/** Submissions waiting or running, for /metrics and the loop's tests. */
export async function waiting(tx: Tx): Promise<number> {
  const rows = await tx.execute(
    sql`select count(*)::int as n from ${exerciseSubmissions} where status in ('queued', 'running')`,
  );
  return Number((rows.rows[0] as { n: number } | undefined)?.n ?? 0);
}
