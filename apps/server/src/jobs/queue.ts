import { and, eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema.ts';
import type { Tx } from '../lib/tx.ts';

/**
 * The durable job queue (docs/decisions/131): rows in our own database, PGlite or PostgreSQL,
 * so a job survives a restart; a due row is claimed with FOR UPDATE SKIP LOCKED and a lease, so
 * with several instances one takes it; the unique key makes a job offered twice one job.
 */
export interface QueuedJob<T> {
  id: string;
  key: string;
  data: T;
  attempts: number;
}

/** A claim lasts this long; a worker that dies mid-job lets another retry it after that. */
const LEASE_MS = 5 * 60_000;
/** After this many failed tries a job is given up (logged by the caller). */
export const MAX_ATTEMPTS = 6;

/**
 * Offers a job; false when a job with this key already exists (planned, sent or dropped). Inside
 * a transaction, the job exists exactly when the change it follows commits.
 */
export async function offer(tx: Tx, key: string, data: unknown, runAt: Date): Promise<boolean> {
  const inserted = await tx
    .insert(jobs)
    .values({ key, data, runAt })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length === 1;
}

/** Claims the earliest due job no other worker holds, or undefined when none is due at `now`. */
export async function claim<T>(tx: Tx, now: Date): Promise<QueuedJob<T> | undefined> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const rows = await tx.execute(sql`
    update ${jobs} set locked_until = ${leaseEnd.toISOString()}::timestamptz, attempts = attempts + 1
    where id = (
      select id from ${jobs}
      where done_at is null
        and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
        and attempts < ${MAX_ATTEMPTS}
      order by run_at
      limit 1
      for update skip locked
    )
    returning id, key, data, attempts`);
  const row = rows.rows[0] as { id: string; key: string; data: T; attempts: number } | undefined;
  return row && { id: row.id, key: row.key, data: row.data, attempts: Number(row.attempts) };
}

/** The job is finished: sent, or dropped because it no longer applies. */
export async function finish(tx: Tx, id: string, outcome: 'sent' | 'dropped', now: Date): Promise<void> {
  await tx.update(jobs).set({ doneAt: now, outcome, lockedUntil: null }).where(eq(jobs.id, id));
}

/** The job failed: tried again later, one minute, then 2, 4, ... */
export async function retryLater(tx: Tx, job: QueuedJob<unknown>, error: string, now: Date): Promise<void> {
  const delay = 60_000 * 2 ** Math.max(0, job.attempts - 1);
  await tx
    .update(jobs)
    .set({ lockedUntil: null, runAt: new Date(now.getTime() + delay), outcome: error.slice(0, 500) })
    .where(and(eq(jobs.id, job.id), sql`done_at is null`));
}

/** Jobs not yet done, for /metrics. */
export async function depth(tx: Tx): Promise<number> {
  const rows = await tx.execute(sql`select count(*)::int as n from ${jobs} where done_at is null`);
  return Number((rows.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** Notification jobs not yet done, per channel (email, whatsapp), for /metrics. */
export async function notificationDepth(tx: Tx): Promise<Record<string, number>> {
  const rows = await tx.execute(sql`
    select data->>'channel' as channel, count(*)::int as n from ${jobs}
    where done_at is null and data->>'kind' = 'notification' group by 1`);
  const depths: Record<string, number> = { email: 0, whatsapp: 0 };
  for (const row of rows.rows as { channel: string; n: number }[]) depths[row.channel] = Number(row.n);
  return depths;
}
