import {
  ANSWER_NOT_FOUND,
  type InboxQuestion,
  makePagination,
  type Pagination,
  QUESTION_NOT_FOUND,
  type QuestionInboxQuery,
} from '@kalvi/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import {
  courses,
  lessonQuestions,
  lessons,
  questionAnswers,
  questionReports,
  users,
} from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwnsCourse, listScope } from '../../lib/ownership.ts';
import { readPage } from '../../lib/paging.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { recountAnswers } from './queries.ts';
import type { PostKind } from './vote-service.ts';

/**
 * The console's Questions inbox and its moderation (docs/decisions/175-lesson-questions.md):
 * an instructor sees the questions of the courses they teach, staff see all; a hidden post stays
 * in the database, out of every learner's list, with its reason.
 */

const STATE: Record<QuestionInboxQuery['state'], { where: SQL | undefined; order: SQL[] }> = {
  unanswered: {
    where: and(isNull(lessonQuestions.firstAnsweredAt), isNull(lessonQuestions.hiddenAt)),
    order: [asc(lessonQuestions.createdAt)],
  },
  all: {
    where: isNull(lessonQuestions.hiddenAt),
    order: [sql`${lessonQuestions.firstAnsweredAt} is null desc`, desc(lessonQuestions.createdAt)],
  },
  hidden: { where: isNotNull(lessonQuestions.hiddenAt), order: [desc(lessonQuestions.hiddenAt)] },
};

export async function listInbox(
  { db }: DbDeps,
  actor: AdminActor,
  query: QuestionInboxQuery,
): Promise<{ data: InboxQuestion[]; pagination: Pagination }> {
  const scope = await listScope(db, actor);
  const where = and(STATE[query.state].where, scope ? eq(courses.instructorId, scope) : undefined);
  const { rows, total } = await readPage(
    db
      .select({
        q: lessonQuestions,
        courseTitle: courses.title,
        lessonTitle: lessons.title,
        askerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        reports: sql<number>`(select count(*)::int from ${questionReports} r where r.question_id = ${lessonQuestions.id})`,
      })
      .from(lessonQuestions)
      .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
      .innerJoin(lessons, eq(lessons.id, lessonQuestions.lessonId))
      .innerJoin(users, eq(users.id, lessonQuestions.userId))
      .where(where)
      .orderBy(...STATE[query.state].order, desc(lessonQuestions.id)),
    db
      .select({ n: count() })
      .from(lessonQuestions)
      .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
      .where(where),
    query,
  );
  return {
    data: rows.map(({ q, courseTitle, lessonTitle, askerName, reports }) => ({
      id: q.id,
      title: q.title,
      body: q.body,
      courseId: q.courseId,
      courseTitle,
      lessonId: q.lessonId,
      lessonTitle,
      askerName,
      answerCount: q.answerCount,
      votes: q.voteCount,
      accepted: q.acceptedAnswerId !== null,
      hidden: q.hiddenAt !== null,
      hiddenReason: q.hiddenReason,
      reports: Number(reports),
      createdAt: q.createdAt.toISOString(),
      firstAnsweredAt: q.firstAnsweredAt?.toISOString() ?? null,
    })),
    pagination: makePagination(query.page, query.limit, total),
  };
}

async function postHome(db: DbDeps['db'], kind: PostKind, id: string) {
  if (!isUuid(id)) return undefined;
  if (kind === 'question') {
    const [row] = await db
      .select({ courseId: lessonQuestions.courseId, questionId: lessonQuestions.id })
      .from(lessonQuestions)
      .where(eq(lessonQuestions.id, id));
    return row;
  }
  const [row] = await db
    .select({ courseId: lessonQuestions.courseId, questionId: lessonQuestions.id })
    .from(questionAnswers)
    .innerJoin(lessonQuestions, eq(lessonQuestions.id, questionAnswers.questionId))
    .where(eq(questionAnswers.id, id));
  return row;
}

/** Hides or restores a question or an answer, with a reason, audited; the instructor only on their own course. */
export async function setPostHidden(
  { db }: DbDeps,
  actor: AdminActor,
  kind: PostKind,
  id: string,
  hidden: boolean,
  reason: string,
): Promise<{ id: string; hidden: boolean; hiddenReason: string }> {
  const home = await postHome(db, kind, id);
  if (!home) throw notFound(kind === 'question' ? QUESTION_NOT_FOUND : ANSWER_NOT_FOUND);
  await assertOwnsCourse(db, actor, home.courseId);
  const table = kind === 'question' ? lessonQuestions : questionAnswers;
  const change = hidden
    ? { hiddenAt: new Date(), hiddenReason: reason, hiddenBy: actor.id }
    : { hiddenAt: null, hiddenReason: '', hiddenBy: null };
  return db.transaction(async (tx) => {
    await tx.update(table).set(change).where(eq(table.id, id));
    if (kind === 'answer') await recountAnswers(tx, home.questionId);
    await writeAudit(tx, actor, {
      action: `${kind}.${hidden ? 'hide' : 'restore'}`,
      entityType: kind,
      entityId: id,
      before: { hidden: !hidden },
      after: { hidden, reason },
    });
    return { id, hidden, hiddenReason: change.hiddenReason };
  });
}
