import { describe, expect, it } from 'vitest';
import { batchScheduleLabel, weekdayNames } from './batch-schedule.ts';

describe('a batch timetable as a course page writes it', () => {
  const batch = {
    weekdays: [5, 1, 3],
    firstSessionAt: '2026-12-28T13:30:00Z',
    durationMinutes: 90,
    timeZone: 'Asia/Kolkata',
  };

  it('writes days and times on the batch’s clock, with its zone', () => {
    // ICU keeps 'pm' on its line with a narrow no-break space.
    expect(batchScheduleLabel(batch, 'en').replace(/\s/gu, ' ')).toBe('Mon, Wed, Fri · 7:00–8:30 pm IST');
  });

  it('writes Tamil weekday names for a Tamil reader', () => {
    expect(weekdayNames([1], 'ta')).toBe(
      new Intl.DateTimeFormat('ta-IN', { weekday: 'short' }).format(new Date(2024, 0, 1)),
    );
    expect(batchScheduleLabel(batch, 'ta')).toContain('IST');
  });
});
