import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { userRef, users } from './accounts.ts';
import { createdAt, ts, updatedAt } from './columns.ts';
import { courseRef, courses } from './courses.ts';
import { events } from './events.ts';

/** One multiple-choice question; `answer` is the index of the right option and never leaves the server. */
export interface StoredQuizQuestion {
  prompt: string;
  options: string[];
  answer: number;
}

const lessonRef = () =>
  uuid('lesson_id')
    .notNull()
    .references((): AnyPgColumn => lessons.id, { onDelete: 'cascade' });

export const courseSections = pgTable(
  'course_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: courseRef(),
    /** Order within the course; not unique so a reorder can swap two rows in any order. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: courseRef(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** Open to anyone, enrolled or not. */
    isPreview: boolean('is_preview').notNull().default(false),
    /** Counts towards the certificate. */
    isRequired: boolean('is_required').notNull().default(true),
    /** Reading: Markdown. Project: the instructions (Markdown). Others: a short description. */
    body: text('body').notNull().default(''),
    /** Video: a YouTube or Vimeo address. */
    videoUrl: text('video_url').notNull().default(''),
    /** Live session: when it starts, where to join, and the recording added afterwards. */
    startsAt: ts('starts_at'),
    joinUrl: text('join_url').notNull().default(''),
    recordingUrl: text('recording_url').notNull().default(''),
    /** Quiz: the questions with their answers, the pass mark in percent and the attempts allowed. */
    quizQuestions: jsonb('quiz_questions').$type<StoredQuizQuestion[]>().notNull().default([]),
    passPercent: integer('pass_percent').notNull().default(70),
    maxAttempts: integer('max_attempts').notNull().default(3),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'lessons_kind_check',
      sql`${t.kind} in ('video', 'reading', 'live', 'project', 'quiz', 'exercise')`,
    ),
    check('lessons_quiz_check', sql`${t.passPercent} between 1 and 100 and ${t.maxAttempts} >= 1`),
    index('lessons_course_idx').on(t.courseId, t.position),
    index('lessons_section_idx').on(t.sectionId, t.position),
    index('lessons_live_idx').on(t.startsAt),
  ],
);

/** A lesson a learner has finished (a quiz passed, a project approved, a video or reading marked). */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: userRef(),
    lessonId: lessonRef(),
    courseId: courseRef(),
    completedAt: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_user_course_idx').on(t.userId, t.courseId),
  ],
);

/**
 * Where a learner stopped in a video lesson, as the player last reported it, with the video's
 * length as the player knew it (docs/decisions/184-video-positions.md). One row per learner and
 * lesson, overwritten as the video plays.
 */
export const videoPositions = pgTable(
  'video_positions',
  {
    userId: userRef(),
    lessonId: lessonRef(),
    seconds: integer('seconds').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    check('video_positions_seconds_check', sql`${t.seconds} >= 0 and ${t.seconds} <= ${t.durationSeconds}`),
  ],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    lessonId: lessonRef(),
    /** 1, 2, ...: unique per learner and quiz, so two racing submissions cannot both be attempt n. */
    attempt: integer('attempt').notNull(),
    scorePercent: integer('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quiz_attempts_user_lesson_attempt_key').on(t.userId, t.lessonId, t.attempt)],
);

export const projectSubmissions = pgTable(
  'project_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    lessonId: lessonRef(),
    courseId: courseRef(),
    url: text('url').notNull(),
    /** submitted -> approved, or submitted -> returned (the learner may submit again). */
    status: text('status').notNull().default('submitted'),
    feedback: text('feedback').notNull().default(''),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    check('project_submissions_status_check', sql`${t.status} in ('submitted', 'approved', 'returned')`),
    index('project_submissions_user_lesson_idx').on(t.userId, t.lessonId, t.createdAt.desc()),
    index('project_submissions_queue_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A certificate for a finished course or an attended event. The id is random (unguessable), the
 * record is the proof: a copy of the name, title and instructor as they were on the day.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    recipientName: text('recipient_name').notNull(),
    title: text('title').notNull(),
    instructorName: text('instructor_name').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason').notNull().default(''),
  },
  (t) => [
    check('certificates_item_check', sql`(${t.courseId} is null) <> (${t.eventId} is null)`),
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('certificates_user_event_key').on(t.userId, t.eventId),
  ],
);
