import { z } from 'zod';
import { dataAnswer, messageDataAnswer, pageAnswer } from './envelopes.ts';
import { EMBEDDED_LANGUAGES } from './judge-languages.ts';

/**
 * Coding exercises: a lesson of kind 'exercise' in a course, or a free problem of the practice
 * set, written and run by a learner and judged on the server (docs/decisions/171-coding-exercises.md).
 *
 * Every exercise is a program that reads standard input and writes standard output, judged test
 * by test: the same model the embedded judge and Judge0 both speak. For SQL, a test's input is
 * the script that builds and fills the tables, and the output is the query's rows (see
 * `formatSqlRows`).
 */

/** A row of JUDGE_LANGUAGES, or 'judge0:<language id>' when a Judge0 server is configured. */
export const exerciseLanguageSchema = z
  .string()
  .regex(
    new RegExp(`^(${EMBEDDED_LANGUAGES.join('|')}|judge0:\\d{1,4})$`),
    'Choose a language the judge offers',
  );

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** One verdict per test; an exercise is solved when a submission has every test 'accepted'. */
export const VERDICTS = [
  'accepted',
  'wrong_answer',
  'time_limit',
  'memory_limit',
  'runtime_error',
  'compile_error',
  'output_limit',
] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Where a run or submission is: waiting in the queue, on a judge, judged, or lost to an internal fault. */
export const SUBMISSION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** 'run' judges the sample tests only and never counts; 'submit' judges every test. */
export const SUBMISSION_KINDS = ['run', 'submit'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const CODE_MAX_CHARS = 50_000;
export const TEST_TEXT_MAX_CHARS = 64_000;
export const TESTS_MAX = 30;
export const HINTS_MAX = 3;
/** What a learner is shown of stdout, stderr and actual output per test; the rest is cut. */
export const SHOWN_OUTPUT_MAX_CHARS = 2_000;

export const LIMITS = {
  timeMs: { min: 100, max: 10_000, default: 2_000 },
  memoryMb: { min: 16, max: 512, default: 128 },
  outputKb: { min: 1, max: 1_024, default: 64 },
} as const;

export const exerciseLimitsSchema = z.object({
  timeMs: z.number().int().min(LIMITS.timeMs.min).max(LIMITS.timeMs.max).default(LIMITS.timeMs.default),
  memoryMb: z
    .number()
    .int()
    .min(LIMITS.memoryMb.min)
    .max(LIMITS.memoryMb.max)
    .default(LIMITS.memoryMb.default),
  outputKb: z
    .number()
    .int()
    .min(LIMITS.outputKb.min)
    .max(LIMITS.outputKb.max)
    .default(LIMITS.outputKb.default),
});
export type ExerciseLimits = z.infer<typeof exerciseLimitsSchema>;

/** Text in both languages; a learner reads their language, or the other when it is empty. */
export const bilingualSchema = z.object({ en: z.string(), ta: z.string() });
export type Bilingual = z.infer<typeof bilingualSchema>;

/** The code a learner sends: not empty, not 1 MB, no NUL byte. */
export const codeSchema = z
  .string({ error: 'Write some code first' })
  .min(1, 'Write some code first')
  .max(CODE_MAX_CHARS, `The code must be at most ${CODE_MAX_CHARS} characters`)
  .refine((v) => !v.includes('\u0000'), 'The code holds a character that is not text');

// ---------------------------------------------------------------- what a learner sees

/** A sample test in full; a hidden one never leaves the server. */
export const sampleTestSchema = z.object({
  index: z.number().int(),
  input: z.string(),
  expected: z.string(),
});

export const exerciseViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown in the reader's language (or the other when it has none). */
  statement: z.string(),
  language: z.string(),
  /** The label a person reads: 'Python 3', 'JavaScript', 'SQL', 'C++ (GCC 9.2.0)'. */
  languageName: z.string(),
  starterCode: z.string(),
  samples: z.array(sampleTestSchema),
  hiddenTestCount: z.number().int(),
  limits: exerciseLimitsSchema,
  hintCount: z.number().int(),
  /** The hints this learner has revealed so far, in order, in their language. */
  hints: z.array(z.string()),
  /** The learner's saved draft (null before the first save, or signed out). */
  draft: z.object({ code: z.string(), savedAt: z.string() }).nullable(),
  solved: z.boolean(),
  /** Practice problems only: their place in the practice set. */
  practice: z
    .object({
      slug: z.string(),
      topic: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      acceptanceRate: z.number(),
    })
    .nullable(),
});
export type ExerciseView = z.infer<typeof exerciseViewSchema>;
export const exerciseAnswerSchema = dataAnswer(exerciseViewSchema);

export const testResultSchema = z.object({
  index: z.number().int(),
  sample: z.boolean(),
  verdict: z.enum(VERDICTS),
  timeMs: z.number().int(),
  /** Sample tests only: what went in, what was expected, what came out, each cut to SHOWN_OUTPUT_MAX_CHARS. */
  input: z.string().nullable(),
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  stderr: z.string().nullable(),
  /** Runtime and compile errors: the line of the learner's code, when the engine names one. */
  errorLine: z.number().int().nullable(),
});
export type TestResult = z.infer<typeof testResultSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  exerciseId: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  status: z.enum(SUBMISSION_STATUSES),
  language: z.string(),
  /** Empty once no longer kept: an old submit a later one superseded (docs/product/exercises-and-judge.md#keeping-submissions). */
  code: z.string(),
  /** The first verdict that is not 'accepted', or 'accepted'; null until judged. */
  verdict: z.enum(VERDICTS).nullable(),
  passed: z.number().int(),
  total: z.number().int(),
  results: z.array(testResultSchema),
  createdAt: z.string(),
  judgedAt: z.string().nullable(),
  /** Set when this submission completed the lesson and, with it, the course. */
  certificateId: z.string().nullable(),
  /** Why a 'failed' submission was not judged, in the reader's language; null otherwise. */
  message: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionAnswerSchema = dataAnswer(submissionSchema);
export const submissionCreatedAnswerSchema = messageDataAnswer(submissionSchema);

/** A line of the learner's own list: no results, the code to reopen. */
export const submissionSummarySchema = submissionSchema.omit({ results: true });
export const submissionPageAnswerSchema = pageAnswer(submissionSummarySchema);

export const runInputSchema = z.object({ code: codeSchema, kind: z.enum(SUBMISSION_KINDS) });
export type RunInput = z.infer<typeof runInputSchema>;
export const draftInputSchema = z.object({
  code: z.string().max(CODE_MAX_CHARS, `The code must be at most ${CODE_MAX_CHARS} characters`),
});
export const hintAnswerSchema = messageDataAnswer(z.object({ hints: z.array(z.string()) }));

// ---------------------------------------------------------------- the practice set

export const practiceListQuery = z.object({
  language: z.enum(EMBEDDED_LANGUAGES).optional(),
  topic: z.string().trim().max(40).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PracticeListQuery = z.infer<typeof practiceListQuery>;

export const practiceItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  language: z.string(),
  languageName: z.string(),
  topic: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  /** Accepted submissions of all submissions, 0..1, computed on the server; 0 before any. */
  acceptanceRate: z.number(),
  solvers: z.number().int(),
  /** False when signed out. */
  solvedByMe: z.boolean(),
});
export type PracticeItem = z.infer<typeof practiceItemSchema>;
export const practicePageAnswerSchema = pageAnswer(practiceItemSchema);
/** The topics of the published practice problems, for the filter. */
export const practiceTopicsAnswerSchema = dataAnswer(z.array(z.string()));
/** How many exercises (lessons and practice problems) the signed-in learner has solved, for the profile. */
export const solvedCountAnswerSchema = dataAnswer(z.object({ solved: z.number().int() }));
export const PRACTICE_PAGE_SIZE = 20;

// ---------------------------------------------------------------- staff authoring

export const exerciseTestInputSchema = z.object({
  input: z.string().max(TEST_TEXT_MAX_CHARS, 'A test is too long'),
  expected: z.string().max(TEST_TEXT_MAX_CHARS, 'A test is too long'),
  sample: z.boolean().default(false),
});

export const exerciseInputSchema = z.object({
  title: bilingualSchema,
  statement: bilingualSchema,
  language: exerciseLanguageSchema,
  starterCode: z.string().max(CODE_MAX_CHARS).default(''),
  referenceSolution: codeSchema,
  tests: z
    .array(exerciseTestInputSchema)
    .min(1, 'Add at least one test')
    .max(TESTS_MAX, `At most ${TESTS_MAX} tests`)
    .refine((tests) => tests.some((t) => t.sample), 'Mark at least one test as a sample'),
  hints: z.array(bilingualSchema).max(HINTS_MAX, `At most ${HINTS_MAX} hints`).default([]),
  limits: exerciseLimitsSchema.default({
    timeMs: LIMITS.timeMs.default,
    memoryMb: LIMITS.memoryMb.default,
    outputKb: LIMITS.outputKb.default,
  }),
  /** Practice problems only. */
  topic: z.string().trim().max(40).default(''),
  difficulty: z.enum(DIFFICULTIES).default('easy'),
});
export type ExerciseInput = z.infer<typeof exerciseInputSchema>;

// ---------------------------------------------------------------- judging rules both sides share

/** A line without its trailing spaces and tabs: a loop, as `/[ \t]+$/` backtracks on long runs of blanks. */
function withoutTrailingBlanks(line: string): string {
  let end = line.length;
  while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end -= 1;
  return line.slice(0, end);
}

/**
 * How an actual output is compared with the expected one: line by line, trailing spaces and
 * trailing empty lines ignored, Windows line ends read as Unix ones. Nothing else is forgiven.
 */
export function normaliseOutput(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map(withoutTrailingBlanks);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

export function outputsMatch(actual: string, expected: string): boolean {
  return normaliseOutput(actual) === normaliseOutput(expected);
}

/** The verdict of a whole submission: the first test that failed decides, else 'accepted'. */
export function overallVerdict(verdicts: readonly Verdict[]): Verdict {
  return verdicts.find((v) => v !== 'accepted') ?? 'accepted';
}

/**
 * A SQL query's rows as the judge prints them: one line per row, columns separated by `|`,
 * NULL as `NULL`, no header. Both the embedded judge and an author's expected output use this.
 * The embedded judge's cells are PostgreSQL's own text, as psql prints it (`t` for true,
 * `{1,2}` for an array, jsonb as `{"a": 1}`, dates as `2024-01-02`).
 */
export function formatSqlRows(rows: readonly (readonly unknown[])[]): string {
  return rows
    .map((row) => row.map((cell) => (cell === null || cell === undefined ? 'NULL' : String(cell))).join('|'))
    .join('\n');
}
