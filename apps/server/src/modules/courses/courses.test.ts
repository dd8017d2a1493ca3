import { gunzipSync } from 'node:zlib';
import type { Course } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { courseEnrollments, courses } from '../../db/schema.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { addCourseEnrollment } from '../enrollments/queries.ts';
import { insertCourse } from './fixtures.ts';

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await testApp());
});

async function list(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/courses${query}` });
  return { res, body: res.json() };
}

const titles = (data: Course[]) => data.map((c) => c.title);

describe('GET /api/courses', () => {
  it('answers page 1 of 10 by default, with the documented fields in snake_case', async () => {
    await insertCourse(app, database, {}, ['First thing', 'Second thing']);
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(body.pagination).toMatchObject({ current_page: 1, items_per_page: 10 });
    expect(body.pagination.total_items).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'id',
        'title',
        'category',
        'level',
        'instructor',
        'course_fee',
        'original_course_fee',
        'rating',
        'num_reviews',
        'num_students',
        'duration_hours',
        'duration_minutes',
        'lessons',
        'quizzes',
        'certifications',
        'graduation',
        'course_description',
        'what_you_will_learn',
        'publication_date',
        'language',
      ].sort(),
    );
  });

  it.each([
    ['?limit=0', 'Limit must be between 1 and 50'],
    ['?limit=51', 'Limit must be between 1 and 50'],
    ['?limit=abc', 'Invalid input'],
    ['?page=0', 'Page must be at least 1'],
    ['?sort=cheapest', 'Sort must be one of popular, newest, rating, price-low, price-high'],
    ['?level=Expert', 'Level must be one of All Levels, Beginner, Intermediate, Advanced'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const { res, body } = await list(query);
    expect(res.statusCode).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toContain(message.split(' ')[0]);
    if (!message.startsWith('Invalid')) expect(body.message).toBe(message);
  });

  it('filters by category and level, and sorts every way the catalogue offers', async () => {
    const category = unique('Category ');
    const day = 86_400_000;
    const a = await insertCourse(app, database, {
      category,
      title: 'A',
      courseFee: 500,
      numStudents: 30,
      rating: 4.1,
      publicationDate: new Date(Date.now() - 3 * day),
    });
    const b = await insertCourse(app, database, {
      category,
      title: 'B',
      courseFee: 0,
      numStudents: 10,
      rating: 4.9,
      level: 'Advanced',
      publicationDate: new Date(Date.now() - day),
    });
    const c = await insertCourse(app, database, {
      category,
      title: 'C',
      courseFee: 2500,
      numStudents: 20,
      rating: 3.5,
      publicationDate: new Date(Date.now() - 2 * day),
    });
    const cat = `category=${encodeURIComponent(category)}`;
    const expectOrder = async (sort: string, order: string[]) => {
      const { body } = await list(`?${cat}&sort=${sort}`);
      expect(titles(body.data), sort).toEqual(order);
    };
    await expectOrder('popular', [a.title, c.title, b.title]);
    await expectOrder('newest', [b.title, c.title, a.title]);
    await expectOrder('rating', [b.title, a.title, c.title]);
    await expectOrder('price-low', [b.title, a.title, c.title]);
    await expectOrder('price-high', [c.title, a.title, b.title]);
    expect(titles((await list(`?${cat}`)).body.data)).toEqual([a.title, c.title, b.title]);

    expect(titles((await list(`?${cat}&level=Advanced`)).body.data)).toEqual([b.title]);
    expect(titles((await list(`?${cat}&level=All%20Levels`)).body.data)).toHaveLength(3);
    expect(titles((await list(`?${cat}&level=`)).body.data)).toHaveLength(3);
  });

  it('searches title, category, instructor and description, ignoring case', async () => {
    const word = unique('zq');
    const category = unique('Search ');
    const inTitle = await insertCourse(app, database, {
      category,
      title: `Learn ${word.toUpperCase()} fast`,
    });
    const inInstructor = await insertCourse(app, database, { category, instructorName: `Dr ${word}` });
    const inDescription = await insertCourse(app, database, {
      category,
      courseDescription: `All about ${word}.`,
    });
    await insertCourse(app, database, { category, title: 'Unrelated' });
    const { body } = await list(`?search=${word}&category=${encodeURIComponent(category)}`);
    expect(titles(body.data).sort()).toEqual([inTitle.title, inInstructor.title, inDescription.title].sort());
    expect(body.pagination.total_items).toBe(3);

    const byCategory = await list(`?search=${encodeURIComponent(category.toLowerCase())}`);
    expect(byCategory.body.pagination.total_items).toBe(4);
  });

  it('treats % and _ in a search as characters, not wildcards', async () => {
    const word = unique('pct');
    const withPercent = await insertCourse(app, database, { title: `${word} 100% practical` });
    await insertCourse(app, database, { title: `${word} 100 practical` });
    const { body } = await list(`?search=${encodeURIComponent('100%')}&category=Web%20Development&limit=50`);
    expect(titles(body.data)).toContain(withPercent.title);
    expect(titles(body.data).filter((t) => t.startsWith(word))).toEqual([withPercent.title]);
  });

  it('pages in the database: limit, page and totals agree', async () => {
    const category = unique('Paging ');
    for (let i = 0; i < 5; i++)
      await insertCourse(app, database, { category, numStudents: 100 - i, title: `P${i}` });
    const cat = `category=${encodeURIComponent(category)}`;
    const page2 = await list(`?${cat}&limit=2&page=2`);
    expect(titles(page2.body.data)).toEqual(['P2', 'P3']);
    expect(page2.body.pagination).toEqual({
      current_page: 2,
      total_pages: 3,
      total_items: 5,
      items_per_page: 2,
    });
    const page3 = await list(`?${cat}&limit=2&page=3`);
    expect(titles(page3.body.data)).toEqual(['P4']);
    const beyond = await list(`?${cat}&limit=2&page=9`);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.total_items).toBe(5);
  });

  it('never lists an unpublished course, nor shows it by id', async () => {
    const category = unique('Hidden ');
    const hidden = await insertCourse(app, database, { category, isPublished: false });
    expect((await list(`?category=${encodeURIComponent(category)}`)).body.data).toEqual([]);
    const res = await app.inject({ method: 'GET', url: `/api/courses/${hidden.id}` });
    expect(res.statusCode).toBe(404);
  });

  it('sends the stored gzip bytes to clients that accept them, the same JSON to others', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/courses?limit=5' });
    const zipped = await app.inject({
      method: 'GET',
      url: '/api/courses?limit=5',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.headers['content-type']).toContain('application/json');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.json().data).toHaveLength(5);
  });

  it('sends ETag and a short Cache-Control, and answers 304 when nothing changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/courses?limit=3' });
    expect(first.headers['cache-control']).toContain('public');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/api/courses?limit=3',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

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
