import { LOCALES } from '@kalvi/shared';
import { useSyncExternalStore } from 'react';

// Indian English formats: '28 Nov 2026, 7:00 pm'. The page rendered on the server (and the
// browser's hydration of it) shows the academy's time zone, India's; right after hydration the
// learner's own (the browser's) replaces it, so the two renders never disagree
// (docs/decisions/155-server-rendering.md).
const SERVER_ZONE = 'Asia/Kolkata';
const OPTIONS = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Zone = 'local' | 'server';
// Each formatter is built on first use: one costs tens of milliseconds on a cheap phone, and the
// events list, which shows dates only, should not pay for the date-and-time ones.
const made = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: Zone, kind: keyof typeof OPTIONS): Intl.DateTimeFormat {
  const key = `${zone} ${kind}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES.en, {
      ...OPTIONS[kind],
      ...(zone === 'server' ? { timeZone: SERVER_ZONE } : {}),
    });
    made.set(key, format);
  }
  return format;
}

const never = () => () => {};

/** The formatters for this render: India's zone on the server and while hydrating, else the browser's. */
export function useEventDates() {
  const zone = useSyncExternalStore(
    never,
    () => 'local' as const,
    () => 'server' as const,
  );
  return {
    formatEventDateTime: (iso: string) => formatter(zone, 'dateTime').format(new Date(iso)),
    formatEventDate: (iso: string) => formatter(zone, 'date').format(new Date(iso)),
  };
}
