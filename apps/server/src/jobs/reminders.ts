import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { courseEnrollments, eventEnrollments, events, lessons } from '../db/schema.ts';
import type { Tx } from '../lib/tx.ts';
import type { MailJob } from './mail-jobs.ts';

/** Reminders go this many hours before a live session or an event. */
export const REMINDER_HOURS = [24, 1] as const;
const HOUR_MS = 3_600_000;
/** Sessions this close are planned; more than the longest reminder, so each is planned before its moment. */
const PLAN_AHEAD_MS = 25 * HOUR_MS;
/**
 * A reminder whose moment passed this recently is still planned: the sweep runs every minute,
 * so a session moved to a new time is picked up late by up to that much.
 */
export const PLAN_GRACE_MS = 2 * 60_000;

export interface PlannedReminder {
  job: Extract<MailJob, { kind: 'reminder' }>;
  startAfter: Date;
}

/**
 * The reminders due for upcoming live sessions and events (docs/decisions/131). A reminder is
 * planned only when its moment (start minus 24 h or 1 h) is not before the learner enrolled,
 * not before the session was last scheduled (lessons.updated_at), and not already past now
 * (beyond PLAN_GRACE_MS): a session two hours ahead gets only its 1-hour reminder. The job names
 * the start time, so a moved session gets new reminders and the old ones find the time changed.
 */
export async function planReminders(
  tx: Tx,
  now: Date,
  only?: { userId: string },
): Promise<PlannedReminder[]> {
  const horizon = new Date(now.getTime() + PLAN_AHEAD_MS);
  const sessions = await tx
    .select({
      id: lessons.id,
      startsAt: lessons.startsAt,
      scheduledAt: lessons.updatedAt,
      userId: courseEnrollments.userId,
      enrolledAt: courseEnrollments.createdAt,
    })
    .from(lessons)
    .innerJoin(courseEnrollments, eq(courseEnrollments.courseId, lessons.courseId))
    .where(
      and(
        eq(lessons.kind, 'live'),
        gt(lessons.startsAt, now),
        lte(lessons.startsAt, horizon),
        isNull(courseEnrollments.revokedAt),
        only ? eq(courseEnrollments.userId, only.userId) : undefined,
      ),
    );
  const gatherings = await tx
    .select({
      id: events.id,
      startsAt: events.startDate,
      userId: eventEnrollments.userId,
      enrolledAt: eventEnrollments.createdAt,
    })
    .from(events)
    .innerJoin(eventEnrollments, eq(eventEnrollments.eventId, events.id))
    .where(
      and(
        eq(events.cancelled, false),
        gt(events.startDate, now),
        lte(events.startDate, horizon),
        only ? eq(eventEnrollments.userId, only.userId) : undefined,
      ),
    );

  const planned: PlannedReminder[] = [];
  const add = (
    target: 'lesson' | 'event',
    row: { id: string; startsAt: Date | null; userId: string },
    since: Date,
  ) => {
    if (!row.startsAt) return;
    for (const hoursBefore of REMINDER_HOURS) {
      const moment = new Date(row.startsAt.getTime() - hoursBefore * HOUR_MS);
      if (moment < since || moment.getTime() < now.getTime() - PLAN_GRACE_MS) continue;
      planned.push({
        job: {
          kind: 'reminder',
          target,
          id: row.id,
          userId: row.userId,
          hoursBefore,
          startsAt: row.startsAt.toISOString(),
        },
        startAfter: moment,
      });
    }
  };
  for (const s of sessions) add('lesson', s, s.scheduledAt > s.enrolledAt ? s.scheduledAt : s.enrolledAt);
  for (const e of gatherings) add('event', e, e.enrolledAt);
  return planned;
}
