import { SIGN_IN_DISABLED } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, reviews } from '../../db/schema.ts';
import { accountsByRole, createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy } from '../orders/fixture.ts';
import { ACCOUNT_DISABLED, ALREADY_DISABLED, NOT_YOURSELF, ONLY_ADMIN } from './service.ts';

/** The console's Learners page: search, a learner's page, disable (ends sessions, refuses sign-in), enable. */
describe('learners in the console', () => {
  let app: FastifyInstance;
  let database: Database;
  let by: Awaited<ReturnType<typeof accountsByRole>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    by = await accountsByRole(app, database);
  });
  afterAll(() => app.close());

  const signIn = (email: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email, password: 'password123' },
    });
  const me = (token: string) =>
    app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const post = (who: TestAccount, id: string, verb: 'disable' | 'enable', reason = '') =>
    app.inject({
      method: 'POST',
      url: `/api/admin/learners/${id}/${verb}`,
      headers: who.auth,
      payload: { reason },
    });
  const audits = (id: string, action: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  it('answers 401 signed out and 403 to learners and instructors', async () => {
    expect((await app.inject({ url: '/api/admin/learners' })).statusCode).toBe(401);
    for (const who of [by.learner, by.instructor]) {
      expect((await app.inject({ url: '/api/admin/learners', headers: who.auth })).statusCode).toBe(403);
      const target = await createTestUser(app, database);
      expect((await post(who, target.id, 'disable')).statusCode).toBe(403);
      expect((await me(target.token)).statusCode).toBe(200);
    }
  });

  it('finds accounts by part of the name or e-mail, paged', async () => {
    const surname = unique('Zed');
    const accounts = await Promise.all(
      [1, 2, 3].map(() => createTestUser(app, database, { firstName: 'Kavya', lastName: surname })),
    );
    const page = async (q: string, extra = '') =>
      (
        await app.inject({
          url: `/api/admin/learners?q=${encodeURIComponent(q)}${extra}`,
          headers: by.staff.auth,
        })
      ).json();
    const byName = await page(surname.toLowerCase(), '&limit=2');
    expect(byName.pagination).toMatchObject({ total_items: 3, total_pages: 2 });
    expect(byName.data).toHaveLength(2);
    const one = accounts[0];
    if (!one) throw new Error('no account');
    const byEmail = await page(one.email.slice(0, 14).toUpperCase());
    expect(byEmail.data.map((a: { id: string }) => a.id)).toContain(one.id);
    // `%` is a character to find, not a wildcard: nothing has it.
    expect((await page('%')).pagination.total_items).toBe(0);
    const tooLong = await app.inject({
      url: `/api/admin/learners?q=${'x'.repeat(121)}`,
      headers: by.staff.auth,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("shows a learner's enrolments, orders and reviews", async () => {
    const buyer = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 499, originalCourseFee: 499 });
    const { orderId, verify } = await buy(app, buyer, { courseId: course.id });
    expect(verify).toBe(200);
    await database.db
      .insert(reviews)
      .values({ userId: buyer.id, courseId: course.id, rating: 5, comment: 'Clear and kind' });
    const answer = await app.inject({ url: `/api/admin/learners/${buyer.id}`, headers: by.staff.auth });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.courses).toEqual([expect.objectContaining({ id: course.id, paid: true, revoked: false })]);
    expect(data.orders).toEqual([expect.objectContaining({ id: orderId, amount: 49900, status: 'paid' })]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ courseId: course.id, rating: 5, hidden: false }),
    ]);
    expect(data.liveSessions).toBe(1);
    expect(
      (await app.inject({ url: '/api/admin/learners/not-a-uuid', headers: by.staff.auth })).statusCode,
    ).toBe(404);
  });

  it('disabling ends every session at once and refuses sign-in until enabled; a double press changes it once', async () => {
    const learner = await createTestUser(app, database);
    const other = await signIn(learner.email);
    expect(other.statusCode).toBe(200);
    const otherToken: string = other.json().token;
    expect((await me(otherToken)).statusCode).toBe(200);

    const [first, second] = await Promise.all([
      post(by.staff, learner.id, 'disable', 'Shared the account'),
      post(by.staff, learner.id, 'disable', 'Shared the account'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().message, second.json().message].sort()).toEqual(
      [ACCOUNT_DISABLED, ALREADY_DISABLED].sort(),
    );
    expect(first.json().data.disabledAt).not.toBeNull();
    expect(first.json().data.liveSessions + second.json().data.liveSessions).toBe(0);

    // Both devices are signed out, on their very next request.
    expect((await me(learner.token)).statusCode).toBe(401);
    expect((await me(otherToken)).statusCode).toBe(401);

    const refused = await signIn(learner.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SIGN_IN_DISABLED);
    const tamil = await signIn(learner.email, { 'accept-language': 'ta' });
    expect(tamil.json().message).toMatch(/முடக்கப்பட்டுள்ளதால்/);
    // A wrong password is still only "invalid": the refusal tells nothing to a stranger.
    const guess = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: learner.email, password: 'not-the-password' },
    });
    expect(guess.statusCode).toBe(401);

    const disabled = await audits(learner.id, 'user.disable');
    expect(disabled).toHaveLength(1);
    expect(disabled[0]).toMatchObject({ actorId: by.staff.id, before: { disabledAt: null } });
    expect(disabled[0]?.after).toMatchObject({ reason: 'Shared the account' });

    const enabled = await post(by.staff, learner.id, 'enable');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.disabledAt).toBeNull();
    expect(await audits(learner.id, 'user.enable')).toHaveLength(1);
    // The old sessions stay ended; signing in again works.
    expect((await me(otherToken)).statusCode).toBe(401);
    const back = await signIn(learner.email);
    expect(back.statusCode).toBe(200);
    expect((await me(back.json().token)).statusCode).toBe(200);
  });

  it('staff cannot disable an admin, another staff member or themselves; an admin can disable staff', async () => {
    const admin = await createAccountWithRole(app, database, 'admin');
    const colleague = await createAccountWithRole(app, database, 'staff');
    for (const target of [admin, colleague]) {
      const refused = await post(by.staff, target.id, 'disable');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ONLY_ADMIN);
      expect((await me(target.token)).statusCode).toBe(200);
    }
    const self = await post(by.staff, by.staff.id, 'disable');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(NOT_YOURSELF);
    expect((await post(by.admin, by.admin.id, 'disable')).statusCode).toBe(409);

    expect((await post(by.admin, colleague.id, 'disable')).statusCode).toBe(200);
    expect((await me(colleague.token)).statusCode).toBe(401);
    // A disabled member of staff is refused by the console guard too.
    expect((await app.inject({ url: '/api/admin/learners', headers: colleague.auth })).statusCode).toBe(401);
    expect((await post(by.admin, colleague.id, 'enable')).statusCode).toBe(200);
    expect((await post(by.staff, '00000000-0000-4000-8000-000000000000', 'disable')).statusCode).toBe(404);
  });
});
