import { BATCH_SESSION_NOT_FOUND, JOIN_NOT_IN_BATCH } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testApp } from '../../test/harness.ts';
import { batchCourse, memberBatch } from './fixture.ts';

/** A session's own .ics, read by ical.js as a calendar app reads it. */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      sequence: vevent.getFirstPropertyValue('sequence'),
      url: vevent.getFirstPropertyValue('url'),
    };
  });
}

describe('GET /api/me/sessions/<id>.ics', () => {
  let app: FastifyInstance;
  let fx: Awaited<ReturnType<typeof batchCourse>>;
  let made: Awaited<ReturnType<typeof memberBatch>>;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    made = await memberBatch(app, database, fx, { startDate: '2033-02-07', weeks: 1 });
  });

  const file = (id: string, headers: Record<string, string> = fx.learner.auth) =>
    app.inject({ method: 'GET', url: `/api/me/sessions/${id}.ics`, headers });

  it("gives a member the session as one event with the feed's UID, SEQUENCE and Kalvi's join", async () => {
    const session = made.session(1);
    const res = await file(session.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).not.toContain('meet.jit.si');
    const [only, ...rest] = events(res.body);
    expect(rest).toHaveLength(0);
    expect(only).toEqual({
      uid: `${session.id}@${new URL(app.config.appUrl).hostname}`,
      summary: `${fx.course.title}: live session 2`,
      start: session.startsAt,
      sequence: 0,
      url: `${app.config.appUrl}/live/${session.id}`,
    });
  });

  it('refuses a learner outside the batch, an unknown session and a signed-out caller', async () => {
    const outsider = await file(made.session(0).id, fx.stranger.auth);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(JOIN_NOT_IN_BATCH);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-session']) {
      const missing = await file(id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(BATCH_SESSION_NOT_FOUND);
    }
    expect((await file(made.session(0).id, {})).statusCode).toBe(401);
  });
});
