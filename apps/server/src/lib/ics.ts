/**
 * A writer of iCalendar files (RFC 5545) for what Kalvi publishes: one calendar of events with a
 * time zone. It replaced ical-generator, whose toString took 300-700 ms for a learner's 2,000
 * sessions (docs/decisions/224-ics-writer-and-feed-cache.md); this writes the same lines in a few
 * milliseconds. The tests read its output back with ical.js, a full parser.
 */

export interface IcsEvent {
  /** UID: the same for the life of the event, so calendars update it instead of adding one. */
  uid: string;
  /** SEQUENCE: raised each time the organiser changes the event. */
  sequence: number;
  /** DTSTAMP: when the event's information last changed. */
  stamp: Date;
  /** DTSTART and DTEND as the wall clock of `timeZone`, YYYY-MM-DDTHH:MM:SS. */
  start: string;
  end: string;
  timeZone: string;
  summary: string;
  description: string;
  url: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export interface IcsCalendar {
  /** PRODID, e.g. -//Kalvi//live-sessions//EN. */
  productId: string;
  name: string;
  /** The VTIMEZONE block, lines joined with CRLF, for the events' zone. */
  timeZoneBlock: string;
  /** How often a subscribed calendar should fetch it again, in seconds. */
  refreshSeconds: number;
  events: IcsEvent[];
}

/** Asia/Kolkata has kept +05:30 without daylight saving since 1945: one STANDARD part says it all. */
export const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Kolkata',
  'X-LIC-LOCATION:Asia/Kolkata',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, section 3.3.11). */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** The octets of one character in UTF-8. */
function utf8Size(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * A content line folded so that no line passes 75 octets (RFC 5545, section 3.1): a break goes between
 * two characters, never inside one's UTF-8 bytes, and each continuation starts with a space.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let from = 0;
  let octets = 0;
  for (let i = 0; i < line.length; ) {
    const codePoint = line.codePointAt(i) ?? 0;
    const size = utf8Size(codePoint);
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(line.slice(from, i));
      from = i;
      octets = 0;
    }
    octets += size;
    i += codePoint > 0xffff ? 2 : 1;
  }
  parts.push(line.slice(from));
  return parts.join('\r\n ');
}

/** 20270101T100000Z: a UTC date-time without its milliseconds. */
function utc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** 2027-01-02T19:00:00 → 20270102T190000. */
function local(wallClock: string): string {
  return wallClock.replace(/[-:]/g, '');
}

export function writeIcs(calendar: IcsCalendar): string {
  const refresh = `PT${Math.round(calendar.refreshSeconds / 60)}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${text(calendar.name)}`,
    `X-WR-CALNAME:${text(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    calendar.timeZoneBlock,
  ];
  for (const e of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTAMP:${utc(e.stamp)}`,
      `DTSTART;TZID=${e.timeZone}:${local(e.start)}`,
      `DTEND;TZID=${e.timeZone}:${local(e.end)}`,
      foldLine(`SUMMARY:${text(e.summary)}`),
      foldLine(`DESCRIPTION:${text(e.description)}`),
      foldLine(`URL;VALUE=URI:${e.url}`),
      `STATUS:${e.status}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
