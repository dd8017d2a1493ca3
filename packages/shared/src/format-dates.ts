/**
 * The formatters only some pages need (the console, the classroom, e-mails): a language's locale,
 * rupees from paise and dates. Apart from format.ts so a learner's first page (/courses) does not
 * download them (apps/web/scripts/check-bundle.mjs); both are exported from the package's index.
 */
import { formatInr, perLanguage } from './format.ts';
import { type Language, LOCALES } from './language.ts';

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
  return formatInr(paise / 100, languageOf(language));
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
