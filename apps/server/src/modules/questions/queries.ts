import { and, eq, sql } from 'drizzle-orm';
import {
  courses,
  exerciseSubmissions,
  exercises,
  instructors,
  lessonQuestions,
  lessons,
  questionAnswers,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/** The SQL the questions' services run (docs/decisions/175-lesson-questions.md). */

/** A question with its lesson and course, and the course's instructor account. */
export async function questionHome(db: Tx, questionId: string) {
  const [row] = await db
    .select({
      question: lessonQuestions,
      lessonTitle: lessons.title,
      courseTitle: courses.title,
      ownerId: instructors.userId,
      askerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(lessonQuestions)
    .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
    .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
    .innerJoin(users, eq(users.id, lessonQuestions.userId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(lessonQuestions.id, questionId));
  return row;
}
export type QuestionHome = NonNullable<Awaited<ReturnType<typeof questionHome>>>;

/** The reader's role and whether their account is disabled. */
export async function readerOf(db: Tx, userId: string) {
  const [row] = await db
    .select({ role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Counts a question's visible answers and the time of the first by someone other than the
 * asker, after any change to its answers (posted, deleted, hidden, restored).
 */
export async function recountAnswers(tx: Tx, questionId: string): Promise<void> {
  await tx
    .update(lessonQuestions)
    .set({
      answerCount: sql`(select count(*)::int from ${questionAnswers} a where a.question_id = ${questionId} and a.hidden_at is null)`,
      firstAnsweredAt: sql`(select min(a.created_at) from ${questionAnswers} a where a.question_id = ${questionId} and a.hidden_at is null and a.user_id <> ${lessonQuestions.userId})`,
    })
    .where(eq(lessonQuestions.id, questionId));
}

/** The learner's latest judged submission on the exercise of a lesson, if any. */
export async function latestSubmission(db: Tx, userId: string, lessonId: string) {
  const [row] = await db
    .select({
      language: exerciseSubmissions.language,
      code: exerciseSubmissions.code,
      verdict: exerciseSubmissions.verdict,
      passed: exerciseSubmissions.passed,
      total: exerciseSubmissions.total,
      createdAt: exerciseSubmissions.createdAt,
    })
    .from(exerciseSubmissions)
    .innerJoin(exercises, eq(exercises.id, exerciseSubmissions.exerciseId))
    .where(and(eq(exercises.lessonId, lessonId), eq(exerciseSubmissions.userId, userId)))
    .orderBy(sql`${exerciseSubmissions.createdAt} desc`)
    .limit(1);
  return row;
}

/**
 * The dashboard's figures: visible questions nobody but the asker has answered (a partial
 * index), and the median minutes from asking to the first answer over questions asked since.
 */
export async function questionFigures(db: Tx, since: Date) {
  const [row] = await db
    .select({
      unanswered: sql<number>`(select count(*)::int from ${lessonQuestions} where first_answered_at is null and hidden_at is null)`,
      median: sql<
        number | null
      >`(select percentile_cont(0.5) within group (order by extract(epoch from first_answered_at - created_at) / 60) from ${lessonQuestions} where first_answered_at is not null and created_at >= ${since})`,
    })
    .from(sql`(select 1) as one`);
  return {
    unanswered: Number(row?.unanswered ?? 0),
    medianFirstAnswerMinutes:
      row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
  };
}
