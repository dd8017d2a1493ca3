import {
  ACCEPTED_STAYS,
  ANSWER_NOT_FOUND,
  type Answer,
  type AnswerInput,
  NOT_YOUR_POST,
  ONLY_ASKER_ACCEPTS,
  POST_EDIT_WINDOW_CLOSED,
  QUESTION_EDIT_MINUTES,
} from '@kalvi/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { lessonQuestions, questionAnswers } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import { type NoticeDeps, notifyAnswered } from '../notifications/service.ts';
import { questionFor, withinWindow } from './access.ts';
import { recountAnswers } from './queries.ts';
import { readThread } from './service.ts';

/** Answers: post, edit, delete, accept (docs/decisions/175-lesson-questions.md). */

/** What "your question was answered" needs: who to tell, about what. */
export interface AnswerNotice {
  questionId: string;
  questionTitle: string;
  askerId: string;
  answerId: string;
  answererId: string;
  official: boolean;
  courseId: string;
  courseTitle: string;
  lessonId: string;
  lessonTitle: string;
}

async function answerInThread(deps: DbDeps, userId: string, questionId: string, answerId: string) {
  const thread = await readThread(deps, userId, questionId);
  const answer = thread.answers.find((a) => a.id === answerId);
  if (!answer) throw notFound(ANSWER_NOT_FOUND);
  return answer;
}

/** Posts an answer; by the course's instructor or staff it is marked as theirs. */
export async function postAnswer(
  deps: DbDeps,
  userId: string,
  questionId: string,
  input: AnswerInput,
): Promise<{ answer: Answer; notice: AnswerNotice }> {
  const { home, reader } = await questionFor(deps.db, userId, questionId);
  const q = home.question;
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(questionAnswers)
      .values({ questionId: q.id, userId, body: input.body, official: reader.moderator })
      .returning({ id: questionAnswers.id });
    if (!inserted) throw new Error('answer insert returned nothing');
    await recountAnswers(tx, q.id);
    return inserted;
  });
  const answer = await answerInThread(deps, userId, q.id, row.id);
  return {
    answer,
    notice: {
      questionId: q.id,
      questionTitle: q.title,
      askerId: q.userId,
      answerId: row.id,
      answererId: userId,
      official: reader.moderator,
      courseId: q.courseId,
      courseTitle: home.courseTitle,
      lessonId: q.lessonId,
      lessonTitle: home.lessonTitle,
    },
  };
}

/** The author's own visible answer while its window is open, with its question checked for the reader. */
async function ownAnswer(tx: Tx, userId: string, answerId: string) {
  const [row] = isUuid(answerId)
    ? await tx
        .select()
        .from(questionAnswers)
        .where(and(eq(questionAnswers.id, answerId), isNull(questionAnswers.hiddenAt)))
    : [];
  if (!row) throw notFound(ANSWER_NOT_FOUND);
  const { home } = await questionFor(tx, userId, row.questionId);
  if (row.userId !== userId) throw forbidden(NOT_YOUR_POST);
  if (!withinWindow(row.createdAt, QUESTION_EDIT_MINUTES)) throw conflict(POST_EDIT_WINDOW_CLOSED);
  return { row, question: home.question };
}

export async function editAnswer(deps: DbDeps, userId: string, answerId: string, input: AnswerInput) {
  const { row } = await ownAnswer(deps.db, userId, answerId);
  await deps.db
    .update(questionAnswers)
    .set({ body: input.body, editedAt: new Date() })
    .where(eq(questionAnswers.id, answerId));
  return answerInThread(deps, userId, row.questionId, answerId);
}

export async function deleteAnswer({ db }: DbDeps, userId: string, answerId: string): Promise<void> {
  const { row, question } = await ownAnswer(db, userId, answerId);
  if (question.acceptedAnswerId === answerId) throw conflict(ACCEPTED_STAYS);
  await db.transaction(async (tx) => {
    await tx.delete(questionAnswers).where(eq(questionAnswers.id, answerId));
    await recountAnswers(tx, row.questionId);
  });
}

/** The asker accepts one answer of their question (another replaces it), or none. */
export async function acceptAnswer(
  deps: DbDeps,
  userId: string,
  questionId: string,
  answerId: string | null,
) {
  const { home } = await questionFor(deps.db, userId, questionId);
  if (home.question.userId !== userId) throw forbidden(ONLY_ASKER_ACCEPTS);
  if (answerId !== null) {
    const [row] = isUuid(answerId)
      ? await deps.db
          .select({ id: questionAnswers.id })
          .from(questionAnswers)
          .where(
            and(
              eq(questionAnswers.id, answerId),
              eq(questionAnswers.questionId, questionId),
              isNull(questionAnswers.hiddenAt),
            ),
          )
      : [];
    if (!row) throw notFound(ANSWER_NOT_FOUND);
  }
  await deps.db
    .update(lessonQuestions)
    .set({ acceptedAnswerId: answerId })
    .where(eq(lessonQuestions.id, questionId));
  return readThread(deps, userId, questionId);
}

/** What answering needs to tell the asker: the notification queue and the address mails link to. */
export interface AnswerDeps extends NoticeDeps {
  appUrl: string;
}

/**
 * Posts an answer, then tells the asker (in Kalvi, and by mail or WhatsApp as they chose) unless
 * they answered themselves. The notice is keyed by the answer, so it is recorded once; a failure
 * to queue it is logged by notifications and never loses the saved answer.
 */
export async function answerAndTellAsker(
  deps: AnswerDeps,
  userId: string,
  questionId: string,
  input: AnswerInput,
): Promise<Answer> {
  const { answer, notice } = await postAnswer(deps, userId, questionId, input);
  if (notice.askerId !== notice.answererId) {
    const path = `/learn/${encodeURIComponent(notice.courseId)}/${encodeURIComponent(notice.lessonId)}?question=${notice.questionId}`;
    await notifyAnswered(deps, {
      userId: notice.askerId,
      answerId: notice.answerId,
      question: notice.questionTitle,
      path,
    }).catch((err: unknown) =>
      deps.log.error({ err, answerId: notice.answerId }, 'answer notice not queued'),
    );
  }
  return answer;
}
