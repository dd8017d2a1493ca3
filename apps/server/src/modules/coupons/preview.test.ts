import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons, paymentOrders } from '../../db/schema.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy, insertEvent, type TestUser } from '../orders/fixture.ts';
import { moveCredit } from '../referrals/queries.ts';
import { insertCoupon } from './fixture.ts';

/**
 * The checkout's preview: what the learner will really pay, a coupon's discount and then their
 * referral credit, priced by the code that prices the order (docs/decisions/181, 182).
 */
describe('the price shown before paying', () => {
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
  });
  afterAll(() => app.close());

  const preview = (who: TestUser, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/coupons/preview',
      headers: { ...who.auth, ...headers },
      payload,
    });
  const order = (who: TestUser, payload: object) =>
    app.inject({ method: 'POST', url: '/api/payments/create-order', headers: who.auth, payload });

  async function learnerWithCredit(paise: number) {
    const learner = await createTestUser(app, database);
    await app.db.transaction((tx) =>
      moveCredit(tx, { userId: learner.id, amount: paise, reason: 'referral' }),
    );
    return learner;
  }

  it('takes credit off after the discount, and the order charges exactly what was shown', async () => {
    const learner = await learnerWithCredit(10_000);
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const plain = await preview(learner, { courseId: course.id });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({
      message: 'This is the price you will pay',
      data: { code: '', listPrice: 100_000, discount: 0, credit: 10_000, total: 90_000 },
    });
    expect((await preview(learner, { courseId: course.id, code: '' })).json().data.total).toBe(90_000);

    const coupon = await insertCoupon(database, { kind: 'percent', value: 10 });
    const shown = await preview(learner, { courseId: course.id, code: coupon.code.toLowerCase() });
    expect(shown.json()).toMatchObject({
      message: 'Coupon applied',
      data: { code: coupon.code, listPrice: 100_000, discount: 10_000, credit: 10_000, total: 80_000 },
    });
    const placed = await order(learner, { courseId: course.id, couponCode: coupon.code });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order.amount).toBe(shown.json().data.total);
  });

  it('shows the credit an unpaid order already spent when the learner comes back to it', async () => {
    const learner = await learnerWithCredit(10_000);
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const first = await order(learner, { courseId: course.id });
    expect(first.json().order.amount).toBe(90_000);
    // The balance is spent now, but the reopened order still carries it.
    const again = await preview(learner, { courseId: course.id });
    expect(again.json().data).toMatchObject({ credit: 10_000, total: 90_000 });
    expect((await order(learner, { courseId: course.id })).json().order).toEqual(first.json().order);
  });

  it('reopens the unpaid order with its coupon when the learner comes back: not a second use', async () => {
    const learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const coupon = await insertCoupon(database, { perLearnerLimit: 1, maxUses: 1 });
    const first = await order(learner, { courseId: course.id, couponCode: coupon.code });
    expect(first.statusCode, first.body).toBe(200);
    // The payment window was closed: the learner looks again and pays again.
    const again = await preview(learner, { courseId: course.id, code: coupon.code });
    expect([again.statusCode, again.json().data?.total]).toEqual([200, 90_000]);
    const reopened = await order(learner, { courseId: course.id, couponCode: coupon.code });
    expect(reopened.json().order).toEqual(first.json().order);
    // Another course is another use, and another learner finds the coupon used up.
    const other = await insertCourse(app, database, { courseFee: 1000 });
    const second = await order(learner, { courseId: other.id, couponCode: coupon.code });
    expect([second.statusCode, second.json().message]).toEqual([409, 'You have already used this coupon.']);
    const friend = await preview(await createTestUser(app, database), {
      courseId: course.id,
      code: coupon.code,
    });
    expect([friend.statusCode, friend.json().message]).toEqual([409, 'This coupon has been used up.']);
  });

  it('writes nothing: a lapsed order’s use is shown free, and given back only when an order is placed', async () => {
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const coupon = await insertCoupon(database, { maxUses: 1 });
    const first = await order(await createTestUser(app, database), {
      courseId: course.id,
      couponCode: coupon.code,
    });
    expect(first.statusCode, first.body).toBe(200);
    // The first learner's payment window closed a minute ago; the sweep has not run yet.
    const past = new Date(Date.now() - 60_000);
    const orderId = first.json().order.id;
    await app.db
      .update(paymentOrders)
      .set({ holdExpiresAt: past })
      .where(eq(paymentOrders.providerOrderId, orderId));
    const state = async () => {
      const [stored] = await app.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, orderId));
      const [kept] = await app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      const uses = await app.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      return { order: stored?.status, used: kept?.used, uses: uses.map((use) => use.status) };
    };
    const before = await state();
    expect(before).toEqual({ order: 'created', used: 1, uses: ['held'] });

    const friend = await createTestUser(app, database);
    const shown = await preview(friend, { courseId: course.id, code: coupon.code });
    expect([shown.statusCode, shown.json().data?.discount]).toEqual([200, 10_000]);
    expect(await state()).toEqual(before);

    const placed = await order(friend, { courseId: course.id, couponCode: coupon.code });
    expect(placed.json().order?.amount, placed.body).toBe(shown.json().data.total);
    expect(await state()).toEqual({
      order: 'expired',
      used: 1,
      uses: expect.arrayContaining(['released', 'held']),
    });
  });

  it('leaves ₹1 to pay however much credit there is, and shows none to a learner without', async () => {
    const rich = await learnerWithCredit(1_000_000);
    const event = await insertEvent(database, { price: 500, isFree: false });
    expect((await preview(rich, { eventId: event.id })).json().data).toEqual({
      code: '',
      listPrice: 50_000,
      discount: 0,
      credit: 49_900,
      total: 100,
    });
    const none = await createTestUser(app, database);
    expect((await preview(none, { eventId: event.id })).json().data).toMatchObject({
      credit: 0,
      total: 50_000,
    });
  });

  it('answers in Tamil, refuses what was bought already, and counts no guess without a code', async () => {
    const learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const tamil = await preview(learner, { courseId: course.id }, { 'accept-language': 'ta' });
    expect(tamil.json().message).toBe('நீங்கள் செலுத்தப்போகும் தொகை இதுதான்');
    for (let i = 0; i < 12; i++) {
      expect((await preview(learner, { courseId: course.id })).statusCode).toBe(200);
    }
    expect((await buy(app, learner, { courseId: course.id })).verify).toBe(200);
    const owned = await preview(learner, { courseId: course.id });
    expect([owned.statusCode, owned.json().message]).toEqual([
      409,
      'You are already enrolled in this course!',
    ]);
  });
});
