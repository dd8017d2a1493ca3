import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { courseEnrollments, courses, eventEnrollments, events } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/**
 * The enrolment primitives shared by free enrolment, verified payments and webhooks.
 * Each takes the transaction it must be part of, so the seat counter and the rows it
 * counts always change together (docs/decisions/002).
 */

/** Takes one seat if one is left; false when the event is full. Safe under any concurrency. */
export async function holdEventSeat(tx: Tx, eventId: string): Promise<boolean> {
  const taken = await tx
    .update(events)
    .set({ seatsTaken: sql`${events.seatsTaken} + 1` })
    .where(and(eq(events.id, eventId), lt(events.seatsTaken, events.maxParticipants)))
    .returning({ id: events.id });
  return taken.length === 1;
}

export async function releaseEventSeat(tx: Tx, eventId: string): Promise<void> {
  await tx
    .update(events)
    .set({ seatsTaken: sql`greatest(${events.seatsTaken} - 1, 0)` })
    .where(eq(events.id, eventId));
}

/**
 * Records an event enrolment. With `seatHeld` the caller already holds the seat (a paid
 * order's hold); otherwise a seat is taken here. Returns 'full' without enrolling when
 * no seat is left, and 'already' (giving back a held seat) when the user was enrolled.
 */
export async function addEventEnrollment(
  tx: Tx,
  args: { userId: string; eventId: string; paymentId: string | null; seatHeld: boolean },
): Promise<'enrolled' | 'already' | 'full'> {
  const inserted = await tx
    .insert(eventEnrollments)
    .values({ userId: args.userId, eventId: args.eventId, paymentId: args.paymentId })
    .onConflictDoNothing({ target: [eventEnrollments.userId, eventEnrollments.eventId] })
    .returning({ id: eventEnrollments.id });
  if (inserted.length === 0) {
    if (args.seatHeld) await releaseEventSeat(tx, args.eventId);
    return 'already';
  }
  if (!args.seatHeld && !(await holdEventSeat(tx, args.eventId))) {
    await tx.delete(eventEnrollments).where(eq(eventEnrollments.id, inserted[0]?.id ?? ''));
    return 'full';
  }
  return 'enrolled';
}

/**
 * Records a course enrolment once; 'already' when it existed. A new enrolment adds one to the
 * course's num_students (the all-time learner count) in the same transaction, whether it came
 * from a free enrolment, a verified payment or a webhook.
 */
export async function addCourseEnrollment(
  tx: Tx,
  args: { userId: string; courseId: string; paymentId: string | null },
): Promise<'enrolled' | 'already'> {
  const inserted = await tx
    .insert(courseEnrollments)
    .values(args)
    .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
    .returning({ id: courseEnrollments.id });
  if (inserted.length === 0) return 'already';
  await tx
    .update(courses)
    .set({ numStudents: sql`${courses.numStudents} + 1` })
    .where(eq(courses.id, args.courseId));
  return 'enrolled';
}

export async function enrolledCourseIds(db: Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: courseEnrollments.courseId })
    .from(courseEnrollments)
    // A refunded or revoked enrolment (docs/decisions/130) no longer counts as enrolled.
    .where(and(eq(courseEnrollments.userId, userId), isNull(courseEnrollments.revokedAt)))
    .orderBy(courseEnrollments.createdAt);
  return rows.map((r) => r.id);
}

export async function enrolledEventIds(db: Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventEnrollments.eventId })
    .from(eventEnrollments)
    .where(eq(eventEnrollments.userId, userId))
    .orderBy(eventEnrollments.createdAt);
  return rows.map((r) => r.id);
}

/**
 * A learner's course enrolments with their course, newest first: 'My learning' (live ones only)
 * and the console's learner page (refunded and revoked ones too) read the same rows.
 */
export function courseEnrolmentsOf(db: Tx, userId: string, opts: { limit: number; withRevoked: boolean }) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      category: courses.category,
      enrolledAt: courseEnrollments.createdAt,
      revokedAt: courseEnrollments.revokedAt,
      paymentId: courseEnrollments.paymentId,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(
      and(
        eq(courseEnrollments.userId, userId),
        opts.withRevoked ? undefined : isNull(courseEnrollments.revokedAt),
      ),
    )
    .orderBy(desc(courseEnrollments.createdAt))
    .limit(opts.limit);
}

/** A learner's event enrolments with their event, newest first. */
export function eventEnrolmentsOf(db: Tx, userId: string, limit: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      startDate: events.startDate,
      mode: events.mode,
      enrolledAt: eventEnrollments.createdAt,
      paymentId: eventEnrollments.paymentId,
    })
    .from(eventEnrollments)
    .innerJoin(events, eq(events.id, eventEnrollments.eventId))
    .where(eq(eventEnrollments.userId, userId))
    .orderBy(desc(eventEnrollments.createdAt))
    .limit(limit);
}
