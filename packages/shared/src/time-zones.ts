/**
 * Wall-clock time in a named IANA zone, through the runtime's own zone database (Intl), so no
 * zone table is copied here. Times are stored as instants (UTC); a batch's pattern ("Mon, Wed at
 * 19:00 in Asia/Kolkata") is turned into instants with these (docs/product/batches.md#time-zones).
 */

/** The academy's zone: batches teach in it unless staff choose another. */
export const ACADEMY_TIME_ZONE = 'Asia/Kolkata';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for numeric parts only; its locale never shows, so it is not a reader's locale. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows the zone by this name ('Asia/Kolkata' yes, 'India/Chennai' no). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    partsFormatter(name);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM:SS, 24-hour */
  time: string;
  /** 1 Monday ... 7 Sunday (ISO 8601) */
  weekday: number;
}

/** What a clock on the wall in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, time: `${parts.hour}:${parts.minute}:${parts.second}`, weekday: isoWeekday(date) };
}

/** The ISO weekday of a calendar date (1 Monday ... 7 Sunday). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { date, time } = wallClock(new Date(instant), timeZone);
  return Date.parse(`${date}T${time}Z`) - instant;
}

/**
 * The instant a wall clock in `timeZone` shows `date` at `time` (HH:MM). Of a time shown twice
 * (clocks going back), the first; a time that daylight saving skips falls an hour later.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wanted = `${date}T${time}:00`;
  const asUtc = Date.parse(`${wanted}Z`);
  // The zone's offset a day either side: equal unless its clocks change that day.
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const shows = (instant: number) => {
    const clock = wallClock(new Date(instant), timeZone);
    return `${clock.date}T${clock.time}` === wanted;
  };
  const found = [asUtc - before, asUtc - after].filter(shows).sort((a, b) => a - b)[0];
  return new Date(found ?? asUtc - before);
}
