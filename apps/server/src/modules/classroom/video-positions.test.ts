import { describe, expect, it } from 'vitest';
import { classroomSuite, enrolledLearner } from '../../test/classroom-fixture.ts';
import { createTestUser } from '../../test/harness.ts';

describe('where a learner stopped in a video', () => {
  const suite = classroomSuite();

  type Learner = { auth: Record<string, string> };
  /** The same account signed in a second time: another phone or laptop. */
  const anotherDevice = async (learner: { email: string }): Promise<Learner> => {
    const login = await suite.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.email, password: 'password123' },
    });
    expect(login.statusCode).toBe(200);
    return { auth: { authorization: `Bearer ${login.json().token}` } };
  };
  const url = (lessonId: string) => `/api/lessons/${lessonId}/video-position`;
  const read = (learner: Learner, lessonId = suite.fx.preview.id) =>
    suite.app.inject({ method: 'GET', url: url(lessonId), headers: learner.auth });
  const save = (learner: Learner, payload: object, lessonId = suite.fx.preview.id) =>
    suite.app.inject({ method: 'PUT', url: url(lessonId), headers: learner.auth, payload });

  it('is nothing until played, then the last report, kept for the learner on any device', async () => {
    const learner = await enrolledLearner(suite.app, suite.database, suite.fx.course.id);
    const first = await read(learner);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toEqual({ success: true, data: null });

    const saved = await save(learner, { seconds: 192, durationSeconds: 600 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Where you stopped is saved',
      data: { seconds: 192, durationSeconds: 600 },
    });
    // Back to an earlier point: the latest report wins.
    expect((await save(learner, { seconds: 95, durationSeconds: 600 })).statusCode).toBe(200);
    const phone = await anotherDevice(learner);
    expect((await read(phone)).json().data).toMatchObject({ seconds: 95, durationSeconds: 600 });

    const someoneElse = await enrolledLearner(suite.app, suite.database, suite.fx.course.id);
    expect((await read(someoneElse)).json().data).toBeNull();
  });

  it('refuses a negative position, one past the end, a lesson without a video and a learner not enrolled', async () => {
    const learner = await enrolledLearner(suite.app, suite.database, suite.fx.course.id);
    const negative = await save(learner, { seconds: -5, durationSeconds: 600 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0]).toMatchObject({
      field: 'seconds',
      message: 'The position must be a whole number of seconds from 0 to 12 hours',
    });
    const past = await save(learner, { seconds: 601, durationSeconds: 600 });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].message).toBe('The position is past the end of the video');

    const reading = await save(learner, { seconds: 10, durationSeconds: 600 }, suite.fx.reading.id);
    expect(reading.statusCode).toBe(400);
    expect(reading.json().message).toBe('This lesson is not a video');
    expect((await read(learner, suite.fx.reading.id)).statusCode).toBe(400);

    const visitor = await createTestUser(suite.app, suite.database, { firstName: 'Ravi' });
    const notEnrolled = await save(visitor, { seconds: 10, durationSeconds: 600 });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().message).toBe('Enrol in this course to open this lesson');
    expect((await read(visitor)).statusCode).toBe(403);

    const signedOut = await suite.app.inject({
      method: 'PUT',
      url: url(suite.fx.preview.id),
      payload: { seconds: 1, durationSeconds: 9 },
    });
    expect(signedOut.statusCode).toBe(401);
    const unknown = await save(
      learner,
      { seconds: 1, durationSeconds: 9 },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await read(learner)).json().data).toBeNull();
  });

  it('answers a Tamil account in Tamil', async () => {
    const learner = await enrolledLearner(suite.app, suite.database, suite.fx.course.id);
    const res = await suite.app.inject({
      method: 'PUT',
      url: url(suite.fx.reading.id),
      headers: { ...learner.auth, 'accept-language': 'ta' },
      payload: { seconds: 1, durationSeconds: 9 },
    });
    expect(res.json().message).toBe('இந்தப் பாடம் காணொளி அல்ல');
  });
});
