import { describe, expect, it } from 'vitest';
import { postAge } from './question-rules.ts';

describe('postAge', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('says now, then minutes, hours and days, rounding down', () => {
    expect(postAge(ago(30_000), now)).toEqual({ unit: 'now', count: 0 });
    expect(postAge(ago(59 * 60_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(postAge(ago(90 * 60_000), now)).toEqual({ unit: 'hours', count: 1 });
    expect(postAge(ago(49 * 3_600_000), now)).toEqual({ unit: 'days', count: 2 });
  });
  it('treats a time in the future as now', () => {
    expect(postAge(ago(-60_000), now)).toEqual({ unit: 'now', count: 0 });
  });
});
