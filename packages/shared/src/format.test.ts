import { describe, expect, it } from 'vitest';
import { formatInr } from './format.ts';
import { formatDate, formatPaise, formatPaiseExact, languageOf, localeOf } from './format-dates.ts';

describe('the one formatter module', () => {
  it('maps a language tag to its language and locale', () => {
    expect(languageOf('ta')).toBe('ta');
    expect(languageOf('ta-IN')).toBe('ta');
    expect(languageOf('en-US')).toBe('en');
    expect(localeOf('ta')).toBe('ta-IN');
    expect(localeOf('en')).toBe('en-IN');
    expect(localeOf('fr')).toBe('en-IN');
  });

  it('writes paise as rupees, with the paise only when there are some', () => {
    expect(formatPaise(149_900)).toBe('₹1,499');
    expect(formatPaise(149_950)).toBe('₹1,499.50');
    expect(formatPaise(12_499_900, 'ta')).toBe('₹1,24,999');
    expect(formatPaiseExact(11_990_000)).toBe('₹1,19,900.00');
    expect(formatPaiseExact(-50)).toBe('-₹0.50');
    expect(formatInr(124_999, 'ta')).toBe('₹1,24,999');
    // A 10% coupon on ₹999: the pay button and the order history read ₹899.10, not ₹899.1.
    expect(formatInr(899.1)).toBe('₹899.10');
    expect(formatInr(899.1, 'ta')).toBe('₹899.10');
    expect(formatInr(1499.999)).toBe('₹1,500');
  });

  it('writes dates in India time in each style', () => {
    const instant = '2026-03-20T10:05:07Z';
    expect(formatDate(instant, 'en', 'numericDate')).toBe('20/3/2026');
    expect(formatDate(instant, 'en', 'numericDateTime')).toBe('20/3/2026, 3:35:07 pm');
    expect(formatDate(instant, 'en', 'dateTime')).toBe('20 Mar 2026, 3:35 pm');
    expect(formatDate(new Date(instant), 'en', 'fullDate')).toBe('20 March 2026');
    expect(formatDate(instant, 'en', 'fullDateTime')).toBe('20 March 2026 at 3:35 pm');
    expect(formatDate('2026-03-20', 'en', 'day')).toBe('20 Mar');
    expect(formatDate('2026-03-20', 'ta', 'day')).toBe(
      new Date('2026-03-20T00:00:00Z').toLocaleDateString('ta-IN', {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
    );
  });

  it('gives the same text as a formatter built on the spot, in both languages', () => {
    const date = new Date('2026-11-27T18:30:00Z');
    for (const language of ['en', 'ta']) {
      const locale = language === 'ta' ? 'ta-IN' : 'en-IN';
      expect(formatDate(date, language, 'numericDateTime')).toBe(
        date.toLocaleString(locale, { timeZone: 'Asia/Kolkata' }),
      );
      expect(formatDate(date, language, 'numericDate')).toBe(
        date.toLocaleDateString(locale, { timeZone: 'Asia/Kolkata' }),
      );
    }
  });
});
