import { describe, expect, it } from 'vitest';
import { daysInRange, HOLIDAY_RANGE_MAX_DAYS, holidayRange } from './holiday-rules.ts';
import { HOLIDAY_RANGE_BACKWARDS, HOLIDAY_RANGE_TOO_LONG, holidayListQuery } from './holidays.ts';

describe('holiday lists', () => {
  it('start on today in India and run the longest range unless asked', () => {
    // 20:00 UTC on 31 December is already 1 January in India.
    const range = holidayRange({}, new Date('2026-12-31T20:00:00Z'));
    expect(range).toEqual({ from: '2027-01-01', to: '2028-01-01' });
    expect(daysInRange(range)).toBe(HOLIDAY_RANGE_MAX_DAYS);
    expect(holidayRange({ from: '2027-03-01', to: '2027-03-02' }, new Date())).toEqual({
      from: '2027-03-01',
      to: '2027-03-02',
    });
  });

  it('count both ends of a range', () => {
    expect(daysInRange({ from: '2027-01-05', to: '2027-01-05' })).toBe(1);
    expect(daysInRange({ from: '2027-01-05', to: '2027-01-04' })).toBe(0);
  });

  it('refuse a backwards or too long range with a sentence', () => {
    const backwards = holidayListQuery.safeParse({ from: '2027-02-01', to: '2027-01-31' });
    expect(backwards.error?.issues[0]?.message).toBe(HOLIDAY_RANGE_BACKWARDS);
    const long = holidayListQuery.safeParse({ from: '2027-01-01', to: '2028-01-02' });
    expect(long.error?.issues[0]?.message).toBe(HOLIDAY_RANGE_TOO_LONG);
    expect(holidayListQuery.safeParse({ from: '2027-01-01', to: '2028-01-01' }).success).toBe(
      HOLIDAY_RANGE_MAX_DAYS === 366,
    );
    expect(holidayListQuery.safeParse({ from: '2027-02-30' }).success).toBe(false);
  });
});
