import { type Language, LOCALES } from './language.ts';

/**
 * How a course page writes a batch's timetable (docs/product/batches.md#upcoming-batches-on-a-course-page):
 * "Mon, Wed, Fri · 7:00–8:30 pm IST", weekdays and times on the batch's own wall clock, in
 * the reader's language.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[language], options);
    formats.set(key, found);
  }
  return found;
}

/** 2024-01-01 was a Monday: the ISO weekday `n` falls on the n-th of that month. */
const weekdayDate = (weekday: number) => new Date(Date.UTC(2024, 0, weekday));

/** ISO weekdays (1 Monday ... 7 Sunday) as the reader's short names: "Mon, Wed, Fri". */
export function weekdayNames(weekdays: number[], language: Language): string {
  const names = format(language, { weekday: 'short', timeZone: 'UTC' });
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((d) => names.format(weekdayDate(d)))
    .join(', ');
}

export interface BatchTimes {
  weekdays: number[];
  /** Any session's start, whose wall-clock time the pattern keeps. */
  firstSessionAt: string;
  durationMinutes: number;
  timeZone: string;
}

/** "Mon, Wed, Fri · 7:00–8:30 pm IST". */
export function batchScheduleLabel(batch: BatchTimes, language: Language): string {
  const start = new Date(batch.firstSessionAt);
  const end = new Date(start.getTime() + batch.durationMinutes * 60_000);
  const times = format(language, { hour: 'numeric', minute: '2-digit', timeZone: batch.timeZone });
  // Split and trimmed rather than /\s*–\s*/, which backtracks on long runs of spaces (redos.test.ts).
  const range = times
    .formatRange(start, end)
    .split('–')
    .map((part) => part.trim())
    .join('–');
  const zone =
    format(language, { timeZoneName: 'short', timeZone: batch.timeZone })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value ?? batch.timeZone;
  return `${weekdayNames(batch.weekdays, language)} · ${range} ${zone}`;
}
