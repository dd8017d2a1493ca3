import type { Language } from '../language.ts';
import { accountsMessages } from './accounts.ts';
import { adminMessages } from './admin.ts';
import { admincoursesMessages } from './admincourses.ts';
import { adminopsMessages } from './adminops.ts';
import { authoringMessages } from './authoring.ts';
import { batchEnrolmentMessages } from './batch-enrolment.ts';
import { batchLiveMessages } from './batch-live.ts';
import { batchesMessages } from './batches.ts';
import { classroomMessages } from './classroom.ts';
import { commonMessages } from './common.ts';
import { couponsMessages } from './coupons.ts';
import { coursesMessages } from './courses.ts';
import { eventdeskMessages } from './eventdesk.ts';
import { exercisesMessages } from './exercises.ts';
import { holidaysMessages } from './holidays.ts';
import { notificationsMessages } from './notifications.ts';
import { paymentsMessages } from './payments.ts';
import { peopleMessages } from './people.ts';
import { productionMessages } from './production.ts';
import { questionsMessages } from './questions.ts';
import { securityMessages } from './security.ts';
import { settingsMessages } from './settings.ts';
import { validationMessages } from './validation.ts';
import { waitlistMessages } from './waitlist.ts';

/**
 * The server's bilingual catalogue (docs/decisions/110-languages.md). The server keeps throwing
 * and answering English sentences; on the way out, an answer to a Tamil request has each
 * `message` (and each per-field `errors[].message`) replaced by its Tamil from here.
 *
 * Adding a message: put `'English sentence': 'தமிழ் வாக்கியம்'` in the table of your area
 * (`<area>.ts` exporting `<area>Messages: Record<string, string>`), import it below and add it
 * to `TABLES`. The English key must be exactly the sentence the server answers.
 *
 * Variable parts: write `{name}` in the key and the value, e.g.
 *   'You are already enrolled in this {kind}!': 'நீங்கள் ஏற்கெனவே இந்த {kind}-இல் சேர்ந்துள்ளீர்கள்!'
 * Matching rules, in order:
 *  1. the whole sentence equals a key → its value;
 *  2. else the keys with placeholders are tried, the one with the most fixed text first; the
 *     sentence must start and end with the key's fixed text, and each `{name}` takes one or more
 *     characters up to the earliest place the next fixed text follows; each `{name}` in the
 *     value is replaced by what it took;
 *  3. a matched part that is itself a catalogue sentence is translated too (so
 *     'Payment failed: {message}' translates the gateway's sentence inside it), and a part that
 *     is a known word (course, event) goes through `wordsMessages`' entries with the same key;
 *  4. no match → the English sentence unchanged (a test makes sure that never happens for a
 *     sentence written in the server's source).
 * A placeholder name is letters, digits and underscores; a key may hold several.
 */
const TABLES: Record<string, string>[] = [
  batchEnrolmentMessages,
  waitlistMessages,
  commonMessages,
  couponsMessages,
  accountsMessages,
  coursesMessages,
  paymentsMessages,
  validationMessages,
  securityMessages,
  productionMessages,
  adminMessages,
  adminopsMessages,
  eventdeskMessages,
  admincoursesMessages,
  classroomMessages,
  authoringMessages,
  peopleMessages,
  settingsMessages,
  exercisesMessages,
  questionsMessages,
  notificationsMessages,
  batchesMessages,
  holidaysMessages,
  batchLiveMessages,
];

export const catalogue: ReadonlyMap<string, string> = new Map(
  TABLES.flatMap((table) => Object.entries(table)),
);

const PLACEHOLDER = /\{(\w+)\}/g;

interface Pattern {
  /** The fixed text around the placeholders: one more part than there are names. */
  parts: string[];
  names: string[];
  tamil: string;
  fixed: number;
}

let patterns: Pattern[] | undefined;

function compile(): Pattern[] {
  const list: Pattern[] = [];
  for (const [english, tamil] of catalogue) {
    const pieces = english.split(PLACEHOLDER);
    if (pieces.length === 1) continue;
    const parts = pieces.filter((_, i) => i % 2 === 0);
    const names = pieces.filter((_, i) => i % 2 === 1);
    list.push({ parts, names, tamil, fixed: parts.join('').length });
  }
  return list.sort((a, b) => b.fixed - a.fixed);
}

/**
 * The values of a sentence's placeholders, or null when it does not fit. No regular expression:
 * each fixed part is found with indexOf, the earliest place that leaves a non-empty value, so
 * the work stays linear whatever the sentence (docs/decisions/100).
 */
function fit(sentence: string, { parts }: Pattern): string[] | null {
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  if (!sentence.startsWith(first) || !sentence.endsWith(last)) return null;
  const end = sentence.length - last.length;
  const values: string[] = [];
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    const found = sentence.indexOf(part, at + 1);
    if (found < 0 || found + part.length > end) return null;
    values.push(sentence.slice(at, found));
    at = found + part.length;
  }
  if (end - at < 1) return null;
  values.push(sentence.slice(at, end));
  return values;
}

/** The Tamil of one English sentence, or the sentence itself when the catalogue has none. */
export function translateMessage(english: string, language: Language): string {
  if (language === 'en' || !english) return english;
  return tamilOf(english, 0) ?? english;
}

/** Whether a sentence has Tamil in the catalogue (exactly or through a placeholder key). */
export function hasTamil(english: string): boolean {
  return tamilOf(english, 0) !== undefined;
}

function tamilOf(english: string, depth: number): string | undefined {
  const exact = catalogue.get(english);
  if (exact !== undefined) return exact;
  // A long sentence cannot be a catalogue entry: do not run patterns over arbitrary input.
  if (english.length > 500 || depth > 2) return undefined;
  patterns ??= compile();
  for (const pattern of patterns) {
    const found = fit(english, pattern);
    if (!found) continue;
    const values = new Map(pattern.names.map((name, i) => [name, found[i] ?? '']));
    return pattern.tamil.replace(PLACEHOLDER, (_, name: string) => {
      const value = values.get(name) ?? '';
      return tamilOf(value, depth + 1) ?? value;
    });
  }
  return undefined;
}
