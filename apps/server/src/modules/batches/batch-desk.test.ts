import {
  BATCH_BEFORE_PUBLISHED,
  BATCH_STARTS_IN_PAST,
  INSTRUCTOR_DOUBLE_BOOKED,
  SESSION_TOO_LONG,
  SESSION_TOO_SHORT,
  SESSIONS_OVERLAP,
  seatsBelowTaken,
  translateMessage,
  UNKNOWN_TIME_ZONE,
} from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, batchSessions } from '../../db/schema.ts';
import { createTestUser, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { addMember, batchCourse, dateIn, otherInstructor, pattern } from './fixture.ts';

type Fx = Awaited<ReturnType<typeof batchCourse>>;

describe('the batch desk', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Fx;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
  });

  const create = (
    body: object,
    auth = fx.staff.auth,
    courseId = fx.course.id,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/courses/${courseId}/batches`,
      headers: { ...auth, ...headers },
      payload: body,
    });

  it('makes a batch and its sessions from a weekly pattern, at 19:00 in Kolkata, holidays left out', async () => {
    const startDate = '2030-01-07'; // a Monday
    const res = await create(pattern({ startDate, skipDates: ['2030-01-09'] }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Batch created with 5 sessions');
    const { batch, sessions } = body.data;
    expect(batch).toMatchObject({
      language: 'ta',
      startDate,
      timeZone: 'Asia/Kolkata',
      seats: 30,
      seatsTaken: 0,
    });
    expect(batch.weekdays).toEqual([1, 3, 5]);
    expect(sessions.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      '2030-01-07T13:30:00.000Z',
      '2030-01-11T13:30:00.000Z',
      '2030-01-14T13:30:00.000Z',
      '2030-01-16T13:30:00.000Z',
      '2030-01-18T13:30:00.000Z',
    ]);
    expect(sessions[0]).toMatchObject({
      number: 1,
      sequence: 0,
      status: 'scheduled',
      endsAt: '2030-01-07T15:00:00.000Z',
    });
    // Enrolment closes when the first session starts unless staff say otherwise.
    expect(batch.enrolmentDeadline).toBe('2030-01-07T13:30:00.000Z');
    // Each room is a fresh unguessable Jitsi room.
    const rooms = sessions.map((s: { meetingUrl: string }) => s.meetingUrl);
    for (const room of rooms) expect(room).toMatch(/^https:\/\/meet\.jit\.si\/kalvi-[0-9a-f]{32}$/);
    expect(new Set(rooms).size).toBe(rooms.length);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, batch.id), eq(auditLog.action, 'batch.create')));
    expect(audit?.actorId).toBe(fx.staff.id);
  });

  it("lists a course's batches with seats taken and fill rate", async () => {
    const { batch } = (await create(pattern({ startDate: '2030-03-04', seats: 4 }))).json().data;
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createTestUser(app, database)));
    for (const learner of [a, b, c]) if (learner) await addMember(database, batch.id, learner.id);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/courses/${fx.course.id}/batches`,
      headers: fx.staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const listed = res.json().data.find((x: { id: string }) => x.id === batch.id);
    expect(listed).toMatchObject({ seats: 4, seatsTaken: 3, fillPercent: 75, sessionCount: 6 });

    const below = await app.inject({
      method: 'PATCH',
      url: `/api/admin/batches/${batch.id}`,
      headers: fx.staff.auth,
      payload: { seats: 2 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(seatsBelowTaken(3));
    const ok = await app.inject({
      method: 'PATCH',
      url: `/api/admin/batches/${batch.id}`,
      headers: fx.staff.auth,
      payload: { seats: 3, status: 'closed' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.batch).toMatchObject({ seats: 3, status: 'closed', fillPercent: 100 });
  });

  it.each([
    ['a start in the past', { startDate: dateIn(-7) }, BATCH_STARTS_IN_PAST],
    ['an unknown time zone', { timeZone: 'Asia/Madras_Central' }, UNKNOWN_TIME_ZONE],
    ['a session of an hour', { durationMinutes: 60 }, 'A session lasts 90 to 120 minutes'],
  ])('refuses %s with a 400 and its message, and makes nothing', async (_name, change, message) => {
    const before = await database.db
      .select()
      .from(batchSessions)
      .where(eq(batchSessions.instructorId, fx.instructor.id));
    const res = await create(pattern(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const after = await database.db
      .select()
      .from(batchSessions)
      .where(eq(batchSessions.instructorId, fx.instructor.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses a batch starting before its course is published, in Tamil to a Tamil reader', async () => {
    const later = await insertCourse(app, database, {
      instructorId: fx.instructor.id,
      publicationDate: new Date('2031-01-01T00:00:00Z'),
    });
    const res = await create(pattern({ startDate: '2030-06-03' }), fx.staff.auth, later.id, {
      'accept-language': 'ta',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(translateMessage(BATCH_BEFORE_PUBLISHED, 'ta'));
    expect(res.json().message).not.toBe(BATCH_BEFORE_PUBLISHED);
  });

  it('lets staff and the course instructor in, and keeps learners and other instructors out', async () => {
    expect((await create(pattern({ startDate: '2030-09-02' }), fx.instructorAccount.auth)).statusCode).toBe(
      201,
    );
    expect((await create(pattern({ startDate: '2030-10-07' }), fx.learner.auth)).statusCode).toBe(403);
    const other = await batchCourse(app, database);
    expect(
      (await create(pattern({ startDate: '2030-10-07' }), other.instructorAccount.auth)).statusCode,
    ).toBe(403);
  });

  it('never books an instructor twice: an overlapping batch is refused, another instructor is not', async () => {
    const first = await create(pattern({ startDate: '2031-02-03', startTime: '18:00' }));
    expect(first.statusCode).toBe(201);
    // 19:00 for 90 minutes overlaps the 18:00–19:30 sessions on the Wednesdays.
    const clash = await create(pattern({ startDate: '2031-02-03', startTime: '19:00', weekdays: [3] }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(INSTRUCTOR_DOUBLE_BOOKED);
    const someoneElse = await otherInstructor(database);
    const fine = await create(
      pattern({ startDate: '2031-02-03', startTime: '19:00', weekdays: [3], instructorId: someoneElse.id }),
    );
    expect(fine.statusCode).toBe(201);
    // Back to back is no overlap: 19:30 starts as 18:00–19:30 ends.
    const after = await create(pattern({ startDate: '2031-02-03', startTime: '19:30', weekdays: [3] }));
    expect(after.statusCode).toBe(201);
  });

  it('reschedules one session, raising its sequence, and refuses bad lengths and overlaps in the batch', async () => {
    const { sessions } = (await create(pattern({ startDate: '2031-05-05' }))).json().data;
    const [s1, s2] = sessions;
    const edit = (id: string, payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/batch-sessions/${id}`,
        headers: fx.staff.auth,
        payload,
      });

    const moved = await edit(s1.id, { startsAt: '2031-05-05T14:00:00Z', endsAt: '2031-05-05T16:00:00Z' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ startsAt: '2031-05-05T14:00:00.000Z', sequence: 1 });

    const short = await edit(s1.id, { endsAt: '2031-05-05T14:20:00Z' });
    expect([short.statusCode, short.json().message]).toEqual([400, SESSION_TOO_SHORT]);
    const long = await edit(s1.id, { endsAt: '2031-05-05T18:01:00Z' });
    expect([long.statusCode, long.json().message]).toEqual([400, SESSION_TOO_LONG]);
    // Onto the batch's Wednesday session.
    const onto = await edit(s1.id, { startsAt: s2.startsAt, endsAt: s2.endsAt });
    expect([onto.statusCode, onto.json().message]).toEqual([400, SESSIONS_OVERLAP]);

    const recording = await edit(s1.id, { recordingUrl: 'https://videos.example.org/r/1' });
    expect(recording.json().data).toMatchObject({
      recordingUrl: 'https://videos.example.org/r/1',
      sequence: 2,
    });

    const cancel = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/batch-sessions/${s1.id}/cancel`,
        headers: fx.staff.auth,
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', sequence: 3 });
    expect((await cancel()).statusCode).toBe(409);
  });
});
