import { notFound, unauthorized } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { mayOpen, refuse } from '../classroom/access.ts';
import { isEnrolled, lessonHome } from '../classroom/queries.ts';
import { EXERCISE_NOT_FOUND, type ExerciseRow, exerciseById, isStaffReader } from './queries.ts';

/**
 * Who may read and run an exercise (docs/decisions/172-exercise-queue-and-access.md), checked on
 * every request: a lesson's exercise opens as its lesson does (a preview for anyone, the rest for
 * a live enrolment), a published practice problem for anyone, and anything unpublished for staff
 * only (and the course's own instructor).
 */
export interface ExerciseAccess {
  exercise: ExerciseRow;
  /** The lesson and course of a lesson's exercise; null for a practice problem. */
  lesson: { id: string; courseId: string } | null;
  enrolled: boolean;
  staff: boolean;
}

export const SIGN_IN_TO_RUN = 'Please log in to run your code';

/** The exercise for a reader, or the refusal: 404 unknown or hidden, 401 signed out, 403 not enrolled. */
export async function exerciseFor(
  tx: Tx,
  userId: string | null,
  exerciseId: string,
): Promise<ExerciseAccess> {
  const exercise = await exerciseById(tx, exerciseId);
  if (!exercise.lessonId) {
    const staff = exercise.published ? false : await isStaffReader(tx, userId, null);
    if (!exercise.published && !staff) throw notFound(EXERCISE_NOT_FOUND);
    return { exercise, lesson: null, enrolled: false, staff };
  }
  const home = await lessonHome(tx, exercise.lessonId);
  if (home?.kind !== 'exercise') throw notFound(EXERCISE_NOT_FOUND);
  const staff = await isStaffReader(tx, userId, home.ownerId);
  const enrolled = await isEnrolled(tx, userId, home.courseId);
  const lesson = { id: home.lessonId, courseId: home.courseId };
  if (staff) return { exercise, lesson, enrolled, staff };
  if (!exercise.published || (!home.coursePublished && !enrolled)) throw notFound(EXERCISE_NOT_FOUND);
  if (!mayOpen(home, enrolled)) refuse(userId);
  return { exercise, lesson, enrolled, staff };
}

/** As exerciseFor, for a signed-in learner about to write (run, draft, hint). */
export async function exerciseForWriter(
  tx: Tx,
  userId: string | null,
  exerciseId: string,
): Promise<ExerciseAccess & { userId: string }> {
  if (!userId) throw unauthorized(SIGN_IN_TO_RUN);
  return { ...(await exerciseFor(tx, userId, exerciseId)), userId };
}
