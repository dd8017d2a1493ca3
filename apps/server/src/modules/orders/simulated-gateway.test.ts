import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsFixture, type TestUser } from './fixture.ts';

describe('payments', () => {
  const { fixture, addCourse, post, createOrder, courseEnrolments } = paymentsFixture();
  let app: FastifyInstance;
  let testModeApp: FastifyInstance;
  let buyer: TestUser;
  let other: TestUser;
  beforeAll(() => {
    ({ app, testModeApp, buyer, other } = fixture);
  });

  describe('TEST MODE gateway', () => {
    it('exists only without keys: its script and pay route are absent with real keys', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/api/payments/test-gateway/checkout.js' })).statusCode,
      ).toBe(404);
      expect(
        (await post(app, '/api/payments/test-gateway/pay', buyer, { order_id: 'order_x' })).statusCode,
      ).toBe(404);

      const script = await testModeApp.inject({
        method: 'GET',
        url: '/api/payments/test-gateway/checkout.js',
      });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body).toContain('window.Razorpay');
      expect(script.body).toContain('TEST MODE');
    });

    it('takes a payment end to end through the same verification', async () => {
      const id = await addCourse(499);
      const { res, body } = await createOrder(buyer, { courseId: id }, testModeApp);
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({
        key: 'kalvi_test_gateway',
        checkoutScript: '/api/payments/test-gateway/checkout.js',
        order: { amount: 49900, currency: 'INR' },
      });
      expect(body.order.id).toMatch(/^order_test_/);

      const stranger = await post(testModeApp, '/api/payments/test-gateway/pay', other, {
        order_id: body.order.id,
      });
      expect(stranger.statusCode).toBe(404);
      const paid = await post(testModeApp, '/api/payments/test-gateway/pay', buyer, {
        order_id: body.order.id,
      });
      expect(paid.statusCode).toBe(200);
      const answer = paid.json();
      expect(answer.razorpay_order_id).toBe(body.order.id);

      // Signed with the gateway's own secret, not Razorpay's: the keyed app refuses it.
      expect((await post(app, '/api/payments/verify-payment', buyer, answer)).statusCode).toBe(400);
      const verified = await post(testModeApp, '/api/payments/verify-payment', buyer, answer);
      expect(verified.statusCode).toBe(200);
      expect(await courseEnrolments(buyer.id, id)).toHaveLength(1);
      const twice = await post(testModeApp, '/api/payments/test-gateway/pay', buyer, {
        order_id: body.order.id,
      });
      expect(twice.statusCode).toBe(409);

      const hook = await testModeApp.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(503);
    });
  });
});
