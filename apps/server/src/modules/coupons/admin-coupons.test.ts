import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { accountsByRole, type TestAccount } from '../../test/accounts.ts';
import { testApp, unique } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';

/** Coupons in the staff console: staff and admins only, codes unique in any case, audited. */
describe('coupons in the console', () => {
  let app: FastifyInstance;
  let database: Database;
  let people: Record<'learner' | 'instructor' | 'staff' | 'admin', TestAccount>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    people = await accountsByRole(app, database);
  });
  afterAll(() => app.close());

  const body = (fields: object = {}) => ({
    code: unique('diwali').slice(0, 20),
    kind: 'percent',
    value: 15,
    courseIds: [],
    eventIds: [],
    validFrom: null,
    validUntil: null,
    maxUses: 100,
    perLearnerLimit: 1,
    minOrder: 0,
    ...fields,
  });
  const send = (who: TestAccount, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });

  it('lets staff create, edit, pause and resume a coupon, each audited', async () => {
    const course = await insertCourse(app, database, { courseFee: 2000 });
    const created = await send(people.staff, 'POST', '/api/admin/coupons', body({ courseIds: [course.id] }));
    expect(created.statusCode, created.body).toBe(200);
    const coupon = created.json().data;
    expect(coupon).toMatchObject({
      kind: 'percent',
      value: 15,
      used: 0,
      active: true,
      courseIds: [course.id],
    });
    expect(coupon.code).toBe(coupon.code.toUpperCase());
    // The edit form names what the coupon is limited to.
    const read = await send(people.staff, 'GET', `/api/admin/coupons/${coupon.id}`);
    expect(read.json().data.items).toEqual([{ kind: 'course', id: course.id, title: course.title }]);

    const edited = await send(people.admin, 'PUT', `/api/admin/coupons/${coupon.id}`, {
      ...body({ code: coupon.code, kind: 'fixed', value: 50_000, minOrder: 100_000 }),
    });
    expect(edited.json().data).toMatchObject({
      kind: 'fixed',
      value: 50_000,
      minOrder: 100_000,
      courseIds: [],
    });

    const paused = await send(people.staff, 'POST', `/api/admin/coupons/${coupon.id}/status`, {
      active: false,
    });
    expect([paused.json().message, paused.json().data.active]).toEqual(['Coupon paused', false]);
    const resumed = await send(people.staff, 'POST', `/api/admin/coupons/${coupon.id}/status`, {
      active: true,
    });
    expect(resumed.json().message).toBe('Coupon resumed');

    const actions = await app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'coupon'), eq(auditLog.entityId, coupon.id)));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'coupon.create',
      'coupon.pause',
      'coupon.resume',
      'coupon.update',
    ]);

    const listed = await send(
      people.staff,
      'GET',
      `/api/admin/coupons?q=${coupon.code.slice(0, 8).toLowerCase()}`,
    );
    expect(listed.json().data.map((c: { id: string }) => c.id)).toContain(coupon.id);
  });

  it('refuses a code already taken in another case, unknown items and impossible terms', async () => {
    const first = await send(people.staff, 'POST', '/api/admin/coupons', body());
    const code: string = first.json().data.code;
    const again = await send(people.staff, 'POST', '/api/admin/coupons', body({ code: code.toLowerCase() }));
    expect([again.statusCode, again.json().message]).toEqual([409, 'A coupon with this code already exists']);
    const ghost = await send(
      people.staff,
      'POST',
      '/api/admin/coupons',
      body({ courseIds: [crypto.randomUUID()] }),
    );
    expect([ghost.statusCode, ghost.json().message]).toEqual([
      400,
      'Some of the chosen courses or events do not exist',
    ]);
    const percent = await send(people.staff, 'POST', '/api/admin/coupons', body({ value: 120 }));
    expect(percent.statusCode).toBe(400);
    expect(percent.body).toContain('A percent discount is at most 100');
    const dates = await send(
      people.staff,
      'POST',
      '/api/admin/coupons',
      body({ validFrom: '2026-12-01T00:00:00Z', validUntil: '2026-11-01T00:00:00Z' }),
    );
    expect(dates.body).toContain('Valid until must be after valid from');
    const missing = await send(people.staff, 'POST', `/api/admin/coupons/${crypto.randomUUID()}/status`, {
      active: false,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Coupon not found']);
  });

  it('keeps learners and instructors out', async () => {
    for (const who of [people.learner, people.instructor]) {
      expect((await send(who, 'GET', '/api/admin/coupons')).statusCode).toBe(403);
      expect((await send(who, 'POST', '/api/admin/coupons', body())).statusCode).toBe(403);
    }
  });
});
