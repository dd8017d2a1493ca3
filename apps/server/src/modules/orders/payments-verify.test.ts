import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobs, webhookEvents } from '../../db/schema.ts';
import { unique } from '../../test/harness.ts';
import type { RazorpayStub } from '../../test/razorpay-stub.ts';
import { hmac, paymentsFixture, type TestUser, WEBHOOK_SECRET } from './fixture.ts';

describe('payments', () => {
  const {
    fixture,
    addCourse,
    post,
    createOrder,
    checkoutAnswer,
    webhook,
    orderRow,
    paymentRows,
    courseEnrolments,
  } = paymentsFixture();
  let stub: RazorpayStub;
  let app: FastifyInstance;
  let database: Database;
  let buyer: TestUser;
  let other: TestUser;
  beforeAll(() => {
    ({ stub, app, database, buyer, other } = fixture);
  });

  describe('verify-payment', () => {
    it('enrols once for a good signature and refuses bad and tampered ones without changing anything', async () => {
      const id = await addCourse(499);
      const { body } = await createOrder(buyer, { courseId: id });
      const orderId: string = body.order.id;
      const good = checkoutAnswer(orderId);

      const bad = await post(app, '/api/payments/verify-payment', buyer, {
        ...good,
        razorpay_signature: 'f'.repeat(64),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Payment verification failed');
      const tampered = await post(app, '/api/payments/verify-payment', buyer, {
        ...good,
        razorpay_payment_id: `${good.razorpay_payment_id}x`,
      });
      expect(tampered.statusCode).toBe(400);
      const wrongSecret = await post(app, '/api/payments/verify-payment', buyer, {
        ...good,
        razorpay_signature: hmac('another-secret', `${orderId}|${good.razorpay_payment_id}`),
      });
      expect(wrongSecret.statusCode).toBe(400);
      // Someone else cannot complete (or probe) this order, even with its valid signature.
      const stranger = await post(app, '/api/payments/verify-payment', other, good);
      expect(stranger.statusCode).toBe(400);
      expect((await orderRow(orderId))?.status).toBe('created');
      expect(await paymentRows(orderId)).toHaveLength(0);
      expect(await courseEnrolments(buyer.id, id)).toHaveLength(0);

      const ok = await post(app, '/api/payments/verify-payment', buyer, good);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toMatchObject({
        orderId,
        paymentId: good.razorpay_payment_id,
        amountPaid: 499,
      });
      expect(ok.json().data.enrolledCourses).toContain(id);

      const replay = await post(app, '/api/payments/verify-payment', buyer, good);
      expect(replay.statusCode).toBe(200);
      expect(await paymentRows(orderId)).toHaveLength(1);
      expect(await courseEnrolments(buyer.id, id)).toHaveLength(1);
      expect((await orderRow(orderId))?.status).toBe('paid');

      const owned = await createOrder(buyer, { courseId: id });
      expect(owned.res.statusCode).toBe(409);
      expect(owned.body.message).toBe('You are already enrolled in this course!');
    });

    it('enrols exactly once when the checkout answer and the webhook race', async () => {
      const id = await addCourse(349);
      const { body } = await createOrder(buyer, { courseId: id });
      const answer = checkoutAnswer(body.order.id);
      const hook = webhook('payment.captured', body.order.id, answer.razorpay_payment_id, 34900);
      const results = await Promise.all([
        post(app, '/api/payments/verify-payment', buyer, answer),
        hook.send(),
        post(app, '/api/payments/verify-payment', buyer, answer),
        webhook('order.paid', body.order.id, answer.razorpay_payment_id, 34900).send(),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await paymentRows(body.order.id)).toHaveLength(1);
      const enrolments = await courseEnrolments(buyer.id, id);
      expect(enrolments).toHaveLength(1);
      // One confirmation e-mail job for the one enrolment (docs/decisions/131).
      const confirmations = await database.db
        .select()
        .from(jobs)
        .where(like(jobs.key, `course-confirmation:%`))
        .then((rows) => rows.filter((r) => r.key === `course-confirmation:${enrolments[0]?.id}`));
      expect(confirmations).toHaveLength(1);
    });
  });

  describe('webhook', () => {
    it('enrols a learner who closed the tab after paying; duplicates and late events change nothing', async () => {
      const id = await addCourse(599);
      const { body } = await createOrder(other, { courseId: id });
      const paymentId = `pay_${unique()}`;
      const captured = webhook('payment.captured', body.order.id, paymentId, 59900, unique('evt_'));

      const forged = await captured.send(hmac('not-the-webhook-secret', 'x'));
      expect(forged.statusCode).toBe(400);
      expect((await orderRow(body.order.id))?.status).toBe('created');

      const first = await captured.send();
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe('applied');
      expect(await courseEnrolments(other.id, id)).toHaveLength(1);

      const duplicate = await captured.send();
      expect(duplicate.json().message).toBe('duplicate');

      // Out of order: order.paid after payment.captured, then a stale payment.failed.
      const late = await webhook('order.paid', body.order.id, paymentId, 59900).send();
      expect(late.statusCode).toBe(200);
      const failed = await webhook('payment.failed', body.order.id, paymentId, 59900).send();
      expect(failed.json().message).toBe('ignored');
      expect((await orderRow(body.order.id))?.status).toBe('paid');
      const recorded = await paymentRows(body.order.id);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ source: 'webhook', method: 'upi', amount: 59900 });
      expect(await courseEnrolments(other.id, id)).toHaveLength(1);

      // The checkout answer arriving after the webhook is still a success, and still once.
      const verify = await post(app, '/api/payments/verify-payment', other, {
        razorpay_order_id: body.order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmac(stub.keySecret, `${body.order.id}|${paymentId}`),
      });
      expect(verify.statusCode).toBe(200);
      expect(await paymentRows(body.order.id)).toHaveLength(1);
      const handled = await database.db.select().from(webhookEvents);
      expect(handled.length).toBeGreaterThanOrEqual(2);
    });

    it('answers 400, not 500, to a signed body that is JSON but not an object', async () => {
      for (const payload of ['null', '"text"', '42', '[]']) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmac(WEBHOOK_SECRET, payload),
          },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'The webhook body must be a JSON object' });
      }
    });

    it('does not enrol for a payment whose amount differs from the order', async () => {
      const id = await addCourse(650);
      const { body } = await createOrder(other, { courseId: id });
      const res = await webhook('payment.captured', body.order.id, `pay_${unique()}`, 100).send();
      expect(res.json().message).toBe('ignored');
      expect((await orderRow(body.order.id))?.status).toBe('created');
      expect(await courseEnrolments(other.id, id)).toHaveLength(0);
    });
  });
});
