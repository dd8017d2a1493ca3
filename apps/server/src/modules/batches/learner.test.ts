import { JOIN_NOT_IN_BATCH, JOIN_SESSION_CANCELLED, JOIN_SESSION_ENDED, JOIN_TOO_EARLY } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { sessionAttendance } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { batchCourse, dateIn, memberBatch, setSessionTimes } from './fixture.ts';

const MINUTE = 60_000;

describe('batches as a learner meets them', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;
  let made: Awaited<ReturnType<typeof memberBatch>>;
  const nth = (i: number) => made.session(i);

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    made = await memberBatch(app, database, fx, {
      startDate: dateIn(3),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      weeks: 1,
      seats: 10,
    });
    // The first three are moved into the past (one recorded), the fourth is about to start.
    const now = Date.now();
    const at = (i: number, minutes: number) => new Date(now + minutes * MINUTE + i);
    await setSessionTimes(database, nth(0).id, at(0, -3 * 24 * 60), at(0, -3 * 24 * 60 + 90));
    await setSessionTimes(database, nth(1).id, at(0, -2 * 24 * 60), at(0, -2 * 24 * 60 + 90));
    await setSessionTimes(database, nth(2).id, at(0, -80), at(0, 5));
    await setSessionTimes(database, nth(3).id, at(0, 10), at(0, 100));
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/batch-sessions/${nth(0).id}`,
      headers: fx.staff.auth,
      payload: { recordingUrl: 'https://videos.example.org/r/first' },
    });
  });

  const join = (id: string, auth = fx.learner.auth) =>
    app.inject({ method: 'POST', url: `/api/live/${id}/join`, headers: auth });

  it('shows a course page its upcoming batches with seats left, and never a meeting room', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/batches?courseId=${fx.course.id}` });
    expect(res.statusCode).toBe(200);
    const [listed] = res.json().data;
    expect(listed).toMatchObject({
      id: made.batch.id,
      language: 'ta',
      seatsLeft: 9,
      startTime: '19:00',
      durationMinutes: 90,
    });
    expect(listed.instructorName).toBe(fx.instructor.name);
    expect(res.body).not.toContain('meet.jit.si');
    expect(res.headers['cache-control']).toContain('public');
  });

  it('lets a member join from 15 minutes before the start until the end, noting attendance once', async () => {
    const open = nth(3);
    const first = await join(open.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.meetingUrl).toBe(`${open.meetingUrl}#userInfo.displayName=%22Kavya%20Raman%22`);
    expect((await join(open.id)).statusCode).toBe(200);
    const rows = await database.db
      .select()
      .from(sessionAttendance)
      .where(eq(sessionAttendance.sessionId, open.id));
    expect(rows.map((r) => [r.userId, r.source])).toEqual([[fx.learner.id, 'join']]);
    // A running session can be joined too.
    expect((await join(nth(2).id)).statusCode).toBe(200);
  });

  it('refuses with the reason: too early, ended, cancelled, another batch', async () => {
    const early = await join(nth(4).id);
    expect([early.statusCode, early.json().message]).toEqual([409, JOIN_TOO_EARLY]);
    const ended = await join(nth(1).id);
    expect([ended.statusCode, ended.json().message]).toEqual([409, JOIN_SESSION_ENDED]);
    const stranger = await join(nth(3).id, fx.stranger.auth);
    expect([stranger.statusCode, stranger.json().message]).toEqual([403, JOIN_NOT_IN_BATCH]);
    expect((await join('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/live/${nth(3).id}/join` })).statusCode).toBe(401);

    await app.inject({
      method: 'POST',
      url: `/api/admin/batch-sessions/${nth(5).id}/cancel`,
      headers: fx.staff.auth,
    });
    await setSessionTimes(
      database,
      nth(5).id,
      new Date(Date.now() - MINUTE),
      new Date(Date.now() + 89 * MINUTE + 5),
    );
    const cancelled = await join(nth(5).id);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, JOIN_SESSION_CANCELLED]);
    const none = await database.db
      .select()
      .from(sessionAttendance)
      .where(eq(sessionAttendance.userId, fx.stranger.id));
    expect(none).toEqual([]);
  });

  it("gives the learner a timetable: next session, the week's, past ones with recordings and attendance", async () => {
    await join(nth(3).id);
    const res = await app.inject({ method: 'GET', url: '/api/me/timetable', headers: fx.learner.auth });
    expect(res.statusCode).toBe(200);
    const { next, thisWeek, past, timeZone } = res.json().data;
    expect(timeZone).toBe('Asia/Kolkata');
    // The running session is still this week's; the next one to start is it too (not yet ended).
    expect(next.id).toBe(nth(2).id);
    expect(next.joinPath).toBe(`/live/${nth(2).id}`);
    // The cancelled session stays in the week, marked, so the learner sees it will not happen.
    expect(thisWeek.slice(0, 3).map((s: { id: string; status: string }) => [s.id, s.status])).toEqual([
      [nth(2).id, 'scheduled'],
      [nth(5).id, 'cancelled'],
      [nth(3).id, 'scheduled'],
    ]);
    expect(past.map((s: { id: string }) => s.id)).toEqual([nth(1).id, nth(0).id]);
    expect(past[1]).toMatchObject({
      recordingUrl: 'https://videos.example.org/r/first',
      attended: false,
      number: 1,
    });
    expect(thisWeek[2]).toMatchObject({ attended: true });
    expect(res.body).not.toContain('meet.jit.si');

    const empty = await app.inject({ method: 'GET', url: '/api/me/timetable', headers: fx.stranger.auth });
    expect(empty.json().data).toMatchObject({ next: null, thisWeek: [], past: [] });
  });
});
