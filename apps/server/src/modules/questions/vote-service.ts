import { ANSWER_NOT_FOUND, VOTE_ON_OWN_POST } from '@kalvi/shared';
import { and, eq, sql } from 'drizzle-orm';
import {
  answerVotes,
  lessonQuestions,
  questionAnswers,
  questionReports,
  questionVotes,
} from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import { questionFor } from './access.ts';

/**
 * Votes and reports on questions and answers (docs/decisions/175-lesson-questions.md). A vote is
 * a row keyed by post and person, so voting twice is one vote; the count is recounted from the
 * rows in the same transaction, never taken from the client.
 */

export type PostKind = 'question' | 'answer';

/** The post, checked for the reader: its question's id and author. */
async function postFor(tx: Tx, userId: string, kind: PostKind, id: string) {
  if (kind === 'question') {
    const { home } = await questionFor(tx, userId, id);
    return { questionId: id, answerId: null, authorId: home.question.userId };
  }
  const [row] = isUuid(id)
    ? await tx
        .select({
          questionId: questionAnswers.questionId,
          authorId: questionAnswers.userId,
          hiddenAt: questionAnswers.hiddenAt,
        })
        .from(questionAnswers)
        .where(eq(questionAnswers.id, id))
    : [];
  if (!row) throw notFound(ANSWER_NOT_FOUND);
  const { reader } = await questionFor(tx, userId, row.questionId);
  if (row.hiddenAt && !reader.moderator) throw notFound(ANSWER_NOT_FOUND);
  return { questionId: row.questionId, answerId: id, authorId: row.authorId };
}

async function recount(tx: Tx, kind: PostKind, id: string): Promise<number> {
  if (kind === 'question') {
    const [row] = await tx
      .update(lessonQuestions)
      .set({ voteCount: sql`(select count(*)::int from ${questionVotes} v where v.question_id = ${id})` })
      .where(eq(lessonQuestions.id, id))
      .returning({ n: lessonQuestions.voteCount });
    return row?.n ?? 0;
  }
  const [row] = await tx
    .update(questionAnswers)
    .set({ voteCount: sql`(select count(*)::int from ${answerVotes} v where v.answer_id = ${id})` })
    .where(eq(questionAnswers.id, id))
    .returning({ n: questionAnswers.voteCount });
  return row?.n ?? 0;
}

/** Gives (on) or takes back (off) the reader's vote; either twice is the same as once. */
export async function setVote(
  { db }: DbDeps,
  userId: string,
  kind: PostKind,
  id: string,
  on: boolean,
): Promise<{ votes: number; voted: boolean }> {
  const post = await postFor(db, userId, kind, id);
  if (post.authorId === userId) throw forbidden(VOTE_ON_OWN_POST);
  const votes = await db.transaction(async (tx) => {
    if (kind === 'question') {
      if (on) await tx.insert(questionVotes).values({ questionId: id, userId }).onConflictDoNothing();
      else
        await tx
          .delete(questionVotes)
          .where(and(eq(questionVotes.questionId, id), eq(questionVotes.userId, userId)));
    } else if (on) await tx.insert(answerVotes).values({ answerId: id, userId }).onConflictDoNothing();
    else
      await tx.delete(answerVotes).where(and(eq(answerVotes.answerId, id), eq(answerVotes.userId, userId)));
    return recount(tx, kind, id);
  });
  return { votes, voted: on };
}

/** Reports a post to staff; a second report by the same person changes nothing. */
export async function reportPost(
  { db }: DbDeps,
  userId: string,
  kind: PostKind,
  id: string,
  reason: string,
): Promise<void> {
  const post = await postFor(db, userId, kind, id);
  await db
    .insert(questionReports)
    .values({ questionId: post.questionId, answerId: post.answerId, userId, reason })
    .onConflictDoNothing();
}
