import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  courseEnrollments,
  paymentOrders,
  referralRewards,
  refundRequests,
  refunds,
} from '../../db/schema.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertCoupon } from '../coupons/fixture.ts';
import { releaseLapsedUses } from '../coupons/queries.ts';
import { insertCourse } from '../courses/fixture.ts';
import { payThroughTestGateway, type TestUser } from '../orders/fixture.ts';
import { UNHONOURED_MESSAGES } from '../orders/honour.ts';

/**
 * A referral code is for the learner's first purchase, decided when the money arrives
 * (docs/decisions/196-terms-kept-at-payment.md): of two orders opened with it before either was
 * paid, or a referral order paid after another purchase, only a first purchase is honoured.
 */
describe('a referral code at payment', () => {
  let app: FastifyInstance;
  let database: Database;
  const DAY = 86_400_000;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
  });
  afterAll(() => app.close());

  const order = async (who: TestUser, payload: object) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: who.auth,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order as { id: string; amount: number };
  };
  const pay = (who: TestUser, providerOrderId: string) => payThroughTestGateway(app, who, providerOrderId);
  const codeOf = async (who: TestUser) =>
    (await app.inject({ method: 'GET', url: '/api/referrals/me', headers: who.auth })).json().data
      .code as string;
  const course = async () => (await insertCourse(app, database, { courseFee: 1000 })).id;
  const refundOf = async (providerOrderId: string) => {
    const [row] = await app.db
      .select({ refund: refunds, request: refundRequests })
      .from(refunds)
      .innerJoin(paymentOrders, eq(paymentOrders.id, refunds.orderId))
      .innerJoin(refundRequests, eq(refundRequests.paymentId, refunds.paymentId))
      .where(eq(paymentOrders.providerOrderId, providerOrderId));
    return row;
  };

  it('two orders opened with one code, paid at the same moment: one honoured, one refunded', async () => {
    const code = await codeOf(await createTestUser(app, database));
    const friend = await createTestUser(app, database);
    const courses = [await course(), await course()];
    const orders = [];
    for (const id of courses) orders.push(await order(friend, { courseId: id, couponCode: code }));
    expect(orders.map((o) => o.amount)).toEqual([90_000, 90_000]);

    const answers = await Promise.all(orders.map((o) => pay(friend, o.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.findIndex((a) => a.statusCode === 409);
    expect(answers[refused]?.json().message).toBe(UNHONOURED_MESSAGES.referral_not_first);

    const enrolments = await app.db
      .select()
      .from(courseEnrollments)
      .where(eq(courseEnrollments.userId, friend.id));
    expect(enrolments.map((e) => e.courseId)).toEqual([courses[1 - refused]]);
    const rewards = await app.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.refereeId, friend.id));
    expect(rewards).toHaveLength(1);
    const refunded = await refundOf(orders[refused]?.id ?? '');
    expect(refunded?.refund).toMatchObject({ amount: 90_000, status: 'processed' });
    expect(refunded?.request.details).toEqual({ cause: 'referral_not_first' });
    expect(await refundOf(orders[1 - refused]?.id ?? '')).toBeUndefined();
  });

  it('refuses a referral order paid after another purchase, but not after an unhonoured one', async () => {
    const referrer = await createTestUser(app, database);
    const code = await codeOf(referrer);
    const friend = await createTestUser(app, database);
    const referred = await order(friend, { courseId: await course(), couponCode: code });
    const plain = await order(friend, { courseId: await course() });
    expect((await pay(friend, plain.id)).statusCode).toBe(200);
    const late = await pay(friend, referred.id);
    expect([late.statusCode, late.json().message]).toEqual([409, UNHONOURED_MESSAGES.referral_not_first]);
    expect((await refundOf(referred.id))?.refund.status).toBe('processed');

    // A payment refunded because it could not be honoured is no purchase: the code still works.
    const coupon = await insertCoupon(database, { maxUses: 1 });
    const another = await createTestUser(app, database);
    const lapsing = await order(another, { courseId: await course(), couponCode: coupon.code });
    await app.db.transaction((tx) => releaseLapsedUses(tx, new Date(Date.now() + DAY)));
    const taker = await createTestUser(app, database);
    expect(
      (await pay(taker, (await order(taker, { courseId: await course(), couponCode: coupon.code })).id))
        .statusCode,
    ).toBe(200);
    const usedUp = await pay(another, lapsing.id);
    expect([usedUp.statusCode, usedUp.json().message]).toEqual([409, UNHONOURED_MESSAGES.coupon_used_up]);
    const referredLater = await order(another, { courseId: await course(), couponCode: code });
    expect(referredLater.amount).toBe(90_000);
  });
});
