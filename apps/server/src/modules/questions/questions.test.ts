import { QUESTION_EDIT_MINUTES } from '@kalvi/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { lessonQuestions, users } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { enrol } from '../exercises/fixture.ts';
import { judgedSubmission, questionCourse } from './fixture.ts';

type Fx = Awaited<ReturnType<typeof questionCourse>>;
const ask = {
  title: 'Why does my fetch never resolve?',
  body: 'I wrote `await fetch(url)` and nothing comes back.',
};

describe('questions on a lesson', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Fx;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await questionCourse(app, database);
  });

  const post = (lessonId: string, headers: Record<string, string>, payload: object = ask) =>
    app.inject({ method: 'POST', url: `/api/lessons/${lessonId}/questions`, headers, payload });
  const list = (lessonId: string, headers: Record<string, string>, query = '') =>
    app.inject({ method: 'GET', url: `/api/lessons/${lessonId}/questions${query}`, headers });
  const stored = async (courseId: string) =>
    (await database.db.select().from(lessonQuestions).where(eq(lessonQuestions.courseId, courseId))).length;

  it('lets an enrolled learner ask and read; the instructor and staff read too', async () => {
    const res = await post(fx.reading.id, fx.asker.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: ask.title,
      body: ask.body,
      mine: true,
      canEdit: true,
      answers: [],
    });
    for (const who of [fx.asker, fx.other, fx.instructor, fx.staff]) {
      const page = await list(fx.reading.id, who.auth);
      expect(page.statusCode).toBe(200);
      expect(page.json().data.map((q: { title: string }) => q.title)).toContain(ask.title);
    }
  });

  it('refuses everyone else, on every read and write, and stores nothing', async () => {
    const before = await stored(fx.course.id);
    const question = (
      await post(fx.reading.id, fx.asker.auth, { ...ask, title: 'A question to be refused on' })
    ).json().data.id;
    const cases = [
      { who: fx.stranger.auth, status: 403, message: 'Enrol in this course to see and ask its questions' },
      {
        who: fx.otherInstructor.auth,
        status: 403,
        message: 'Enrol in this course to see and ask its questions',
      },
      { who: {}, status: 401 },
    ];
    for (const { who, status, message } of cases) {
      for (const res of [
        await list(fx.reading.id, who),
        await post(fx.reading.id, who),
        await app.inject({ method: 'GET', url: `/api/questions/${question}`, headers: who }),
        await app.inject({
          method: 'POST',
          url: `/api/questions/${question}/answers`,
          headers: who,
          payload: { body: 'Me' },
        }),
        await app.inject({ method: 'PUT', url: `/api/questions/${question}/vote`, headers: who }),
      ]) {
        expect(res.statusCode).toBe(status);
        if (message) expect(res.json().message).toBe(message);
      }
    }
    expect(await stored(fx.course.id)).toBe(before + 1);
    expect((await list('00000000-0000-4000-8000-000000000000', fx.asker.auth)).statusCode).toBe(404);
    expect((await list('not-a-lesson', fx.asker.auth)).json().message).toBe('Lesson not found');
  });

  it('refuses a disabled account', async () => {
    const learner = fx.other;
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, learner.id));
    const res = await post(fx.reading.id, learner.auth);
    expect([401, 403]).toContain(res.statusCode);
    expect(res.json().success).toBe(false);
    await database.db.update(users).set({ disabledAt: null }).where(eq(users.id, learner.id));
  });

  it('checks the title and body, in Tamil for a Tamil reader', async () => {
    const res = await post(
      fx.reading.id,
      { ...fx.asker.auth, 'accept-language': 'ta' },
      { title: 'Why?', body: '' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0B80-\u0BFF]/);
    const long = await post(fx.reading.id, fx.asker.auth, { title: ask.title, body: 'x'.repeat(8001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Keep it under 8000 characters');
  });

  it('attaches the latest submission from an exercise, and refuses when there is none', async () => {
    const asker = await enrol(app, database, fx.course.id);
    const none = await post(fx.lesson.id, asker.auth, { ...ask, attachSubmission: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('You have not run any code on this exercise yet');
    await judgedSubmission(database, asker.id, fx.exercise.id, 'print("old")');
    await judgedSubmission(database, asker.id, fx.exercise.id, 'print(input())');
    const res = await post(fx.lesson.id, asker.auth, { ...ask, attachSubmission: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attachment).toMatchObject({
      code: 'print(input())',
      verdict: 'wrong_answer',
      passed: 1,
      total: 3,
    });
    const onReading = await post(fx.reading.id, asker.auth, { ...ask, attachSubmission: true });
    expect(onReading.statusCode).toBe(400);
  });

  it('lets the author edit and delete only within the window, and not once answered', async () => {
    const asker = await enrol(app, database, fx.course.id);
    const id = (await post(fx.reading.id, asker.auth, { ...ask, title: 'A question I will change' })).json()
      .data.id;
    const edit = (headers: Record<string, string>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/questions/${id}`,
        headers,
        payload: { ...ask, title: 'A question I did change' },
      });
    expect((await edit(fx.other.auth)).statusCode).toBe(403);
    const mine = await edit(asker.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ title: 'A question I did change' });
    expect(mine.json().data.editedAt).not.toBeNull();
    await database.db
      .update(lessonQuestions)
      .set({ createdAt: sql`now() - make_interval(mins => ${QUESTION_EDIT_MINUTES + 1})` })
      .where(eq(lessonQuestions.id, id));
    const late = await edit(asker.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `A post can be changed or deleted only in its first ${QUESTION_EDIT_MINUTES} minutes`,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/questions/${id}`, headers: asker.auth })).statusCode,
    ).toBe(409);

    const answered = (
      await post(fx.reading.id, asker.auth, { ...ask, title: 'A question someone answers' })
    ).json().data.id;
    await app.inject({
      method: 'POST',
      url: `/api/questions/${answered}/answers`,
      headers: fx.instructor.auth,
      payload: { body: 'Use await.' },
    });
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/questions/${answered}`,
      headers: asker.auth,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A question that has answers cannot be deleted');

    const lonely = (await post(fx.reading.id, asker.auth, { ...ask, title: 'A question I take back' })).json()
      .data.id;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/questions/${lonely}`, headers: asker.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/questions/${lonely}`, headers: asker.auth })).statusCode,
    ).toBe(404);
  });

  it('searches the course in English stems, Tamil words and romanised Tamil spelt another way', async () => {
    const lesson = fx.preview.id;
    for (const [title, body] of [
      ['Fetching data with async functions', 'How do promises resolve?'],
      ['மாறிலி என்றால் என்ன?', 'const பற்றி விளக்குங்கள்'],
      ['Vanakkam, loop puriyala', 'for loop epdi ezhudhuradhu'],
    ] as const) {
      expect((await post(lesson, fx.instructor.auth, { title, body })).statusCode).toBe(201);
    }
    const titles = async (q: string) =>
      (await list(fx.reading.id, fx.asker.auth, `?scope=course&q=${encodeURIComponent(q)}`))
        .json()
        .data.map((x: { title: string }) => x.title);
    expect(await titles('fetch promise')).toContain('Fetching data with async functions');
    expect(await titles('மாறிலி')).toContain('மாறிலி என்றால் என்ன?');
    expect(await titles('vanakam')).toContain('Vanakkam, loop puriyala');
    expect(await titles('kubernetes')).toEqual([]);
    const onLesson = (await list(fx.reading.id, fx.asker.auth, '?q=fetch')).json().data;
    expect(onLesson.some((x: { lessonId: string }) => x.lessonId !== fx.reading.id)).toBe(false);
  });

  it('sorts by newest, most voted, and shows only the unanswered ones', async () => {
    const newest = (await list(fx.reading.id, fx.asker.auth, '?sort=newest')).json().data;
    const times = newest.map((q: { createdAt: string }) => q.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const unanswered = (await list(fx.reading.id, fx.asker.auth, '?sort=unanswered')).json().data;
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.every((q: { answered: boolean }) => !q.answered)).toBe(true);
    const voted = (await list(fx.reading.id, fx.asker.auth, '?sort=votes')).json().data;
    const votes = voted.map((q: { votes: number }) => q.votes);
    expect([...votes].sort((a, b) => b - a)).toEqual(votes);
    expect((await list(fx.reading.id, fx.asker.auth, '?sort=loudest')).statusCode).toBe(400);
  });

  it('limits how fast one learner asks, with a clear message', async () => {
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i += 1) {
      const res = await post(fx.reading.id, fx.other.auth, { ...ask, title: `Rate limited question ${i}` });
      statuses.push(res.statusCode);
      last = res.json().message;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(last).toMatch(/^Too many requests\. Please try again in/);
  });
});
