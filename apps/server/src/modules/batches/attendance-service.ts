import {
  ACADEMY_TIME_ZONE,
  ATTENDANCE_CSV_ATTENDED,
  ATTENDANCE_CSV_EMAIL,
  ATTENDANCE_CSV_HELD,
  ATTENDANCE_CSV_NAME,
  ATTENDANCE_NOT_MEMBER,
  ATTENDANCE_NOT_STARTED,
  attendanceCsvSession,
  BATCH_NOT_FOUND,
  BATCH_SESSION_NOT_FOUND,
  type BatchAttendance,
  JOIN_SESSION_CANCELLED,
  type Language,
  translateMessage,
  wallClock,
} from '@kalvi/shared';
import { csvLine } from '@kalvi/shared/admin';
import { writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwnsCourse } from '../../lib/ownership.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { issueIfComplete } from '../classroom/certificates.ts';
import { attendanceOfBatch, attendanceRow, isMember, membersOf, setAttendance } from './live-queries.ts';
import { batchById, lockBatch, lockSession, sessionsOfBatch } from './queries.ts';

/** Attendance: filled by joins, corrected by staff, exported (docs/product/batches.md#attendance). */

export interface AttendanceDeps extends DbDeps {
  now?: () => Date;
}

async function sheet(tx: Tx, actor: AdminActor, batchId: string): Promise<BatchAttendance> {
  if (!isUuid(batchId)) throw notFound(BATCH_NOT_FOUND);
  const batch = await batchById(tx, batchId);
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  await assertOwnsCourse(tx, actor, batch.courseId);
  const [sessions, members, rows] = await Promise.all([
    sessionsOfBatch(tx, batchId),
    membersOf(tx, batchId),
    attendanceOfBatch(tx, batchId),
  ]);
  const attended = new Map<string, string[]>();
  for (const r of rows) attended.set(r.userId, [...(attended.get(r.userId) ?? []), r.sessionId]);
  const order = new Map(sessions.map((s, i) => [s.id, i]));
  return {
    sessions: sessions.map((s) => ({
      id: s.id,
      number: s.number,
      startsAt: s.startsAt.toISOString(),
      status: s.status as 'scheduled' | 'cancelled',
    })),
    learners: members.map((m) => ({
      userId: m.userId,
      name: personName(m),
      email: m.email,
      attendedSessionIds: (attended.get(m.userId) ?? []).sort(
        (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
      ),
    })),
  };
}

/** Every learner of the batch with the sessions they attended. */
export const batchAttendance = (deps: DbDeps, actor: AdminActor, batchId: string) =>
  sheet(deps.db, actor, batchId);

/**
 * The sheet as CSV: one row per learner, one column per session held (scheduled and ended),
 * then the learner's total and the number held; every cell safe against spreadsheet formulas.
 */
export async function attendanceCsv(
  deps: AttendanceDeps,
  actor: AdminActor,
  batchId: string,
  language: Language,
): Promise<string> {
  const now = deps.now ? deps.now() : new Date();
  const data = await sheet(deps.db, actor, batchId);
  const full = await sessionsOfBatch(deps.db, batchId);
  const held = full.filter((s) => s.status === 'scheduled' && s.endsAt <= now);
  const t = (text: string) => translateMessage(text, language);
  let csv = csvLine([
    t(ATTENDANCE_CSV_NAME),
    t(ATTENDANCE_CSV_EMAIL),
    ...held.map((s) => t(attendanceCsvSession(s.number, wallClock(s.startsAt, ACADEMY_TIME_ZONE).date))),
    t(ATTENDANCE_CSV_ATTENDED),
    t(ATTENDANCE_CSV_HELD),
  ]);
  for (const learner of data.learners) {
    const came = new Set(learner.attendedSessionIds);
    const marks = held.map((s) => (came.has(s.id) ? 1 : 0));
    csv += csvLine([
      learner.name,
      learner.email,
      ...marks,
      marks.reduce<number>((a, b) => a + b, 0),
      held.length,
    ]);
  }
  return csv;
}

/**
 * Staff say whether a learner came to a session that has started: kept with source 'staff',
 * audited; a learner marked present may complete their certificate's attendance share.
 */
export async function correctAttendance(
  deps: AttendanceDeps,
  actor: AdminActor,
  sessionId: string,
  userId: string,
  attended: boolean,
): Promise<void> {
  if (!isUuid(sessionId)) throw notFound(BATCH_SESSION_NOT_FOUND);
  const now = deps.now ? deps.now() : new Date();
  await deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) throw notFound(BATCH_SESSION_NOT_FOUND);
    const batch = await lockBatch(tx, session.batchId);
    if (!batch) throw notFound(BATCH_SESSION_NOT_FOUND);
    await assertOwnsCourse(tx, actor, batch.courseId);
    if (!isUuid(userId) || !(await isMember(tx, session.batchId, userId)))
      throw notFound(ATTENDANCE_NOT_MEMBER);
    if (session.status === 'cancelled') throw new AppError(409, JOIN_SESSION_CANCELLED);
    if (session.startsAt > now) throw new AppError(409, ATTENDANCE_NOT_STARTED);
    const before = await attendanceRow(tx, sessionId, userId);
    await setAttendance(tx, sessionId, userId, attended, now);
    const after = await attendanceRow(tx, sessionId, userId);
    await writeAudit(tx, actor, {
      action: 'batch-attendance.update',
      entityType: 'batch-session',
      entityId: sessionId,
      before: { userId, attended: before !== undefined, source: before?.source ?? null },
      after: { userId, attended: after !== undefined, source: after?.source ?? null },
    });
    if (attended) await issueIfComplete(tx, userId, batch.courseId);
  });
}
