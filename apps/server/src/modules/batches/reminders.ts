import { type Language, sessionTitle, translateMessage } from '@kalvi/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { batches, batchMembers, batchSessions, courses, jobs } from '../../db/schema.ts';
import { startSweep } from '../../lib/sweep.ts';
import type { Tx } from '../../lib/tx.ts';
import { sessionNumber } from './live-queries.ts';

/**
 * Reminders 24 hours and 1 hour before each session of a batch, for each member
 * (docs/decisions/217-batch-reminders-and-notices.md), in two steps
 * (docs/decisions/224-ics-writer-and-feed-cache.md). The sweep writes one job per session and
 * moment onto the queue, due at the moment; when it comes, that job writes one reminder job per
 * member. Each job's key names the session, the hours and the start (and the learner), so a
 * step run twice (two sweeps, two instances, a retry) makes each job once, and a moved session
 * gets new jobs while the old ones find the start changed and make nothing.
 */

const HOUR_MS = 3_600_000;
/** Where a reminder or notice sends the learner: their timetable, with the join and recordings. */
export const TIMETABLE_PATH = '/learn/timetable';
/** The reminders' hours before the start: the classroom's, so a learner reads one kind of reminder. */
export const BATCH_REMINDER_HOURS = [24, 1] as const;
/** A sweep plans the reminders whose moment falls within the next this-much. */
export const REMINDER_LOOKAHEAD_MS = HOUR_MS;
/** A moment passed this recently is still planned: the sweep runs every minute. */
const GRACE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 60_000;

const startIso = sql`to_char(s.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Runs an INSERT ... ON CONFLICT DO NOTHING RETURNING 1 and counts the rows it made. */
async function countMade(tx: Tx, insert: SQL): Promise<number> {
  const result = await tx.execute(sql`with made as (${insert}) select count(*)::int as n from made`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/**
 * Plans, in one INSERT ... SELECT, a `batch-reminders` job for each scheduled session of a live
 * batch with members whose moment (start minus 24 h or 1 h) lies in [now - grace, now +
 * lookahead], due at that moment; returns how many new jobs it made.
 */
export async function planBatchReminders(
  tx: Tx,
  now: Date,
  lookaheadMs: number = REMINDER_LOOKAHEAD_MS,
): Promise<number> {
  const from = new Date(now.getTime() - GRACE_MS).toISOString();
  const to = new Date(now.getTime() + lookaheadMs).toISOString();
  const hours = sql.raw(BATCH_REMINDER_HOURS.map((h) => `(${h})`).join(', '));
  // Sessions whose 1-hour or 24-hour moment falls in the window, found through the start index.
  return countMade(
    tx,
    sql`insert into ${jobs} (key, data, run_at)
    select
      'batch-reminders:' || s.id || ':' || h.hours || 'h:' || ${startIso},
      jsonb_build_object('kind', 'batch-reminders', 'sessionId', s.id, 'hoursBefore', h.hours,
        'startsAt', ${startIso}),
      s.starts_at - h.hours * interval '1 hour'
    from (values ${hours}) as h(hours)
    join ${batchSessions} s
      on s.starts_at >= ${from}::timestamptz + h.hours * interval '1 hour'
     and s.starts_at <= ${to}::timestamptz + h.hours * interval '1 hour'
    join ${batches} b on b.id = s.batch_id
    where s.status = 'scheduled' and b.status <> 'cancelled'
      and s.starts_at > ${now.toISOString()}::timestamptz
      and exists (select 1 from ${batchMembers} m where m.batch_id = s.batch_id)
    on conflict (key) do nothing
    returning 1`,
  );
}

/**
 * A session's moment has come: one `reminder` job for each member who joined the batch before
 * it, due now; none when the session has since moved, been cancelled, or its batch cancelled.
 * Returns how many new jobs it made.
 */
export async function remindMembers(
  tx: Tx,
  job: { sessionId: string; hoursBefore: number; startsAt: string },
  now: Date,
): Promise<number> {
  return countMade(
    tx,
    sql`insert into ${jobs} (key, data, run_at)
    select
      'reminder:batch-session:' || s.id || ':' || m.user_id || ':' || ${job.hoursBefore} || 'h:' || ${startIso},
      jsonb_build_object('kind', 'reminder', 'target', 'batch-session', 'id', s.id,
        'userId', m.user_id, 'hoursBefore', ${job.hoursBefore}::int, 'startsAt', ${startIso}),
      ${now.toISOString()}::timestamptz
    from ${batchSessions} s
    join ${batches} b on b.id = s.batch_id
    join ${batchMembers} m on m.batch_id = s.batch_id
    where s.id = ${job.sessionId} and s.status = 'scheduled' and b.status <> 'cancelled'
      and s.starts_at = ${job.startsAt}::timestamptz
      and s.starts_at - ${job.hoursBefore}::int * interval '1 hour' >= m.joined_at
    on conflict (key) do nothing
    returning 1`,
  );
}

/** The sweep: on the scheduler leader only, every minute (docs/decisions/202-one-job-queue.md). */
export function startBatchReminderSweep(app: FastifyInstance): void {
  startSweep(app, {
    name: 'batch-reminders',
    everyMs: SWEEP_EVERY_MS,
    jitterMs: 5_000,
    run: () => planBatchReminders(app.db, new Date()),
  });
}

/**
 * What a reminder of a batch session says, read fresh: null when it no longer applies (the
 * session or batch cancelled, the learner no longer in it). The caller drops a moved one.
 */
export async function batchSessionReminder(
  tx: Tx,
  sessionId: string,
  userId: string,
  language: Language,
): Promise<{ title: string; startsAt: Date } | null> {
  const [row] = await tx
    .select({
      startsAt: batchSessions.startsAt,
      status: batchSessions.status,
      batchStatus: batches.status,
      course: courses.title,
      courseTa: courses.titleTa,
      number: sessionNumber,
    })
    .from(batchSessions)
    .innerJoin(batches, eq(batches.id, batchSessions.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(
      batchMembers,
      and(eq(batchMembers.batchId, batchSessions.batchId), eq(batchMembers.userId, userId)),
    )
    .where(eq(batchSessions.id, sessionId));
  if (row?.status !== 'scheduled' || row.batchStatus === 'cancelled') return null;
  const course = (language === 'ta' && row.courseTa) || row.course;
  return { title: translateMessage(sessionTitle(course, row.number), language), startsAt: row.startsAt };
}
