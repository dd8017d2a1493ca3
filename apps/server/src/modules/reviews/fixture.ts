/**
 * Test support for the review suites: one app per file, and helpers that write a review and read a course's counters and reviews.
 */
import type { Review } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema.ts';
import { type createTestUser, testApp } from '../../test/harness.ts';

export let app: FastifyInstance;
export let database: Database;

/** Builds the app the helpers below use; call once at the top of each suite. */
export function useReviewsApp(): void {
  beforeAll(async () => {
    ({ app, database } = await testApp());
  });
}

export type Learner = Awaited<ReturnType<typeof createTestUser>>;

export const post = (user: Learner | null, body: object) =>
  app.inject({ method: 'POST', url: '/api/reviews', headers: user?.auth ?? {}, payload: body });

export async function counters(courseId: string) {
  const [row] = await database.db
    .select({ rating: courses.rating, numReviews: courses.numReviews })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

export async function courseReviews(
  courseId: string,
  query = '',
): Promise<{ data: Review[]; pagination: { total_items: number } }> {
  return (await app.inject({ method: 'GET', url: `/api/reviews/course/${courseId}${query}` })).json();
}
