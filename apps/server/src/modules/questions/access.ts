import {
  QUESTION_NOT_FOUND,
  QUESTIONS_ACCOUNT_DISABLED,
  QUESTIONS_CLOSED,
  QUESTIONS_LESSON_NOT_FOUND,
} from '@kalvi/shared';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import { isEnrolled, type LessonHome, lessonHome } from '../classroom/queries.ts';
import { type QuestionHome, questionHome, readerOf } from './queries.ts';

/**
 * Who may read and write a course's questions (docs/decisions/175-lesson-questions.md), checked
 * on every request: its enrolled learners, its instructor and staff. The instructor and staff
 * are its moderators: their answers are marked, and they see and hide hidden posts.
 */

export interface Reader {
  userId: string;
  moderator: boolean;
}

export async function readerFor(tx: Tx, userId: string, courseId: string, ownerId: string | null) {
  const [row, enrolled] = await Promise.all([readerOf(tx, userId), isEnrolled(tx, userId, courseId)]);
  if (!row || row.disabledAt) throw forbidden(QUESTIONS_ACCOUNT_DISABLED);
  const moderator =
    row.role === 'staff' || row.role === 'admin' || (row.role === 'instructor' && ownerId === userId);
  if (!moderator && !enrolled) throw forbidden(QUESTIONS_CLOSED);
  return { userId, moderator } satisfies Reader;
}

/** A lesson and its reader: 404 unknown, 403 not enrolled (nor its instructor or staff). */
export async function lessonFor(tx: Tx, userId: string, lessonId: string) {
  const home = isUuid(lessonId) ? await lessonHome(tx, lessonId) : undefined;
  if (!home) throw notFound(QUESTIONS_LESSON_NOT_FOUND);
  return { home, reader: await readerFor(tx, userId, home.courseId, home.ownerId) } as {
    home: LessonHome;
    reader: Reader;
  };
}

/** A question and its reader: 404 unknown, or hidden from a reader who is not a moderator. */
export async function questionFor(tx: Tx, userId: string, questionId: string) {
  const home = isUuid(questionId) ? await questionHome(tx, questionId) : undefined;
  if (!home) throw notFound(QUESTION_NOT_FOUND);
  const reader = await readerFor(tx, userId, home.question.courseId, home.ownerId);
  if (home.question.hiddenAt && !reader.moderator) throw notFound(QUESTION_NOT_FOUND);
  return { home, reader } as { home: QuestionHome; reader: Reader };
}

/** Within the author's window to change or take back their post. */
export function withinWindow(createdAt: Date, minutes: number, now = Date.now()): boolean {
  return now - createdAt.getTime() <= minutes * 60_000;
}
