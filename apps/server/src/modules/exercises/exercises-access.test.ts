import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { exerciseSubmissions } from '../../db/schema.ts';
import { createAccountWithRole } from '../../test/accounts.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { ScriptedJudge } from '../../test/judge-double.ts';
import { enrol, exerciseCourse, exerciseInput, insertExercise } from './fixture.ts';

type User = Awaited<ReturnType<typeof createTestUser>>;

describe('who may read and run an exercise (docs/decisions/172)', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof exerciseCourse>>;
  let learner: User;
  let stranger: User;
  let staff: User;

  beforeAll(async () => {
    ({ app, database } = await testApp({ judge: new ScriptedJudge() }));
    fx = await exerciseCourse(database);
    learner = await enrol(app, database, fx.course.id);
    stranger = await createTestUser(app, database);
    staff = await createAccountWithRole(app, database, 'staff');
  });

  const read = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/exercises/${id}`, headers });
  const submit = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/exercises/${id}/submissions`, headers, payload: body as object });
  const stored = async () => (await database.db.select({ n: count() }).from(exerciseSubmissions))[0]?.n ?? 0;

  it('opens a lesson exercise to enrolled learners only; hidden tests are counted, never shown', async () => {
    expect((await read(fx.exercise.id)).statusCode).toBe(401);
    const refused = await read(fx.exercise.id, stranger.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Enrol in this course to open this lesson');
    const res = await read(fx.exercise.id, learner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json().data).toMatchObject({
      title: 'Reverse a word',
      samples: [{ index: 0, input: 'abc\n', expected: 'cba' }],
      hiddenTestCount: 2,
      hintCount: 2,
      hints: [],
      draft: null,
      solved: false,
      practice: null,
      languageName: 'Python 3',
    });
    expect(res.body).not.toContain('SECRET');
    expect(res.body).not.toContain('[::-1]');
  });

  it('opens a preview exercise to anyone, and an unpublished one to staff only', async () => {
    expect((await read(fx.previewExercise.id)).statusCode).toBe(200);
    const draft = await insertExercise(database, { slug: `draft-${Date.now()}` }, exerciseInput(), false);
    expect((await read(draft.id, learner.auth)).statusCode).toBe(404);
    expect((await read(draft.id, staff.auth)).statusCode).toBe(200);
    expect((await read('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await read('not-an-id')).json().message).toBe('Exercise not found');
  });

  it('refuses runs with a clear message and stores nothing', async () => {
    const before = await stored();
    const cases: [Record<string, string>, unknown, number, string][] = [
      [{}, { code: 'print(1)', kind: 'run' }, 401, 'Please log in to continue'],
      [stranger.auth, { code: 'print(1)', kind: 'run' }, 403, 'Enrol in this course to open this lesson'],
      [learner.auth, { code: '', kind: 'run' }, 400, 'Write some code first'],
      [
        learner.auth,
        { code: 'x'.repeat(50_001), kind: 'run' },
        400,
        'The code must be at most 50000 characters',
      ],
      // The input guard refuses a NUL byte in any body before the route's own rule sees it.
      [
        learner.auth,
        { code: 'print(1)\u0000', kind: 'run' },
        400,
        'The request contains an invalid character',
      ],
      [learner.auth, { code: 'print(1)', kind: 'deploy' }, 400, ''],
    ];
    for (const [headers, body, status, message] of cases) {
      const res = await submit(fx.exercise.id, body, headers);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(status);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
    const unknown = await submit(
      '00000000-0000-0000-0000-000000000000',
      { code: 'x', kind: 'run' },
      learner.auth,
    );
    expect(unknown.statusCode).toBe(404);
    expect(await stored()).toBe(before);
  });

  it('answers a refusal in Tamil to a Tamil reader', async () => {
    const res = await submit(
      fx.exercise.id,
      { code: '', kind: 'run' },
      { ...learner.auth, 'accept-language': 'ta' },
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('முதலில் கொஞ்சம் நிரல் எழுதுங்கள்');
    const gone = await read('00000000-0000-0000-0000-000000000000', { 'accept-language': 'ta' });
    expect(gone.json().message).toBe('பயிற்சி கிடைக்கவில்லை');
  });

  it('refuses a language the judge does not offer (400), storing nothing', async () => {
    const other = await insertExercise(
      database,
      { slug: `cpp-${Date.now()}` },
      exerciseInput({ language: 'judge0:54' }),
    );
    const before = await stored();
    const res = await submit(other.id, { code: 'int main(){}', kind: 'run' }, learner.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This language is not available on the judge');
    expect(await stored()).toBe(before);
  });

  it('keeps a draft on the server for its learner', async () => {
    const url = `/api/exercises/${fx.exercise.id}/draft`;
    expect((await app.inject({ method: 'PUT', url, payload: { code: 'x' } })).statusCode).toBe(401);
    const saved = await app.inject({
      method: 'PUT',
      url,
      headers: learner.auth,
      payload: { code: 'print(2)' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Draft saved');
    await app.inject({ method: 'PUT', url, headers: learner.auth, payload: { code: 'print(3)' } });
    expect((await read(fx.exercise.id, learner.auth)).json().data.draft.code).toBe('print(3)');
    expect((await read(fx.previewExercise.id, stranger.auth)).json().data.draft).toBeNull();
  });

  it('reveals hints one at a time, in the learner’s language, up to the last', async () => {
    const url = `/api/exercises/${fx.exercise.id}/hints`;
    const first = await app.inject({ method: 'POST', url, headers: learner.auth });
    expect(first.json()).toMatchObject({ message: 'Hint revealed', data: { hints: ['Use a slice.'] } });
    const second = await app.inject({
      method: 'POST',
      url,
      headers: { ...learner.auth, 'accept-language': 'ta' },
    });
    expect(second.json().data.hints).toEqual(['slice பயன்படுத்துங்கள்.', '[::-1] முயலுங்கள்.']);
    const third = await app.inject({ method: 'POST', url, headers: learner.auth });
    expect(third.json()).toMatchObject({
      message: 'You have seen every hint',
      data: { hints: ['Use a slice.', 'Try [::-1].'] },
    });
    expect((await read(fx.exercise.id, learner.auth)).json().data.hints).toHaveLength(2);
    expect((await app.inject({ method: 'POST', url, headers: stranger.auth })).statusCode).toBe(403);
  });

  it('puts the exercise in an exercise lesson, in Tamil for a Tamil reader, and refuses marking it complete', async () => {
    const lesson = await app.inject({
      method: 'GET',
      url: `/api/lessons/${fx.lesson.id}`,
      headers: { ...learner.auth, 'accept-language': 'ta' },
    });
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json().data.exercise).toMatchObject({ id: fx.exercise.id, title: 'சொல்லைத் தலைகீழாக்குங்கள்' });
    expect(lesson.body).not.toContain('SECRET');
    const reading = await app.inject({
      method: 'GET',
      url: `/api/lessons/${fx.reading.id}`,
      headers: learner.auth,
    });
    expect(reading.json().data.exercise).toBeNull();
    const mark = (language: string) =>
      app.inject({
        method: 'POST',
        url: `/api/lessons/${fx.lesson.id}/complete`,
        headers: { ...learner.auth, 'accept-language': language },
      });
    const refused = await mark('en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An exercise is complete when a submission passes every test');
    expect((await mark('ta')).json().message).toBe('எல்லாச் சோதனைகளிலும் தேறும் சமர்ப்பிப்பு வந்ததும் பயிற்சி நிறைவாகும்');
  });

  it('answers 503 in the reader’s language when no judge is available, storing nothing', async () => {
    const { app: bare } = await testApp({ database, judge: null });
    try {
      const before = await stored();
      const res = await bare.inject({
        method: 'POST',
        url: `/api/exercises/${fx.exercise.id}/submissions`,
        headers: { ...learner.auth, 'accept-language': 'ta' },
        payload: { code: 'print(1)', kind: 'run' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toContain('சோதிக்கும் அமைப்பு இப்போது கிடைக்கவில்லை');
      expect(await stored()).toBe(before);
      expect(
        (
          await database.db
            .select()
            .from(exerciseSubmissions)
            .where(eq(exerciseSubmissions.userId, learner.id))
        ).length,
      ).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
