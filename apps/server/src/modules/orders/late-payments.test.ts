import { COUPON_HOLD_MINUTES, translateMessage } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  couponRedemptions,
  coupons,
  courseEnrollments,
  creditLedger,
  paymentOrders,
  refundRequests,
  refunds,
  users,
} from '../../db/schema.ts';
import { createTestUser, ownTestDatabase, testApp, unique } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { type RazorpayStub, startRazorpayStub } from '../../test/razorpay-stub.ts';
import { insertCoupon } from '../coupons/fixture.ts';
import { insertCourse } from '../courses/fixture.ts';
import { balanceOf, moveCredit } from '../referrals/queries.ts';
import { hmac, payThroughTestGateway, signedCheckout, type TestUser, WEBHOOK_SECRET } from './fixture.ts';
import { releaseExpiredHolds } from './holds.ts';
import { UNHONOURED_MESSAGES } from './honour.ts';

/**
 * Late payments whose terms lapsed (docs/decisions/196-terms-kept-at-payment.md): a coupon's use
 * or credit given back by the sweep is taken again only within its limits; otherwise the payment
 * is recorded, not enrolled, and refunded in full through the payment service.
 */
describe('payments arriving after their order lapsed', () => {
  let app: FastifyInstance;
  let stubApp: FastifyInstance;
  let stub: RazorpayStub;
  let database: Database;
  const mailer = recordingMailer();
  const LAPSE_MS = (COUPON_HOLD_MINUTES + 1) * 60_000;

  beforeAll(async () => {
    database = await ownTestDatabase();
    stub = await startRazorpayStub();
    ({ app } = await testApp({ database, mailer }));
    ({ app: stubApp } = await testApp({
      database,
      mailer,
      env: {
        RAZORPAY_KEY_ID: stub.keyId,
        RAZORPAY_KEY_SECRET: stub.keySecret,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: stub.url,
      },
    }));
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await app.close();
    await stubApp.close();
    await stub.close();
  });

  const order = (target: FastifyInstance, who: TestUser, payload: object) =>
    target.inject({ method: 'POST', url: '/api/payments/create-order', headers: who.auth, payload });
  const pay = (who: TestUser, providerOrderId: string) => payThroughTestGateway(app, who, providerOrderId);
  /** The minute sweep, as the server runs it. */
  const sweep = () => releaseExpiredHolds({ db: app.db, log: app.log, readCache: app.readCache });
  const orderRow = async (providerOrderId: string) =>
    (await app.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId)))[0];
  const enrolled = async (userId: string, courseId: string) =>
    (
      await app.db
        .select()
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    ).length === 1;
  const refundsOf = async (providerOrderId: string) =>
    app.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, (await orderRow(providerOrderId))?.id ?? ''));

  it('three lapsed orders with a once-per-learner coupon, all paid late: one use, two refunds', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const learner = await createTestUser(app, database);
    const coupon = await insertCoupon(database, { kind: 'percent', value: 50, perLearnerLimit: 1 });
    const courses = [];
    const orders: string[] = [];
    for (let i = 0; i < 3; i++) {
      const course = await insertCourse(app, database, { courseFee: 1000 });
      const res = await order(app, learner, { courseId: course.id, couponCode: coupon.code });
      expect([res.statusCode, res.json().order?.amount], res.body).toEqual([200, 50_000]);
      courses.push(course);
      orders.push(res.json().order.id);
      vi.setSystemTime(Date.now() + LAPSE_MS);
    }
    await sweep();
    const used = async () => (await app.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]?.used;
    expect(await used()).toBe(0);

    const answers = [];
    for (const id of orders) answers.push(await pay(learner, id));
    // The first late payment finds the use free and takes it again; the others cannot.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 409, 409]);
    expect(answers[1]?.json().message).toBe(UNHONOURED_MESSAGES.coupon_used_by_you);
    expect(await used()).toBe(1);
    const uses = await app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses.map((u) => u.status).sort()).toEqual(['kept', 'released', 'released']);
    expect(await Promise.all(courses.map((c) => enrolled(learner.id, c.id)))).toEqual([true, false, false]);

    // Recorded as paid, refunded in full through the gateway at once, the queue entry closed.
    for (const id of orders.slice(1)) {
      expect((await orderRow(id))?.status).toBe('paid');
      const [refund] = await refundsOf(id);
      expect(refund).toMatchObject({ amount: 50_000, status: 'processed', requestedBy: null });
      expect(refund?.providerRefundId).toMatch(/^rfnd_test_/);
      const [queued] = await app.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.paymentId, refund?.paymentId ?? ''));
      expect(queued).toMatchObject({ kind: 'unhonoured', details: { cause: 'coupon_used_by_you' } });
      expect(queued?.resolvedAt).toBeInstanceOf(Date);
    }
    expect(await refundsOf(orders[0] ?? '')).toEqual([]);
    const mail = await mailer.inbox.next(learner.email, /is being refunded/);
    expect(mail.subject).toContain('₹500');
    expect(mail.text).toContain('by then you had already used its coupon');
    expect(mail.text).toContain('you have not been enrolled');
  });

  it('refunds a webhook payment whose credit went to another order, through the Refunds API, in Tamil', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const learner = await createTestUser(stubApp, database);
    await app.db.update(users).set({ preferredLanguage: 'ta' }).where(eq(users.id, learner.id));
    await moveCredit(app.db, { userId: learner.id, amount: 10_000, reason: 'referral' });
    const first = await insertCourse(app, database, { courseFee: 1000 });
    const lapsed = await order(stubApp, learner, { courseId: first.id });
    expect(lapsed.json().order.amount).toBe(90_000);
    vi.setSystemTime(Date.now() + LAPSE_MS);
    await sweep();
    expect(await balanceOf(app.db, learner.id)).toBe(10_000);

    // The credit that came back pays for another course, paid at once.
    const second = await insertCourse(app, database, { courseFee: 1000 });
    const spent = await order(stubApp, learner, { courseId: second.id });
    const verified = await stubApp.inject({
      method: 'POST',
      url: '/api/payments/verify-payment',
      headers: learner.auth,
      payload: signedCheckout(stub.keySecret, spent.json().order.id),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await balanceOf(app.db, learner.id)).toBe(0);

    // The lapsed order's money arrives late, by webhook only.
    const providerOrderId: string = lapsed.json().order.id;
    const paymentId = `pay_${unique()}`;
    stub.capture(paymentId, 90_000);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount: 90_000 } } },
    });
    const hook = await stubApp.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': unique('evt_'),
      },
      payload: body,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    expect(await enrolled(learner.id, first.id)).toBe(false);
    expect(await balanceOf(app.db, learner.id)).toBe(0);
    const ledger = await app.db.select().from(creditLedger).where(eq(creditLedger.userId, learner.id));
    expect(ledger.filter((e) => e.reason === 'reclaim')).toEqual([]);
    const sent = stub.requests.filter(
      (r) => r.method === 'POST' && r.path === `/payments/${paymentId}/refund`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ amount: 90_000 });
    expect((await refundsOf(providerOrderId))[0]).toMatchObject({ amount: 90_000, status: 'pending' });
    const mail = await mailer.inbox.next(learner.email, /திருப்பி அனுப்பப்படுகிறது/);
    expect(mail.text).toContain('வரவுத்தொகை வேறொரு ஆர்டருக்குச் செலவாகிவிட்டது');

    // The checkout's answer, arriving after the webhook, hears the same and refunds nothing more.
    const late = await stubApp.inject({
      method: 'POST',
      url: '/api/payments/verify-payment',
      headers: { ...learner.auth, 'accept-language': 'ta' },
      payload: signedCheckout(stub.keySecret, providerOrderId, paymentId),
    });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      translateMessage(UNHONOURED_MESSAGES.credit_spent, 'ta'),
    ]);
    expect(stub.requests.filter((r) => r.path === `/payments/${paymentId}/refund`)).toHaveLength(1);
  });
});
