import { CALENDAR_NOT_FOUND } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { batchCourse, memberBatch } from './fixture.ts';

/** The feed read as a calendar app reads it: parsed by ical.js, never matched by a regex. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startZone: event.startDate.zone?.tzid,
      sequence: vevent.getFirstPropertyValue('sequence'),
      status: vevent.getFirstPropertyValue('status'),
      url: vevent.getFirstPropertyValue('url'),
    };
  });
  return { calendar, zone, events };
}

describe('the private calendar feed', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;
  let made: Awaited<ReturnType<typeof memberBatch>>;
  const nth = (i: number) => made.session(i);

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    made = await memberBatch(app, database, fx, { startDate: '2033-01-03', weeks: 1 });
  });

  const link = async (auth = fx.learner.auth) =>
    (await app.inject({ method: 'GET', url: '/api/me/calendar', headers: auth })).json().data;
  const feed = (url: string) => app.inject({ method: 'GET', url: new URL(url).pathname });

  it('gives each learner one private address, the same on every asking, with a webcal twin', async () => {
    const first = await link();
    expect(first.feedUrl).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.feedUrl.replace(/^https?:/, 'webcal:'));
    expect(await link()).toEqual(first);
    expect((await link(fx.stranger.auth)).feedUrl).not.toBe(first.feedUrl);
  });

  it('is RFC 5545 with a Kolkata VTIMEZONE, one stable UID per session, the Kalvi join link and no room', async () => {
    const res = await feed((await link()).feedUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.split('\r\n').length).toBeGreaterThan(20);
    expect(res.body).not.toContain('meet.jit.si');
    const { calendar, zone, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    expect(events).toHaveLength(3);
    const [first] = events;
    expect(first).toMatchObject({
      start: nth(0).startsAt,
      end: nth(0).endsAt,
      startZone: 'Asia/Kolkata',
      sequence: 0,
      status: 'CONFIRMED',
      url: `${app.config.appUrl}/live/${nth(0).id}`,
    });
    expect(first?.uid).toBe(`${nth(0).id}@${new URL(app.config.appUrl).hostname}`);
    expect(first?.summary).toBe(`${fx.course.title}: live session 1`);
    expect(first?.description).toContain(`${app.config.appUrl}/live/${nth(0).id}`);
  });

  it('raises SEQUENCE on a reschedule and marks a cancelled session CANCELLED, the UID unchanged', async () => {
    const url = (await link()).feedUrl;
    const before = parse((await feed(url)).body).events;
    await app.inject({
      method: 'PATCH',
      url: `/api/admin/batch-sessions/${nth(1).id}`,
      headers: fx.staff.auth,
      payload: { startsAt: '2033-01-05T14:00:00Z', endsAt: '2033-01-05T16:00:00Z' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/admin/batch-sessions/${nth(2).id}/cancel`,
      headers: fx.staff.auth,
    });
    const after = parse((await feed(url)).body).events;
    expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(after[1]).toMatchObject({ sequence: 1, start: '2033-01-05T14:00:00.000Z', status: 'CONFIRMED' });
    expect(after[2]).toMatchObject({ sequence: 1, status: 'CANCELLED' });
  });

  it("speaks the learner's language", async () => {
    await database.db.update(users).set({ preferredLanguage: 'ta' }).where(eq(users.id, fx.learner.id));
    const { calendar, events } = parse((await feed((await link()).feedUrl)).body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('கல்வி: என் நேரலை வகுப்புகள்');
    expect(events[0]?.summary).toBe(`${fx.course.title}: நேரலை வகுப்பு 1`);
    expect(events[1]?.summary).toBe(`${fx.course.title}: நேரலை வகுப்பு 2`);
    expect(events[0]?.description).toMatch(/^தொடங்குவதற்கு 15 நிமிடங்கள் .*: http.*\/live\/[0-9a-f-]{36}$/);
    await database.db.update(users).set({ preferredLanguage: null }).where(eq(users.id, fx.learner.id));
  });

  it('answers 404 to a wrong or old secret, and a reset gives a new address at once', async () => {
    const old = (await link()).feedUrl;
    const wrong = await app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, CALENDAR_NOT_FOUND]);
    expect((await app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(404);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/me/calendar/reset',
      headers: fx.learner.auth,
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().data.feedUrl;
    expect(fresh).not.toBe(old);
    expect((await feed(old)).statusCode).toBe(404);
    expect((await feed(fresh)).statusCode).toBe(200);
    expect((await link()).feedUrl).toBe(fresh);
  });
});
