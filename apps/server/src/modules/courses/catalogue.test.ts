import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { unique } from '../../test/harness.ts';
import { app, database, insertCourse, list, titles, useCoursesApp } from './fixture.ts';

useCoursesApp();

describe('GET /api/courses', () => {
  it('answers page 1 of 10 by default, with the documented fields in snake_case', async () => {
    const course = await insertCourse(app, database, {}, ['First thing', 'Second thing']);
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
        'title_ta',
        'course_description_ta',
        'what_you_will_learn',
        'publication_date',
        'language',
        'image_url',
      ].sort(),
    );
    // Each course on the page carries its own learning items, in order, whatever page it is on.
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((page) => list(`?limit=50&sort=newest&page=${page}`)),
    );
    const listed = pages.flatMap((p) => p.body.data).find((c: { id: string }) => c.id === course.id);
    expect(listed.what_you_will_learn).toEqual([
      { description: 'First thing' },
      { description: 'Second thing' },
    ]);
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
