/** Pure display rules of docs/product/constants-and-limits.md#display-formats, shared by the web app, e-mails and invoices. */
import { type Language, LOCALES } from './language.ts';

/**
 * Intl formatters are costly to build (tens of milliseconds each on a cheap phone, more for a
 * locale whose data is not loaded yet), so each is built on first use, for the language asked.
 */
function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
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
      maximumFractionDigits: 2,
      minimumFractionDigits: 0,
    }),
);
const numbers = perLanguage((language) => new Intl.NumberFormat(LOCALES[language]));
const rupeesToThePaisa = perLanguage(
  (language) =>
    new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** The product's language for any language tag ('ta', 'ta-IN'); anything else reads as English. */
export function languageOf(tag: string): Language {
  return tag.toLowerCase().startsWith('ta') ? 'ta' : 'en';
}

/** The Intl locale a language formats with: 'ta-IN' for Tamil, else 'en-IN'. */
export function localeOf(language: string): string {
  return LOCALES[languageOf(language)];
}

/** Paise as rupees the way staff and mails read them: '₹1,499', or '₹1,499.50' when there are paise. */
export function formatPaise(paise: number, language = 'en'): string {
  return paise % 100 ? formatPaiseExact(paise, language) : formatInr(paise / 100, languageOf(language));
}

/** Paise as rupees always to the paisa ('₹1,19,900.00'): sums that add and subtract refunds. */
export function formatPaiseExact(paise: number, language = 'en'): string {
  return rupeesToThePaisa(languageOf(language)).format(paise / 100);
}

const INDIA = 'Asia/Kolkata';
/** The ways a date is shown: in India's time, except `localDateTime` (the reader's) and `day` (a calendar day). */
const DATE_STYLES = {
  /** '20 Mar 2026, 3:35 pm' */
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: INDIA },
  /** The same in the reader's own time zone. */
  localDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** '20/3/2026' */
  numericDate: { timeZone: INDIA },
  /** '20/3/2026, 3:35:07 pm' */
  numericDateTime: {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    timeZone: INDIA,
  },
  /** '20 March 2026' */
  fullDate: { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA },
  /** '20 March 2026, 3:35 pm' */
  fullDateTime: {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INDIA,
  },
  /** A calendar day ('2026-03-20') as '20 Mar'. */
  day: { day: 'numeric', month: 'short', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (a Date, an ISO instant or a 'YYYY-MM-DD' day) in one of the product's styles and a language. */
export function formatDate(value: Date | string, language: string, style: DateStyle): string {
  const lang = languageOf(language);
  const key = `${lang} ${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], DATE_STYLES[style]);
    dateFormats.set(key, format);
  }
  const date =
    typeof value !== 'string'
      ? value
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return format.format(date);
}

/** '₹1,24,999' (Indian digit grouping, rupee sign), in either language. */
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
