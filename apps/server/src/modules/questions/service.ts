import {
  type Answer,
  makePagination,
  NO_RUN_TO_ATTACH,
  NOT_YOUR_POST,
  type Pagination,
  POST_EDIT_WINDOW_CLOSED,
  QUESTION_EDIT_MINUTES,
  QUESTION_HAS_ANSWERS,
  QUESTIONS_DAILY_LIMIT,
  QUESTIONS_PER_DAY,
  type QuestionEdit,
  type QuestionInput,
  type QuestionListQuery,
  type QuestionSummary,
  type QuestionThread,
  THREAD_ANSWERS_MAX,
} from '@kalvi/shared';
import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import {
  answerVotes,
  lessonQuestions,
  lessons,
  questionAnswers,
  questionVotes,
  users,
} from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';
import { lessonFor, questionFor, type Reader, withinWindow } from './access.ts';
import { latestSubmission } from './queries.ts';

/** A lesson's questions: list, search, thread, ask, edit, delete (docs/decisions/175-lesson-questions.md). */

const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summaryColumns = (userId: string) => ({
  q: lessonQuestions,
  lessonTitle: lessons.title,
  authorName: personName,
  voted: sql<boolean>`exists (select 1 from ${questionVotes} v where v.question_id = ${lessonQuestions.id} and v.user_id = ${userId})`,
});
type SummaryRow = {
  q: typeof lessonQuestions.$inferSelect;
  lessonTitle: string;
  authorName: string;
  voted: boolean;
};

function toSummary({ q, lessonTitle, authorName, voted }: SummaryRow): QuestionSummary {
  return {
    id: q.id,
    courseId: q.courseId,
    lessonId: q.lessonId,
    lessonTitle,
    title: q.title,
    author: { id: q.userId, name: authorName },
    votes: q.voteCount,
    voted: Boolean(voted),
    answerCount: q.answerCount,
    answered: q.firstAnsweredAt !== null,
    accepted: q.acceptedAnswerId !== null,
    hidden: q.hiddenAt !== null,
    createdAt: q.createdAt.toISOString(),
  };
}

/**
 * English stems, the words as written (Tamil script, code words), and for romanised Tamil,
 * spelt many ways, a trigram word match on the title; each answered from its GIN index.
 */
export function searchCondition(q: string): SQL {
  return sql`(${lessonQuestions.search} @@ (websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q})) or ${q} <% ${lessonQuestions.title})`;
}

const ORDER = {
  newest: [desc(lessonQuestions.createdAt), desc(lessonQuestions.id)],
  unanswered: [desc(lessonQuestions.createdAt), desc(lessonQuestions.id)],
  votes: [desc(lessonQuestions.voteCount), desc(lessonQuestions.createdAt)],
};

/** One page of a lesson's questions (or its course's), sorted and searched; hidden ones for moderators only. */
export async function listQuestions(
  { db }: DbDeps,
  userId: string,
  lessonId: string,
  query: QuestionListQuery,
): Promise<{ data: QuestionSummary[]; pagination: Pagination }> {
  const { home, reader } = await lessonFor(db, userId, lessonId);
  const where = and(
    query.scope === 'course'
      ? eq(lessonQuestions.courseId, home.courseId)
      : eq(lessonQuestions.lessonId, home.lessonId),
    reader.moderator ? undefined : isNull(lessonQuestions.hiddenAt),
    query.sort === 'unanswered' ? isNull(lessonQuestions.firstAnsweredAt) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  );
  const { rows, total } = await readPage(
    db
      .select(summaryColumns(userId))
      .from(lessonQuestions)
      .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
      .innerJoin(users, eq(users.id, lessonQuestions.userId))
      .where(where)
      .orderBy(...ORDER[query.sort]),
    db.select({ n: count() }).from(lessonQuestions).where(where),
    query,
  );
  return { data: rows.map(toSummary), pagination: makePagination(query.page, query.limit, total) };
}

function allowed(authorId: string, createdAt: Date, reader: Reader) {
  const mine = authorId === reader.userId;
  const open = mine && withinWindow(createdAt, QUESTION_EDIT_MINUTES);
  return { mine, canEdit: open, canDelete: open };
}

async function answersOf(tx: Tx, questionId: string, acceptedId: string | null, reader: Reader) {
  const rows = await tx
    .select({
      a: questionAnswers,
      authorName: personName,
      voted: sql<boolean>`exists (select 1 from ${answerVotes} v where v.answer_id = ${questionAnswers.id} and v.user_id = ${reader.userId})`,
    })
    .from(questionAnswers)
    .innerJoin(users, eq(users.id, questionAnswers.userId))
    .where(
      and(
        eq(questionAnswers.questionId, questionId),
        reader.moderator ? undefined : isNull(questionAnswers.hiddenAt),
      ),
    )
    .orderBy(
      sql`${questionAnswers.id} = ${acceptedId ?? sql`null`} desc nulls last`,
      desc(questionAnswers.official),
      desc(questionAnswers.voteCount),
      questionAnswers.createdAt,
    )
    .limit(THREAD_ANSWERS_MAX);
  return rows.map(({ a, authorName, voted }): Answer => {
    const accepted = a.id === acceptedId;
    const rights = allowed(a.userId, a.createdAt, reader);
    return {
      ...rights,
      canDelete: rights.canDelete && !accepted,
      id: a.id,
      questionId: a.questionId,
      body: a.body,
      author: { id: a.userId, name: authorName },
      official: a.official,
      votes: a.voteCount,
      voted: Boolean(voted),
      accepted,
      hidden: a.hiddenAt !== null,
      hiddenReason: a.hiddenReason,
      createdAt: a.createdAt.toISOString(),
      editedAt: iso(a.editedAt),
    };
  });
}

/** A question with its answers: the accepted one first, then the instructor's, then by votes. */
export async function readThread(
  { db }: DbDeps,
  userId: string,
  questionId: string,
): Promise<QuestionThread> {
  const { home, reader } = await questionFor(db, userId, questionId);
  const q = home.question;
  const [[vote], answers] = await Promise.all([
    db
      .select({ n: count() })
      .from(questionVotes)
      .where(and(eq(questionVotes.questionId, q.id), eq(questionVotes.userId, userId))),
    answersOf(db, q.id, q.acceptedAnswerId, reader),
  ]);
  const rights = allowed(q.userId, q.createdAt, reader);
  return {
    ...toSummary({ q, lessonTitle: home.lessonTitle, authorName: home.askerName, voted: (vote?.n ?? 0) > 0 }),
    ...rights,
    canDelete: rights.canDelete && q.answerCount === 0,
    body: q.body,
    hiddenReason: q.hiddenReason,
    editedAt: iso(q.editedAt),
    courseTitle: home.courseTitle,
    attachment: q.attachment,
    acceptedAnswerId: q.acceptedAnswerId,
    canAccept: q.userId === userId,
    canModerate: reader.moderator,
    answers,
  };
}

async function snapshotFor(tx: Tx, userId: string, lessonId: string, kind: string) {
  const latest = kind === 'exercise' ? await latestSubmission(tx, userId, lessonId) : undefined;
  if (!latest) throw badRequest(NO_RUN_TO_ATTACH);
  return {
    language: latest.language,
    code: latest.code,
    verdict: latest.verdict,
    passed: latest.passed,
    total: latest.total,
    submittedAt: latest.createdAt.toISOString(),
  };
}

/** Asks on a lesson; from an exercise, with a copy of the asker's latest submission. */
export async function askQuestion(
  deps: DbDeps,
  userId: string,
  lessonId: string,
  input: QuestionInput,
): Promise<QuestionThread> {
  const { home } = await lessonFor(deps.db, userId, lessonId);
  const row = await deps.db.transaction(async (tx) => {
    // One asker's questions are counted and written one request at a time: without the lock, two
    // requests at once both counted 19 and both wrote (the limit is a count, not a constraint).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('lesson-questions'), hashtext(${userId}))`);
    const [today] = await tx
      .select({ n: count() })
      .from(lessonQuestions)
      .where(
        and(eq(lessonQuestions.userId, userId), gt(lessonQuestions.createdAt, sql`now() - interval '1 day'`)),
      );
    if ((today?.n ?? 0) >= QUESTIONS_PER_DAY) throw new AppError(429, QUESTIONS_DAILY_LIMIT);
    const attachment = input.attachSubmission
      ? await snapshotFor(tx, userId, home.lessonId, home.kind)
      : null;
    const [inserted] = await tx
      .insert(lessonQuestions)
      .values({
        courseId: home.courseId,
        lessonId: home.lessonId,
        userId,
        title: input.title,
        body: input.body,
        attachment,
      })
      .returning({ id: lessonQuestions.id });
    if (!inserted) throw new Error('question insert returned nothing');
    return inserted;
  });
  return readThread(deps, userId, row.id);
}

/** The author's own question, while its window is open. */
async function ownQuestion(tx: Tx, userId: string, questionId: string) {
  const found = await questionFor(tx, userId, questionId);
  const q = found.home.question;
  if (q.userId !== userId) throw forbidden(NOT_YOUR_POST);
  if (!withinWindow(q.createdAt, QUESTION_EDIT_MINUTES)) throw conflict(POST_EDIT_WINDOW_CLOSED);
  return q;
}

export async function editQuestion(deps: DbDeps, userId: string, questionId: string, input: QuestionEdit) {
  await ownQuestion(deps.db, userId, questionId);
  await deps.db
    .update(lessonQuestions)
    .set({ title: input.title, body: input.body, editedAt: new Date() })
    .where(eq(lessonQuestions.id, questionId));
  return readThread(deps, userId, questionId);
}

export async function deleteQuestion({ db }: DbDeps, userId: string, questionId: string): Promise<void> {
  const q = await ownQuestion(db, userId, questionId);
  if (q.answerCount > 0) throw conflict(QUESTION_HAS_ANSWERS);
  const deleted = await db
    .delete(lessonQuestions)
    .where(and(eq(lessonQuestions.id, questionId), eq(lessonQuestions.answerCount, 0)))
    .returning({ id: lessonQuestions.id });
  if (deleted.length > 0) return;
  // Nothing deleted: an answer came in after the check (refused), or a second click of Delete
  // took it first (done either way).
  const [still] = await db
    .select({ id: lessonQuestions.id })
    .from(lessonQuestions)
    .where(eq(lessonQuestions.id, questionId));
  if (still) throw conflict(QUESTION_HAS_ANSWERS);
}
