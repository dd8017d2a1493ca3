import { useSyncExternalStore } from 'react';

// Indian English formats: '28 Nov 2026, 7:00 pm'. The page rendered on the server (and the
// browser's hydration of it) shows the academy's time zone, India's; right after hydration the
// learner's own (the browser's) replaces it, so the two renders never disagree
// (docs/decisions/155-server-rendering.md).
const SERVER_ZONE = 'Asia/Kolkata';
const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
type Formats = { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat };
// Built on first use: an Intl formatter costs tens of milliseconds on a cheap phone, and a page
// that shows no event date should not pay for four.
const formats: Partial<Record<'local' | 'server', Formats>> = {};
function formatsFor(zone: 'local' | 'server'): Formats {
  const timeZone = zone === 'server' ? { timeZone: SERVER_ZONE } : {};
  formats[zone] ??= {
    dateTime: new Intl.DateTimeFormat('en-IN', { ...dateTimeOptions, ...timeZone }),
    date: new Intl.DateTimeFormat('en-IN', { ...dateOptions, ...timeZone }),
  };
  return formats[zone];
}

const never = () => () => {};

/** The formatters for this render: India's zone on the server and while hydrating, else the browser's. */
export function useEventDates() {
  const zone = useSyncExternalStore(
    never,
    () => 'local' as const,
    () => 'server' as const,
  );
  const f = formatsFor(zone);
  return {
    formatEventDateTime: (iso: string) => f.dateTime.format(new Date(iso)),
    formatEventDate: (iso: string) => f.date.format(new Date(iso)),
  };
}
