import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { instructors } from './admin.ts';
import { createdAt, ts, updatedAt } from './columns.ts';
import { courseRef } from './courses.ts';

/**
 * Batches: a course taught live from a start date, in one language, with its generated
 * sessions (docs/decisions/212-batches-model-and-time-zones.md). Times are instants (timestamptz);
 * the zone says which wall clock the pattern was written in.
 */

const instructorRef = () =>
  uuid('instructor_id')
    .notNull()
    .references(() => instructors.id, { onDelete: 'restrict' });

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: courseRef(),
    /** The language of teaching: 'ta' or 'en'. */
    language: text('language').notNull(),
    /** The date of the first session, in `time_zone`. */
    startDate: date('start_date').notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** The pattern the sessions were made from, for "Mon, Wed, Fri · 7:00–8:30 pm". */
    weekdays: integer('weekdays').array().notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    seats: integer('seats').notNull(),
    enrolmentDeadline: ts('enrolment_deadline').notNull(),
    instructorId: instructorRef(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('batches_language_check', sql`${t.language} in ('ta', 'en')`),
    check('batches_status_check', sql`${t.status} in ('open', 'closed', 'cancelled')`),
    check('batches_seats_check', sql`${t.seats} > 0`),
    // A course's batches by start: the course page's upcoming list and the console's list.
    index('batches_course_start_idx').on(t.courseId, t.startDate, t.id),
  ],
);

/**
 * One live session of a batch. Two partial exclusion constraints, written in the migration
 * because Drizzle cannot declare them (btree_gist): no instructor teaches two scheduled sessions
 * that overlap (batch_sessions_instructor_overlap), nor does a batch hold two at once
 * (batch_sessions_batch_overlap). The database refuses the second of two writes racing,
 * whichever path wrote it.
 */
export const batchSessions = pgTable(
  'batch_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    instructorId: instructorRef(),
    /** The meeting room: read only by staff and by Kalvi's join, never sent to a page. */
    meetingUrl: text('meeting_url').notNull(),
    status: text('status').notNull().default('scheduled'),
    /** RFC 5545 SEQUENCE: raised on every change, so calendars replace their copy. */
    sequence: integer('sequence').notNull().default(0),
    recordingUrl: text('recording_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('batch_sessions_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('batch_sessions_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    // A batch's sessions in order: the timetable, the feed and session numbers.
    index('batch_sessions_batch_start_idx').on(t.batchId, t.startsAt),
    // Sessions about to start across batches (reminders, the seed's running batches).
    index('batch_sessions_start_idx').on(t.startsAt),
  ],
);

export const batchMembers = pgTable(
  'batch_members',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: userRef(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    /** Moves the learner made themselves into this course's batches: one is allowed (docs/decisions/216). */
    learnerMoves: integer('learner_moves').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.userId] }),
    // A learner's batches: the timetable and the calendar feed start here.
    index('batch_members_user_idx').on(t.userId, t.batchId),
  ],
);

/** Who came to a session: the first join, once, or staff's correction. */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => batchSessions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    firstJoinedAt: ts('first_joined_at').notNull().defaultNow(),
    source: text('source').notNull().default('join'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    check('session_attendance_source_check', sql`${t.source} in ('join', 'staff')`),
    // "Has this learner joined any session?": the refund rule and the timetable's marks.
    index('session_attendance_user_idx').on(t.userId, t.sessionId),
  ],
);

/** A learner's private calendar feed: the random secret in its address (docs/decisions/213). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: userRef().primaryKey(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_key').on(t.secret)],
);
