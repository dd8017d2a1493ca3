import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { quizAttempts } from '../../db/schema.ts';
import { classroomCourse, enrolledLearner } from '../../test/classroom-fixture.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { revokeCourseEnrollment } from './certificates.ts';

describe('classroom access rules', () => {
  let app: Awaited<ReturnType<typeof testApp>>['app'];
  let database: Database;
  let fx: Awaited<ReturnType<typeof classroomCourse>>;
  let stranger: Awaited<ReturnType<typeof createTestUser>>;
  let learner: Awaited<ReturnType<typeof enrolledLearner>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await classroomCourse(database);
    stranger = await createTestUser(app, database);
    learner = await enrolledLearner(app, database, fx.course.id);
  });

  const open = (lessonId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/lessons/${lessonId}`, headers });

  it('opens a preview for anyone, signed in or not', async () => {
    for (const headers of [{}, stranger.auth]) {
      const res = await open(fx.preview.id, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: fx.preview.id, videoUrl: 'https://vimeo.com/76979871' });
    }
  });

  it('refuses other lessons: 401 signed out, 403 signed in without an enrolment, 200 enrolled', async () => {
    const anonymous = await open(fx.reading.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please log in to open this lesson');
    expect(anonymous.body).not.toContain('## Notes');
    const notEnrolled = await open(fx.reading.id, stranger.auth);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().message).toBe('Enrol in this course to open this lesson');
    const enrolled = await open(fx.reading.id, learner.auth);
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().data.body).toBe('## Notes');
  });

  it('marks locked lessons in the outline and shows no content in it', async () => {
    const anonymous = await app.inject({ method: 'GET', url: `/api/curriculum/${fx.course.id}` });
    expect(anonymous.statusCode).toBe(200);
    const lessons = anonymous.json().data.sections[0].lessons;
    expect(lessons.map((l: { locked: boolean }) => l.locked)).toEqual([false, true, true, true, true, true]);
    expect(anonymous.body).not.toContain('## Notes');
    expect(anonymous.body).not.toContain('meet.jit.si');
    const mine = await app.inject({
      method: 'GET',
      url: `/api/curriculum/${fx.course.id}`,
      headers: learner.auth,
    });
    expect(mine.json().data.enrolled).toBe(true);
    expect(mine.json().data.sections[0].lessons.every((l: { locked: boolean }) => !l.locked)).toBe(true);
  });

  it('answers 404 for a lesson or course that does not exist, whatever the id looks like', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', 'x'.repeat(64)]) {
      expect((await open(id, learner.auth)).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/api/curriculum/${id}` })).statusCode).toBe(404);
    }
    expect((await open('y'.repeat(65))).statusCode).toBe(400);
  });

  it('never sends quiz answers before grading', async () => {
    const res = await open(fx.quiz.id, learner.auth);
    expect(res.statusCode).toBe(200);
    const quiz = res.json().data.quiz;
    expect(quiz.questions).toEqual([
      { prompt: 'One?', options: ['a', 'b'] },
      { prompt: 'Two?', options: ['a', 'b', 'c'] },
    ]);
    expect(res.body).not.toContain('"answer"');
  });

  it('gives a live join link only to enrolled learners and only from 15 minutes before the start', async () => {
    const soon = await open(fx.soon.id, learner.auth);
    expect(soon.json().data.joinUrl).toBe('https://meet.jit.si/soon');
    const later = await open(fx.later.id, learner.auth);
    expect(later.statusCode).toBe(200);
    expect(later.json().data.joinUrl).toBeNull();
    expect(later.body).not.toContain('meet.jit.si/later');
    expect((await open(fx.soon.id, stranger.auth)).statusCode).toBe(403);
  });

  it('takes the lessons away the moment an enrolment is refunded', async () => {
    const refunded = await enrolledLearner(app, database, fx.course.id);
    expect((await open(fx.reading.id, refunded.auth)).statusCode).toBe(200);
    expect(await revokeCourseEnrollment(database.db, refunded.id, fx.course.id, 'Refunded')).toBe(true);
    expect((await open(fx.reading.id, refunded.auth)).statusCode).toBe(403);
    expect((await open(fx.preview.id, refunded.auth)).statusCode).toBe(200);
    const complete = await app.inject({
      method: 'POST',
      url: `/api/lessons/${fx.reading.id}/complete`,
      headers: refunded.auth,
    });
    expect(complete.statusCode).toBe(403);
    const outline = await app.inject({
      method: 'GET',
      url: `/api/curriculum/${fx.course.id}`,
      headers: refunded.auth,
    });
    expect(outline.json().data.enrolled).toBe(false);
  });
});

describe('quiz grading', () => {
  let app: Awaited<ReturnType<typeof testApp>>['app'];
  let database: Database;
  let fx: Awaited<ReturnType<typeof classroomCourse>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await classroomCourse(database);
  });

  const submit = (learner: { auth: Record<string, string> }, answers: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/lessons/${fx.quiz.id}/quiz`,
      headers: learner.auth,
      payload: { answers },
    });

  it('grades on the server, counts attempts and completes the lesson on a pass', async () => {
    const learner = await enrolledLearner(app, database, fx.course.id);
    const wrongLength = await submit(learner, [1]);
    expect(wrongLength.statusCode).toBe(400);
    expect(wrongLength.json().message).toBe('Answer every question');

    const failed = await submit(learner, [0, 0]);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({
      scorePercent: 0,
      passed: false,
      attemptsLeft: 1,
      correct: [false, false],
    });

    const passed = await submit(learner, [1, 0]);
    expect(passed.json().data).toMatchObject({
      scorePercent: 50,
      passed: true,
      attemptsLeft: 0,
      correct: [true, false],
    });
    const again = await submit(learner, [1, 2]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already passed this quiz');

    const lesson = await app.inject({
      method: 'GET',
      url: `/api/lessons/${fx.quiz.id}`,
      headers: learner.auth,
    });
    expect(lesson.json().data).toMatchObject({
      completed: true,
      quiz: { passed: true, attemptsUsed: 2, bestPercent: 50 },
    });
  });

  it('refuses an attempt past the limit, even when two arrive at once', async () => {
    const learner = await enrolledLearner(app, database, fx.course.id);
    const results = await Promise.all([
      submit(learner, [0, 0]),
      submit(learner, [0, 0]),
      submit(learner, [0, 0]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    const rows = await database.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, learner.id), eq(quizAttempts.lessonId, fx.quiz.id)));
    expect(rows).toHaveLength(2);
    const last = await submit(learner, [1, 2]);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('You have used every attempt at this quiz');
  });

  it('refuses grading to a learner who is not enrolled, and a quiz answer to a lesson that is not a quiz', async () => {
    const stranger = await createTestUser(app, database);
    expect((await submit(stranger, [1, 2])).statusCode).toBe(403);
    const learner = await enrolledLearner(app, database, fx.course.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/lessons/${fx.reading.id}/quiz`,
      headers: learner.auth,
      payload: { answers: [1] },
    });
    expect(res.statusCode).toBe(400);
    expect((await submit(learner, 'all of them')).statusCode).toBe(400);
  });
});

describe('online event join link', () => {
  it('is given only to enrolled learners and only from 15 minutes before the start', async () => {
    const { app, database } = await testApp();
    const { eventEnrollments, events } = await import('../../db/schema.ts');
    const make = async (startsInMinutes: number) => {
      const start = Date.now() + startsInMinutes * 60_000;
      const [event] = await database.db
        .insert(events)
        .values({
          title: `Join ${startsInMinutes}`,
          description: 'join link test',
          type: 'webinar',
          mode: 'online',
          location: 'Online',
          category: 'Web Development',
          startDate: new Date(start),
          endDate: new Date(start + 3_600_000),
          registrationDeadline: new Date(start - 60_000),
          maxParticipants: 10,
          isFree: true,
          instructorName: 'Test',
          joinUrl: `https://meet.jit.si/join-${startsInMinutes}`,
        })
        .returning();
      if (!event) throw new Error('no event');
      return event;
    };
    const soon = await make(14);
    const later = await make(16);
    const learner = await createTestUser(app, database);
    const stranger = await createTestUser(app, database);
    await database.db.insert(eventEnrollments).values([
      { userId: learner.id, eventId: soon.id },
      { userId: learner.id, eventId: later.id },
    ]);
    const join = (id: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/join-links/events/${id}`, headers });
    expect((await join(soon.id, learner.auth)).json().data.joinUrl).toBe('https://meet.jit.si/join-14');
    const notYet = await join(later.id, learner.auth);
    expect(notYet.statusCode).toBe(200);
    expect(notYet.json().data.joinUrl).toBeNull();
    expect(notYet.body).not.toContain('join-16');
    expect((await join(soon.id, stranger.auth)).statusCode).toBe(403);
    expect((await join(soon.id)).statusCode).toBe(401);
  });
});
