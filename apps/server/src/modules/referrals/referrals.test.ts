import { REFUND_DAYS } from '@kalvi/shared';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { creditLedger, jobs, paymentOrders, payments, referralRewards, refunds } from '../../db/schema.ts';
import type { MailJob } from '../../jobs/mail-jobs.ts';
import { createAccountWithRole } from '../../test/accounts.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { releaseLapsedUses } from '../coupons/queries.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy, signedCheckout, type TestUser } from '../orders/fixture.ts';
import { settleRewardJob } from './rewards.ts';

/** Referral codes, the referrer's reward after the refund window, and credit spent once (decision 182). */
describe('referrals and credit', () => {
  let app: FastifyInstance;
  let database: Database;
  const DAY = 86_400_000;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
  });
  afterAll(() => app.close());

  const summary = async (who: TestUser) =>
    (await app.inject({ method: 'GET', url: '/api/referrals/me', headers: who.auth })).json().data;
  const order = (who: TestUser, payload: object) =>
    app.inject({ method: 'POST', url: '/api/payments/create-order', headers: who.auth, payload });

  /** Runs the reward job the friend's payment queued, at `at`. */
  async function settle(orderId: string, at: Date) {
    const [reward] = await app.db.select().from(referralRewards).where(eq(referralRewards.orderId, orderId));
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `referral-reward:${reward?.id}:%`));
    expect(job?.runAt.getTime()).toBe(reward?.dueAt.getTime());
    return settleRewardJob(
      { db: app.db, now: () => at },
      job?.data as Extract<MailJob, { kind: 'referral-reward' }>,
    );
  }

  it('discounts a friend’s first order, credits the referrer after 3 days, and spends it once', async () => {
    const referrer = await createTestUser(app, database);
    const friend = await createTestUser(app, database);
    const mine = await summary(referrer);
    expect(mine.code).toMatch(/^REF-[0-9A-Z]{8}$/);
    expect(mine).toMatchObject({ balance: 0, pending: 0, discountPercent: 10, creditPaise: 10_000 });
    const course = await insertCourse(app, database, { courseFee: 1000 });

    const own = await order(referrer, { courseId: course.id, couponCode: mine.code.toLowerCase() });
    expect([own.statusCode, own.json().message]).toEqual([422, 'You cannot use your own referral code.']);

    const bought = await buy(app, friend, { courseId: course.id, couponCode: mine.code });
    expect([bought.verify, bought.amount]).toEqual([200, 90_000]);
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, bought.orderId));
    expect((await summary(referrer)).pending).toBe(10_000);

    const again = await order(friend, {
      courseId: (await insertCourse(app, database, { courseFee: 500 })).id,
      couponCode: mine.code,
    });
    expect([again.statusCode, again.json().message]).toEqual([
      422,
      'A referral code is for your first purchase only.',
    ]);

    const due = new Date((payment?.createdAt.getTime() ?? 0) + REFUND_DAYS * DAY + 60_000);
    expect(await settle(bought.orderId, due)).toBe('sent');
    expect(await settle(bought.orderId, due)).toBe('dropped');
    expect(await summary(referrer)).toMatchObject({ balance: 10_000, pending: 0, friends: 1 });

    // Credit pays after any discount; a double click reuses the order and spends nothing more.
    const next = await insertCourse(app, database, { courseFee: 1000 });
    const first = await order(referrer, { courseId: next.id });
    const second = await order(referrer, { courseId: next.id });
    expect(first.json().order.amount).toBe(90_000);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect((await summary(referrer)).balance).toBe(0);

    // Unpaid, it lapses: the credit comes back, once.
    await app.db.transaction((tx) => releaseLapsedUses(tx, new Date(Date.now() + DAY)));
    await app.db.transaction((tx) => releaseLapsedUses(tx, new Date(Date.now() + DAY)));
    expect((await summary(referrer)).balance).toBe(10_000);
    const entries = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, referrer.id));
    expect(entries.map((e) => [e.reason, e.amount]).sort()).toEqual([
      ['referral', 10_000],
      ['return', 10_000],
      ['spend', -10_000],
    ]);
    const [lapsed] = await app.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, first.json().order.id));
    expect(lapsed?.status).toBe('expired');

    // Paid after all (the provider took the money late): the credit is spent again, once.
    const late = await app.inject({
      method: 'POST',
      url: '/api/payments/verify-payment',
      headers: referrer.auth,
      payload: signedCheckout(app.paymentGateway.signingSecret, first.json().order.id),
    });
    expect(late.statusCode, late.body).toBe(200);
    expect((await summary(referrer)).balance).toBe(0);
    const reclaimed = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, referrer.id));
    expect(reclaimed.filter((e) => e.reason === 'reclaim').map((e) => e.amount)).toEqual([-10_000]);
  });

  it('earns nothing when the friend’s order was refunded in the window', async () => {
    const referrer = await createTestUser(app, database);
    const friend = await createTestUser(app, database);
    const { code } = await summary(referrer);
    const course = await insertCourse(app, database, { courseFee: 2000 });
    const bought = await buy(app, friend, { courseId: course.id, couponCode: code });
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, bought.orderId));
    await app.db.insert(refunds).values({
      paymentId: payment?.id ?? '',
      orderId: bought.orderId,
      userId: friend.id,
      amount: 50_000,
      idempotencyKey: `test-${bought.orderId}`,
      status: 'processed',
    });
    expect(await settle(bought.orderId, new Date(Date.now() + 4 * DAY))).toBe('dropped');
    const [reward] = await app.db
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.orderId, bought.orderId), eq(referralRewards.status, 'cancelled')));
    expect(reward).toBeDefined();
    expect(await summary(referrer)).toMatchObject({ balance: 0, pending: 0 });
  });

  it('lets an admin change the terms, and 0 turns the friend’s discount off', async () => {
    const admin = await createAccountWithRole(app, database, 'admin');
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/admin/referrals/settings', headers: admin.auth, payload });
    expect((await put({ discountPercent: 95, creditPaise: 100 })).statusCode).toBe(400);
    expect((await put({ discountPercent: 0, creditPaise: 5_000 })).json().message).toBe(
      'Referral settings saved',
    );
    const referrer = await createTestUser(app, database);
    const friend = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const off = await order(friend, { courseId: course.id, couponCode: (await summary(referrer)).code });
    expect([off.statusCode, off.json().message]).toEqual([
      422,
      'Referral discounts are switched off at the moment.',
    ]);
    await put({ discountPercent: 10, creditPaise: 10_000 });
  });
});
