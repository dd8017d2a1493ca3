import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventAction, eventDiscountPercent, isLowOnSpots } from './event-rules.ts';
import { type EventItem, eventListQuerySchema } from './events.ts';

const now = new Date('2026-11-22T10:00:00Z');
const later = '2026-11-30T10:00:00Z';
const earlier = '2026-11-20T10:00:00Z';

const open: Pick<EventItem, 'is_full' | 'status' | 'registration_deadline' | 'is_free' | 'price'> = {
  is_full: false,
  status: 'upcoming',
  registration_deadline: later,
  is_free: true,
  price: 0,
};

describe('eventAction', () => {
  it('follows the documented order: enrolled, full, not upcoming, deadline, free, pay', () => {
    expect(eventAction({ ...open, is_full: true, status: 'completed' }, true, now)).toBe('enrolled');
    expect(eventAction({ ...open, is_full: true, status: 'completed' }, false, now)).toBe('full');
    expect(eventAction({ ...open, status: 'ongoing', registration_deadline: earlier }, false, now)).toBe(
      'not-available',
    );
    expect(eventAction({ ...open, status: 'cancelled' }, false, now)).toBe('not-available');
    expect(eventAction({ ...open, registration_deadline: earlier }, false, now)).toBe('registration-closed');
    expect(eventAction(open, false, now)).toBe('enroll-free');
    expect(eventAction({ ...open, is_free: false, price: 499 }, false, now)).toBe('pay');
  });

  it('closes registration only once the deadline has passed', () => {
    expect(eventAction({ ...open, registration_deadline: now.toISOString() }, false, now)).toBe(
      'enroll-free',
    );
    const justAfter = new Date(now.getTime() + 1);
    expect(eventAction({ ...open, registration_deadline: now.toISOString() }, false, justAfter)).toBe(
      'registration-closed',
    );
  });

  it('never offers to enrol in a full, closed or not-upcoming event', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('upcoming', 'ongoing', 'completed', 'cancelled' as const),
        fc.boolean(),
        fc.boolean(),
        (isFull, status, deadlinePassed, isFree) => {
          const action = eventAction(
            {
              is_full: isFull,
              status,
              registration_deadline: deadlinePassed ? earlier : later,
              is_free: isFree,
              price: isFree ? 0 : 999,
            },
            false,
            now,
          );
          const canEnrol = action === 'enroll-free' || action === 'pay';
          expect(canEnrol).toBe(!isFull && status === 'upcoming' && !deadlinePassed);
        },
      ),
    );
  });
});

describe('eventDiscountPercent', () => {
  it('is round((original - price) / original * 100)', () => {
    expect(eventDiscountPercent({ price: 4999, original_price: 7999, is_free: false })).toBe(38);
    expect(eventDiscountPercent({ price: 99, original_price: 299, is_free: false })).toBe(67);
    expect(eventDiscountPercent({ price: 1499, original_price: 2499, is_free: false })).toBe(40);
  });

  it('is 0 without a higher original price, and for free events', () => {
    expect(eventDiscountPercent({ price: 799, original_price: 799, is_free: false })).toBe(0);
    expect(eventDiscountPercent({ price: 0, original_price: 0, is_free: true })).toBe(0);
    expect(eventDiscountPercent({ price: 0, original_price: 500, is_free: true })).toBe(0);
  });
});

describe('isLowOnSpots', () => {
  it('warns for 1 to 5 spots and not for 0 or 6', () => {
    expect([0, 1, 3, 5, 6, 100].map(isLowOnSpots)).toEqual([false, true, true, true, false, false]);
  });
});

describe('eventListQuerySchema', () => {
  it('defaults to page 1 of 12 and reads is_free as a boolean', () => {
    expect(eventListQuerySchema.parse({})).toEqual({ page: 1, limit: 12 });
    expect(eventListQuerySchema.parse({ is_free: 'false', status: 'completed' })).toMatchObject({
      is_free: false,
      status: 'completed',
    });
  });

  it('refuses unknown values with a sentence', () => {
    const messages = (input: Record<string, string>) =>
      eventListQuerySchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ status: 'soon' })).toEqual([
      'Status must be one of upcoming, ongoing, completed, cancelled',
    ]);
    expect(messages({ type: 'party' })).toEqual([
      'Type must be one of bootcamp, workshop, webinar, conference, meetup',
    ]);
    expect(messages({ mode: 'radio' })).toEqual(['Mode must be one of online, offline, hybrid']);
    expect(messages({ is_free: 'yes' })).toEqual(['is_free must be true or false']);
    expect(messages({ limit: '51' })).toEqual(['Limit must be between 1 and 50']);
  });
});
