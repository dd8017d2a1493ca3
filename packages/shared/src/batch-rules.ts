import { JOIN_OPENS_MINUTES_BEFORE } from './classroom.ts';
import { addDays, isoWeekday, zonedInstant } from './time-zones.ts';

/** Batches and their live sessions: the numbers of docs/product/batches.md. */

export const BATCH_LANGUAGES = ['ta', 'en'] as const;
export type BatchLanguage = (typeof BATCH_LANGUAGES)[number];
export const BATCH_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const ATTENDANCE_SOURCES = ['join', 'staff'] as const;

/** "Sessions of 1.5 to 2 hours": the length of a batch's regular session. */
export const PATTERN_MIN_MINUTES = 90;
export const PATTERN_MAX_MINUTES = 120;
/** One session moved or stretched by staff: never shorter or longer than these. */
export const SESSION_MIN_MINUTES = 30;
export const SESSION_MAX_MINUTES = 240;
/** A batch runs at most half a year of weekly sessions. */
export const BATCH_MAX_WEEKS = 26;
export const BATCH_MAX_SEATS = 1000;
export const BATCH_MAX_SKIPPED_DATES = 60;
/** The timetable's past sessions, newest first. */
export const TIMETABLE_PAST_SESSIONS = 20;
/** A calendar feed carries sessions that ended less than this long ago, and every later one. */
export const CALENDAR_PAST_DAYS = 60;

export interface SessionPattern {
  /** ISO weekdays, 1 Monday ... 7 Sunday. */
  weekdays: number[];
  /** The first day sessions may fall on, in the batch's zone (YYYY-MM-DD). */
  startDate: string;
  /** HH:MM on the wall clock of `timeZone`. */
  startTime: string;
  durationMinutes: number;
  weeks: number;
  /** Holidays: no session on these dates (YYYY-MM-DD). */
  skipDates: string[];
  timeZone: string;
}

export interface PlannedSession {
  /** The session's date in the batch's zone. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The sessions a pattern makes: one on each chosen weekday of `weeks` weeks from `startDate`,
 * holidays left out (not moved), in order. Each starts at `startTime` on the wall clock of the
 * batch's zone, so a zone with daylight saving keeps the hour its learners expect.
 */
export function planSessions(p: SessionPattern): PlannedSession[] {
  const days = new Set(p.weekdays);
  const skipped = new Set(p.skipDates);
  const sessions: PlannedSession[] = [];
  for (let i = 0; i < p.weeks * 7; i++) {
    const date = addDays(p.startDate, i);
    if (!days.has(isoWeekday(date)) || skipped.has(date)) continue;
    const startsAt = zonedInstant(date, p.startTime, p.timeZone);
    sessions.push({ date, startsAt, endsAt: new Date(startsAt.getTime() + p.durationMinutes * 60_000) });
  }
  return sessions;
}

/** Where `now` falls against a session's join window: open from JOIN_OPENS_MINUTES_BEFORE the start until its end. */
export function joinWindow(startsAt: Date, endsAt: Date, now: Date): 'early' | 'open' | 'ended' {
  if (now.getTime() < startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000) return 'early';
  return now.getTime() < endsAt.getTime() ? 'open' : 'ended';
}

/** Seats taken as a whole percentage of seats, for the console's fill rate. */
export function fillPercent(taken: number, seats: number): number {
  return seats > 0 ? Math.round((taken / seats) * 100) : 0;
}
