import {
  ACADEMY_TIME_ZONE,
  BATCH_SESSION_NOT_FOUND,
  JOIN_NOT_IN_BATCH,
  JOIN_OPENS_MINUTES_BEFORE,
  JOIN_SESSION_CANCELLED,
  JOIN_SESSION_ENDED,
  JOIN_TOO_EARLY,
  joinWindow,
  MEETING_UNAVAILABLE,
  type PublicBatch,
  TIMETABLE_PAST_SESSIONS,
  type Timetable,
  type TimetableSession,
} from '@kalvi/shared';
import type { DbDeps } from '../../lib/deps.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { BATCHES_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import { memberSessions, personName, recordJoin, sessionForJoin, upcomingBatches } from './queries.ts';
import type { BatchDeps } from './service.ts';

/** What a learner sees of batches: the course page's list, the timetable and the join. */

const WEEK_MS = 7 * 86_400_000;
/** More sessions than a learner has in a week across every batch they are in. */
const WEEK_SESSIONS_LIMIT = 100;

export interface PublicBatchDeps extends DbDeps {
  readCache: ReadCache;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A course's batches still taking learners; a course without any is self-paced. */
export async function publicBatches(deps: PublicBatchDeps, courseId: string): Promise<PublicBatch[]> {
  if (!isUuid(courseId)) return [];
  return deps.readCache.get(BATCHES_CACHE, courseId, async () => {
    const rows = await upcomingBatches(deps.db, courseId, new Date());
    return rows
      .filter((r) => r.firstSessionAt !== null)
      .map((r) => ({
        id: r.id,
        language: r.language as PublicBatch['language'],
        startDate: r.startDate,
        timeZone: r.timeZone,
        weekdays: r.weekdays,
        startTime: r.startTime,
        durationMinutes: r.durationMinutes,
        firstSessionAt: iso(r.firstSessionAt),
        sessionCount: r.sessionCount,
        enrolmentDeadline: iso(r.enrolmentDeadline),
        instructorName: r.instructorName,
        seatsLeft: Math.max(0, r.seats - r.seatsTaken),
      }));
  });
}

type SessionRow = Awaited<ReturnType<typeof memberSessions>>[number];

function toTimetableSession(r: SessionRow): TimetableSession {
  return {
    id: r.id,
    batchId: r.batchId,
    courseId: r.courseId,
    courseTitle: r.courseTitle,
    courseTitleTa: r.courseTitleTa,
    language: r.language as TimetableSession['language'],
    number: r.number,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    status: r.status as TimetableSession['status'],
    joinPath: `/live/${r.id}`,
    joinOpensAt: iso(new Date(r.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000)),
    recordingUrl: r.recordingUrl,
    attended: r.attended,
  };
}

/** The learner's next session, the coming week's, and the past ones with their recordings. */
export async function timetable(deps: BatchDeps, userId: string): Promise<Timetable> {
  const now = deps.now ? deps.now() : new Date();
  const [coming, past] = await Promise.all([
    memberSessions(
      deps.db,
      userId,
      { from: now, to: new Date(now.getTime() + WEEK_MS) },
      'asc',
      WEEK_SESSIONS_LIMIT,
    ),
    memberSessions(deps.db, userId, { endedBefore: now }, 'desc', TIMETABLE_PAST_SESSIONS),
  ]);
  let next = coming.find((s) => s.status === 'scheduled');
  // Nothing this week: the next session may still be weeks away (a batch starting next month).
  if (!next)
    [next] = (await memberSessions(deps.db, userId, { from: now }, 'asc', 10)).filter(
      (s) => s.status === 'scheduled',
    );
  return {
    timeZone: ACADEMY_TIME_ZONE,
    next: next ? toTimetableSession(next) : null,
    thisWeek: coming.map(toTimetableSession),
    past: past.map(toTimetableSession),
  };
}

/**
 * Kalvi's join (docs/decisions/213-live-session-meetings.md): a member of the session's batch,
 * from 15 minutes before the start until the end, is recorded as attending (once) and given
 * the meeting's address.
 */
export async function joinSession(deps: BatchDeps, userId: string, sessionId: string) {
  if (!isUuid(sessionId)) throw notFound(BATCH_SESSION_NOT_FOUND);
  const now = deps.now ? deps.now() : new Date();
  return deps.db.transaction(async (tx) => {
    const session = await sessionForJoin(tx, sessionId, userId);
    if (!session) throw notFound(BATCH_SESSION_NOT_FOUND);
    if (!session.member) throw forbidden(JOIN_NOT_IN_BATCH);
    if (session.status === 'cancelled' || session.batchStatus === 'cancelled')
      throw conflict(JOIN_SESSION_CANCELLED);
    const window = joinWindow(session.startsAt, session.endsAt, now);
    if (window === 'early') throw conflict(JOIN_TOO_EARLY);
    if (window === 'ended') throw conflict(JOIN_SESSION_ENDED);
    await recordJoin(tx, sessionId, userId, now);
    const person = await personName(tx, userId);
    const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
    try {
      return { sessionId, meetingUrl: await deps.meetings.joinUrl(session.meetingUrl, name) };
    } catch (err) {
      // The meeting server failed (BigBlueButton down or refusing): no attendance, a clear 503.
      throw Object.assign(new AppError(503, MEETING_UNAVAILABLE, undefined, 60), { cause: err });
    }
  });
}
