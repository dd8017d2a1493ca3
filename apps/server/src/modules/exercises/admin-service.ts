import { type ExerciseInput, makePagination, overallVerdict } from '@kalvi/shared';
import type { AdminExercise, ExerciseCheck, PracticeInput } from '@kalvi/shared/admin';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { exerciseColumns, writeTests } from '../../db/exercise-rows.ts';
import { exercises, lessons } from '../../db/schema.ts';
import type { Judge } from '../../judge/types.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, forbidden, notFound, unavailable } from '../../lib/errors.ts';
import { assertOwnsCourse } from '../../lib/ownership.ts';
import { type PageRequest, readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { lessonOf } from '../classroom/admin-queries.ts';
import { acceptanceRate, EXERCISE_NOT_FOUND, type ExerciseRow, exerciseById, testsOf } from './queries.ts';
import { JUDGE_UNAVAILABLE } from './service.ts';

/**
 * Authoring exercises in the console (docs/decisions/172-exercise-queue-and-access.md). A lesson's
 * exercise belongs to its course (an instructor their own); practice problems to the office.
 * Saving puts an exercise back to draft: it is published again only after the check passes.
 */
export const EXERCISE_SAVED = 'Exercise saved. Check it and publish it again.';
export const PUBLISHED = 'Exercise published';
export const UNPUBLISHED = 'Exercise unpublished';
export const NOT_AN_EXERCISE_LESSON = 'This lesson is not an exercise';
export const NO_EXERCISE_YET = 'This lesson has no exercise yet';
export const SLUG_TAKEN = 'Another practice problem has this address';
export const PRACTICE_STAFF_ONLY = 'Practice problems are managed by the academy’s staff';
export const PUBLISH_REFUSED =
  'Publish is refused until the reference solution passes every test and the starter code fails at least one';

export async function toAdminExercise(tx: Tx, row: ExerciseRow): Promise<AdminExercise> {
  const tests = await testsOf(tx, row.id);
  return {
    id: row.id,
    lessonId: row.lessonId,
    slug: row.slug,
    title: { en: row.titleEn, ta: row.titleTa },
    statement: { en: row.statementEn, ta: row.statementTa },
    language: row.language,
    starterCode: row.starterCode,
    referenceSolution: row.referenceSolution,
    tests: tests.map((t) => ({ input: t.input, expected: t.expected, sample: t.sample })),
    hints: row.hints,
    limits: { timeMs: row.timeMs, memoryMb: row.memoryMb, outputKb: row.outputKb },
    topic: row.topic,
    difficulty: row.difficulty,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 404 unknown, 403 when the actor may not author it (another instructor's course, or practice). */
export async function authorable(tx: Tx, actor: AdminActor, id: string): Promise<ExerciseRow> {
  const row = await exerciseById(tx, id);
  if (row.lessonId) {
    const [lesson] = await tx
      .select({ courseId: lessons.courseId })
      .from(lessons)
      .where(eq(lessons.id, row.lessonId));
    if (!lesson) throw notFound(EXERCISE_NOT_FOUND);
    await assertOwnsCourse(tx, actor, lesson.courseId);
  } else if (actor.role === 'instructor') {
    throw forbidden(PRACTICE_STAFF_ONLY);
  }
  return row;
}

/** An exercise or practice problem as its author edits it: hidden tests and reference solution. */
export async function adminExercise({ db }: DbDeps, actor: AdminActor, id: string): Promise<AdminExercise> {
  return toAdminExercise(db, await authorable(db, actor, id));
}

async function exerciseLesson(tx: Tx, courseId: string, lessonId: string) {
  const lesson = await lessonOf(tx, courseId, lessonId);
  if (lesson.kind !== 'exercise') throw conflict(NOT_AN_EXERCISE_LESSON);
  return lesson;
}

export async function lessonExercise(
  { db }: DbDeps,
  actor: AdminActor,
  courseId: string,
  lessonId: string,
): Promise<AdminExercise> {
  await assertOwnsCourse(db, actor, courseId);
  const lesson = await exerciseLesson(db, courseId, lessonId);
  const [row] = await db.select().from(exercises).where(eq(exercises.lessonId, lesson.id));
  if (!row) throw notFound(NO_EXERCISE_YET);
  return toAdminExercise(db, row);
}

/**
 * Writes an exercise over `before` (or a new one) with its tests, and audits it as
 * `<kind>.update` or `<kind>.create`: a lesson's exercise and a practice problem save alike.
 */
async function writeExercise(
  tx: Tx,
  actor: AdminActor,
  kind: 'exercise' | 'practice',
  before: ExerciseRow | null,
  values: typeof exercises.$inferInsert,
  tests: ExerciseInput['tests'],
): Promise<AdminExercise> {
  const [row] = before
    ? await tx.update(exercises).set(values).where(eq(exercises.id, before.id)).returning()
    : await tx.insert(exercises).values(values).returning();
  if (!row) throw new Error('exercise write returned nothing');
  await writeTests(tx, row.id, tests);
  const after = await toAdminExercise(tx, row);
  await writeAudit(tx, actor, {
    action: `${kind}.${before ? 'update' : 'create'}`,
    entityType: 'exercise',
    entityId: row.id,
    before,
    after,
  });
  return after;
}

/** Creates or replaces the exercise of an exercise lesson; the route has checked the course is the actor's. */
export async function saveLessonExercise(
  { db }: DbDeps,
  actor: AdminActor,
  courseId: string,
  lessonId: string,
  input: ExerciseInput,
): Promise<AdminExercise> {
  await assertOwnsCourse(db, actor, courseId);
  return db.transaction(async (tx) => {
    const lesson = await exerciseLesson(tx, courseId, lessonId);
    const [before] = await tx.select().from(exercises).where(eq(exercises.lessonId, lesson.id)).for('update');
    const values = { ...exerciseColumns(input), lessonId: lesson.id, published: false };
    return writeExercise(tx, actor, 'exercise', before ?? null, values, input.tests);
  });
}

const slugTaken = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  String((err as { message?: unknown }).message).includes('exercises_slug_key');

/** Creates (id null) or replaces a practice problem; a taken address is 409. */
export async function savePractice(
  { db }: DbDeps,
  actor: AdminActor,
  id: string | null,
  input: PracticeInput,
): Promise<AdminExercise> {
  const [clash] = await db.select({ id: exercises.id }).from(exercises).where(eq(exercises.slug, input.slug));
  if (clash && clash.id !== id) throw conflict(SLUG_TAKEN);
  try {
    return await db.transaction(async (tx) => {
      const before = id ? await authorable(tx, actor, id) : null;
      if (before && !before.slug) throw notFound(EXERCISE_NOT_FOUND);
      const values = { ...exerciseColumns(input), slug: input.slug, published: false };
      return writeExercise(tx, actor, 'practice', before, values, input.tests);
    });
  } catch (err) {
    if (slugTaken(err)) throw conflict(SLUG_TAKEN);
    throw err;
  }
}

export async function practiceAdminPage({ db }: DbDeps, { page, limit }: PageRequest) {
  const where = and(isNotNull(exercises.slug), isNull(exercises.lessonId));
  const { rows, total } = await readPage(
    db.select().from(exercises).where(where).orderBy(desc(exercises.updatedAt)),
    db.select({ n: count() }).from(exercises).where(where),
    { page, limit },
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      slug: r.slug ?? '',
      title: r.titleEn,
      language: r.language,
      topic: r.topic,
      difficulty: r.difficulty,
      published: r.published,
      attempts: r.attempts,
      solvers: r.solvers,
      acceptanceRate: acceptanceRate(r),
      updatedAt: r.updatedAt.toISOString(),
    })),
    pagination: makePagination(page, limit, total),
  };
}

/** Judges an exercise the actor may author (404 unknown, 403 not theirs); see judgeExercise. */
export async function checkExercise(
  { db }: DbDeps,
  judge: Judge | null,
  actor: AdminActor,
  id: string,
): Promise<ExerciseCheck> {
  return judgeExercise(judge, db, await authorable(db, actor, id));
}

/** Judges the reference solution and the starter code on every test, hidden ones included. */
async function judgeExercise(judge: Judge | null, db: Tx, row: ExerciseRow): Promise<ExerciseCheck> {
  if (!judge) throw unavailable(JUDGE_UNAVAILABLE);
  const tests = await testsOf(db, row.id);
  const request = (source: string) => ({
    language: row.language,
    source,
    tests: tests.map((t) => ({ input: t.input, expected: t.expected })),
    limits: { timeMs: row.timeMs, memoryMb: row.memoryMb, outputKb: row.outputKb },
  });
  const [reference, starter] = await Promise.all([
    judge.judge(request(row.referenceSolution)),
    judge.judge(request(row.starterCode)),
  ]).catch(() => {
    throw unavailable(JUDGE_UNAVAILABLE);
  });
  const run = (outcomes: typeof reference) => ({
    verdict: overallVerdict(outcomes.map((o) => o.verdict)),
    tests: outcomes.map((o, index) => ({
      index,
      sample: tests[index]?.sample ?? false,
      verdict: o.verdict,
      timeMs: Math.round(o.timeMs),
      actual: o.stdout.slice(0, 2_000),
      stderr: o.stderr.slice(0, 2_000),
    })),
  });
  const ref = run(reference);
  const start = run(starter);
  return {
    reference: ref,
    starter: start,
    publishable: ref.verdict === 'accepted' && start.verdict !== 'accepted',
  };
}

/** Publishing runs the check and is refused (409) unless it passes; unpublishing always works. */
export async function setPublished(
  { db }: DbDeps,
  judge: Judge | null,
  actor: AdminActor,
  id: string,
  published: boolean,
): Promise<AdminExercise> {
  const row = await authorable(db, actor, id);
  if (published && !(await judgeExercise(judge, db, row)).publishable) throw conflict(PUBLISH_REFUSED);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(exercises)
      .set({ published, updatedAt: new Date() })
      .where(eq(exercises.id, row.id))
      .returning();
    if (!after) throw notFound(EXERCISE_NOT_FOUND);
    await writeAudit(tx, actor, {
      action: published ? 'exercise.publish' : 'exercise.unpublish',
      entityType: 'exercise',
      entityId: row.id,
      before: { published: row.published },
      after: { published },
    });
    return toAdminExercise(tx, after);
  });
}
