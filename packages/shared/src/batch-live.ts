import { z } from 'zod';
import { BATCH_LANGUAGES, BATCH_STATUSES, SESSION_STATUSES } from './batch-rules.ts';
import { dataAnswer } from './envelopes.ts';

/**
 * A learner's batch page, attendance kept and corrected by staff, the notices of a session's
 * life (reminders, moves, cancellations, recordings) and the certificate's attendance share
 * (docs/product/batches.md, docs/decisions/217-batch-reminders-and-notices.md).
 */

/** A course's certificate may require this share of its live sessions attended, in per cent. */
export const LIVE_ATTENDANCE_PERCENT_MIN = 1;
export const LIVE_ATTENDANCE_PERCENT_MAX = 100;

/** Whole per cent of `total` attended, rounded down so 2 of 3 is 66, never "enough" by rounding. */
export function attendedPercent(attended: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((Math.min(attended, total) * 100) / total);
}

/** Whether the attendance share a course requires is met; a course requiring none is always met. */
export function attendanceShareMet(requiredPercent: number | null, attended: number, total: number): boolean {
  if (requiredPercent === null) return true;
  return attendedPercent(attended, total) >= requiredPercent;
}

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).

export const ATTENDANCE_SAVED = 'Attendance saved';
export const MEETING_UNAVAILABLE = 'The meeting server is not answering; please try again in a minute';
export const ATTENDANCE_NOT_MEMBER = 'This learner is not in this batch';
export const ATTENDANCE_NOT_STARTED = 'Attendance can be marked once the session has started';
export const LIVE_ATTENDANCE_PERCENT_RANGE = `A share of live sessions is 1 to ${LIVE_ATTENDANCE_PERCENT_MAX} per cent`;
/** The attendance CSV's headings; a session's column is its number and date. */
export const ATTENDANCE_CSV_NAME = 'Name';
export const ATTENDANCE_CSV_EMAIL = 'Email';
export const ATTENDANCE_CSV_ATTENDED = 'Attended';
export const ATTENDANCE_CSV_HELD = 'Held';
export const attendanceCsvSession = (number: number, date: string) => `Session ${number} (${date})`;
/** Titles of the notices a learner gets about a session (in-app, e-mail, WhatsApp). */
export const sessionMovedTitle = (course: string, number: number, when: string) =>
  `${course}: live session ${number} is moved to ${when}`;
export const sessionCancelledTitle = (course: string, number: number) =>
  `${course}: live session ${number} is cancelled`;
export const SESSION_MOVED_BODY = 'Your timetable and calendar already show the new time.';
export const SESSION_CANCELLED_BODY = 'It stays in your timetable and calendar, marked cancelled.';
export const RECORDING_AVAILABLE_BODY = 'Watch it whenever you like, as often as you like.';
export const OPEN_TIMETABLE = 'Open your timetable:';
export const recordingAvailableTitle = (course: string, number: number) =>
  `Recording available: ${course}, live session ${number}`;

export const attendanceInputSchema = z.object({ attended: z.boolean() });
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;
export const attendanceParamsSchema = z.object({ sessionId: z.string().max(64), userId: z.string().max(64) });

export const myBatchSchema = z.object({
  batch: z.object({
    id: z.string(),
    courseId: z.string(),
    courseSlug: z.string(),
    courseTitle: z.string(),
    language: z.enum(BATCH_LANGUAGES),
    startsOn: z.string(),
    timeZone: z.string(),
    instructorName: z.string(),
    status: z.enum(BATCH_STATUSES),
    /** 1 while the learner may still move to a later batch themself, else 0. */
    movesLeft: z.number().int(),
  }),
  sessions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      startsAt: z.string(),
      endsAt: z.string(),
      status: z.enum(SESSION_STATUSES),
      recordingUrl: z.string().nullable(),
      attended: z.boolean(),
      /** Kalvi's own join address (`/live/<session>`), never the meeting's. */
      joinPath: z.string(),
    }),
  ),
  /** Sessions attended of the scheduled sessions that have ended. */
  attendance: z.object({ attended: z.number().int(), held: z.number().int() }),
  /** The course's required share (null: none) and the learner's share of all the batch's sessions. */
  certificate: z.object({ requiredPercent: z.number().int().nullable(), attendedPercent: z.number().int() }),
});
export type MyBatch = z.infer<typeof myBatchSchema>;
export const myBatchAnswerSchema = dataAnswer(myBatchSchema);

export const batchAttendanceSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      startsAt: z.string(),
      status: z.enum(SESSION_STATUSES),
    }),
  ),
  learners: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      attendedSessionIds: z.array(z.string()),
    }),
  ),
});
export type BatchAttendance = z.infer<typeof batchAttendanceSchema>;
export const batchAttendanceAnswerSchema = dataAnswer(batchAttendanceSchema);
