import { describe, expect, it } from 'vitest';
import { eventSchedule, SEED_EVENTS } from './events.ts';
import { NOW, statusOf } from './fixture.ts';
import { SEED_LEARNERS } from './learners.ts';

describe('event schedule', () => {
  // The situations must hold whatever the time of day the seed runs at (IST and UTC edges).
  const nows = [
    NOW,
    new Date('2025-03-14T18:31:00Z'), // 00:01 IST
    new Date('2025-03-15T18:29:00Z'), // 23:59 IST
    new Date('2025-12-31T23:59:00Z'),
    new Date('2026-07-01T00:00:00Z'),
  ];

  it('gives every event the same status at any time of day', () => {
    for (const e of SEED_EVENTS) {
      const statuses = new Set(
        nows.map((now) => statusOf({ cancelled: e.cancelled ?? false, ...eventSchedule(now, e) }, now)),
      );
      expect(statuses.size, e.title).toBe(1);
    }
  });

  it('keeps registration open for upcoming events except the one meant to be closed', () => {
    for (const now of nows) {
      const upcoming = SEED_EVENTS.filter((e) => !e.cancelled && eventSchedule(now, e).startDate > now);
      const closed = upcoming.filter((e) => eventSchedule(now, e).registrationDeadline <= now);
      expect(closed.map((e) => e.title)).toEqual(['Kalvi Coimbatore Developers Meetup #14']);
    }
  });

  it('never needs more enrolments than there are learners', () => {
    for (const e of SEED_EVENTS) {
      expect(e.seatsTaken, e.title).toBeLessThanOrEqual(SEED_LEARNERS.length + (e.demoEnrolled ? 1 : 0));
      expect(e.seatsTaken, e.title).toBeLessThanOrEqual(e.maxParticipants);
    }
    expect(SEED_EVENTS.filter((e) => e.demoEnrolled)).toHaveLength(1);
  });
});
