import { and, asc, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
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

/** The SQL of the batches module (docs/product/batches.md). */

const seatsTaken = sql<number>`(select count(*)::int from ${batchMembers} where ${batchMembers.batchId} = ${batches.id})`;
const sessionCount = sql<number>`(select count(*)::int from ${batchSessions} s where s.batch_id = ${batches.id} and s.status = 'scheduled')`;
const firstSessionAt = sql<Date>`(select min(s.starts_at) from ${batchSessions} s where s.batch_id = ${batches.id} and s.status = 'scheduled')`;
const lastSessionAt = sql<Date>`(select max(s.starts_at) from ${batchSessions} s where s.batch_id = ${batches.id} and s.status = 'scheduled')`;

const batchColumns = {
  id: batches.id,
  courseId: batches.courseId,
  language: batches.language,
  startDate: batches.startDate,
  timeZone: batches.timeZone,
  weekdays: batches.weekdays,
  startTime: batches.startTime,
  durationMinutes: batches.durationMinutes,
  seats: batches.seats,
  enrolmentDeadline: batches.enrolmentDeadline,
  instructorId: batches.instructorId,
  instructorName: instructors.name,
  status: batches.status,
  createdAt: batches.createdAt,
  seatsTaken,
  sessionCount,
  firstSessionAt,
  lastSessionAt,
};

export async function courseForBatch(tx: Tx, courseId: string) {
  const [row] = await tx
    .select({
      id: courses.id,
      isPublished: courses.isPublished,
      publicationDate: courses.publicationDate,
      instructorId: courses.instructorId,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

export async function instructorExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, id));
  return row !== undefined;
}

export async function batchById(tx: Tx, id: string) {
  const [row] = await tx
    .select(batchColumns)
    .from(batches)
    .innerJoin(instructors, eq(instructors.id, batches.instructorId))
    .where(eq(batches.id, id));
  return row;
}

/** Locks the batch row: seat changes and member counts are read under it. */
export async function lockBatch(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: batches.id, courseId: batches.courseId, status: batches.status, seats: batches.seats })
    .from(batches)
    .where(eq(batches.id, id))
    .for('update');
  return row;
}

export async function countMembers(tx: Tx, batchId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(batchMembers).where(eq(batchMembers.batchId, batchId));
  return row?.n ?? 0;
}

export async function courseBatchPage(tx: Tx, courseId: string, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    tx
      .select(batchColumns)
      .from(batches)
      .innerJoin(instructors, eq(instructors.id, batches.instructorId))
      .where(eq(batches.courseId, courseId))
      .orderBy(desc(batches.startDate), batches.id)
      .limit(limit)
      .offset(offset),
    tx.select({ n: count() }).from(batches).where(eq(batches.courseId, courseId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A course's batches still taking learners: open, deadline ahead, first session first. */
export function upcomingBatches(tx: Tx, courseId: string, now: Date) {
  return tx
    .select(batchColumns)
    .from(batches)
    .innerJoin(instructors, eq(instructors.id, batches.instructorId))
    .where(
      and(eq(batches.courseId, courseId), eq(batches.status, 'open'), gt(batches.enrolmentDeadline, now)),
    )
    .orderBy(asc(batches.startDate), batches.id)
    .limit(50);
}

const sessionNumber = sql<number>`(row_number() over (partition by ${batchSessions.batchId} order by ${batchSessions.startsAt}, ${batchSessions.id}))::int`;

export function sessionsOfBatch(tx: Tx, batchId: string) {
  return tx
    .select({
      id: batchSessions.id,
      batchId: batchSessions.batchId,
      number: sessionNumber,
      startsAt: batchSessions.startsAt,
      endsAt: batchSessions.endsAt,
      status: batchSessions.status,
      sequence: batchSessions.sequence,
      instructorId: batchSessions.instructorId,
      instructorName: instructors.name,
      meetingUrl: batchSessions.meetingUrl,
      recordingUrl: batchSessions.recordingUrl,
      attended: sql<number>`(select count(*)::int from ${sessionAttendance} a where a.session_id = ${batchSessions.id})`,
    })
    .from(batchSessions)
    .innerJoin(instructors, eq(instructors.id, batchSessions.instructorId))
    .where(eq(batchSessions.batchId, batchId))
    .orderBy(batchSessions.startsAt, batchSessions.id);
}

export async function lockSession(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: batchSessions.id,
      batchId: batchSessions.batchId,
      startsAt: batchSessions.startsAt,
      endsAt: batchSessions.endsAt,
      status: batchSessions.status,
      instructorId: batchSessions.instructorId,
      recordingUrl: batchSessions.recordingUrl,
      sequence: batchSessions.sequence,
    })
    .from(batchSessions)
    .where(eq(batchSessions.id, id))
    .for('update');
  return row;
}

/** Another scheduled session of the batch that the range [startsAt, endsAt) would overlap. */
export async function overlapsInBatch(
  tx: Tx,
  batchId: string,
  sessionId: string,
  startsAt: Date,
  endsAt: Date,
) {
  const [row] = await tx
    .select({ id: batchSessions.id })
    .from(batchSessions)
    .where(
      and(
        eq(batchSessions.batchId, batchId),
        ne(batchSessions.id, sessionId),
        eq(batchSessions.status, 'scheduled'),
        lt(batchSessions.startsAt, endsAt),
        gt(batchSessions.endsAt, startsAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const learnerSessionColumns = {
  id: batchSessions.id,
  batchId: batchSessions.batchId,
  courseId: courses.id,
  courseTitle: courses.title,
  courseTitleTa: courses.titleTa,
  language: batches.language,
  number: sql<number>`(select count(*)::int from ${batchSessions} o where o.batch_id = ${batchSessions.batchId} and (o.starts_at, o.id) <= (${batchSessions.startsAt}, ${batchSessions.id}))`,
  startsAt: batchSessions.startsAt,
  endsAt: batchSessions.endsAt,
  status: batchSessions.status,
  sequence: batchSessions.sequence,
  recordingUrl: batchSessions.recordingUrl,
};

/** A learner's sessions, from their memberships through the (batch, start) index, in order. */
export function memberSessions(
  tx: Tx,
  userId: string,
  range: { from?: Date; to?: Date; endedBefore?: Date },
  order: 'asc' | 'desc',
  limit: number,
) {
  return tx
    .select({
      ...learnerSessionColumns,
      attended: sql<boolean>`exists (select 1 from ${sessionAttendance} a where a.session_id = ${batchSessions.id} and a.user_id = ${userId})`,
    })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(batchSessions, eq(batchSessions.batchId, batches.id))
    .where(
      and(
        eq(batchMembers.userId, userId),
        ne(batches.status, 'cancelled'),
        range.from ? gt(batchSessions.endsAt, range.from) : undefined,
        range.to ? lt(batchSessions.startsAt, range.to) : undefined,
        range.endedBefore ? lt(batchSessions.endsAt, range.endedBefore) : undefined,
      ),
    )
    .orderBy(order === 'asc' ? asc(batchSessions.startsAt) : desc(batchSessions.startsAt), batchSessions.id)
    .limit(limit);
}

/** What the join needs: the session, its meeting, and whether the caller is in its batch. */
export async function sessionForJoin(tx: Tx, sessionId: string, userId: string) {
  const [row] = await tx
    .select({
      id: batchSessions.id,
      startsAt: batchSessions.startsAt,
      endsAt: batchSessions.endsAt,
      status: batchSessions.status,
      batchStatus: batches.status,
      meetingUrl: batchSessions.meetingUrl,
      member: sql<boolean>`exists (select 1 from ${batchMembers} m where m.batch_id = ${batches.id} and m.user_id = ${userId})`,
    })
    .from(batchSessions)
    .innerJoin(batches, eq(batches.id, batchSessions.batchId))
    .where(eq(batchSessions.id, sessionId));
  return row;
}

/** The first join is the one kept: a second is no change. */
export async function recordJoin(tx: Tx, sessionId: string, userId: string, at: Date): Promise<void> {
  await tx
    .insert(sessionAttendance)
    .values({ sessionId, userId, firstJoinedAt: at, source: 'join' })
    .onConflictDoNothing();
}

export async function personName(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
