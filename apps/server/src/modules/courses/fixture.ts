import type { Course } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { courseLearningItems, courses } from '../../db/schema.ts';
import { COURSES_CACHE } from '../../plugins/read-cache.ts';
import { testApp, unique } from '../../test/harness.ts';

type NewCourse = typeof courses.$inferInsert;

/**
 * Test support: a course row with sensible defaults, straight in the database, and the
 * catalogue cache dropped so the next read sees it (the shared database is never empty).
 */
export async function insertCourse(
  app: FastifyInstance,
  database: Database,
  fields: Partial<NewCourse> = {},
  learn: string[] = [],
): Promise<typeof courses.$inferSelect> {
  const [course] = await database.db
    .insert(courses)
    .values({
      title: unique('Course '),
      category: 'Web Development',
      level: 'Beginner',
      instructorName: 'Test Instructor',
      instructorTitle: 'Engineer',
      courseFee: 0,
      originalCourseFee: 0,
      courseDescription: 'A course made by a test.',
      publicationDate: new Date(),
      ...fields,
    })
    .returning();
  if (!course) throw new Error('course insert returned nothing');
  if (learn.length > 0) {
    await database.db
      .insert(courseLearningItems)
      .values(learn.map((description, position) => ({ courseId: course.id, position, description })));
  }
  app.readCache.invalidate(COURSES_CACHE);
  return course;
}

export let app: FastifyInstance;
export let database: Database;

/** Builds the app the helpers below use; call once at the top of each suite. */
export function useCoursesApp(): void {
  beforeAll(async () => {
    ({ app, database } = await testApp());
  });
}

export async function list(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/courses${query}` });
  return { res, body: res.json() };
}

export const titles = (data: Course[]) => data.map((c) => c.title);
