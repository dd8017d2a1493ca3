import type { QuizResult } from '@kalvi/shared';
import { and, count, eq, max } from 'drizzle-orm';
import { type lessons, quizAttempts } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { lessonForProgress } from './access.ts';
import { issueIfComplete } from './certificates.ts';
import { markComplete } from './queries.ts';

type LessonRow = typeof lessons.$inferSelect;

async function attemptsOf(tx: Tx, userId: string, lessonId: string) {
  const [row] = await tx
    .select({ used: count(), best: max(quizAttempts.scorePercent) })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)));
  const [passed] = await tx
    .select({ n: count() })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.lessonId, lessonId),
        eq(quizAttempts.passed, true),
      ),
    );
  return { used: row?.used ?? 0, best: row?.best ?? null, passed: (passed?.n ?? 0) > 0 };
}

/** The quiz as the learner sees it: questions and options, never which option is right. */
export async function quizView(tx: Tx, userId: string | null, lesson: LessonRow) {
  const mine = userId ? await attemptsOf(tx, userId, lesson.id) : { used: 0, best: null, passed: false };
  return {
    questions: lesson.quizQuestions.map((q) => ({ prompt: q.prompt, options: q.options })),
    passPercent: lesson.passPercent,
    maxAttempts: lesson.maxAttempts,
    attemptsUsed: mine.used,
    bestPercent: mine.best,
    passed: mine.passed,
  };
}

/**
 * Grades an attempt on the server. A pass finishes the lesson (and may issue the certificate);
 * attempts are numbered inside the transaction that holds the enrolment row, so two racing
 * submissions cannot both use the last attempt.
 */
export async function submitQuiz(
  { db }: DbDeps,
  userId: string,
  lessonId: string,
  answers: number[],
): Promise<QuizResult> {
  return db.transaction(async (tx) => {
    const lesson = await lessonForProgress(tx, userId, lessonId);
    if (lesson.kind !== 'quiz') throw badRequest('This lesson is not a quiz');
    if (answers.length !== lesson.quizQuestions.length) throw badRequest('Answer every question');
    const mine = await attemptsOf(tx, userId, lesson.id);
    if (mine.passed) throw conflict('You have already passed this quiz');
    if (mine.used >= lesson.maxAttempts) throw conflict('You have used every attempt at this quiz');
    const correct = lesson.quizQuestions.map((q, i) => answers[i] === q.answer);
    const scorePercent = Math.round((correct.filter(Boolean).length / correct.length) * 100);
    const passed = scorePercent >= lesson.passPercent;
    await tx
      .insert(quizAttempts)
      .values({ userId, lessonId: lesson.id, attempt: mine.used + 1, scorePercent, passed });
    let certificateId: string | null = null;
    if (passed) {
      await markComplete(tx, userId, lesson);
      certificateId = (await issueIfComplete(tx, userId, lesson.courseId))?.id ?? null;
    }
    return { scorePercent, passed, attemptsLeft: lesson.maxAttempts - mine.used - 1, correct, certificateId };
  });
}
