import type { ExerciseInput } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { exerciseColumns, writeTests } from '../../db/exercise-rows.ts';
import { courseEnrollments, exercises, instructors, lessons } from '../../db/schema.ts';
import { courseWithSection } from '../../test/classroom-fixture.ts';
import { createTestUser, unique } from '../../test/harness.ts';

/** Test support for the exercise suites: exercises written straight to the database. */

export function exerciseInput(over: Partial<ExerciseInput> = {}): ExerciseInput {
  return {
    title: { en: 'Reverse a word', ta: 'சொல்லைத் தலைகீழாக்குங்கள்' },
    statement: { en: 'Print the word backwards.', ta: 'சொல்லைத் தலைகீழாக அச்சிடுங்கள்.' },
    language: 'python',
    starterCode: '# fail all\n',
    referenceSolution: 'print(input()[::-1])\n',
    tests: [
      { input: 'abc\n', expected: 'cba', sample: true },
      { input: 'SECRET-INPUT-1\n', expected: 'SECRET-EXPECTED-1', sample: false },
      { input: 'SECRET-INPUT-2\n', expected: 'SECRET-EXPECTED-2', sample: false },
    ],
    hints: [
      { en: 'Use a slice.', ta: 'slice பயன்படுத்துங்கள்.' },
      { en: 'Try [::-1].', ta: '[::-1] முயலுங்கள்.' },
    ],
    limits: { timeMs: 2000, memoryMb: 128, outputKb: 64 },
    topic: 'strings',
    difficulty: 'easy',
    ...over,
  };
}

export async function insertExercise(
  database: Database,
  home: { slug: string } | { lessonId: string },
  input: ExerciseInput = exerciseInput(),
  published = true,
) {
  const [row] = await database.db
    .insert(exercises)
    .values({ ...exerciseColumns(input), ...home, published })
    .returning();
  if (!row) throw new Error('no exercise');
  await writeTests(database.db, row.id, input.tests);
  return row;
}

/**
 * A published course taught by `ownerId` (when given) with a reading, an exercise lesson and a
 * preview exercise lesson (not required); the reading and the exercise are its required lessons.
 */
export async function exerciseCourse(database: Database, ownerId?: string) {
  const [instructor] = await database.db
    .insert(instructors)
    .values({ name: unique('Teacher '), userId: ownerId ?? null })
    .returning();
  const { course, section } = await courseWithSection(database, {
    title: 'Exercise course ',
    fee: 999,
    description: 'A course for the exercise tests.',
    instructorId: instructor?.id,
  });
  const base = { courseId: course.id, sectionId: section.id };
  const [reading, lesson, preview] = await database.db
    .insert(lessons)
    .values([
      { ...base, position: 1, kind: 'reading', title: 'Reading', body: 'Read me' },
      { ...base, position: 2, kind: 'exercise', title: 'Exercise' },
      {
        ...base,
        position: 3,
        kind: 'exercise',
        title: 'Preview exercise',
        isPreview: true,
        isRequired: false,
      },
    ])
    .returning();
  if (!reading || !lesson || !preview) throw new Error('no lessons');
  const exercise = await insertExercise(database, { lessonId: lesson.id });
  const previewExercise = await insertExercise(database, { lessonId: preview.id });
  return { course, section, reading, lesson, preview, exercise, previewExercise };
}

export async function enrol(app: FastifyInstance, database: Database, courseId: string) {
  const learner = await createTestUser(app, database, { firstName: 'Kavya', lastName: 'Murugan' });
  await database.db.insert(courseEnrollments).values({ userId: learner.id, courseId, paymentId: null });
  return learner;
}

/**
 * A run or submit queued through the API and judged by the app's own loop: the submission as
 * the learner reads it back.
 */
export async function judgedThroughApi(
  app: FastifyInstance,
  auth: Record<string, string>,
  exerciseId: string,
  code: string,
  kind: 'run' | 'submit',
) {
  const posted = await app.inject({
    method: 'POST',
    url: `/api/exercises/${exerciseId}/submissions`,
    headers: auth,
    payload: { code, kind },
  });
  if (posted.statusCode !== 202) throw new Error(`Not queued: ${posted.statusCode} ${posted.body}`);
  await app.judging.settled();
  const read = await app.inject({
    method: 'GET',
    url: `/api/exercise-submissions/${posted.json().data.id}`,
    headers: auth,
  });
  return read.json().data;
}

export async function setLanguage(database: Database, userId: string, language: 'en' | 'ta') {
  const { users } = await import('../../db/schema.ts');
  await database.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId));
}
