import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { certificates, exerciseSubmissions, exercises, lessonProgress } from '../../db/schema.ts';
import { createAccountWithRole } from '../../test/accounts.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { ScriptedJudge } from '../../test/judge-double.ts';
import { enrol, exerciseCourse } from './fixture.ts';
import { SUBMISSIONS_PER_MINUTE } from './routes.ts';

type User = Awaited<ReturnType<typeof createTestUser>>;

describe('running and submitting code (docs/decisions/172)', () => {
  let app: FastifyInstance;
  let database: Database;
  let judge: ScriptedJudge;
  let fx: Awaited<ReturnType<typeof exerciseCourse>>;
  let learner: User;

  beforeAll(async () => {
    judge = new ScriptedJudge();
    ({ app, database } = await testApp({ judge }));
    fx = await exerciseCourse(database);
    learner = await enrol(app, database, fx.course.id);
  });

  const post = (user: User, code: string, kind: 'run' | 'submit', id = fx.exercise.id, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/exercises/${id}/submissions`,
      headers: { ...user.auth, 'accept-language': language },
      payload: { code, kind },
    });
  const poll = (user: User, submissionId: string, language = 'en') =>
    app.inject({
      method: 'GET',
      url: `/api/exercise-submissions/${submissionId}`,
      headers: { ...user.auth, 'accept-language': language },
    });
  /** Queues, waits for this instance's judging loop to empty the queue, and reads the result. */
  const judged = async (user: User, code: string, kind: 'run' | 'submit', id = fx.exercise.id) => {
    const res = await post(user, code, kind, id);
    expect(res.statusCode, res.body).toBe(202);
    await app.judging.settled();
    return poll(user, res.json().data.id);
  };

  it('queues a run (202, queued) and judges the sample tests only, showing their data', async () => {
    const res = await post(learner, 'print(input()[::-1])', 'run');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'Your code is queued for judging',
      data: { status: 'queued' },
    });
    await app.judging.settled();
    const done = await poll(learner, res.json().data.id);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(done.json().data).toMatchObject({
      status: 'done',
      kind: 'run',
      verdict: 'accepted',
      passed: 1,
      total: 1,
      results: [
        { index: 0, sample: true, verdict: 'accepted', input: 'abc\n', expected: 'cba', actual: 'cba' },
      ],
      message: null,
    });
    expect(judge.requests.at(-1)?.tests).toHaveLength(1);
    const [row] = await database.db.select().from(exercises).where(eq(exercises.id, fx.exercise.id));
    expect(row?.attempts).toBe(0);
  });

  it('judges a submit on every test; hidden tests answer only their verdict and time', async () => {
    const done = await judged(learner, 'print(1)\n# fail 1\n', 'submit');
    const data = done.json().data;
    expect(data).toMatchObject({
      status: 'done',
      verdict: 'wrong_answer',
      passed: 2,
      total: 3,
      certificateId: null,
    });
    expect(data.results[1]).toEqual({
      index: 1,
      sample: false,
      verdict: 'wrong_answer',
      timeMs: 7,
      input: null,
      expected: null,
      actual: null,
      stderr: null,
      errorLine: null,
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/exercises/${fx.exercise.id}/submissions`,
      headers: learner.auth,
    });
    for (const body of [done.body, list.body]) expect(body).not.toContain('SECRET');
    const stats = await database.db.select().from(exercises).where(eq(exercises.id, fx.exercise.id));
    expect(stats[0]).toMatchObject({ attempts: 1, accepted: 0, solvers: 0 });
  });

  it('keeps one submission in flight per learner (409, nothing stored); others are still judged', async () => {
    const other = await enrol(app, database, fx.course.id);
    const release = judge.hold();
    const first = await post(learner, 'print(1)', 'run');
    expect(first.statusCode).toBe(202);
    const before = (await database.db.select({ n: count() }).from(exerciseSubmissions))[0]?.n;
    const second = await post(learner, 'print(2)', 'run', fx.exercise.id, 'ta');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'உங்கள் முந்தைய இயக்கம் இன்னும் சோதிக்கப்படுகிறது. அதன் முடிவு வரும் வரை காத்திருங்கள்.',
    );
    expect((await database.db.select({ n: count() }).from(exerciseSubmissions))[0]?.n).toBe(before);
    const theirs = await post(other, 'print(3)', 'run');
    expect(theirs.statusCode).toBe(202);
    expect((await poll(learner, first.json().data.id)).json().data.status).toMatch(/queued|running/);
    release();
    await app.judging.settled();
    expect((await poll(other, theirs.json().data.id)).json().data.status).toBe('done');
    expect((await post(learner, 'print(4)', 'run')).statusCode).toBe(202);
    await app.judging.settled();
  });

  it('limits a learner to a number of runs a minute, with Retry-After', async () => {
    const busy = await enrol(app, database, fx.course.id);
    for (let i = 0; i < SUBMISSIONS_PER_MINUTE; i++) {
      expect((await post(busy, `print(${i})`, 'run')).statusCode).toBe(202);
      await app.judging.settled();
    }
    const stored = (await database.db.select({ n: count() }).from(exerciseSubmissions))[0]?.n;
    const limited = await post(busy, 'print(99)', 'run');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await database.db.select({ n: count() }).from(exerciseSubmissions))[0]?.n).toBe(stored);
    expect((await post(learner, 'print(5)', 'run')).statusCode).toBe(202);
    await app.judging.settled();
  });

  it('completes the lesson and issues the certificate on a passing submit, counting the solver once', async () => {
    const finisher = await enrol(app, database, fx.course.id);
    const reading = await app.inject({
      method: 'POST',
      url: `/api/lessons/${fx.reading.id}/complete`,
      headers: finisher.auth,
    });
    expect(reading.json().data.certificateId).toBeNull();
    const run = await judged(finisher, 'print(input()[::-1])', 'run');
    expect(run.json().data.certificateId).toBeNull();
    const done = await judged(finisher, 'print(input()[::-1])', 'submit');
    const certificateId = done.json().data.certificateId;
    expect(done.json().data).toMatchObject({ verdict: 'accepted', passed: 3, total: 3 });
    expect(certificateId).toMatch(/^KLV-/);
    const progress = await database.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, finisher.id), eq(lessonProgress.lessonId, fx.lesson.id)));
    expect(progress).toHaveLength(1);
    expect(
      await database.db.select().from(certificates).where(eq(certificates.userId, finisher.id)),
    ).toHaveLength(1);
    expect((await judged(finisher, 'print(input()[::-1])', 'submit')).json().data.certificateId).toBeNull();
    const [row] = await database.db.select().from(exercises).where(eq(exercises.id, fx.exercise.id));
    expect(row).toMatchObject({ accepted: 2, solvers: 1 });
    const view = await app.inject({
      method: 'GET',
      url: `/api/exercises/${fx.exercise.id}`,
      headers: finisher.auth,
    });
    expect(view.json().data.solved).toBe(true);
    const solved = await app.inject({
      method: 'GET',
      url: '/api/exercises/solved-count',
      headers: finisher.auth,
    });
    expect(solved.json().data).toEqual({ solved: 1 });
  });

  it('shows a submission to its learner and staff, not to another learner; lists only the learner’s own', async () => {
    const res = await post(learner, 'print(6)', 'run');
    await app.judging.settled();
    const id = res.json().data.id;
    const stranger = await createTestUser(app, database);
    expect((await poll(stranger, id)).statusCode).toBe(404);
    expect((await poll(await createAccountWithRole(app, database, 'staff'), id)).statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: `/api/exercises/${fx.exercise.id}/submissions?page=1`,
      headers: learner.auth,
    });
    const items = list.json().data as { id: string; createdAt: string; results?: unknown }[];
    expect(items[0]?.id).toBe(id);
    expect(items.every((s) => s.results === undefined)).toBe(true);
    const times = items.map((s) => s.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
