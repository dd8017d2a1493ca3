import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { courseEnrollments } from '../../db/schema.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { listForModeration, setReviewHidden } from './service.ts';

describe('review moderation', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await testApp());
  });
  afterAll(() => app.close());

  /** Two learners review a course through the public API: 5 and 2 stars. */
  async function reviewedCourse() {
    const course = await insertCourse(app, database);
    const ids: string[] = [];
    for (const rating of [5, 2]) {
      const learner = await createTestUser(app, database);
      await database.db.insert(courseEnrollments).values({ userId: learner.id, courseId: course.id });
      const res = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: learner.auth,
        payload: { course_id: course.id, rating, comment: `Rated ${rating}` },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data._id);
    }
    return { course, fiveStar: ids[0] ?? '', twoStar: ids[1] ?? '' };
  }
  const publicCourse = async (id: string) => (await app.inject(`/api/courses/${id}`)).json().data;
  const publicReviews = async (id: string) =>
    (await app.inject(`/api/reviews/course/${id}`)).json().data.map((r: { _id: string }) => r._id);

  it('hiding leaves the rating, the count and the public lists at once; restoring brings it back', async () => {
    const { course, fiveStar, twoStar } = await reviewedCourse();
    // Read first, so the answers are in the read cache: hiding must drop them.
    expect(await publicCourse(course.id)).toMatchObject({ rating: 3.5, num_reviews: 2 });
    expect(await publicReviews(course.id)).toHaveLength(2);

    const deps = { db: app.db, readCache: app.readCache };
    const staff = await createTestUser(app, database);
    const { before, after } = await setReviewHidden(
      deps,
      { ...staff, role: 'staff' },
      twoStar,
      true,
      'Abusive language',
    );
    expect(before.hidden).toBe(false);
    expect(after).toMatchObject({ hidden: true, hiddenReason: 'Abusive language' });
    expect(await publicCourse(course.id)).toMatchObject({ rating: 5, num_reviews: 1 });
    expect(await publicReviews(course.id)).toEqual([fiveStar]);
    const all = (await app.inject('/api/reviews?limit=50')).json().data.map((r: { _id: string }) => r._id);
    expect(all).not.toContain(twoStar);

    const hidden = await listForModeration({ db: app.db }, { page: 1, limit: 50, state: 'hidden' });
    expect(hidden.data.map((r) => r.id)).toContain(twoStar);
    const visible = await listForModeration({ db: app.db }, { page: 1, limit: 50, state: 'visible' });
    expect(visible.data.map((r) => r.id)).not.toContain(twoStar);

    const restored = await setReviewHidden(
      deps,
      { ...staff, role: 'staff' },
      twoStar,
      false,
      'Reviewed again: fair',
    );
    expect(restored.after).toMatchObject({ hidden: false, hiddenReason: '' });
    expect(await publicCourse(course.id)).toMatchObject({ rating: 3.5, num_reviews: 2 });
    expect(await publicReviews(course.id)).toHaveLength(2);
  });

  it('a missing or malformed review id is 404', async () => {
    const deps = { db: app.db, readCache: app.readCache };
    const staff = await createTestUser(app, database);
    await expect(setReviewHidden(deps, { ...staff, role: 'staff' }, 'nope', true, 'x')).rejects.toMatchObject(
      {
        statusCode: 404,
      },
    );
    await expect(
      setReviewHidden(deps, { ...staff, role: 'staff' }, '00000000-0000-4000-8000-000000000000', true, 'x'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
