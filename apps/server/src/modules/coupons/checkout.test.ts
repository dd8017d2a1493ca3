import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons, paymentOrders } from '../../db/schema.ts';
import { createAccountWithRole } from '../../test/accounts.ts';
import { createTestUser, ownTestDatabase, testApp } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';
import { buy, insertEvent } from '../orders/fixture.ts';
import { insertCoupon } from './fixture.ts';
import { releaseLapsedUses, takeUse } from './queries.ts';

/** Coupons at checkout: the price, the tax on it, each refusal, and the count of uses (docs/decisions/181). */
describe('coupons at checkout', () => {
  let app: FastifyInstance;
  let database: Database;
  const DAY = 86_400_000;

  beforeAll(async () => {
    ({ app, database } = await testApp({ database: await ownTestDatabase() }));
  });
  afterAll(() => app.close());

  async function attempt(code: string, item: object, headers?: Record<string, string>) {
    const learner = await createTestUser(app, database);
    const body = { ...item, couponCode: code, buyerState: '29' };
    const auth = { ...learner.auth, ...headers };
    const preview = await app.inject({
      method: 'POST',
      url: '/api/coupons/preview',
      headers: auth,
      payload: { code, ...item },
    });
    const order = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: auth,
      payload: body,
    });
    return { learner, preview, order };
  }

  it('charges the discounted amount and taxes what is paid, IGST for Karnataka', async () => {
    const course = await insertCourse(app, database, { courseFee: 1180 });
    const coupon = await insertCoupon(database, { kind: 'percent', value: 10 });
    const { preview, order } = await attempt(coupon.code.toLowerCase(), { courseId: course.id });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      code: coupon.code,
      listPrice: 118_000,
      discount: 11_800,
      credit: 0,
      total: 106_200,
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().order.amount).toBe(106_200);
    const [row] = await app.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.json().order.id));
    expect(row).toMatchObject({
      amount: 106_200,
      discount: 11_800,
      couponCode: coupon.code,
      supplyType: 'inter',
      taxable: 90_000,
      igst: 16_200,
      cgst: 0,
    });
    const [stored] = await app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored?.used).toBe(1);
  });

  it('takes a fixed amount off an event, never below ₹1', async () => {
    const event = await insertEvent(database, { price: 500, isFree: false });
    const coupon = await insertCoupon(database, { kind: 'fixed', value: 1_000_000, eventIds: [event.id] });
    const { preview, order } = await attempt(coupon.code, { eventId: event.id });
    expect(preview.json().data).toMatchObject({ discount: 49_900, total: 100 });
    expect(order.json().order.amount).toBe(100);
  });

  it('refuses each bad coupon with its own sentence and status, in English and Tamil', async () => {
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const other = await insertCourse(app, database, { courseFee: 1000 });
    const now = Date.now();
    const cases: [string, object, number, string][] = [
      ['NOSUCHCODE', {}, 404, 'This coupon code is not valid.'],
      ['', { active: false }, 422, 'This coupon is paused at the moment.'],
      ['', { validFrom: new Date(now + DAY) }, 422, 'This coupon is not valid yet.'],
      ['', { validUntil: new Date(now - DAY) }, 422, 'This coupon has expired.'],
      ['', { courseIds: [other.id] }, 422, 'This coupon cannot be used for this course or event.'],
      ['', { minOrder: 200_000 }, 422, 'This coupon needs an order of at least ₹2,000.'],
      ['', { maxUses: 1, used: 1 }, 409, 'This coupon has been used up.'],
    ];
    for (const [given, fields, status, message] of cases) {
      const code = given || (await insertCoupon(database, fields)).code;
      const { preview, order } = await attempt(code, { courseId: course.id });
      expect([preview.statusCode, preview.json().message], code).toEqual([status, message]);
      expect([order.statusCode, order.json().message], code).toEqual([status, message]);
    }
    const paused = await insertCoupon(database, { active: false });
    const tamil = await attempt(paused.code, { courseId: course.id }, { 'accept-language': 'ta' });
    expect(tamil.preview.json().message).toBe('இந்தக் கூப்பன் தற்போது நிறுத்திவைக்கப்பட்டுள்ளது.');
  });

  it('lets a learner use a coupon as often as their own limit, then says they have used it', async () => {
    const coupon = await insertCoupon(database, { perLearnerLimit: 1 });
    const learner = await createTestUser(app, database);
    const first = await insertCourse(app, database, { courseFee: 1000 });
    const second = await insertCourse(app, database, { courseFee: 1000 });
    const bought = await buy(app, learner, { courseId: first.id, couponCode: coupon.code });
    expect(bought.verify).toBe(200);
    expect(bought.amount).toBe(90_000);
    const again = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: learner.auth,
      payload: { courseId: second.id, couponCode: coupon.code },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, 'You have already used this coupon.']);
  });

  it('gives exactly 10 of 50 racing learners a coupon with 10 uses', async () => {
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const coupon = await insertCoupon(database, { maxUses: 10 });
    const learners = await Promise.all(Array.from({ length: 50 }, () => createTestUser(app, database)));
    const answers = await Promise.all(
      learners.map((learner, i) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/create-order',
          // Fifty learners in fifty places: the per-address limit on codes is not what is tested here.
          remoteAddress: `10.0.0.${i + 1}`,
          headers: learner.auth,
          payload: { courseId: course.id, couponCode: coupon.code },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const discounted = await app.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.couponCode, coupon.code));
    expect(discounted).toHaveLength(10);
    const [stored] = await app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored?.used).toBe(10);
    // The guarded UPDATE alone decides, whatever checks ran before it.
    const fresh = await insertCoupon(database, { maxUses: 10 });
    const taken = await Promise.all(learners.map(() => app.db.transaction((tx) => takeUse(tx, fresh.id))));
    expect(taken.filter(Boolean)).toHaveLength(10);
  });

  it('gives an unpaid order’s use back when its hold lapses, and keeps a paid one', async () => {
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const coupon = await insertCoupon(database, { maxUses: 2 });
    const { order } = await attempt(coupon.code, { courseId: course.id });
    const paid = await buy(app, await createTestUser(app, database), {
      courseId: course.id,
      couponCode: coupon.code,
    });
    expect(order.statusCode).toBe(200);
    expect(paid.verify).toBe(200);
    await app.db.transaction((tx) => releaseLapsedUses(tx, new Date(Date.now() + DAY)));
    const [stored] = await app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored?.used).toBe(1);
    const uses = await app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses.map((u) => u.status).sort()).toEqual(['kept', 'released']);
    const [lapsed] = await app.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.json().order.id));
    expect(lapsed?.status).toBe('expired');
  });

  it('shows staff revenue before and after discounts and the top coupons on the dashboard', async () => {
    const staff = await createAccountWithRole(app, database, 'staff');
    const figures = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.auth })).json().data
        .discounts;
    const before = await figures();
    const coupon = await insertCoupon(database, { kind: 'fixed', value: 25_000 });
    const course = await insertCourse(app, database, { courseFee: 1000 });
    for (let i = 0; i < 2; i++) {
      const bought = await buy(app, await createTestUser(app, database), {
        courseId: course.id,
        couponCode: coupon.code,
      });
      expect(bought.verify).toBe(200);
    }
    const after = await figures();
    expect(after.beforeDiscounts - before.beforeDiscounts).toBe(200_000);
    expect(after.discounts - before.discounts).toBe(50_000);
    expect(after.afterDiscounts - before.afterDiscounts).toBe(150_000);
    expect(after.topCoupons).toContainEqual({ code: coupon.code, orders: 2, discount: 50_000 });
  });

  it('slows a code guessed in a loop: ten tries a minute per learner, preview and order together', async () => {
    const learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 1000 });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const url = i % 2 ? '/api/coupons/preview' : '/api/payments/create-order';
      const payload =
        i % 2 ? { code: `GUESS${i}`, courseId: course.id } : { courseId: course.id, couponCode: `GUESS${i}` };
      statuses.push((await app.inject({ method: 'POST', url, headers: learner.auth, payload })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // An order without a code is not a guess.
    const plain = await app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: learner.auth,
      payload: { courseId: course.id },
    });
    expect(plain.statusCode).toBe(200);
  });
});
