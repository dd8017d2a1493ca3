import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, courses, sessionAttendance, users } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { addMember, batchCourse, dateIn, memberBatch, setSessionTimes } from './fixture.ts';

const MINUTE = 60_000;

describe("a learner's batch page and attendance", () => {
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
    // Three sessions held, the second recorded; the learner joined the first.
    const now = Date.now();
    const at = (day: number, minutes = 0) => new Date(now + day * 86_400_000 + minutes * MINUTE);
    await setSessionTimes(database, nth(0).id, at(-3), at(-3, 90));
    await setSessionTimes(database, nth(1).id, at(-2), at(-2, 90));
    await setSessionTimes(database, nth(2).id, at(-1), at(-1, 90));
    await database.db.insert(sessionAttendance).values({ sessionId: nth(0).id, userId: fx.learner.id });
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/batch-sessions/${nth(1).id}`,
      headers: fx.staff.auth,
      payload: { recordingUrl: 'https://videos.example.org/r/second' },
    });
    await database.db.update(courses).set({ liveAttendancePercent: 50 }).where(eq(courses.id, fx.course.id));
    await database.db.update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, fx.stranger.id));
  });

  const page = (auth = fx.learner.auth, id = made.batch.id) =>
    app.inject({ method: 'GET', url: `/api/me/batches/${id}`, headers: auth });
  const mark = (sessionId: string, attended: boolean, userId = fx.learner.id, auth = fx.staff.auth) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/batch-sessions/${sessionId}/attendance/${userId}`,
      headers: auth,
      payload: { attended },
    });

  it('shows a member their sessions, attended of held, recordings and certificate progress', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    const { batch, sessions, attendance, certificate } = res.json().data;
    expect(batch).toMatchObject({
      id: made.batch.id,
      courseId: fx.course.id,
      language: 'ta',
      status: 'open',
    });
    expect(batch.movesLeft).toBe(0);
    expect(sessions).toHaveLength(made.sessions.length);
    expect(sessions.map((s: { number: number }) => s.number)).toEqual(made.sessions.map((_, i) => i + 1));
    expect(sessions[0]).toMatchObject({ attended: true, joinPath: `/live/${nth(0).id}`, recordingUrl: null });
    expect(sessions[1]).toMatchObject({
      attended: false,
      recordingUrl: 'https://videos.example.org/r/second',
    });
    expect(attendance).toEqual({ attended: 1, held: 3 });
    expect(certificate).toEqual({
      requiredPercent: 50,
      attendedPercent: Math.floor(100 / made.sessions.length),
    });
    expect(res.body).not.toContain('meet.jit.si');
  });

  it('tells a stranger and an unknown id that the batch does not exist', async () => {
    expect((await page(fx.stranger.auth)).statusCode).toBe(404);
    expect((await page(fx.learner.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const ta = await app.inject({
      method: 'GET',
      url: '/api/me/batches/not-an-id',
      headers: { ...fx.learner.auth, 'accept-language': 'ta' },
    });
    expect(ta.statusCode).toBe(404);
    expect(ta.json().message).toBe('இந்தத் தொகுப்பு இல்லை');
  });

  it('lets staff correct attendance either way, audited, and the page follows', async () => {
    expect((await mark(nth(1).id, true)).statusCode).toBe(200);
    expect((await mark(nth(0).id, false)).statusCode).toBe(200);
    const { attendance, sessions } = (await page()).json().data;
    expect(attendance).toEqual({ attended: 1, held: 3 });
    expect(sessions[0].attended).toBe(false);
    expect(sessions[1].attended).toBe(true);
    const [row] = await database.db
      .select()
      .from(sessionAttendance)
      .where(eq(sessionAttendance.sessionId, nth(1).id));
    expect(row?.source).toBe('staff');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, nth(0).id));
    expect(audit.some((a) => a.action === 'batch-attendance.update')).toBe(true);
  });

  it('refuses to mark a session not yet started, a stranger, or anyone for a learner', async () => {
    const future = nth(made.sessions.length - 1).id;
    const early = await mark(future, true);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Attendance can be marked once the session has started');
    expect((await mark(nth(0).id, true, fx.stranger.id)).statusCode).toBe(404);
    expect((await mark(nth(0).id, true, fx.learner.id, fx.learner.auth)).statusCode).toBe(403);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/admin/batch-sessions/${nth(0).id}/attendance/${fx.learner.id}`,
      headers: fx.staff.auth,
      payload: { attended: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("lists the batch's attendance and exports it as CSV safe against formulas", async () => {
    await addMember(database, made.batch.id, fx.stranger.id);
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/batches/${made.batch.id}/attendance`,
      headers: fx.staff.auth,
    });
    expect(res.statusCode).toBe(200);
    const { sessions, learners } = res.json().data;
    expect(sessions).toHaveLength(made.sessions.length);
    const learner = learners.find((l: { userId: string }) => l.userId === fx.learner.id);
    expect(learner.attendedSessionIds).toEqual([nth(1).id]);
    expect(learner.name).toBe('Kavya Raman');

    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/batches/${made.batch.id}/attendance.csv`,
      headers: fx.staff.auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(
      /^"Name","Email","Session 1 \(\d{4}-\d\d-\d\d\)","Session 2 .*","Session 3 .*","Attended","Held"$/,
    );
    expect(lines.find((l) => l.startsWith('"Kavya Raman"'))).toMatch(/,"0","1","0","1","3"$/);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")`);
    expect(csv.body).not.toMatch(/(^|,)"=HYPERLINK/m);

    const ta = await app.inject({
      method: 'GET',
      url: `/api/admin/batches/${made.batch.id}/attendance.csv`,
      headers: { ...fx.staff.auth, 'accept-language': 'ta' },
    });
    expect(ta.body.startsWith('"பெயர்"')).toBe(true);
    const learnerAsks = await app.inject({
      method: 'GET',
      url: `/api/admin/batches/${made.batch.id}/attendance.csv`,
      headers: fx.learner.auth,
    });
    expect(learnerAsks.statusCode).toBe(403);
  });
});
