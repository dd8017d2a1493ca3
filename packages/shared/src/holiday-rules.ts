import { ACADEMY_TIME_ZONE, addDays, wallClock } from './time-zones.ts';

/** The academy's holidays: the numbers of docs/product/holidays.md. */

export const HOLIDAY_NAME_MAX = 80;
/** One list answers at most this many days, so a list stays one screen of dates. */
export const HOLIDAY_RANGE_MAX_DAYS = 366;

export interface HolidayRange {
  /** First day, inclusive (YYYY-MM-DD). */
  from: string;
  /** Last day, inclusive (YYYY-MM-DD). */
  to: string;
}

/**
 * The days a list covers: from today in India (the academy's calendar) unless asked, to
 * HOLIDAY_RANGE_MAX_DAYS days in all unless asked (docs/product/holidays.md#lists).
 */
export function holidayRange(asked: { from?: string; to?: string }, now: Date): HolidayRange {
  const from = asked.from ?? wallClock(now, ACADEMY_TIME_ZONE).date;
  return { from, to: asked.to ?? addDays(from, HOLIDAY_RANGE_MAX_DAYS - 1) };
}

/** The whole days from `from` to `to`, both counted: 1 for one day, 0 or less when backwards. */
export function daysInRange({ from, to }: HolidayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
