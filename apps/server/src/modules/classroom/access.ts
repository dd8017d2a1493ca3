import { eq } from 'drizzle-orm';
import { lessons } from '../../db/schema.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import { lockEnrollment } from './queries.ts';

/** The access rules of the classroom (docs/decisions/130), each checked on every request. */

type LessonRow = typeof lessons.$inferSelect;

/** A preview opens for anyone, any other lesson only for a learner with a live enrolment. */
export function mayOpen(lesson: Pick<LessonRow, 'isPreview'>, enrolled: boolean): boolean {
  return lesson.isPreview || enrolled;
}

export async function findLesson(tx: Tx, lessonId: string): Promise<LessonRow> {
  const [row] = isUuid(lessonId) ? await tx.select().from(lessons).where(eq(lessons.id, lessonId)) : [];
  if (!row) throw notFound('Lesson not found');
  return row;
}

/** Refuses a lesson the caller may not open: 401 signed out, 403 signed in but not enrolled. */
export function refuse(userId: string | null): never {
  if (!userId) throw unauthorized('Please log in to open this lesson');
  throw forbidden('Enrol in this course to open this lesson');
}

/**
 * The lesson, for a learner about to change their progress in it, inside a transaction that
 * holds their enrolment row (see lockEnrollment). Refuses a learner without a live enrolment.
 */
export async function lessonForProgress(tx: Tx, userId: string, lessonId: string): Promise<LessonRow> {
  const lesson = await findLesson(tx, lessonId);
  if (!(await lockEnrollment(tx, userId, lesson.courseId))) refuse(userId);
  return lesson;
}
