import type { Bilingual, Difficulty, SubmissionKind, SubmissionStatus, Verdict } from '@kalvi/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { lessons } from './classroom.ts';
import { createdAt, ts, updatedAt } from './columns.ts';

/**
 * Coding exercises (docs/decisions/171-coding-exercises.md): a lesson's exercise (lesson_id) or a
 * practice problem (slug), never both. The submissions table is also the judging queue
 * (docs/decisions/172-exercise-queue-and-access.md).
 */
export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .unique('exercises_lesson_key')
      .references(() => lessons.id, { onDelete: 'cascade' }),
    slug: text('slug').unique('exercises_slug_key'),
    titleEn: text('title_en').notNull(),
    titleTa: text('title_ta').notNull().default(''),
    statementEn: text('statement_en').notNull(),
    statementTa: text('statement_ta').notNull().default(''),
    language: text('language').notNull(),
    starterCode: text('starter_code').notNull().default(''),
    referenceSolution: text('reference_solution').notNull(),
    timeMs: integer('time_ms').notNull(),
    memoryMb: integer('memory_mb').notNull(),
    outputKb: integer('output_kb').notNull(),
    hints: jsonb('hints').$type<Bilingual[]>().notNull().default([]),
    topic: text('topic').notNull().default(''),
    difficulty: text('difficulty').$type<Difficulty>().notNull().default('easy'),
    published: boolean('published').notNull().default(false),
    /** Judged submits, accepted submits, learners with an accepted submit: kept by the judging transaction. */
    attempts: integer('attempts').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    solvers: integer('solvers').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('exercises_home_check', sql`(${t.lessonId} is null) <> (${t.slug} is null)`),
    check('exercises_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    index('exercises_practice_idx')
      .on(t.language, t.difficulty, t.slug)
      .where(sql`${t.slug} is not null and ${t.published}`),
  ],
);

export const exerciseTests = pgTable(
  'exercise_tests',
  {
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    input: text('input').notNull(),
    expected: text('expected').notNull(),
    /** Shown to the learner in full; a hidden test's data never leaves the server. */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.exerciseId, t.position] })],
);

/** One test's result as stored; a hidden test's input, expected, actual and stderr are null. */
export interface StoredTestResult {
  index: number;
  sample: boolean;
  verdict: Verdict;
  timeMs: number;
  input: string | null;
  expected: string | null;
  actual: string | null;
  stderr: string | null;
  errorLine: number | null;
}

const exerciseRef = () =>
  uuid('exercise_id')
    .notNull()
    .references(() => exercises.id, { onDelete: 'cascade' });

export const exerciseSubmissions = pgTable(
  'exercise_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exerciseId: exerciseRef(),
    userId: userRef(),
    kind: text('kind').$type<SubmissionKind>().notNull(),
    language: text('language').notNull(),
    code: text('code').notNull(),
    status: text('status').$type<SubmissionStatus>().notNull().default('queued'),
    verdict: text('verdict').$type<Verdict>(),
    passed: integer('passed').notNull().default(0),
    total: integer('total').notNull().default(0),
    results: jsonb('results').$type<StoredTestResult[]>().notNull().default([]),
    /** The index of the first test not accepted, for the staff's "most common failing test". */
    failedTest: integer('failed_test'),
    /** Why a submission failed (an English sentence of the catalogue), '' otherwise. */
    error: text('error').notNull().default(''),
    /** The certificate this submission's completion issued, if any. */
    certificateId: text('certificate_id'),
    /** The lease of the claim (running), or the earliest retry (queued after a judge fault). */
    lockedUntil: ts('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    judgedAt: ts('judged_at'),
  },
  (t) => [
    check('exercise_submissions_kind_check', sql`${t.kind} in ('run', 'submit')`),
    check('exercise_submissions_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index('exercise_submissions_queue_idx').on(t.status, t.createdAt),
    index('exercise_submissions_learner_idx').on(t.userId, t.exerciseId, t.createdAt.desc()),
    index('exercise_submissions_exercise_idx').on(t.exerciseId, t.createdAt.desc()),
    index('exercise_submissions_solved_idx')
      .on(t.exerciseId, t.userId)
      .where(sql`${t.kind} = 'submit' and ${t.verdict} = 'accepted'`),
    /** A learner's recent worker-killing verdicts, counted against their restart budget (decision 195). */
    index('exercise_submissions_restarts_idx')
      .on(t.userId, t.judgedAt)
      .where(sql`${t.verdict} in ('time_limit', 'memory_limit')`),
    /** One submission in flight per learner: a second insert while one waits or runs is refused. */
    uniqueIndex('exercise_submissions_in_flight_key')
      .on(t.userId)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

export const exerciseDrafts = pgTable(
  'exercise_drafts',
  {
    userId: userRef(),
    exerciseId: exerciseRef(),
    code: text('code').notNull(),
    savedAt: ts('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId] })],
);

export const exerciseHintReveals = pgTable(
  'exercise_hint_reveals',
  {
    userId: userRef(),
    exerciseId: exerciseRef(),
    revealed: integer('revealed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId] })],
);
