import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, courses, instructors, lessonProgress } from '../../db/schema.ts';
import { createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { classroomCourse, enrolledLearner } from '../../test/classroom-fixture.ts';
import { testApp } from '../../test/harness.ts';

/** Curriculum authoring: who may edit which course, every kind of lesson, order kept dense. */
describe('curriculum authoring in the console', () => {
  let app: FastifyInstance;
  let database: Database;
  let mine: Awaited<ReturnType<typeof classroomCourse>>;
  let theirs: Awaited<ReturnType<typeof classroomCourse>>;
  let instructor: TestAccount;
  let staff: TestAccount;
  let learner: TestAccount;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    [instructor, staff, learner] = await Promise.all([
      createAccountWithRole(app, database, 'instructor'),
      createAccountWithRole(app, database, 'staff'),
      createAccountWithRole(app, database, 'learner'),
    ]);
    mine = await classroomCourse(database);
    theirs = await classroomCourse(database);
    const [record] = await database.db
      .insert(instructors)
      .values({ name: 'Own Instructor', userId: instructor.id })
      .returning();
    await database.db.update(courses).set({ instructorId: record?.id }).where(eq(courses.id, mine.course.id));
  });

  const call = (who: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
  const base = (courseId: string) => `/api/admin/courses/${courseId}`;
  const sectionId = (fx: typeof mine) => fx.preview.sectionId;

  it('lets an instructor edit only their own course: 403 on another, 404 on none, 403 for a learner', async () => {
    expect((await call(instructor, 'GET', `${base(mine.course.id)}/curriculum`)).statusCode).toBe(200);
    const other = await call(instructor, 'POST', `${base(theirs.course.id)}/sections`, { title: 'Sneaky' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You can only manage your own courses and events');
    const read = await call(instructor, 'GET', `${base(theirs.course.id)}/curriculum`);
    expect(read.statusCode).toBe(403);
    const moved = await call(instructor, 'POST', `${base(theirs.course.id)}/lessons/${theirs.quiz.id}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode).toBe(403);
    const unknown = await call(
      instructor,
      'GET',
      `${base('00000000-0000-0000-0000-000000000001')}/curriculum`,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call(learner, 'GET', `${base(mine.course.id)}/curriculum`)).statusCode).toBe(403);
    // A lesson of another course, named through my course's address, is not found.
    const crossed = await call(instructor, 'PUT', `${base(mine.course.id)}/lessons/${theirs.reading.id}`, {
      sectionId: sectionId(mine),
      kind: 'reading',
      title: 'Hijack',
      body: 'x',
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('lists an instructor only their own courses in the picker; staff see every course', async () => {
    const own = (await call(instructor, 'GET', '/api/admin/curriculum/courses?limit=50')).json();
    expect(own.data.map((c: { id: string }) => c.id)).toEqual([mine.course.id]);
    const all = (
      await call(staff, 'GET', `/api/admin/curriculum/courses?q=${encodeURIComponent(theirs.course.title)}`)
    ).json();
    expect(all.data.map((c: { id: string }) => c.id)).toEqual([theirs.course.id]);
  });

  it('gives the authors the quiz answers, and a learner opening the lesson none', async () => {
    const admin = (await call(staff, 'GET', `${base(mine.course.id)}/curriculum`)).json().data;
    const quiz = admin.sections[0].lessons.find((l: { id: string }) => l.id === mine.quiz.id);
    expect(quiz.quizQuestions[0].answer).toBe(1);
    const enrolled = await enrolledLearner(app, database, mine.course.id);
    const opened = await app.inject({
      method: 'GET',
      url: `/api/lessons/${mine.quiz.id}`,
      headers: enrolled.auth,
    });
    expect(opened.statusCode).toBe(200);
    expect(JSON.stringify(opened.json())).not.toContain('"answer"');
  });

  it('adds lessons of every kind, refuses bad ones with the field named, and audits each change', async () => {
    const url = `${base(mine.course.id)}/lessons`;
    const common = { sectionId: sectionId(mine), title: 'New lesson', durationMinutes: 5 };
    const bad = await call(instructor, 'POST', url, {
      ...common,
      kind: 'video',
      videoUrl: 'https://evil.example/v',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('videoUrl');
    const badQuiz = await call(instructor, 'POST', url, {
      ...common,
      kind: 'quiz',
      quizQuestions: [{ prompt: 'Q?', options: ['a', 'b'], answer: 4 }],
    });
    expect(badQuiz.statusCode).toBe(400);
    const kinds = [
      { kind: 'video', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', isPreview: true },
      { kind: 'reading', body: '# Hello\n\nText' },
      {
        kind: 'live',
        startsAt: '2030-01-01T10:00:00Z',
        durationMinutes: 60,
        joinUrl: 'https://meet.jit.si/x',
      },
      { kind: 'project', body: 'Build a page', isRequired: false },
      {
        kind: 'quiz',
        quizQuestions: [{ prompt: 'Q?', options: ['a', 'b', 'c'], answer: 2 }],
        passPercent: 60,
        maxAttempts: 2,
      },
    ];
    let last: { sections: { lessons: { title: string; kind: string; position: number }[] }[] } | undefined;
    for (const extra of kinds) {
      const added = await call(instructor, 'POST', url, { ...common, ...extra, title: `New ${extra.kind}` });
      expect(added.statusCode).toBe(201);
      last = added.json().data;
    }
    const lessons = last?.sections[0]?.lessons ?? [];
    expect(lessons.map((l) => l.position)).toEqual(lessons.map((_, i) => i));
    expect(lessons.slice(-5).map((l) => l.kind)).toEqual(['video', 'reading', 'live', 'project', 'quiz']);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'curriculum.lesson.create'), eq(auditLog.actorId, instructor.id)));
    expect(audits).toHaveLength(5);
  });

  it('reorders lessons and sections densely, refuses moving past the ends, and survives racing moves', async () => {
    const fx = await classroomCourse(database);
    const lessonsUrl = (id: string) => `${base(fx.course.id)}/lessons/${id}/move`;
    const up = await call(staff, 'POST', lessonsUrl(fx.reading.id), { direction: 'up' });
    expect(up.statusCode).toBe(200);
    const order = up.json().data.sections[0].lessons.map((l: { id: string }) => l.id);
    expect(order.slice(0, 2)).toEqual([fx.reading.id, fx.preview.id]);
    const top = await call(staff, 'POST', lessonsUrl(fx.reading.id), { direction: 'up' });
    expect(top.statusCode).toBe(409);
    expect(top.json().message).toBe('This is already the first');

    // Ten moves at once: each runs under the course's row lock, so positions stay 0..n-1.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(staff, 'POST', lessonsUrl(i % 2 ? fx.quiz.id : fx.project.id), {
          direction: i % 3 ? 'down' : 'up',
        }),
      ),
    );
    const after = (await call(staff, 'GET', `${base(fx.course.id)}/curriculum`)).json().data;
    const positions = after.sections[0].lessons.map((l: { position: number }) => l.position);
    expect(positions).toEqual([0, 1, 2, 3, 4, 5]);

    const second = await call(staff, 'POST', `${base(fx.course.id)}/sections`, { title: 'Second' });
    expect(second.statusCode).toBe(201);
    const [first, added] = second.json().data.sections;
    expect(added.title).toBe('Second');
    const moved = await call(staff, 'POST', `${base(fx.course.id)}/sections/${added.id}/move`, {
      direction: 'up',
    });
    expect(
      moved.json().data.sections.map((s: { id: string; position: number }) => [s.id, s.position]),
    ).toEqual([
      [added.id, 0],
      [first.id, 1],
    ]);
    const full = await call(staff, 'DELETE', `${base(fx.course.id)}/sections/${first.id}`);
    expect(full.statusCode).toBe(409);
    const empty = await call(staff, 'DELETE', `${base(fx.course.id)}/sections/${added.id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.sections.map((s: { position: number }) => s.position)).toEqual([0]);
  });

  it('moves a lesson to another section by editing it, and refuses to delete one with learner progress', async () => {
    const fx = await classroomCourse(database);
    const section = (await call(staff, 'POST', `${base(fx.course.id)}/sections`, { title: 'Later' })).json()
      .data.sections[1];
    const saved = await call(staff, 'PUT', `${base(fx.course.id)}/lessons/${fx.preview.id}`, {
      sectionId: section.id,
      kind: 'video',
      title: 'Preview, moved',
      videoUrl: 'https://vimeo.com/76979871',
      isPreview: true,
    });
    expect(saved.statusCode).toBe(200);
    const [one, two] = saved.json().data.sections;
    expect(two.lessons.map((l: { title: string; position: number }) => [l.title, l.position])).toEqual([
      ['Preview, moved', 0],
    ]);
    expect(one.lessons.map((l: { position: number }) => l.position)).toEqual([0, 1, 2, 3, 4]);

    const enrolled = await enrolledLearner(app, database, fx.course.id);
    await database.db
      .insert(lessonProgress)
      .values({ userId: enrolled.id, lessonId: fx.reading.id, courseId: fx.course.id });
    const refused = await call(staff, 'DELETE', `${base(fx.course.id)}/lessons/${fx.reading.id}`);
    expect(refused.statusCode).toBe(409);
    const deleted = await call(staff, 'DELETE', `${base(fx.course.id)}/lessons/${fx.later.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.sections[0].lessons.map((l: { position: number }) => l.position)).toEqual([
      0, 1, 2, 3,
    ]);
  });
});
