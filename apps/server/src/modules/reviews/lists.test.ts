import type { Review } from '@kalvi/shared';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
import { REVIEWS_CACHE } from '../../plugins/read-cache.ts';
import { createTestUser } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { app, courseReviews, database, type Learner, post, useReviewsApp } from './fixture.ts';

useReviewsApp();

describe('review lists', () => {
  it("sorts, filters by stars and pages a course's reviews, and reflects writes at once", async () => {
    const course = await insertCourse(app, database);
    const learners = await Promise.all([3, 5, 1, 5].map(() => createTestUser(app, database)));
    const ids: string[] = [];
    for (const [i, rating] of [3, 5, 1, 5].entries()) {
      const learner = learners[i] as Learner;
      ids.push((await post(learner, { course_id: course.id, rating, comment: `R${i}` })).json().data._id);
    }
    const comments = (list: { data: Review[] }) => list.data.map((r) => r.comment);
    expect(comments(await courseReviews(course.id))).toEqual(['R3', 'R2', 'R1', 'R0']);
    expect(comments(await courseReviews(course.id, '?sort=oldest'))).toEqual(['R0', 'R1', 'R2', 'R3']);
    expect(comments(await courseReviews(course.id, '?sort=highest'))).toEqual(['R3', 'R1', 'R0', 'R2']);
    expect(comments(await courseReviews(course.id, '?sort=lowest'))).toEqual(['R2', 'R0', 'R3', 'R1']);
    expect(comments(await courseReviews(course.id, '?rating=5'))).toEqual(['R3', 'R1']);
    expect(comments(await courseReviews(course.id, '?rating=4'))).toEqual([]);
    const paged = await courseReviews(course.id, '?limit=3&page=2');
    expect(comments(paged)).toEqual(['R0']);
    expect(paged.pagination).toEqual({ current_page: 2, total_pages: 2, total_items: 4, items_per_page: 3 });

    await app.inject({
      method: 'DELETE',
      url: `/api/reviews/${ids[3]}`,
      headers: (learners[3] as Learner).auth,
    });
    expect(comments(await courseReviews(course.id))).toEqual(['R2', 'R1', 'R0']);
  });

  it('refuses bad list parameters and answers 404 for an unknown course', async () => {
    const course = await insertCourse(app, database);
    for (const query of ['?sort=best', '?rating=6', '?limit=51']) {
      const res = await app.inject({ method: 'GET', url: `/api/reviews/course/${course.id}${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    const missing = await app.inject({ method: 'GET', url: '/api/reviews/course/not-a-course' });
    expect(missing.statusCode).toBe(404);
  });

  it("answers a learner's own reviews only, with a token", async () => {
    const mine = await createTestUser(app, database);
    const theirs = await createTestUser(app, database);
    const first = await insertCourse(app, database);
    const second = await insertCourse(app, database);
    await post(mine, { course_id: first.id, rating: 4, comment: 'Mine 1' });
    await post(theirs, { course_id: first.id, rating: 2, comment: 'Theirs' });
    await post(mine, { course_id: second.id, rating: 5, comment: 'Mine 2' });
    const res = await app.inject({ method: 'GET', url: '/api/reviews/my', headers: mine.auth });
    expect(res.json().data.map((r: Review) => r.comment)).toEqual(['Mine 2', 'Mine 1']);
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await app.inject({ method: 'GET', url: '/api/reviews/my' })).statusCode).toBe(401);
  });

  it('pages all reviews, newest first, never unbounded', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reviews?limit=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(Date.parse(body.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(body.data[1].createdAt));
    expect(body.pagination.items_per_page).toBe(2);
    expect((await app.inject({ method: 'GET', url: '/api/reviews' })).json().data.length).toBeLessThanOrEqual(
      10,
    );
    expect((await app.inject({ method: 'GET', url: '/api/reviews?limit=1000' })).statusCode).toBe(400);
  });
});

describe('reviews of an unpublished course', () => {
  it('are left out of the public list of all reviews, like the course itself', async () => {
    const hidden = await insertCourse(app, database, { isPublished: false });
    const user = await createTestUser(app, database);
    const [row] = await database.db
      .insert(reviews)
      .values({ userId: user.id, courseId: hidden.id, rating: 5, comment: 'Written before it was withdrawn' })
      .returning({ id: reviews.id });
    app.readCache.invalidate(REVIEWS_CACHE);
    const listed = (await app.inject({ method: 'GET', url: '/api/reviews?limit=50' })).json()
      .data as Review[];
    expect(listed.map((r) => r._id)).not.toContain(row?.id);
    expect((await app.inject({ method: 'GET', url: `/api/courses/${hidden.id}` })).statusCode).toBe(404);
  });
});

describe('review write limit', () => {
  it('stops a session that writes in a loop with 429', async () => {
    const course = await insertCourse(app, database);
    const user = await createTestUser(app, database);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await post(user, { course_id: course.id, rating: 0, comment: 'loop' })).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
