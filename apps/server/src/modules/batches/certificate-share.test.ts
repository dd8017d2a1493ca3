import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { certificates, courseSections, courses, lessonProgress, lessons } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { issueIfComplete } from '../classroom/certificates.ts';
import { courseBody } from '../courses/admin-fixture.ts';
import { batchCourse, dateIn, memberBatch, setSessionTimes } from './fixture.ts';

const DAY = 86_400_000;

describe("the certificate's share of live sessions attended", () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;
  let made: Awaited<ReturnType<typeof memberBatch>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    // Six sessions, three of them held; the course asks for half of them attended.
    made = await memberBatch(app, database, fx, { startDate: dateIn(3), weeks: 2 });
    for (const i of [0, 1, 2]) {
      const start = new Date(Date.now() - (5 - i) * DAY);
      await setSessionTimes(database, made.session(i).id, start, new Date(start.getTime() + 90 * 60_000));
    }
    await database.db.update(courses).set({ liveAttendancePercent: 50 }).where(eq(courses.id, fx.course.id));
    // One required lesson, finished by both the batch's learner and a self-paced one.
    const [section] = await database.db
      .insert(courseSections)
      .values({ courseId: fx.course.id, position: 1, title: 'Start' })
      .returning();
    const [lesson] = await database.db
      .insert(lessons)
      .values({
        courseId: fx.course.id,
        sectionId: section?.id ?? '',
        position: 1,
        kind: 'reading',
        title: 'Read',
      })
      .returning();
    for (const userId of [fx.learner.id, fx.stranger.id])
      await database.db
        .insert(lessonProgress)
        .values({ userId, lessonId: lesson?.id ?? '', courseId: fx.course.id });
  });

  const certificateOf = async (userId: string) =>
    (
      await database.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, fx.course.id)))
    )[0];
  const mark = (i: number) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/batch-sessions/${made.session(i).id}/attendance/${fx.learner.id}`,
      headers: fx.staff.auth,
      payload: { attended: true },
    });
  const progress = async () =>
    (
      await app.inject({ method: 'GET', url: `/api/me/batches/${made.batch.id}`, headers: fx.learner.auth })
    ).json().data.certificate;

  it('withholds the certificate until the share is attended, and issues it when staff mark the last one', async () => {
    expect(
      await database.db.transaction((tx) => issueIfComplete(tx, fx.learner.id, fx.course.id)),
    ).toBeNull();
    expect(await progress()).toEqual({ requiredPercent: 50, attendedPercent: 0 });
    expect((await mark(0)).statusCode).toBe(200);
    expect((await mark(1)).statusCode).toBe(200);
    expect(await progress()).toEqual({ requiredPercent: 50, attendedPercent: 33 });
    expect(await certificateOf(fx.learner.id)).toBeUndefined();
    expect((await mark(2)).statusCode).toBe(200);
    expect(await progress()).toEqual({ requiredPercent: 50, attendedPercent: 50 });
    expect(await certificateOf(fx.learner.id)).toBeDefined();
  });

  it('does not hold back a learner in no batch of the course', async () => {
    expect(
      await database.db.transaction((tx) => issueIfComplete(tx, fx.stranger.id, fx.course.id)),
    ).not.toBeNull();
  });

  it('lets staff set the share on a course, keep it when the form leaves it out, and refuses one out of range', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      headers: fx.staff.auth,
      payload: courseBody({ liveAttendancePercent: 75 }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    expect(made.json().data.liveAttendancePercent).toBe(75);
    const kept = await app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      headers: fx.staff.auth,
      payload: courseBody(),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.liveAttendancePercent).toBe(75);
    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      headers: fx.staff.auth,
      payload: courseBody({ liveAttendancePercent: null }),
    });
    expect(cleared.json().data.liveAttendancePercent).toBeNull();
    const wrong = await app.inject({
      method: 'PUT',
      url: `/api/admin/courses/${id}`,
      headers: { ...fx.staff.auth, 'accept-language': 'ta' },
      payload: courseBody({ liveAttendancePercent: 150 }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('நேரலை வகுப்புகளின் பங்கு 1 முதல் 100 விழுக்காடு வரை இருக்கும்');
  });
});
