import type { SubmissionSnapshot } from '@kalvi/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { lessons } from './classroom.ts';
import { createdAt, ts } from './columns.ts';
import { courseRef } from './courses.ts';

/** Questions and answers on lessons (docs/decisions/175-lesson-questions.md). */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const hiddenBy = () => uuid('hidden_by').references(() => users.id, { onDelete: 'set null' });

export const lessonQuestions = pgTable(
  'lesson_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: courseRef(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: userRef(),
    title: text('title').notNull(),
    /** Markdown, rendered as reading lessons are (no raw HTML). */
    body: text('body').notNull(),
    /** The asker's latest submission when they asked from an exercise, copied, read-only. */
    attachment: jsonb('attachment').$type<SubmissionSnapshot>(),
    /** Kept by the writes that change them, so lists sort through an index. */
    voteCount: integer('vote_count').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    acceptedAnswerId: uuid('accepted_answer_id').references((): AnyPgColumn => questionAnswers.id, {
      onDelete: 'set null',
    }),
    /** The first answer by someone other than the asker: the dashboard's time to first answer. */
    firstAnsweredAt: ts('first_answered_at'),
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason').notNull().default(''),
    hiddenBy: hiddenBy(),
    createdAt: createdAt(),
    editedAt: ts('edited_at'),
    /** English stems plus the words as written (`simple`), so Tamil and code words match too. */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title), 'A') || to_tsvector('english'::regconfig, body) || to_tsvector('simple'::regconfig, title || ' ' || body)`,
      ),
  },
  (t) => [
    index('lesson_questions_lesson_newest_idx').on(t.lessonId, t.createdAt.desc(), t.id),
    index('lesson_questions_course_newest_idx').on(t.courseId, t.createdAt.desc(), t.id),
    index('lesson_questions_lesson_votes_idx').on(t.lessonId, t.voteCount.desc(), t.createdAt.desc()),
    index('lesson_questions_course_votes_idx').on(t.courseId, t.voteCount.desc(), t.createdAt.desc()),
    index('lesson_questions_user_idx').on(t.userId, t.createdAt.desc()),
    // The console's inbox and the dashboard: unanswered and visible, oldest waiting first.
    index('lesson_questions_unanswered_idx')
      .on(t.courseId, t.createdAt)
      .where(sql`${t.firstAnsweredAt} is null and ${t.hiddenAt} is null`),
    index('lesson_questions_search_idx').using('gin', t.search),
    // Romanised Tamil is spelt many ways ("vanakkam", "vanakam"): trigram similarity on the title.
    index('lesson_questions_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references((): AnyPgColumn => lessonQuestions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    body: text('body').notNull(),
    /** Written by the course's instructor or by staff, as they were when they answered. */
    official: boolean('official').notNull().default(false),
    voteCount: integer('vote_count').notNull().default(0),
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason').notNull().default(''),
    hiddenBy: hiddenBy(),
    createdAt: createdAt(),
    editedAt: ts('edited_at'),
  },
  (t) => [
    index('question_answers_question_idx').on(t.questionId, t.createdAt),
    index('question_answers_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** One vote per person and question: a second vote is the same row (idempotent). */
export const questionVotes = pgTable(
  'question_votes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => questionAnswers.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] })],
);

/** A report of a question (answer_id null) or of one of its answers; one per person and post. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => questionAnswers.id, { onDelete: 'cascade' }),
    userId: userRef(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('question_reports_question_key').on(t.userId, t.questionId).where(sql`${t.answerId} is null`),
    uniqueIndex('question_reports_answer_key').on(t.userId, t.answerId).where(sql`${t.answerId} is not null`),
    index('question_reports_question_idx').on(t.questionId),
  ],
);
