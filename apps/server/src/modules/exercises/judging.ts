import { overallVerdict, type Verdict } from '@kalvi/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exerciseSubmissions, exercises, lessons, type StoredTestResult } from '../../db/schema.ts';
import { type ClaimedSubmission, failSubmission, fenced, retryOrFail } from '../../jobs/exercise-queue.ts';
import { type Judge, type TestOutcome, UnknownLanguage } from '../../judge/types.ts';
import type { Tx } from '../../lib/tx.ts';
import { issueIfComplete } from '../classroom/certificates.ts';
import { lockEnrollment, markComplete } from '../classroom/queries.ts';
import { cut, hasSolved, type SubmissionRow, type TestRow, testsOf } from './queries.ts';

/**
 * Judging one claimed submission (docs/decisions/171-coding-exercises.md): a run judges the
 * sample tests, a submit every test; the result, the exercise's counters and, for a passing
 * submit of a lesson's exercise, the lesson's completion and the certificate are written in one
 * transaction, fenced by the claim (docs/decisions/172-exercise-queue-and-access.md).
 */
export interface JudgingDeps {
  db: Db;
  judge: Judge;
  now: () => Date;
  log: { error(obj: object, msg: string): void };
}

export const LANGUAGE_GONE = 'This language is not available on the judge';

export type JudgingOutcome =
  | { kind: 'done'; certificateId: string | null }
  | { kind: 'retry' | 'failed' | 'lost' };

function stored(test: TestRow, index: number, outcome: TestOutcome): StoredTestResult {
  return {
    index,
    sample: test.sample,
    verdict: outcome.verdict,
    timeMs: Math.max(0, Math.round(outcome.timeMs)),
    // A hidden test keeps its verdict and time only: its data never reaches a reader.
    input: test.sample ? cut(test.input) : null,
    expected: test.sample ? cut(test.expected) : null,
    actual: test.sample ? cut(outcome.stdout) : null,
    stderr: test.sample ? cut(outcome.stderr) : null,
    errorLine: test.sample ? outcome.errorLine : null,
  };
}

/** Counters of judged submits on the exercise row; runs never count. */
async function count(tx: Tx, row: SubmissionRow, verdict: Verdict): Promise<void> {
  const accepted = verdict === 'accepted';
  const firstSolve = accepted && !(await hasSolved(tx, row.userId, row.exerciseId));
  await tx
    .update(exercises)
    .set({
      attempts: sql`${exercises.attempts} + 1`,
      accepted: sql`${exercises.accepted} + ${accepted ? 1 : 0}`,
      solvers: sql`${exercises.solvers} + ${firstSolve ? 1 : 0}`,
    })
    .where(eq(exercises.id, row.exerciseId));
}

/** A passing submit of a lesson's exercise completes the lesson, as a passed quiz does. */
async function complete(tx: Tx, row: SubmissionRow, lessonId: string | null): Promise<string | null> {
  if (!lessonId) return null;
  const [lesson] = await tx
    .select({ id: lessons.id, courseId: lessons.courseId })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson || !(await lockEnrollment(tx, row.userId, lesson.courseId))) return null;
  await markComplete(tx, row.userId, lesson);
  return (await issueIfComplete(tx, row.userId, lesson.courseId))?.id ?? null;
}

export async function judgeSubmission(deps: JudgingDeps, claim: ClaimedSubmission): Promise<JudgingOutcome> {
  const { db } = deps;
  const [row] = await db.select().from(exerciseSubmissions).where(eq(exerciseSubmissions.id, claim.id));
  const [exercise] = row ? await db.select().from(exercises).where(eq(exercises.id, row.exerciseId)) : [];
  if (!row || !exercise) return { kind: 'lost' };
  const all = await testsOf(db, exercise.id);
  const tests = row.kind === 'run' ? all.filter((t) => t.sample) : all;
  let outcomes: TestOutcome[];
  try {
    outcomes = await deps.judge.judge({
      language: row.language,
      source: row.code,
      tests: tests.map((t) => ({ input: t.input, expected: t.expected })),
      limits: { timeMs: exercise.timeMs, memoryMb: exercise.memoryMb, outputKb: exercise.outputKb },
    });
    if (outcomes.length !== tests.length) throw new Error('the judge answered a different number of tests');
  } catch (err) {
    if (err instanceof UnknownLanguage) {
      await failSubmission(db, claim, LANGUAGE_GONE, deps.now());
      return { kind: 'failed' };
    }
    deps.log.error({ err, submission: claim.id, attempts: claim.attempts }, 'judge fault');
    return { kind: await retryOrFail(db, claim, deps.now()) };
  }
  const results = tests.map((t, i) => stored(t, i, outcomes[i] as TestOutcome));
  const verdict = overallVerdict(results.map((r) => r.verdict));
  const failed = results.find((r) => r.verdict !== 'accepted');
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ id: exerciseSubmissions.id })
      .from(exerciseSubmissions)
      .where(fenced(claim))
      .for('update');
    // The lease lapsed and another judge took it over: that one records the result.
    if (!mine) return { kind: 'lost' as const };
    if (row.kind === 'submit') await count(tx, row, verdict);
    const certificateId =
      row.kind === 'submit' && verdict === 'accepted' ? await complete(tx, row, exercise.lessonId) : null;
    await tx
      .update(exerciseSubmissions)
      .set({
        status: 'done',
        verdict,
        passed: results.filter((r) => r.verdict === 'accepted').length,
        total: results.length,
        results,
        failedTest: failed?.index ?? null,
        certificateId,
        lockedUntil: null,
        judgedAt: deps.now(),
      })
      .where(and(eq(exerciseSubmissions.id, claim.id)));
    return { kind: 'done' as const, certificateId };
  });
}
