import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import type { RazorpayStub } from '../../test/razorpay-stub.ts';
import { paymentsFixture, type TestUser } from './fixture.ts';

describe('payments', () => {
  const { fixture, addCourse, post, createOrder, orderRow } = paymentsFixture();
  let stub: RazorpayStub;
  let app: FastifyInstance;
  let database: Database;
  let buyer: TestUser;
  let other: TestUser;
  let courseId: string;
  let freeCourseId: string;
  beforeAll(() => {
    ({ stub, app, database, buyer, other, courseId, freeCourseId } = fixture);
  });

  describe('create-order', () => {
    it('prices the order from the catalogue in paise and creates it at Razorpay with basic auth', async () => {
      const id = await addCourse(1299);
      const before = stub.requests.length;
      const { res, body } = await createOrder(buyer, {
        courseId: id,
        amount: 1299,
        currency: 'INR',
        receipt: 'r1',
      });
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({
        success: true,
        key: stub.keyId,
        order: { amount: 129900, currency: 'INR' },
        checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
      });
      expect(body.order.id).toMatch(/^order_/);
      const sent = stub.requests.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        method: 'POST',
        path: '/orders',
        authorization: `Basic ${Buffer.from(`${stub.keyId}:${stub.keySecret}`).toString('base64')}`,
        body: { amount: 129900, currency: 'INR', notes: { course_id: id, user_id: buyer.id } },
      });
      expect((await orderRow(body.order.id))?.amount).toBe(129900);

      // A double click or a reload reuses the same unpaid order.
      const again = await createOrder(buyer, { courseId: id });
      expect(again.body.order.id).toBe(body.order.id);
      expect(stub.requests.length).toBe(before + 1);
    });

    it('refuses a shown amount that differs from the catalogue, before asking Razorpay', async () => {
      const before = stub.requests.length;
      const { res, body } = await createOrder(buyer, { courseId, amount: 1 });
      expect(res.statusCode).toBe(409);
      expect(body.message).toContain('₹499');
      expect(stub.requests.length).toBe(before);
    });

    it('answers free, unknown, ambiguous and anonymous requests with the right status', async () => {
      const free = await createOrder(buyer, { courseId: freeCourseId });
      expect(free.res.statusCode).toBe(400);
      expect(free.body.message).toContain('Enroll for Free');
      expect(
        (await createOrder(buyer, { courseId: '00000000-0000-4000-8000-000000000000' })).res.statusCode,
      ).toBe(404);
      expect((await createOrder(buyer, { courseId, eventId: courseId })).res.statusCode).toBe(400);
      expect((await createOrder(buyer, {})).res.statusCode).toBe(400);
      expect((await createOrder(buyer, { courseId: 'not-a-uuid' })).res.statusCode).toBe(400);
      const anonymous = await post(app, '/api/payments/create-order', null, { courseId });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 502 with a plain sentence when Razorpay fails, and stores nothing', async () => {
      const id = await addCourse(799);
      stub.failNext(500);
      const { res, body } = await createOrder(other, { courseId: id });
      expect(res.statusCode).toBe(502);
      expect(body.message).toMatch(/payment service/i);
      const stored = await database.db.select().from(paymentOrders).where(eq(paymentOrders.courseId, id));
      expect(stored).toHaveLength(0);
    });
    it('answers 502 when Razorpay refuses our keys (its 401 error shape)', async () => {
      const { app: misconfigured } = await testApp({
        database,
        env: { RAZORPAY_KEY_ID: stub.keyId, RAZORPAY_KEY_SECRET: 'wrong-secret', RAZORPAY_API_URL: stub.url },
      });
      try {
        const before = stub.requests.length;
        const { res } = await createOrder(buyer, { courseId: await addCourse(899) }, misconfigured);
        expect(res.statusCode).toBe(502);
        expect(stub.requests.length).toBe(before + 1);
      } finally {
        await misconfigured.close();
      }
    });
  });
});
