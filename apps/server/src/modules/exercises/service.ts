import {
  EMBEDDED_LANGUAGES,
  type Language,
  makePagination,
  type RunInput,
  type Submission,
  translateMessage,
} from '@kalvi/shared';
import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exerciseDrafts, exerciseHintReveals, exerciseSubmissions } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound, unavailable } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { readPage } from '../../lib/paging.ts';
import type { Judging } from '../../plugins/judging.ts';
import { exerciseFor, exerciseForWriter } from './access.ts';
import { courseOwnerOf, type SubmissionRow } from './queries.ts';
import { assertRestartBudget, costsRestarts } from './restart-budget.ts';
import { exerciseView, revealedCount, revealedHints } from './view.ts';

/** The learner's side of coding exercises (docs/decisions/172-exercise-queue-and-access.md). */

export interface ExerciseDeps {
  db: Db;
  judging: Pick<Judging, 'judge' | 'inProcess' | 'wake'>;
}

export const JUDGE_UNAVAILABLE = 'The code judge is not available right now. Please try again later.';
export const STILL_JUDGING = 'Your previous run is still being judged. Please wait for its result.';
export const LANGUAGE_UNAVAILABLE = 'This language is not available on the judge';
export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const QUEUED = 'Your code is queued for judging';
export const DRAFT_SAVED = 'Draft saved';
export const HINT_REVEALED = 'Hint revealed';
export const ALL_HINTS = 'You have seen every hint';
export const NO_HINTS = 'This exercise has no hints';
export const SUBMISSIONS_PAGE_SIZE = 20;

export async function getExercise({ db }: DbDeps, userId: string | null, id: string, language: Language) {
  const { exercise } = await exerciseFor(db, userId, id);
  return exerciseView(db, exercise, userId, language);
}

export async function saveDraft(
  { db }: DbDeps,
  userId: string | null,
  id: string,
  code: string,
): Promise<void> {
  const { exercise, userId: me } = await exerciseForWriter(db, userId, id);
  const savedAt = new Date();
  await db
    .insert(exerciseDrafts)
    .values({ userId: me, exerciseId: exercise.id, code, savedAt })
    .onConflictDoUpdate({
      target: [exerciseDrafts.userId, exerciseDrafts.exerciseId],
      set: { code, savedAt },
    });
}

/** The judge must offer the exercise's language; with the judge in another process, the embedded ones. */
async function assertJudgeable(judging: ExerciseDeps['judging'], language: string): Promise<void> {
  if (!judging.judge) {
    if (judging.inProcess) throw unavailable(JUDGE_UNAVAILABLE);
    if (!(EMBEDDED_LANGUAGES as readonly string[]).includes(language)) throw badRequest(LANGUAGE_UNAVAILABLE);
    return;
  }
  const offered = await judging.judge.languages().catch(() => {
    throw unavailable(JUDGE_UNAVAILABLE);
  });
  if (!offered.some((l) => l.id === language)) throw badRequest(LANGUAGE_UNAVAILABLE);
}

/**
 * Queues a run or a submit. Refused, with nothing stored: signed out, not allowed to open the
 * exercise, no judge, a language the judge lacks, the account's restart budget spent
 * (restart-budget.ts), or another submission of this learner still in flight (the partial
 * unique index exercise_submissions_in_flight_key decides a race).
 */
export async function createSubmission(
  deps: ExerciseDeps,
  userId: string | null,
  id: string,
  input: RunInput,
  language: Language,
): Promise<Submission> {
  const { exercise, userId: me } = await exerciseForWriter(deps.db, userId, id);
  await assertJudgeable(deps.judging, exercise.language);
  if (costsRestarts(deps.judging.judge?.kind, exercise.language)) {
    await assertRestartBudget(deps.db, me, new Date());
  }
  const [row] = await deps.db
    .insert(exerciseSubmissions)
    .values({
      exerciseId: exercise.id,
      userId: me,
      kind: input.kind,
      language: exercise.language,
      code: input.code,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(STILL_JUDGING);
  deps.judging.wake();
  return toSubmission(row, language);
}

export function toSubmission(row: SubmissionRow, language: Language): Submission {
  return {
    id: row.id,
    exerciseId: row.exerciseId,
    kind: row.kind,
    status: row.status,
    language: row.language,
    code: row.code,
    verdict: row.verdict,
    passed: row.passed,
    total: row.total,
    results: row.results,
    createdAt: row.createdAt.toISOString(),
    judgedAt: row.judgedAt?.toISOString() ?? null,
    certificateId: row.certificateId,
    message: row.status === 'failed' && row.error ? translateMessage(row.error, language) : null,
  };
}

/**
 * One submission, polled while it is judged: one read by primary key for its owner; staff and
 * the course's instructor are looked up only when someone else asks.
 */
export async function getSubmission(
  { db }: DbDeps,
  userId: string,
  submissionId: string,
  language: Language,
): Promise<Submission> {
  const [row] = isUuid(submissionId)
    ? await db.select().from(exerciseSubmissions).where(eq(exerciseSubmissions.id, submissionId))
    : [];
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  if (row.userId !== userId && !(await courseOwnerOf(db, userId, row.exerciseId))) {
    throw notFound(SUBMISSION_NOT_FOUND);
  }
  return toSubmission(row, language);
}

/** The learner's own submissions of one exercise, newest first, without per-test results. */
export async function mySubmissions(
  { db }: DbDeps,
  userId: string | null,
  id: string,
  page: number,
  language: Language,
) {
  const { exercise, userId: me } = await exerciseForWriter(db, userId, id);
  const mine = and(eq(exerciseSubmissions.userId, me), eq(exerciseSubmissions.exerciseId, exercise.id));
  const { rows, total } = await readPage(
    db.select().from(exerciseSubmissions).where(mine).orderBy(desc(exerciseSubmissions.createdAt)),
    db.select({ n: count() }).from(exerciseSubmissions).where(mine),
    { page: page, limit: SUBMISSIONS_PAGE_SIZE },
  );
  return {
    data: rows.map((r) => {
      const { results: _results, ...summary } = toSubmission(r, language);
      return summary;
    }),
    pagination: makePagination(page, SUBMISSIONS_PAGE_SIZE, total),
  };
}

/** Reveals the next hint (up to the exercise's last) and answers every hint revealed. */
export async function revealHint(
  { db }: DbDeps,
  userId: string | null,
  id: string,
  language: Language,
): Promise<{ message: string; hints: string[] }> {
  const { exercise, userId: me } = await exerciseForWriter(db, userId, id);
  const total = exercise.hints.length;
  if (total === 0) throw conflict(NO_HINTS);
  const before = await revealedCount(db, me, exercise.id);
  if (before >= total) return { message: ALL_HINTS, hints: revealedHints(exercise, total, language) };
  const [row] = await db
    .insert(exerciseHintReveals)
    .values({ userId: me, exerciseId: exercise.id, revealed: 1 })
    .onConflictDoUpdate({
      target: [exerciseHintReveals.userId, exerciseHintReveals.exerciseId],
      set: { revealed: sql`least(${exerciseHintReveals.revealed} + 1, ${total})` },
    })
    .returning({ revealed: exerciseHintReveals.revealed });
  return { message: HINT_REVEALED, hints: revealedHints(exercise, row?.revealed ?? total, language) };
}

/** Exercises the learner has solved, lessons and practice alike (the learner index). */
export async function solvedCount({ db }: DbDeps, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(exerciseSubmissions.exerciseId) })
    .from(exerciseSubmissions)
    .where(
      and(
        eq(exerciseSubmissions.userId, userId),
        eq(exerciseSubmissions.kind, 'submit'),
        eq(exerciseSubmissions.verdict, 'accepted'),
      ),
    );
  return row?.n ?? 0;
}
