import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, type IcsEvent, KOLKATA_VTIMEZONE, writeIcs } from './ics.ts';

const zone = KOLKATA_VTIMEZONE;

const event = (fields: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'a1@kalvi.test',
  sequence: 2,
  stamp: new Date('2027-01-01T10:00:00.123Z'),
  start: '2027-01-02T19:00:00',
  end: '2027-01-02T20:30:00',
  timeZone: 'Asia/Kolkata',
  summary: 'Full Stack Web Development: live session 3',
  description: 'Join on Kalvi from 15 minutes before the start: https://kalvi.test/live/a1',
  url: 'https://kalvi.test/live/a1',
  status: 'CONFIRMED',
  ...fields,
});

const octets = (line: string) => new TextEncoder().encode(line).length;

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('the iCalendar writer', () => {
  it('folds a Tamil line under 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'முழு அடுக்கு வலை மேம்பாடு: நேரலை வகுப்பு '.repeat(4)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(3);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding (RFC 5545, section 3.1) gives the line back, character for character.
    expect(folded.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });

  it('leaves a short line as it is', () => {
    expect(foldLine('UID:a1@kalvi.test')).toBe('UID:a1@kalvi.test');
  });

  it('writes events a full parser reads back, with text escaped and times in their zone', () => {
    const summary = 'C, C++; and \\ paths\nline two';
    const ics = writeIcs({
      productId: '-//Kalvi//live-sessions//EN',
      name: 'Kalvi live sessions',
      timeZoneBlock: zone,
      refreshSeconds: 3600,
      events: [event({ summary }), event({ uid: 'a2@kalvi.test', status: 'CANCELLED', sequence: 5 })],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone') as ICAL.Component);
    const [first, second] = parse(ics);
    expect(first?.uid).toBe('a1@kalvi.test');
    expect(first?.summary).toBe(summary);
    expect(first?.sequence).toBe(2);
    // 19:00 in Kolkata is 13:30 UTC.
    expect(first?.startDate.toJSDate().toISOString()).toBe('2027-01-02T13:30:00.000Z');
    expect(first?.endDate.toJSDate().toISOString()).toBe('2027-01-02T15:00:00.000Z');
    expect(first?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2027-01-01T10:00:00Z');
    expect(second?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(second?.sequence).toBe(5);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kalvi live sessions');
    const ttl = calendar.getFirstPropertyValue('x-published-ttl');
    expect(ICAL.Duration.fromString(String(ttl)).toSeconds()).toBe(3600);
  });

  it('writes 2,000 events in a few milliseconds', () => {
    const events = Array.from({ length: 2000 }, (_, i) => event({ uid: `s${i}@kalvi.test` }));
    const started = performance.now();
    const ics = writeIcs({ productId: 'x', name: 'x', timeZoneBlock: zone, refreshSeconds: 3600, events });
    const ms = performance.now() - started;
    expect(parse(ics)).toHaveLength(2000);
    // ical-generator took 300-700 ms here (docs/decisions/224-ics-writer-and-feed-cache.md).
    expect(ms).toBeLessThan(100);
  });
});
