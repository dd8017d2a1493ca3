import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { certificates, courseEnrollments, refunds } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { type RazorpayStub, startRazorpayStub } from '../../test/razorpay-stub.ts';
import { insertCourse } from '../courses/fixture.ts';
import type { RefundDeps } from './admin-service.ts';
import { buy } from './fixture.ts';

/** What the refund suites share: a course bought through the Razorpay stand-in, and refund webhooks. */

export const REFUND_WEBHOOK_SECRET = 'whsec_refunds_0123456789';

/** An app whose payments go to a Razorpay stand-in, with webhooks signed by REFUND_WEBHOOK_SECRET. */
export async function refundsApp(mailer: Mailer) {
  const stub = await startRazorpayStub();
  const { app, database } = await testApp({
    mailer,
    env: {
      RAZORPAY_KEY_ID: stub.keyId,
      RAZORPAY_KEY_SECRET: stub.keySecret,
      RAZORPAY_WEBHOOK_SECRET: REFUND_WEBHOOK_SECRET,
      RAZORPAY_API_URL: stub.url,
    },
  });
  return { stub, app, database };
}

export const refundDeps = (app: FastifyInstance, mailer: Mailer): RefundDeps => ({
  db: app.db,
  log: app.log,
  readCache: app.readCache,
  gateway: app.paymentGateway,
  mailer,
  jobs: app.jobs,
});

/** A learner who bought a course (₹499 unless told) through the stub standing in for Razorpay. */
export async function paidCourse(app: FastifyInstance, database: Database, stub: RazorpayStub, fee = 499) {
  const learner = await createTestUser(app, database, { firstName: 'Kavya' });
  const course = await insertCourse(app, database, { courseFee: fee, originalCourseFee: fee });
  const order = await buy(app, learner, { courseId: course.id }, stub.keySecret);
  expect(order.verify).toBe(200);
  stub.capture(order.providerPaymentId, order.amount);
  return { learner, course, ...order };
}

export async function isEnrolled(database: Database, userId: string, courseId: string): Promise<boolean> {
  const rows = await database.db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  return rows.length === 1;
}

export const refundRowsOf = (database: Database, orderId: string) =>
  database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** A certificate the learner earned in the course, which a full refund revokes. */
export async function earnedCertificate(
  app: FastifyInstance,
  userId: string,
  courseId: string,
  title: string,
) {
  await app.db.insert(certificates).values({
    id: `KV-REFUND-${unique()}`,
    userId,
    courseId,
    recipientName: 'Refund Learner',
    title,
    instructorName: 'Test Instructor',
  });
  return async () =>
    (
      await app.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
    )[0];
}

/** A refund.* webhook delivery, signed over the raw body with the webhook secret as Razorpay signs it. */
export function refundWebhook(
  app: FastifyInstance,
  event: string,
  refund: { id: string; amount: number; paymentId: string; notes?: Record<string, string> },
  eventId = unique('evt_'),
) {
  const payload = JSON.stringify({
    entity: 'event',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          payment_id: refund.paymentId,
          notes: refund.notes ?? [],
          status: event.split('.')[1],
        },
      },
      payment: { entity: { id: refund.paymentId } },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', REFUND_WEBHOOK_SECRET).update(payload).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    payload,
  });
}
