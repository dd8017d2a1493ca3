import type { Review } from '@kalvi/shared';
import { describe, expect, it } from 'vitest';
import { courseEnrollments } from '../../db/schema.ts';
import { createTestUser } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { app, counters, database, post, useReviewsApp } from './fixture.ts';

useReviewsApp();

describe('POST /api/reviews', () => {
  it('asks a signed-out visitor to log in', async () => {
    const course = await insertCourse(app, database);
    const res = await post(null, { course_id: course.id, rating: 5, comment: 'Great' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please login to submit a review');
  });

  it('refuses a learner not enrolled in a paid course with 403, and accepts one who is', async () => {
    const course = await insertCourse(app, database, { courseFee: 1999, originalCourseFee: 2999 });
    const outsider = await createTestUser(app, database);
    const refused = await post(outsider, { course_id: course.id, rating: 4, comment: 'Nice' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/enrolled/);

    const learner = await createTestUser(app, database, { firstName: 'Asha', lastName: 'K' });
    await database.db.insert(courseEnrollments).values({ userId: learner.id, courseId: course.id });
    const res = await post(learner, { course_id: course.id, rating: 4, comment: '  Clear and practical.  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Review submitted successfully!');
    expect(body.data).toMatchObject({
      user_id: learner.id,
      user_name: 'Asha K',
      course_id: course.id,
      course_title: course.title,
      rating: 4,
      comment: 'Clear and practical.',
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.data.createdAt))).toBe(false);
    expect(await counters(course.id)).toEqual({ rating: 4, numReviews: 1 });
  });

  it('refuses a learner whose paid enrolment was revoked (a refund), as the classroom does', async () => {
    const course = await insertCourse(app, database, { courseFee: 1999 });
    const refunded = await createTestUser(app, database);
    await database.db
      .insert(courseEnrollments)
      .values({ userId: refunded.id, courseId: course.id, revokedAt: new Date() });
    const res = await post(refunded, { course_id: course.id, rating: 1, comment: 'Never took it' });
    expect(res.statusCode).toBe(403);
    expect(await counters(course.id)).toEqual({ rating: 0, numReviews: 0 });
  });

  it('lets anyone signed in review a free course', async () => {
    const course = await insertCourse(app, database, { courseFee: 0 });
    const user = await createTestUser(app, database);
    expect((await post(user, { course_id: course.id, rating: 5, comment: 'Free and good' })).statusCode).toBe(
      201,
    );
  });

  it.each([
    [{ rating: 0, comment: 'x' }, 'Please select a rating'],
    [{ rating: 6, comment: 'x' }, 'Please select a rating'],
    [{ rating: 3.5, comment: 'x' }, 'Please select a rating'],
    [{ comment: 'x' }, 'Please select a rating'],
    [{ rating: 'abc', comment: 'x' }, 'Please select a rating'],
    [{ rating: 4, comment: '   ' }, 'Please write a comment'],
    [{ rating: 4 }, 'Please write a comment'],
    [{ rating: 4, comment: 'a'.repeat(1001) }, 'Comment must be at most 1000 characters'],
  ])('refuses %j with 400 "%s"', async (fields, message) => {
    const course = await insertCourse(app, database);
    const user = await createTestUser(app, database);
    const res = await post(user, { course_id: course.id, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await counters(course.id)).toEqual({ rating: 0, numReviews: 0 });
  });

  it('accepts exactly 1000 characters, counted after trimming', async () => {
    const course = await insertCourse(app, database);
    const user = await createTestUser(app, database);
    const res = await post(user, { course_id: course.id, rating: 3, comment: `  ${'b'.repeat(1000)}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.comment).toHaveLength(1000);
  });

  it('stores markup as given (the web renders it as text)', async () => {
    const course = await insertCourse(app, database);
    const user = await createTestUser(app, database, { firstName: '<b>Bold</b>' });
    const comment = '<script>alert("x")</script> & more';
    const res = await post(user, { course_id: course.id, rating: 2, comment });
    expect(res.json().data.comment).toBe(comment);
    expect(res.json().data.user_name).toBe('<b>Bold</b> Learner');
  });

  it('answers 404 for an unknown or malformed course', async () => {
    const user = await createTestUser(app, database);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bad']) {
      const res = await post(user, { course_id: id, rating: 5, comment: 'Hi' });
      expect(res.statusCode).toBe(404);
    }
  });

  it('allows one review per learner per course: the second answers 409', async () => {
    const course = await insertCourse(app, database);
    const user = await createTestUser(app, database);
    expect((await post(user, { course_id: course.id, rating: 5, comment: 'One' })).statusCode).toBe(201);
    const again = await post(user, { course_id: course.id, rating: 1, comment: 'Two' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already reviewed/);
    expect(await counters(course.id)).toEqual({ rating: 5, numReviews: 1 });
  });

  it('keeps one of two simultaneous reviews from the same learner', async () => {
    const course = await insertCourse(app, database);
    const user = await createTestUser(app, database);
    const results = await Promise.all([
      post(user, { course_id: course.id, rating: 2, comment: 'Tab one' }),
      post(user, { course_id: course.id, rating: 4, comment: 'Tab two' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const kept = results.find((r) => r.statusCode === 201)?.json().data.rating;
    expect(await counters(course.id)).toEqual({ rating: kept, numReviews: 1 });
  });

  it('recounts rating and num_reviews correctly when many learners review at once', async () => {
    const course = await insertCourse(app, database);
    const learners = await Promise.all([1, 2, 3, 4, 5, 5, 4].map(() => createTestUser(app, database)));
    const ratings = [1, 2, 3, 4, 5, 5, 4];
    const results = await Promise.all(
      learners.map((l, i) => post(l, { course_id: course.id, rating: ratings[i], comment: `Review ${i}` })),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    const row = await counters(course.id);
    expect(row?.numReviews).toBe(7);
    expect(row?.rating).toBeCloseTo(average, 5);
    const shown = (await app.inject({ method: 'GET', url: `/api/courses/${course.id}` })).json().data;
    expect(shown).toMatchObject({ rating: average, num_reviews: 7 });
  });
});

describe('PUT and DELETE /api/reviews/:id', () => {
  async function reviewed() {
    const course = await insertCourse(app, database);
    const owner = await createTestUser(app, database);
    const other = await createTestUser(app, database);
    await post(other, { course_id: course.id, rating: 2, comment: 'Meh' });
    const review: Review = (await post(owner, { course_id: course.id, rating: 4, comment: 'Good' })).json()
      .data;
    return { course, owner, other, review };
  }

  it('lets the owner edit, recounting the rating; others get 403', async () => {
    const { course, owner, other, review } = await reviewed();
    expect(await counters(course.id)).toEqual({ rating: 3, numReviews: 2 });
    const url = `/api/reviews/${review._id}`;

    const stranger = await app.inject({
      method: 'PUT',
      url,
      headers: other.auth,
      payload: { rating: 1, comment: 'Hacked' },
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('You can only edit your own review');

    const empty = await app.inject({
      method: 'PUT',
      url,
      headers: owner.auth,
      payload: { rating: 5, comment: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Comment cannot be empty');

    const res = await app.inject({
      method: 'PUT',
      url,
      headers: owner.auth,
      payload: { rating: 5, comment: ' Better now ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Review updated successfully!');
    expect(res.json().data).toMatchObject({ _id: review._id, rating: 5, comment: 'Better now' });
    expect(await counters(course.id)).toEqual({ rating: 3.5, numReviews: 2 });
  });

  it('lets the owner delete, recounting; others get 403; a missing review is 404', async () => {
    const { course, owner, other, review } = await reviewed();
    const url = `/api/reviews/${review._id}`;
    const stranger = await app.inject({ method: 'DELETE', url, headers: other.auth });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('You can only delete your own review');

    const res = await app.inject({ method: 'DELETE', url, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Review deleted successfully!');
    expect(await counters(course.id)).toEqual({ rating: 2, numReviews: 1 });

    expect((await app.inject({ method: 'DELETE', url, headers: owner.auth })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/reviews/bad',
          headers: owner.auth,
          payload: { rating: 3, comment: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url })).json().message).toBe(
      'Please login to submit a review',
    );
  });

  it('recounts to zero when the last review goes', async () => {
    const course = await insertCourse(app, database);
    const user = await createTestUser(app, database);
    const review: Review = (await post(user, { course_id: course.id, rating: 5, comment: 'Only one' })).json()
      .data;
    await app.inject({ method: 'DELETE', url: `/api/reviews/${review._id}`, headers: user.auth });
    expect(await counters(course.id)).toEqual({ rating: 0, numReviews: 0 });
  });
});
