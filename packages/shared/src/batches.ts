import { z } from 'zod';
import {
  BATCH_LANGUAGES,
  BATCH_MAX_SEATS,
  BATCH_MAX_SKIPPED_DATES,
  BATCH_MAX_WEEKS,
  BATCH_STATUSES,
  PATTERN_MAX_MINUTES,
  PATTERN_MIN_MINUTES,
  SESSION_MAX_MINUTES,
  SESSION_MIN_MINUTES,
  SESSION_STATUSES,
} from './batch-rules.ts';
import { JOIN_OPENS_MINUTES_BEFORE } from './classroom.ts';
import { dataAnswer, idParam, messageDataAnswer, pageAnswer } from './envelopes.ts';
import { pageQuery } from './pagination.ts';
import { ACADEMY_TIME_ZONE, isTimeZone } from './time-zones.ts';

/** Batches of a course and their live sessions (docs/product/batches.md). */

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const BATCH_NOT_FOUND = 'This batch does not exist';
export const BATCH_SESSION_NOT_FOUND = 'This session does not exist';
export const BATCH_INSTRUCTOR_NOT_FOUND = 'This instructor does not exist';
export const BATCH_NEEDS_INSTRUCTOR = 'Choose an instructor for this batch';
export const BATCH_STARTS_IN_PAST = 'A batch cannot start in the past';
export const BATCH_BEFORE_PUBLISHED = 'A batch cannot start before its course is published';
export const BATCH_NO_SESSIONS = 'This pattern makes no sessions: choose weekdays that fall within its weeks';
export const BATCH_DEADLINE_AFTER_START = 'Enrolment must close by the start of the first session';
export const BATCH_DEADLINE_PAST = 'The enrolment deadline cannot be in the past';
export const BATCH_IS_CANCELLED = 'This batch is cancelled and cannot be changed';
export const seatsBelowTaken = (taken: number) => `Seats cannot go below the ${taken} already taken`;
export const INSTRUCTOR_DOUBLE_BOOKED = 'This instructor already teaches another session at that time';
export const SESSIONS_OVERLAP = 'This session would overlap another session of this batch';
export const SESSION_TOO_SHORT = `A session must last at least ${SESSION_MIN_MINUTES} minutes`;
export const SESSION_TOO_LONG = `A session can last at most ${SESSION_MAX_MINUTES} minutes`;
export const SESSION_ALREADY_CANCELLED = 'This session is already cancelled';
export const SESSION_MOVED_INTO_PAST = 'A session cannot be moved into the past';
export const SESSION_ALREADY_STARTED = 'A session that has started cannot be moved';
export const UNKNOWN_TIME_ZONE = 'Unknown time zone';
export const batchCreated = (sessions: number) => `Batch created with ${sessions} sessions`;
export const BATCH_SAVED = 'Batch saved';
export const SESSION_SAVED = 'Session saved';
export const SESSION_CANCELLED = 'Session cancelled';
export const JOIN_NOT_IN_BATCH = 'This session belongs to a batch you are not in';
export const JOIN_TOO_EARLY = `You can join from ${JOIN_OPENS_MINUTES_BEFORE} minutes before the session starts`;
export const JOIN_SESSION_ENDED = 'This session has ended';
export const JOIN_SESSION_CANCELLED = 'This session is cancelled';
export const CALENDAR_NOT_FOUND = 'Calendar not found';
export const CALENDAR_RESET = 'Your calendar link is new; the old one no longer works';
/** The feed's own words (a calendar app shows them), translated through the catalogue. */
export const CALENDAR_NAME = 'Kalvi: my live sessions';
export const sessionTitle = (course: string, number: number | string) => `${course}: live session ${number}`;
export const sessionDescription = (url: string) =>
  `Join on Kalvi from ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start: ${url}`;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dateField = z
  .string({ error: 'Enter a date as YYYY-MM-DD' })
  .regex(DATE, 'Enter a date as YYYY-MM-DD')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'Enter a date as YYYY-MM-DD',
    },
  );
const instant = z.iso.datetime({ offset: true, error: 'Enter a date and time with its zone' });
const minutesField = (min: number, max: number) =>
  z
    .number({ error: `A session lasts ${min} to ${max} minutes` })
    .int(`A session lasts ${min} to ${max} minutes`)
    .min(min, `A session lasts ${min} to ${max} minutes`)
    .max(max, `A session lasts ${min} to ${max} minutes`);

export const batchInputSchema = z.object({
  language: z.enum(BATCH_LANGUAGES, { error: 'Choose the language of teaching: Tamil or English' }),
  /** Sessions fall on the chosen weekdays from this date on, in the batch's zone. */
  startDate: dateField,
  timeZone: z
    .string({ error: UNKNOWN_TIME_ZONE })
    .refine(isTimeZone, { message: UNKNOWN_TIME_ZONE })
    .default(ACADEMY_TIME_ZONE),
  seats: z
    .number({ error: `Seats must be between 1 and ${BATCH_MAX_SEATS}` })
    .int(`Seats must be between 1 and ${BATCH_MAX_SEATS}`)
    .min(1, `Seats must be between 1 and ${BATCH_MAX_SEATS}`)
    .max(BATCH_MAX_SEATS, `Seats must be between 1 and ${BATCH_MAX_SEATS}`),
  /** Unset: enrolment closes when the first session starts. */
  enrolmentDeadline: instant.optional(),
  /** Unset: the course's instructor. */
  instructorId: idParam.optional(),
  weekdays: z
    .array(
      z
        .number()
        .int()
        .min(1, 'Weekdays are numbered 1 (Monday) to 7 (Sunday)')
        .max(7, 'Weekdays are numbered 1 (Monday) to 7 (Sunday)'),
      {
        error: 'Choose at least one weekday',
      },
    )
    .min(1, 'Choose at least one weekday')
    .max(7, 'Choose each weekday once')
    .refine((days) => new Set(days).size === days.length, { message: 'Choose each weekday once' }),
  startTime: z
    .string({ error: 'Enter a time as HH:MM' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM'),
  durationMinutes: minutesField(PATTERN_MIN_MINUTES, PATTERN_MAX_MINUTES),
  weeks: z
    .number({ error: `A batch runs 1 to ${BATCH_MAX_WEEKS} weeks` })
    .int(`A batch runs 1 to ${BATCH_MAX_WEEKS} weeks`)
    .min(1, `A batch runs 1 to ${BATCH_MAX_WEEKS} weeks`)
    .max(BATCH_MAX_WEEKS, `A batch runs 1 to ${BATCH_MAX_WEEKS} weeks`),
  /** Holidays: the sessions on these dates are left out. */
  skipDates: z
    .array(dateField)
    .max(BATCH_MAX_SKIPPED_DATES, `At most ${BATCH_MAX_SKIPPED_DATES} holidays`)
    .default([]),
});
export type BatchInput = z.infer<typeof batchInputSchema>;

/** What staff may change on a batch after it is made; cancelling it comes with its notices. */
export const batchEditSchema = z.object({
  seats: batchInputSchema.shape.seats.optional(),
  enrolmentDeadline: instant.optional(),
  status: z.enum(['open', 'closed'], { error: 'A batch is open or closed' }).optional(),
});
export type BatchEdit = z.infer<typeof batchEditSchema>;

/** One session moved, stretched, given to another instructor or its recording attached. */
export const sessionEditSchema = z.object({
  startsAt: instant.optional(),
  endsAt: instant.optional(),
  instructorId: idParam.optional(),
  recordingUrl: z
    .url({ protocol: /^https$/, error: 'Enter a web address starting with https://' })
    .max(500, 'Enter a web address starting with https://')
    .nullable()
    .optional(),
});
export type SessionEdit = z.infer<typeof sessionEditSchema>;

export const batchListQuery = pageQuery(20);
/** `GET /api/batches?courseId=`: a course page's upcoming batches. */
export const upcomingBatchesQuery = z.object({ courseId: idParam });

const pattern = {
  language: z.enum(BATCH_LANGUAGES),
  /** The date of the first session, in the batch's zone. */
  startDate: z.string(),
  timeZone: z.string(),
  weekdays: z.array(z.number().int()),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  firstSessionAt: z.string(),
  sessionCount: z.number().int(),
  enrolmentDeadline: z.string(),
  instructorName: z.string(),
};

export const adminBatchSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  ...pattern,
  lastSessionAt: z.string(),
  instructorId: z.string(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  fillPercent: z.number().int(),
  status: z.enum(BATCH_STATUSES),
  createdAt: z.string(),
});
export type AdminBatch = z.infer<typeof adminBatchSchema>;

export const adminSessionSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  /** 1, 2, ... in time order within the batch. */
  number: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** Raised on every change, as calendars read it (RFC 5545 SEQUENCE). */
  sequence: z.number().int(),
  instructorId: z.string(),
  instructorName: z.string(),
  /** Only staff see it: learners reach it through Kalvi's join. */
  meetingUrl: z.string(),
  recordingUrl: z.string().nullable(),
  attended: z.number().int(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminBatchDetailSchema = z.object({
  batch: adminBatchSchema,
  sessions: z.array(adminSessionSchema),
});
export const adminBatchPageAnswerSchema = pageAnswer(adminBatchSchema);
export const adminBatchDetailAnswerSchema = dataAnswer(adminBatchDetailSchema);
export const batchSavedAnswerSchema = messageDataAnswer(adminBatchDetailSchema);
export const sessionSavedAnswerSchema = messageDataAnswer(adminSessionSchema);

/** A batch as a course page shows it: never its meeting links. */
export const publicBatchSchema = z.object({ id: z.string(), ...pattern, seatsLeft: z.number().int() });
export type PublicBatch = z.infer<typeof publicBatchSchema>;
export const publicBatchesAnswerSchema = dataAnswer(z.array(publicBatchSchema));

export const timetableSessionSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  courseTitleTa: z.string().nullable(),
  language: z.enum(BATCH_LANGUAGES),
  number: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** Kalvi's own join address (`/live/<session>`), never the meeting's. */
  joinPath: z.string(),
  joinOpensAt: z.string(),
  recordingUrl: z.string().nullable(),
  attended: z.boolean(),
});
export type TimetableSession = z.infer<typeof timetableSessionSchema>;
export const timetableSchema = z.object({
  timeZone: z.string(),
  next: timetableSessionSchema.nullable(),
  /** From now until seven days on, the next one included. */
  thisWeek: z.array(timetableSessionSchema),
  /** Ended sessions, newest first, with their recordings. */
  past: z.array(timetableSessionSchema),
});
export type Timetable = z.infer<typeof timetableSchema>;
export const timetableAnswerSchema = dataAnswer(timetableSchema);

export const joinAnswerSchema = dataAnswer(z.object({ sessionId: z.string(), meetingUrl: z.string() }));
export const calendarLinkSchema = z.object({ feedUrl: z.string(), webcalUrl: z.string() });
export const calendarLinkAnswerSchema = dataAnswer(calendarLinkSchema);
export const calendarResetAnswerSchema = messageDataAnswer(calendarLinkSchema);
/** `/api/calendar/<secret>.ics`: the secret is 43 base64url characters. */
export const calendarParamsSchema = z.object({ file: z.string().max(80) });
