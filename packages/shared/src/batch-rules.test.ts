import { describe, expect, it } from 'vitest';
import { fillPercent, joinWindow, planSessions } from './batch-rules.ts';
import { batchInputSchema } from './batches.ts';
import { isTimeZone, wallClock, zonedInstant } from './time-zones.ts';

const base = {
  weekdays: [1, 3, 5],
  startDate: '2027-01-04',
  startTime: '19:00',
  durationMinutes: 90,
  weeks: 2,
  skipDates: [],
  timeZone: 'Asia/Kolkata',
};

describe('planSessions', () => {
  it('puts one session on each chosen weekday of each week, at the wall-clock time of the zone', () => {
    const sessions = planSessions(base);
    expect(sessions.map((s) => s.date)).toEqual([
      '2027-01-04',
      '2027-01-06',
      '2027-01-08',
      '2027-01-11',
      '2027-01-13',
      '2027-01-15',
    ]);
    // 19:00 IST is 13:30 UTC; 90 minutes later.
    expect(sessions[0]?.startsAt.toISOString()).toBe('2027-01-04T13:30:00.000Z');
    expect(sessions[0]?.endsAt.toISOString()).toBe('2027-01-04T15:00:00.000Z');
  });

  it('leaves holidays out instead of moving them, and starts on the first chosen weekday', () => {
    const sessions = planSessions({
      ...base,
      startDate: '2027-01-05',
      skipDates: ['2027-01-06', '2027-01-15'],
    });
    expect(sessions.map((s) => s.date)).toEqual(['2027-01-08', '2027-01-11', '2027-01-13', '2027-01-18']);
  });

  it('keeps the hour learners expect across a daylight-saving change', () => {
    const sessions = planSessions({
      ...base,
      timeZone: 'Europe/London',
      startDate: '2027-03-22',
      weekdays: [1],
    });
    // London moves to summer time on 28 March 2027: 19:00 is 19:00 GMT, then 18:00 UTC.
    expect(sessions.map((s) => s.startsAt.toISOString())).toEqual([
      '2027-03-22T19:00:00.000Z',
      '2027-03-29T18:00:00.000Z',
    ]);
  });
});

describe('time zones', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('India/Chennai')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('reads the wall clock of a zone and goes back to the instant', () => {
    const at = new Date('2027-01-04T20:00:00Z');
    expect(wallClock(at, 'Asia/Kolkata')).toEqual({ date: '2027-01-05', time: '01:30:00', weekday: 2 });
    expect(zonedInstant('2027-01-05', '01:30', 'Asia/Kolkata').toISOString()).toBe(at.toISOString());
  });

  it('takes the first of a time shown twice when clocks go back', () => {
    // 01:30 happens twice in London on 31 October 2027: first in summer time (00:30 UTC).
    expect(zonedInstant('2027-10-31', '01:30', 'Europe/London').toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });
});

describe('joinWindow and fillPercent', () => {
  const starts = new Date('2027-01-04T13:30:00Z');
  const ends = new Date('2027-01-04T15:00:00Z');
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(joinWindow(starts, ends, new Date('2027-01-04T13:14:59Z'))).toBe('early');
    expect(joinWindow(starts, ends, new Date('2027-01-04T13:15:00Z'))).toBe('open');
    expect(joinWindow(starts, ends, new Date('2027-01-04T14:59:59Z'))).toBe('open');
    expect(joinWindow(starts, ends, ends)).toBe('ended');
  });
  it('rounds the fill rate and has none without seats', () => {
    expect(fillPercent(2, 3)).toBe(67);
    expect(fillPercent(0, 0)).toBe(0);
  });
});

describe('batchInputSchema', () => {
  const input = {
    language: 'ta',
    startDate: '2027-01-04',
    seats: 30,
    weekdays: [1],
    startTime: '19:00',
    durationMinutes: 90,
    weeks: 4,
  };
  it('defaults the zone to Asia/Kolkata and no holidays', () => {
    expect(batchInputSchema.parse(input)).toMatchObject({ timeZone: 'Asia/Kolkata', skipDates: [] });
  });
  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
    [{ durationMinutes: 60 }, 'A session lasts 90 to 120 minutes'],
    [{ startDate: '2027-02-30' }, 'Enter a date as YYYY-MM-DD'],
    [{ weekdays: [1, 1] }, 'Choose each weekday once'],
    [{ startTime: '7pm' }, 'Enter a time as HH:MM'],
    [{ language: 'fr' }, 'Choose the language of teaching: Tamil or English'],
  ])('refuses %o with its message', (change, message) => {
    const parsed = batchInputSchema.safeParse({ ...input, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});
