// The learner's own time zone (the browser's), Indian English formats: '28 Nov 2026, 7:00 pm'.
const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatEventDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function formatEventDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}
