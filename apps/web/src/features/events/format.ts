import { useSyncExternalStore } from 'react';

// Indian English formats: '28 Nov 2026, 7:00 pm'. The page rendered on the server (and the
// browser's hydration of it) shows the academy's time zone, India's; right after hydration the
// learner's own (the browser's) replaces it, so the two renders never disagree
// (docs/decisions/155-server-rendering.md).
const SERVER_ZONE = 'Asia/Kolkata';
const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const formats = {
  local: {
    dateTime: new Intl.DateTimeFormat('en-IN', dateTimeOptions),
    date: new Intl.DateTimeFormat('en-IN', dateOptions),
  },
  server: {
    dateTime: new Intl.DateTimeFormat('en-IN', { ...dateTimeOptions, timeZone: SERVER_ZONE }),
    date: new Intl.DateTimeFormat('en-IN', { ...dateOptions, timeZone: SERVER_ZONE }),
  },
};

const never = () => () => {};

/** The formatters for this render: India's zone on the server and while hydrating, else the browser's. */
export function useEventDates() {
  const zone = useSyncExternalStore(
    never,
    () => 'local' as const,
    () => 'server' as const,
  );
  const f = formats[zone];
  return {
    formatEventDateTime: (iso: string) => f.dateTime.format(new Date(iso)),
    formatEventDate: (iso: string) => f.date.format(new Date(iso)),
  };
}
