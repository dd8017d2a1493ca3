import { z } from 'zod';
import { dataAnswer, messageDataAnswer, pageAnswer } from '../envelopes.ts';
import {
  DIFFICULTIES,
  exerciseInputSchema,
  exerciseLimitsSchema,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  VERDICTS,
} from '../exercises.ts';
import { pageQuery } from '../pagination.ts';

/**
 * The console's side of coding exercises (docs/decisions/172-exercise-queue-and-access.md): the
 * whole exercise with its hidden tests and reference solution, the publish check, statistics and
 * learners' submissions. Only the console imports these.
 */

export const adminExerciseSchema = exerciseInputSchema.extend({
  id: z.string(),
  lessonId: z.string().nullable(),
  slug: z.string().nullable(),
  limits: exerciseLimitsSchema,
  published: z.boolean(),
  updatedAt: z.string(),
});
export type AdminExercise = z.infer<typeof adminExerciseSchema>;
export const adminExerciseAnswerSchema = dataAnswer(adminExerciseSchema);
export const adminExerciseSavedSchema = messageDataAnswer(adminExerciseSchema);

/** A practice problem's address: lowercase words joined by dashes. */
export const practiceSlugSchema = z
  .string({ error: 'Give the problem a short address' })
  .trim()
  .min(2, 'Give the problem a short address')
  .max(80, 'The address must be at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes in the address');

export const practiceInputSchema = exerciseInputSchema.extend({ slug: practiceSlugSchema });
export type PracticeInput = z.infer<typeof practiceInputSchema>;

export const publishInputSchema = z.object({ published: z.boolean({ error: 'Say publish or unpublish' }) });

export const adminPracticeQuery = pageQuery(20);
export const adminPracticeItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  language: z.string(),
  topic: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  published: z.boolean(),
  attempts: z.number().int(),
  solvers: z.number().int(),
  acceptanceRate: z.number(),
  updatedAt: z.string(),
});
export const adminPracticePageSchema = pageAnswer(adminPracticeItemSchema);

/** One program of the publish check run on every test, hidden ones included (staff see them all). */
export const checkRunSchema = z.object({
  verdict: z.enum(VERDICTS),
  tests: z.array(
    z.object({
      index: z.number().int(),
      sample: z.boolean(),
      verdict: z.enum(VERDICTS),
      timeMs: z.number().int(),
      actual: z.string(),
      stderr: z.string(),
    }),
  ),
});
export const exerciseCheckSchema = z.object({
  reference: checkRunSchema,
  starter: checkRunSchema,
  /** The reference passes every test and the starter code fails at least one. */
  publishable: z.boolean(),
});
export type ExerciseCheck = z.infer<typeof exerciseCheckSchema>;
export const exerciseCheckAnswerSchema = dataAnswer(exerciseCheckSchema);

export const exerciseStatsSchema = z.object({
  /** Judged submits (runs never count). */
  attempts: z.number().int(),
  accepted: z.number().int(),
  solvers: z.number().int(),
  acceptanceRate: z.number(),
  /** The test that most submits failed first, and how many did. */
  mostFailedTest: z
    .object({ index: z.number().int(), sample: z.boolean(), failures: z.number().int() })
    .nullable(),
});
export const exerciseStatsAnswerSchema = dataAnswer(exerciseStatsSchema);

export const adminSubmissionQuery = pageQuery(20);
export const adminSubmissionSchema = z.object({
  id: z.string(),
  kind: z.enum(SUBMISSION_KINDS),
  status: z.enum(SUBMISSION_STATUSES),
  verdict: z.enum(VERDICTS).nullable(),
  passed: z.number().int(),
  total: z.number().int(),
  code: z.string(),
  createdAt: z.string(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export const adminSubmissionPageSchema = pageAnswer(adminSubmissionSchema);

/** The languages the configured judge offers, for the console's language choice. */
export const judgeLanguageSchema = z.object({
  /** 'python', 'javascript', 'sql' or 'judge0:<id>'. */
  id: z.string(),
  name: z.string(),
  /** The editor's highlighting: 'python', 'javascript', 'sql', 'cpp', 'java' or 'plain'. */
  editor: z.string(),
});
export type JudgeLanguageOption = z.infer<typeof judgeLanguageSchema>;
export const judgeLanguagesAnswerSchema = dataAnswer(z.array(judgeLanguageSchema));
