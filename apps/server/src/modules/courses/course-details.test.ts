import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseEnrollments, courses } from '../../db/schema.ts';
import { createTestUser, unique } from '../../test/harness.ts';
import { addCourseEnrollment } from '../enrollments/queries.ts';
import { app, database, insertCourse, useCoursesApp } from './fixture.ts';

useCoursesApp();

describe('GET /api/courses/:id', () => {
  it('answers one course with what you will learn, in order', async () => {
    const course = await insertCourse(app, database, { courseFee: 999, originalCourseFee: 1999 }, [
      'One',
      'Two',
      'Three',
    ]);
    const res = await app.inject({ method: 'GET', url: `/api/courses/${course.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: course.id,
      title: course.title,
      course_fee: 999,
      original_course_fee: 1999,
      instructor: { name: 'Test Instructor', title: 'Engineer' },
      what_you_will_learn: [{ description: 'One' }, { description: 'Two' }, { description: 'Three' }],
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 with a message for %s',
    async (id) => {
      const res = await app.inject({ method: 'GET', url: `/api/courses/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Course not found' });
    },
  );
});

describe('GET /api/courses/unique and /stats/overview', () => {
  it('lists the categories and levels present', async () => {
    const category = unique('Facet ');
    await insertCourse(app, database, { category, level: 'Intermediate' });
    const { data } = (await app.inject({ method: 'GET', url: '/api/courses/unique' })).json();
    expect(data.categories).toContain(category);
    expect(data.categories).toEqual([...data.categories].sort());
    expect(data.levels).toContain('Intermediate');
  });

  it('counts the stats from the rows', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/courses/stats/overview' })).json().data;
    await insertCourse(app, database, { numStudents: 1234 });
    await insertCourse(app, database, { numStudents: 50, isPublished: false });
    const after = (await app.inject({ method: 'GET', url: '/api/courses/stats/overview' })).json().data;
    expect(after.total_courses).toBe(before.total_courses + 2);
    expect(after.published_courses).toBe(before.published_courses + 1);
    expect(after.total_students).toBe(before.total_students + 1234);
    expect(after.average_rating).toBeGreaterThanOrEqual(0);
    expect(after.average_rating).toBeLessThanOrEqual(5);
  });
});

describe('POST /api/courses/enroll/:courseId', () => {
  it('enrols in a free course once, counts the student once, and answers the enrolled list', async () => {
    const user = await createTestUser(app, database);
    const course = await insertCourse(app, database, { numStudents: 7 });
    // Read first so the cached answer must be dropped by the enrolment.
    const before = (await app.inject({ method: 'GET', url: `/api/courses/${course.id}` })).json().data;
    expect(before.num_students).toBe(7);

    const url = `/api/courses/enroll/${course.id}`;
    const res = await app.inject({ method: 'POST', url, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Enrolled successfully!',
      enrolledCourses: [course.id],
    });

    const twice = await Promise.all([
      app.inject({ method: 'POST', url, headers: user.auth }),
      app.inject({ method: 'POST', url, headers: user.auth }),
    ]);
    for (const again of twice) {
      expect(again.statusCode).toBe(200);
      expect(again.json().enrolledCourses).toEqual([course.id]);
    }
    const rows = await database.db
      .select()
      .from(courseEnrollments)
      .where(eq(courseEnrollments.courseId, course.id));
    expect(rows).toHaveLength(1);
    const after = (await app.inject({ method: 'GET', url: `/api/courses/${course.id}` })).json().data;
    expect(after.num_students).toBe(8);
  });

  it('counts a paid enrolment too, once, whichever path records it', async () => {
    const user = await createTestUser(app, database);
    const course = await insertCourse(app, database, {
      courseFee: 999,
      originalCourseFee: 999,
      numStudents: 3,
    });
    const paid = { userId: user.id, courseId: course.id, paymentId: null };
    const outcomes = await Promise.all([
      database.db.transaction((tx) => addCourseEnrollment(tx, paid)),
      database.db.transaction((tx) => addCourseEnrollment(tx, paid)),
    ]);
    expect(outcomes.sort()).toEqual(['already', 'enrolled']);
    const [row] = await database.db
      .select({ n: courses.numStudents })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.n).toBe(4);
  });

  it('answers 402 for a paid course without enrolling', async () => {
    const user = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 1499, originalCourseFee: 2999 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/courses/enroll/${course.id}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/payment/i);
    const rows = await database.db
      .select()
      .from(courseEnrollments)
      .where(eq(courseEnrollments.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown or malformed course, and 401 without a token', async () => {
    const user = await createTestUser(app, database);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await app.inject({ method: 'POST', url: `/api/courses/enroll/${id}`, headers: user.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Course not found');
    }
    const course = await insertCourse(app, database);
    const anonymous = await app.inject({ method: 'POST', url: `/api/courses/enroll/${course.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
