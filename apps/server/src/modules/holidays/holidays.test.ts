import {
  HOLIDAY_DATE_TAKEN,
  HOLIDAY_NAME_TA_MISSING,
  HOLIDAY_NOT_FOUND,
  HOLIDAY_RANGE_BACKWARDS,
  translateMessage,
} from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { accountsByRole } from '../../test/accounts.ts';
import { testApp } from '../../test/harness.ts';
import { batchCourse, pattern } from '../batches/fixture.ts';

type Fx = Awaited<ReturnType<typeof batchCourse>>;

describe('the academy holidays', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Fx;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
  });

  const add = (payload: object, headers: Record<string, string> = fx.staff.auth) =>
    app.inject({ method: 'POST', url: '/api/admin/holidays', headers, payload });

  it('are added by staff, audited, and listed to anyone, date first', async () => {
    const pongal = await add({ date: '2031-01-14', nameEn: 'Pongal', nameTa: 'பொங்கல்' });
    expect(pongal.statusCode).toBe(201);
    expect(pongal.json().message).toBe('Holiday added');
    const id = pongal.json().data.id as string;
    expect((await add({ date: '2031-01-01', nameEn: 'New Year', nameTa: 'புத்தாண்டு' })).statusCode).toBe(201);

    const list = await app.inject({ url: '/api/holidays?from=2031-01-01&to=2031-01-31' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('public');
    expect(list.json().data).toMatchObject({ from: '2031-01-01', to: '2031-01-31' });
    expect(list.json().data.holidays.map((h: { date: string }) => h.date)).toEqual([
      '2031-01-01',
      '2031-01-14',
    ]);
    expect(list.json().data.holidays[1]).toEqual({
      id,
      date: '2031-01-14',
      nameEn: 'Pongal',
      nameTa: 'பொங்கல்',
    });

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'holiday.create'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ actorId: fx.staff.id, entityType: 'holiday', before: null });
  });

  it('are one a day: a second name for a day is refused, in the reader’s language', async () => {
    await add({ date: '2031-04-14', nameEn: 'Tamil New Year', nameTa: 'தமிழ்ப் புத்தாண்டு' });
    const again = await add({ date: '2031-04-14', nameEn: 'Puthandu', nameTa: 'புத்தாண்டு' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HOLIDAY_DATE_TAKEN);
    const tamil = await add(
      { date: '2031-04-14', nameEn: 'Puthandu', nameTa: 'புத்தாண்டு' },
      { ...fx.staff.auth, 'accept-language': 'ta' },
    );
    expect(tamil.json().message).toBe(translateMessage(HOLIDAY_DATE_TAKEN, 'ta'));
    expect(tamil.json().message).not.toBe(HOLIDAY_DATE_TAKEN);
  });

  it('refuse bad input with a 400 that says what is wrong', async () => {
    const noTamil = await add({ date: '2031-05-01', nameEn: 'May Day', nameTa: '  ' });
    expect(noTamil.statusCode).toBe(400);
    expect(JSON.stringify(noTamil.json())).toContain(HOLIDAY_NAME_TA_MISSING);
    expect((await add({ date: '2031-02-30', nameEn: 'No such day', nameTa: 'இல்லாத நாள்' })).statusCode).toBe(
      400,
    );
    const backwards = await app.inject({ url: '/api/holidays?from=2031-02-01&to=2031-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(HOLIDAY_RANGE_BACKWARDS);
  });

  it('are managed by staff and admins only', async () => {
    const { learner, instructor } = await accountsByRole(app, database);
    const body = { date: '2031-06-01', nameEn: 'Closed', nameTa: 'விடுமுறை' };
    expect((await add(body, learner.auth)).statusCode).toBe(403);
    expect((await add(body, instructor.auth)).statusCode).toBe(403);
    expect((await add(body, {})).statusCode).toBe(401);
  });

  it('are removed, audited, and a second removal is a 404', async () => {
    const made = await add({ date: '2031-08-15', nameEn: 'Independence Day', nameTa: 'சுதந்திர தினம்' });
    const id = made.json().data.id as string;
    const remove = () =>
      app.inject({ method: 'DELETE', url: `/api/admin/holidays/${id}`, headers: fx.staff.auth });
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Holiday removed');
    const gone = await remove();
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(HOLIDAY_NOT_FOUND);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'holiday.delete'), eq(auditLog.entityId, id)));
    expect(audit?.after).toBeNull();
  });

  it('are skipped by a batch made from a pattern, with the dates the pattern names', async () => {
    // Mondays, Wednesdays and Fridays for two weeks from Monday 2031-03-03.
    await add({ date: '2031-03-05', nameEn: 'Academy day', nameTa: 'கல்விக்கூட நாள்' });
    await add({ date: '2031-03-31', nameEn: 'After the batch', nameTa: 'தொகுப்புக்குப் பின்' });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/courses/${fx.course.id}/batches`,
      headers: fx.staff.auth,
      payload: pattern({ startDate: '2031-03-03', skipDates: ['2031-03-10'] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Batch created with 4 sessions');
    const dates = res.json().data.sessions.map((s: { startsAt: string }) => s.startsAt.slice(0, 10));
    expect(dates).toEqual(['2031-03-03', '2031-03-07', '2031-03-12', '2031-03-14']);
  });
});
