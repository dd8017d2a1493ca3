import { type Bilingual, type Language, SHOWN_OUTPUT_MAX_CHARS } from '@kalvi/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  courses,
  exerciseSubmissions,
  exercises,
  exerciseTests,
  instructors,
  lessons,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';

export type ExerciseRow = typeof exercises.$inferSelect;
export type TestRow = typeof exerciseTests.$inferSelect;
export type SubmissionRow = typeof exerciseSubmissions.$inferSelect;

export const EXERCISE_NOT_FOUND = 'Exercise not found';

/** The reader's language, or the other when theirs is empty. */
export function pick(text: Bilingual, language: Language): string {
  return (language === 'ta' ? text.ta || text.en : text.en || text.ta).trim();
}

export function cut(text: string): string {
  return text.length > SHOWN_OUTPUT_MAX_CHARS ? text.slice(0, SHOWN_OUTPUT_MAX_CHARS) : text;
}

export function acceptanceRate(row: Pick<ExerciseRow, 'attempts' | 'accepted'>): number {
  return row.attempts === 0 ? 0 : Math.round((row.accepted / row.attempts) * 1000) / 1000;
}

export async function exerciseById(db: Tx, id: string): Promise<ExerciseRow> {
  const [row] = isUuid(id) ? await db.select().from(exercises).where(eq(exercises.id, id)) : [];
  if (!row) throw notFound(EXERCISE_NOT_FOUND);
  return row;
}

export async function testsOf(db: Tx, exerciseId: string): Promise<TestRow[]> {
  return db
    .select()
    .from(exerciseTests)
    .where(eq(exerciseTests.exerciseId, exerciseId))
    .orderBy(asc(exerciseTests.position));
}

/** True when the learner has a submit with every test accepted (the partial solved index). */
export async function hasSolved(db: Tx, userId: string, exerciseId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(exerciseSubmissions)
    .where(
      and(
        eq(exerciseSubmissions.exerciseId, exerciseId),
        eq(exerciseSubmissions.userId, userId),
        eq(exerciseSubmissions.kind, 'submit'),
        eq(exerciseSubmissions.verdict, 'accepted'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A role that sees every exercise: staff and admins, or the instructor of the exercise's course. */
export async function isStaffReader(db: Tx, userId: string | null, courseOwnerId: string | null) {
  if (!userId) return false;
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!row) return false;
  if (row.role === 'staff' || row.role === 'admin') return true;
  return row.role === 'instructor' && courseOwnerId === userId;
}

/** Staff and admins, or the instructor of the course whose lesson holds the exercise. */
export async function courseOwnerOf(db: Tx, userId: string, exerciseId: string): Promise<boolean> {
  const [row] = await db
    .select({ ownerId: instructors.userId })
    .from(exercises)
    .leftJoin(lessons, eq(lessons.id, exercises.lessonId))
    .leftJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(eq(exercises.id, exerciseId));
  return isStaffReader(db, userId, row?.ownerId ?? null);
}
