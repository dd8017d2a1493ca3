import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { testApp } from '../../test/harness.ts';
import { ScriptedJudge } from '../../test/judge-double.ts';
import { enrol, exerciseCourse, exerciseInput } from './fixture.ts';

describe('authoring exercises in the console (docs/decisions/172)', () => {
  let app: FastifyInstance;
  let database: Database;
  let judge: ScriptedJudge;
  let instructor: TestAccount;
  let otherInstructor: TestAccount;
  let staff: TestAccount;
  let fx: Awaited<ReturnType<typeof exerciseCourse>>;

  beforeAll(async () => {
    judge = new ScriptedJudge();
    ({ app, database } = await testApp({ judge }));
    instructor = await createAccountWithRole(app, database, 'instructor');
    otherInstructor = await createAccountWithRole(app, database, 'instructor');
    staff = await createAccountWithRole(app, database, 'staff');
    fx = await exerciseCourse(database, instructor.id);
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    who: TestAccount,
    payload?: object,
    language = 'en',
  ) => app.inject({ method, url, headers: { ...who.auth, 'accept-language': language }, payload });
  const lessonUrl = () => `/api/admin/courses/${fx.course.id}/lessons/${fx.lesson.id}/exercise`;

  it('lets the course’s instructor replace its exercise, saved as a draft with an audit entry', async () => {
    const input = exerciseInput({ title: { en: 'Count vowels', ta: 'உயிரெழுத்துகளை எண்ணுங்கள்' } });
    const saved = await call('PUT', lessonUrl(), instructor, input);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Exercise saved. Check it and publish it again.',
      data: { title: { en: 'Count vowels' }, published: false, referenceSolution: 'print(input()[::-1])\n' },
    });
    const full = await call('GET', lessonUrl(), instructor);
    expect(full.json().data.tests[1]).toEqual({
      input: 'SECRET-INPUT-1\n',
      expected: 'SECRET-EXPECTED-1',
      sample: false,
    });
    const refused = await call('PUT', lessonUrl(), otherInstructor, input);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only manage your own courses and events');
    const notExercise = await call(
      'PUT',
      `/api/admin/courses/${fx.course.id}/lessons/${fx.reading.id}/exercise`,
      staff,
      input,
    );
    expect(notExercise.statusCode).toBe(409);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'exercise.update'), eq(auditLog.entityId, fx.exercise.id)));
    expect(audit).toHaveLength(1);
    const learner = await enrol(app, database, fx.course.id);
    expect(
      (await app.inject({ method: 'GET', url: `/api/exercises/${fx.exercise.id}`, headers: learner.auth }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to publish until the reference passes every test and the starter fails one', async () => {
    const publish = (language = 'en') =>
      call(
        'PUT',
        `/api/admin/exercises/${fx.exercise.id}/publish`,
        instructor,
        { published: true },
        language,
      );
    await call('PUT', lessonUrl(), instructor, exerciseInput({ starterCode: 'print(1)\n' }));
    const check = await call('POST', `/api/admin/exercises/${fx.exercise.id}/check`, instructor);
    expect(check.json().data).toMatchObject({
      publishable: false,
      reference: { verdict: 'accepted' },
      starter: { verdict: 'accepted' },
    });
    expect(check.json().data.reference.tests).toHaveLength(3);
    const refused = await publish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(
      'Publish is refused until the reference solution passes every test',
    );
    expect((await publish('ta')).json().message).toContain('வெளியிட முடியாது');
    await call('PUT', lessonUrl(), instructor, exerciseInput({ referenceSolution: 'print(2)\n# fail 2\n' }));
    expect((await publish()).statusCode).toBe(409);
    await call('PUT', lessonUrl(), instructor, exerciseInput());
    const done = await publish();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Exercise published', data: { published: true } });
    const off = await call('PUT', `/api/admin/exercises/${fx.exercise.id}/publish`, staff, {
      published: false,
    });
    expect(off.json().data.published).toBe(false);
    await publish();
  });

  it('answers statistics and learners’ submissions with their code', async () => {
    const learners = await Promise.all([0, 1, 2].map(() => enrol(app, database, fx.course.id)));
    const codes = ['print(1)\n# fail 1\n', 'print(2)\n# fail 1\n', 'print(input()[::-1])'];
    for (const [i, learner] of learners.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/exercises/${fx.exercise.id}/submissions`,
        headers: learner.auth,
        payload: { code: codes[i], kind: 'submit' },
      });
      expect(res.statusCode).toBe(202);
      await app.judging.settled();
    }
    const stats = await call('GET', `/api/admin/exercises/${fx.exercise.id}/stats`, instructor);
    expect(stats.json().data).toEqual({
      attempts: 3,
      accepted: 1,
      solvers: 1,
      acceptanceRate: 0.333,
      mostFailedTest: { index: 1, sample: false, failures: 2 },
    });
    const list = await call('GET', `/api/admin/exercises/${fx.exercise.id}/submissions?limit=2`, staff);
    expect(list.json().pagination).toMatchObject({ total_items: 3, total_pages: 2 });
    expect(list.json().data[0]).toMatchObject({
      code: 'print(input()[::-1])',
      learner: { name: 'Kavya Murugan' },
    });
    expect(
      (await call('GET', `/api/admin/exercises/${fx.exercise.id}/stats`, otherInstructor)).statusCode,
    ).toBe(403);
    // A learner's runs alone are work a lesson deletion would erase (docs/decisions/132).
    const run = await app.inject({
      method: 'POST',
      url: `/api/exercises/${fx.previewExercise.id}/submissions`,
      headers: learners[0]?.auth,
      payload: { code: '# fail all\n', kind: 'run' },
    });
    expect(run.statusCode).toBe(202);
    await app.judging.settled();
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/admin/courses/${fx.course.id}/lessons/${fx.preview.id}`,
      headers: instructor.auth,
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toContain('Learners have progress in this lesson');
  });

  it('lets staff author practice problems; instructors may not; addresses are unique', async () => {
    const input = { ...exerciseInput({ topic: 'arrays' }), slug: `two-sum-${Date.now()}` };
    const created = await call('POST', '/api/admin/practice', staff, input);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await call('POST', '/api/admin/practice', staff, input)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/practice', instructor, input)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/exercises/${id}/check`, instructor)).statusCode).toBe(403);
    const updated = await call('PUT', `/api/admin/practice/${id}`, staff, { ...input, difficulty: 'hard' });
    expect(updated.json().data).toMatchObject({ difficulty: 'hard', published: false });
    expect(
      (await call('PUT', `/api/admin/exercises/${id}/publish`, staff, { published: true })).statusCode,
    ).toBe(200);
    const page = await call('GET', '/api/admin/practice?limit=50', staff);
    expect(page.json().data.find((p: { id: string }) => p.id === id)).toMatchObject({
      published: true,
      difficulty: 'hard',
    });
    expect((await call('GET', `/api/admin/practice/${id}`, staff)).json().data.slug).toBe(input.slug);
    expect((await app.inject({ method: 'GET', url: `/api/practice/${input.slug}` })).statusCode).toBe(200);
  });

  it('answers 503 for the check when no judge is available', async () => {
    const { app: bare } = await testApp({ database, judge: null });
    try {
      const res = await bare.inject({
        method: 'POST',
        url: `/api/admin/exercises/${fx.exercise.id}/check`,
        headers: staff.auth,
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });

  it('lists the languages the configured judge offers, to staff and instructors only', async () => {
    const res = await call('GET', '/api/admin/exercises/languages', instructor);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(await judge.languages());
    const learner = await app.inject({ url: '/api/admin/exercises/languages' });
    expect(learner.statusCode).toBe(401);
  });
});
