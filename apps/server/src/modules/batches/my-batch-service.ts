import { attendedPercent, BATCH_NOT_FOUND, type Language, type MyBatch } from '@kalvi/shared';
import type { DbDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { memberBatchRow, sessionsWithAttendance } from './live-queries.ts';

/** A learner's own batch page (docs/product/batches.md#a-learners-batch-page). */

export interface MyBatchDeps extends DbDeps {
  now?: () => Date;
}

type Session = MyBatch['sessions'][number];

/**
 * Held: scheduled sessions that have ended, and any the learner has joined already (it is under
 * way for them), so a learner who has just joined never reads "1 of 0 sessions attended". The
 * certificate's share is of every scheduled session of the batch, so it cannot be met before
 * enough of the batch is attended.
 */
export function attendanceCounts(sessions: readonly Session[], now: Date) {
  const scheduled = sessions.filter((s) => s.status === 'scheduled');
  const held = scheduled.filter((s) => s.attended || new Date(s.endsAt) <= now);
  const attended = scheduled.filter((s) => s.attended).length;
  return { attended, held: held.length, scheduled: scheduled.length };
}

/**
 * The batch page of a member: a stranger, or an unknown id, is told the batch does not exist.
 * movesLeft: the learner's one move (move-service.ts) while the batch has neither started nor been
 * joined, and always a way out of a cancelled batch (docs/product/batches.md#a-learners-batch-page).
 */
export async function myBatch(
  deps: MyBatchDeps,
  userId: string,
  batchId: string,
  language: Language,
): Promise<MyBatch> {
  if (!isUuid(batchId)) throw notFound(BATCH_NOT_FOUND);
  const now = deps.now ? deps.now() : new Date();
  const row = await memberBatchRow(deps.db, batchId, userId);
  if (!row) throw notFound(BATCH_NOT_FOUND);
  const sessions: Session[] = (await sessionsWithAttendance(deps.db, batchId, userId)).map((s) => ({
    id: s.id,
    number: s.number,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    status: s.status as Session['status'],
    recordingUrl: s.recordingUrl,
    attended: s.attended,
    joinPath: `/live/${s.id}`,
  }));
  const counts = attendanceCounts(sessions, now);
  const first = sessions.find((s) => s.status === 'scheduled');
  // Joined already (from 15 minutes before the start) counts as started, as in move-service.ts.
  const started = !first || new Date(first.startsAt) <= now || counts.attended > 0;
  return {
    batch: {
      id: row.id,
      courseId: row.courseId,
      // Courses are addressed by id: the id is the course page's slug.
      courseSlug: row.courseId,
      courseTitle: (language === 'ta' && row.courseTitleTa) || row.courseTitle,
      language: row.language as MyBatch['batch']['language'],
      startsOn: row.startsOn,
      timeZone: row.timeZone,
      instructorName: row.instructorName,
      status: row.status as MyBatch['batch']['status'],
      movesLeft: row.status === 'cancelled' ? 1 : started ? 0 : Math.max(0, 1 - row.learnerMoves),
    },
    sessions,
    attendance: { attended: counts.attended, held: counts.held },
    certificate: {
      requiredPercent: row.requiredPercent,
      attendedPercent: attendedPercent(counts.attended, counts.scheduled),
    },
  };
}
