import { and, asc, eq, sql } from 'drizzle-orm';
import {
  batches,
  batchMembers,
  batchSessions,
  courses,
  instructors,
  sessionAttendance,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/** The SQL of a learner's batch page and of attendance (docs/product/batches.md#attendance). */

/** The number a learner reads beside a session: its place in its batch by start, cancelled ones counted. */
export const sessionNumber = sql<number>`(select count(*)::int from ${batchSessions} o where o.batch_id = ${batchSessions.batchId} and (o.starts_at, o.id) <= (${batchSessions.startsAt}, ${batchSessions.id}))`;

/** The batch with its course, when `userId` is one of its members. */
export async function memberBatchRow(tx: Tx, batchId: string, userId: string) {
  const [row] = await tx
    .select({
      id: batches.id,
      courseId: batches.courseId,
      courseTitle: courses.title,
      courseTitleTa: courses.titleTa,
      requiredPercent: courses.liveAttendancePercent,
      language: batches.language,
      startsOn: batches.startDate,
      timeZone: batches.timeZone,
      instructorName: instructors.name,
      status: batches.status,
      learnerMoves: batchMembers.learnerMoves,
    })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(instructors, eq(instructors.id, batches.instructorId))
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, userId)));
  return row;
}

/** A batch's sessions in order, numbered, with whether `userId` attended each. */
export function sessionsWithAttendance(tx: Tx, batchId: string, userId: string) {
  return tx
    .select({
      id: batchSessions.id,
      number: sql<number>`(row_number() over (order by ${batchSessions.startsAt}, ${batchSessions.id}))::int`,
      startsAt: batchSessions.startsAt,
      endsAt: batchSessions.endsAt,
      status: batchSessions.status,
      recordingUrl: batchSessions.recordingUrl,
      attended: sql<boolean>`exists (select 1 from ${sessionAttendance} a where a.session_id = ${batchSessions.id} and a.user_id = ${userId})`,
    })
    .from(batchSessions)
    .where(eq(batchSessions.batchId, batchId))
    .orderBy(asc(batchSessions.startsAt), batchSessions.id);
}

/** A batch's members, by name, for the attendance sheet. */
export function membersOf(tx: Tx, batchId: string) {
  return tx
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(eq(batchMembers.batchId, batchId))
    .orderBy(asc(users.firstName), asc(users.lastName), users.id);
}

/** Every attendance row of a batch's sessions. */
export function attendanceOfBatch(tx: Tx, batchId: string) {
  return tx
    .select({ sessionId: sessionAttendance.sessionId, userId: sessionAttendance.userId })
    .from(sessionAttendance)
    .innerJoin(batchSessions, eq(batchSessions.id, sessionAttendance.sessionId))
    .where(eq(batchSessions.batchId, batchId));
}

export async function isMember(tx: Tx, batchId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ userId: batchMembers.userId })
    .from(batchMembers)
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, userId)));
  return row !== undefined;
}

export async function attendanceRow(tx: Tx, sessionId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(sessionAttendance)
    .where(and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.userId, userId)));
  return row;
}

/** Staff's word: the learner came (kept as staff's, whatever a join said) or did not (no row). */
export async function setAttendance(tx: Tx, sessionId: string, userId: string, attended: boolean, at: Date) {
  if (!attended) {
    await tx
      .delete(sessionAttendance)
      .where(and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.userId, userId)));
    return;
  }
  await tx
    .insert(sessionAttendance)
    .values({ sessionId, userId, firstJoinedAt: at, source: 'staff' })
    .onConflictDoNothing();
}

/** A session's course, number and members in their languages: what a notice about it needs. */
export async function sessionAudience(tx: Tx, sessionId: string) {
  const [session] = await tx
    .select({
      id: batchSessions.id,
      batchId: batchSessions.batchId,
      startsAt: batchSessions.startsAt,
      courseTitle: courses.title,
      courseTitleTa: courses.titleTa,
      number: sessionNumber,
    })
    .from(batchSessions)
    .innerJoin(batches, eq(batches.id, batchSessions.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batchSessions.id, sessionId));
  if (!session) return undefined;
  const members = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.preferredLanguage,
    })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(eq(batchMembers.batchId, session.batchId));
  return { session, members };
}
