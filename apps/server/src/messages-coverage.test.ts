import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue, hasTamil } from '@kalvi/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every English sentence the server can answer has Tamil in the catalogue
 * (docs/decisions/110-languages.md). The sentences are collected from the source, not from the
 * tests, so a new refusal fails here the moment it is written without its Tamil: every string
 * literal that reads like a sentence (a capital letter, then words) in the server's code and
 * in the shared schemas counts, unless its file or its position says it is not for a learner.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = join(here, '../../../packages/shared/src');

/** Not answered to a learner: start-up checks, data, logs, documents in English only, mail texts (tested apart). */
const SKIPPED_SERVER = [
  /^config\.ts$/,
  /^db\//,
  /^feeds\//,
  /^fuzz\//,
  /^test\//,
  /^mail\//,
  /^payments\/razorpay\.ts$/,
  // The simulated gateway answers in Razorpay's own words, as the provider would.
  /^payments\/simulated-gateway\.ts$/,
  // Admin-side and waitlist e-mails that carry both languages inline, chosen by the learner's language.
  /^modules\/(orders|events|event-waitlists|batches)\/mail\.ts$/,
  // The unsubscribe pages and the answered mail, written in both languages inline the same way.
  /^modules\/notifications\/texts\.ts$/,
  // The WhatsApp adapter speaks to the Cloud API; its errors go to the logs, never to a learner.
  /^whatsapp\//,
  /^plugins\/(metrics|openapi|logging|request-log|readiness)\.ts$/,
  /^modules\/auth\/(mail|account-exists-mail|throttle-messages)\.ts$/,
  /^modules\/invoices\/pdf\.ts$/,
  // The certificate carries both languages inline, the learner's first (docs/decisions/183).
  /^modules\/classroom\/certificate-(pdf|text)\.ts$/,
  // The operator's command line (npm run user:role) speaks to the server's operator, not a learner.
  /^modules\/roles\/role-cli\.ts$/,
  // The judge's notes join a program's stderr beside the engines' own English tracebacks, and its
  // faults are internal errors the exercises module answers in the learner's language.
  /^judge\//,
  // The job registry's refusal is a programming fault (a kind no module registered), thrown at
  // start or into the worker's log; a request meeting it answers the generic internal error.
  /^jobs\/registry\.ts$/,
  // Test fixtures shared by a module's split suites (its admin side's in admin-fixture.ts): test data, never answered to a learner.
  /^(modules\/[a-z-]+|jobs)\/([a-z]+-)?fixtures?\.ts$/,
];
/** The shared files whose sentences the server answers: the schemas' messages and the rules' refusals. */
const SHARED_FILES = [
  'admin-ops/events.ts',
  'advisor.ts',
  'auth.ts',
  'course-rules.ts',
  'courses.ts',
  'event-rules.ts',
  'events.ts',
  'feeds.ts',
  'pagination.ts',
  'payments.ts',
  'reviews.ts',
  'refund-requests.ts',
  'admin/people.ts',
  'exercises.ts',
  'admin/exercises.ts',
  'questions.ts',
  'notifications.ts',
  'coupon-rules.ts',
  'referral-rules.ts',
  'waitlist-rules.ts',
  'gst.ts',
  'batches.ts',
];
/** A literal right after these is a log line, an internal error or API documentation. */
const NOT_FOR_LEARNERS =
  /(?:summary|description|describe|\.(?:info|warn|error|debug|fatal)|new Error|new MailDeliveryError|Error)\s*[:(]\s*$/;
/** Sentence-like literals that are names or data, never an answer. */
const NOT_MESSAGES = new Set([
  'My learning',
  'Research papers',
  'Practice problems',
  'All Levels',
  'Very Good',
  'All Topics',
  'Only N spots remaining!',
  'Showing X to Y of Z',
  'March 5, 2026',
  'Enroll for Free',
  'Data structures',
  'Machine learning',
  'Web development',
  'Database management',
  'Computer networks',
  'Operating systems',
  'Artificial intelligence',
  'REFUND NEEDED: a second payment arrived for an order already paid',
  'REFUND NEEDED: paid after the seat hold lapsed and the event is now full',
  'REFUND NEEDED: paid for something the learner already had',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

/** The sentences of a file, with `${...}` turned into a wildcard. */
function sentences(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(LITERAL)) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(['"`])/g, '$1');
    if (!/^[A-Z][a-z]*[ :'][\s\S]*[a-z]/.test(text) || text.includes('\n')) continue;
    if (NOT_FOR_LEARNERS.test(source.slice(Math.max(0, (match.index ?? 0) - 40), match.index))) continue;
    if (NOT_MESSAGES.has(text)) continue;
    found.push(text);
  }
  return found;
}

/** A sentence with each variable part as `{}`, neighbouring ones merged ('{}, {}' is '{}'). */
function skeleton(text: string, variable: RegExp): string {
  return text.replace(variable, '{}').replace(/\{\}(?:[\s,;:]*\{\})+/g, '{}');
}

const keySkeletons = [...catalogue.keys()].map((key) => skeleton(key, /\{\w+\}/g));

/**
 * Translated when the catalogue has it, or when a key says the same with placeholders where the
 * source has `${...}`; a key may go on after it (a sentence the code completes, like 'Please
 * try again in {minutes} minutes.').
 */
function translated(sentence: string): boolean {
  if (!sentence.includes('${') && hasTamil(sentence)) return true;
  const wanted = skeleton(sentence, /\$\{[^}]*\}+/g);
  return keySkeletons.some((key) => key.startsWith(wanted));
}

describe('every server message has Tamil', () => {
  const collected = [
    ...files(here)
      .filter((path) => !SKIPPED_SERVER.some((skip) => skip.test(relative(here, path))))
      .flatMap((path) => sentences(path).map((s) => ({ file: relative(here, path), s }))),
    ...SHARED_FILES.flatMap((name) =>
      sentences(join(sharedSrc, name)).map((s) => ({ file: `shared/${name}`, s })),
    ),
  ];

  it('finds the messages it checks (the scan itself works)', () => {
    const all = collected.map((c) => c.s);
    expect(all).toContain('Course not found');
    expect(all).toContain('Invalid or expired OTP');
    expect(all.length).toBeGreaterThan(100);
  });

  it('has a Tamil sentence for each', () => {
    const missing = collected.filter((c) => !translated(c.s)).map((c) => `${c.file}: ${c.s}`);
    expect(missing).toEqual([]);
  });
});
