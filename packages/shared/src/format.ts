/** Pure display rules of docs/product/constants-and-limits.md#display-formats, shared by the web app, e-mails and invoices. */
import { type Language, LOCALES } from './language.ts';

/**
 * Intl formatters are costly to build (tens of milliseconds each on a cheap phone, more for a
 * locale whose data is not loaded yet), so each is built on first use, for the language asked.
 */
export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made: Partial<Record<Language, T>> = {};
  return (language) => {
    made[language] ??= make(language);
    return made[language];
  };
}
const rupees = perLanguage(
  (language) =>
    new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      // '₹1,499' for whole rupees, '₹899.10' (never '₹899.1') when there are paise. A browser
      // older than the option (Chrome 106, Safari 15.4) shows '₹1,499.00': right, if longer.
      trailingZeroDisplay: 'stripIfInteger',
    }),
);
const numbers = perLanguage((language) => new Intl.NumberFormat(LOCALES[language]));
/** '₹1,24,999' (Indian digit grouping, rupee sign), in either language; '₹899.10' when there are paise. */
export function formatInr(amountInRupees: number, language: Language = 'en'): string {
  return rupees(language).format(amountInRupees);
}

/** '1,23,456': a count with Indian digit grouping. */
export function formatNumber(value: number, language: Language = 'en'): string {
  return numbers(language).format(value);
}

/** round((original - price) / original * 100), or 0 when there is no discount. */
export function discountPercent(price: number, original: number | null | undefined): number {
  if (!original || original <= price) return 0;
  return Math.round(((original - price) / original) * 100);
}

/** 1000 or more shows as thousands with 'K+', otherwise the number with '+'. */
export function formatStat(value: number): string {
  if (value >= 1000) return `${Math.floor(value / 1000)}K+`;
  return `${value}+`;
}

const DURATION_UNITS = { en: ['h', 'm'], ta: [' மணி', ' நிமி'] } as const;

/** '12h 30m', '45m', '3h'; in Tamil '12 மணி 30 நிமி'. */
export function formatDuration(hours: number, minutes: number, language: Language = 'en'): string {
  const [h, m] = DURATION_UNITS[language];
  if (hours > 0 && minutes > 0) return `${hours}${h} ${minutes}${m}`;
  if (hours > 0) return `${hours}${h}`;
  return `${minutes}${m}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

let tamilRelative: Intl.RelativeTimeFormat | undefined;

/** Today, Yesterday, 'N days ago' up to 7, weeks under 30, months under 365, then the date. */
export function relativeDate(date: Date, now: Date = new Date(), language: Language = 'en'): string {
  const startOf = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  const days = Math.round((startOf(now) - startOf(date)) / DAY_MS);
  if (language === 'ta') return relativeTamil(date, Math.max(days, 0));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  if (days < 365) {
    const months = Math.floor(days / 30);
    return months === 1 ? '1 month ago' : `${months} months ago`;
  }
  return longDate(date);
}

/** Same steps as English, worded by Intl ('இன்று', 'நேற்று', '3 நாட்களுக்கு முன்'). */
function relativeTamil(date: Date, days: number): string {
  tamilRelative ??= new Intl.RelativeTimeFormat(LOCALES.ta, { numeric: 'auto' });
  if (days <= 7) return tamilRelative.format(-days, 'day');
  if (days < 30) return tamilRelative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return tamilRelative.format(-Math.floor(days / 30), 'month');
  return longDate(date, 'ta');
}

/** 'March 5, 2026'; in Tamil '5 மார்ச், 2026'. */
export function longDate(date: Date, language: Language = 'en'): string {
  return date.toLocaleDateString(language === 'ta' ? LOCALES.ta : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
