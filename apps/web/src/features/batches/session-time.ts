import { type Language, LOCALES } from '@kalvi/shared';

/** The academy teaches on India's clock; a learner elsewhere sees their own time beside it. */
const IST = 'Asia/Kolkata';

const RANGE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

// A formatter costs tens of milliseconds on a cheap phone: each is made once.
const made = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, zone: string | undefined, kind: 'range' | 'time' | 'dayTime') {
  const key = `${language} ${zone ?? 'local'} ${kind}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      ...(kind === 'time' ? TIME : RANGE),
      ...(zone ? { timeZone: zone } : {}),
    });
    made.set(key, format);
  }
  return format;
}

export interface SessionWhen {
  /** 'Mon, 7 Dec, 7:00 – 8:30 pm' on India's clock. */
  ist: string;
  /** The same on the reader's clock, or null when it reads the same. */
  local: string | null;
}

/** A session's day and hours in India's time and, when the browser's differs, in the learner's own. */
export function sessionWhen(startsAt: string, endsAt: string, language: Language): SessionWhen {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const ist = formatter(language, IST, 'range').formatRange(start, end);
  const local = formatter(language, undefined, 'range').formatRange(start, end);
  return { ist, local: local === ist ? null : local };
}

/** A time of day ('6:45 pm', or with its day: 'Thu, 10 Dec, 6:45 pm') in India's time and, when it differs, the reader's. */
export function timeOfDay(instant: string, language: Language, withDay = false): SessionWhen {
  const date = new Date(instant);
  const kind = withDay ? 'dayTime' : 'time';
  const ist = formatter(language, IST, kind).format(date);
  const local = formatter(language, undefined, kind).format(date);
  const sameZone =
    formatter(language, IST, 'range').format(date) === formatter(language, undefined, 'range').format(date);
  return { ist, local: sameZone ? null : local };
}

/** Whole days, hours, minutes and seconds until `instant` (zeros once it has come). */
export function countdown(instant: string, now: number) {
  const left = Math.max(0, Math.floor((new Date(instant).getTime() - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Join is open from its opening time until the session ends, unless it is cancelled. */
export function joinOpen(
  session: { joinOpensAt: string; endsAt: string; status: string },
  now: number,
): boolean {
  return (
    session.status === 'scheduled' &&
    now >= new Date(session.joinOpensAt).getTime() &&
    now < new Date(session.endsAt).getTime()
  );
}
