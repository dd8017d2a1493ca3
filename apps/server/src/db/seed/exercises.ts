import type { ExerciseInput, Verdict } from '@kalvi/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { exerciseColumns, writeTests } from '../exercise-rows.ts';
import * as schema from '../schema.ts';
import type { Tx } from './util.ts';

/**
 * Seeds coding exercises (docs/decisions/171-coding-exercises.md): published practice problems,
 * exercise lessons appended to named courses, and the demo learner's history (the first problems
 * solved, the next one failed). Deterministic for the same data and `now`.
 */
export interface ExerciseSeedData {
  practice: (ExerciseInput & { slug: string })[];
  courses: { courseTitle: string; sectionTitle?: string; exercises: ExerciseInput[] }[];
}

export interface ExerciseSeedDemo {
  userId: string;
  now: Date;
}

const MINUTE_MS = 60_000;

async function insertExercise(tx: Tx, input: ExerciseInput, home: { slug: string } | { lessonId: string }) {
  const [row] = await tx
    .insert(schema.exercises)
    .values({ ...exerciseColumns(input), published: true, ...home })
    .returning({ id: schema.exercises.id });
  if (!row) throw new Error('exercise insert returned nothing');
  await writeTests(tx, row.id, input.tests);
  return row.id;
}

/** The course's named section, or its last one. */
async function sectionOf(tx: Tx, courseId: string, title: string | undefined) {
  const [section] = await tx
    .select({ id: schema.courseSections.id })
    .from(schema.courseSections)
    .where(
      title
        ? and(eq(schema.courseSections.courseId, courseId), eq(schema.courseSections.title, title))
        : eq(schema.courseSections.courseId, courseId),
    )
    .orderBy(desc(schema.courseSections.position))
    .limit(1);
  return section;
}

async function insertLessonExercises(tx: Tx, course: ExerciseSeedData['courses'][number]) {
  const [row] = await tx
    .select({ id: schema.courses.id })
    .from(schema.courses)
    .where(eq(schema.courses.title, course.courseTitle));
  if (!row) throw new Error(`exercise seed: no course titled ${course.courseTitle}`);
  const section = await sectionOf(tx, row.id, course.sectionTitle);
  if (!section) throw new Error(`exercise seed: no section for ${course.courseTitle}`);
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${schema.lessons.position}), 0)::int` })
    .from(schema.lessons)
    .where(eq(schema.lessons.courseId, row.id));
  let position = last?.n ?? 0;
  for (const exercise of course.exercises) {
    position += 1;
    const [lesson] = await tx
      .insert(schema.lessons)
      .values({
        courseId: row.id,
        sectionId: section.id,
        position,
        kind: 'exercise',
        title: exercise.title.en,
        durationMinutes: 20,
        body: exercise.title.ta,
      })
      .returning({ id: schema.lessons.id });
    if (!lesson) throw new Error('lesson insert returned nothing');
    await insertExercise(tx, exercise, { lessonId: lesson.id });
  }
}

/** A judged submit as the seed records it: every test with the one verdict given. */
function history(exercise: ExerciseInput, code: string, verdict: Verdict, at: Date) {
  const results = exercise.tests.map((t, index) => ({
    index,
    sample: t.sample,
    verdict,
    timeMs: 12,
    input: t.sample ? t.input : null,
    expected: t.sample ? t.expected : null,
    actual: t.sample ? (verdict === 'accepted' ? t.expected : '') : null,
    stderr: t.sample ? '' : null,
    errorLine: null,
  }));
  return {
    kind: 'submit' as const,
    language: exercise.language,
    code,
    status: 'done' as const,
    verdict,
    passed: verdict === 'accepted' ? results.length : 0,
    total: results.length,
    results,
    failedTest: verdict === 'accepted' ? null : 0,
    attempts: 1,
    createdAt: at,
    judgedAt: new Date(at.getTime() + 2_000),
  };
}

export async function seedExercises(tx: Tx, data: ExerciseSeedData, demo?: ExerciseSeedDemo): Promise<void> {
  const practiceIds: string[] = [];
  for (const p of data.practice) {
    const { slug, ...input } = p;
    practiceIds.push(await insertExercise(tx, input, { slug }));
  }
  for (const course of data.courses) await insertLessonExercises(tx, course);
  if (!demo || data.practice.length < 2) return;

  // The first third of the problems solved (at least one), the next one failed.
  const solved = Math.max(1, Math.floor(data.practice.length / 3));
  const base = demo.now.getTime() - 3 * 24 * 60 * MINUTE_MS;
  for (let i = 0; i <= solved && i < data.practice.length; i += 1) {
    const exercise = data.practice[i];
    const exerciseId = practiceIds[i];
    if (!exercise || !exerciseId) continue;
    const passed = i < solved;
    const code = passed ? exercise.referenceSolution : exercise.starterCode || '# not finished';
    await tx.insert(schema.exerciseSubmissions).values({
      ...history(exercise, code, passed ? 'accepted' : 'wrong_answer', new Date(base + i * 30 * MINUTE_MS)),
      exerciseId,
      userId: demo.userId,
    });
    await tx
      .update(schema.exercises)
      .set({
        attempts: sql`${schema.exercises.attempts} + 1`,
        accepted: sql`${schema.exercises.accepted} + ${passed ? 1 : 0}`,
        solvers: sql`${schema.exercises.solvers} + ${passed ? 1 : 0}`,
      })
      .where(eq(schema.exercises.id, exerciseId));
  }
}
