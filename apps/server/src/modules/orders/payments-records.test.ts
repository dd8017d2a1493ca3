import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema.ts';
import { createTestUser } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { paymentsFixture, type TestUser } from './fixture.ts';

describe('payments', () => {
  const { fixture, addCourse, addEvent, post, createOrder, checkoutAnswer } = paymentsFixture();
  let app: FastifyInstance;
  let database: Database;
  let buyer: TestUser;
  let other: TestUser;
  let courseId: string;
  beforeAll(() => {
    ({ app, database, buyer, other, courseId } = fixture);
  });

  describe('enrolment record and invoice', () => {
    it('accepts the record only for a verified payment, takes the amount from it, and serves the PDF to its owner', async () => {
      const id = await addCourse(1499);
      const { body } = await createOrder(buyer, { courseId: id });
      const answer = checkoutAnswer(body.order.id);
      const record = {
        courseId: id,
        name: 'Priya Raman',
        email: buyer.email,
        phone: '9876543210',
        paymentId: answer.razorpay_payment_id,
        amountPaid: 1,
      };
      const early = await post(app, '/api/enrollments', buyer, record);
      expect(early.statusCode).toBe(402);

      expect((await post(app, '/api/payments/verify-payment', buyer, answer)).statusCode).toBe(200);
      expect((await post(app, '/api/enrollments', other, record)).statusCode).toBe(402);
      expect((await post(app, '/api/enrollments', buyer, { ...record, courseId })).statusCode).toBe(402);

      const res = await post(app, '/api/enrollments', buyer, record);
      expect(res.statusCode).toBe(200);
      const enrollment = res.json().enrollment;
      expect(enrollment).toMatchObject({
        courseId: id,
        name: 'Priya Raman',
        paymentId: answer.razorpay_payment_id,
        amountPaid: 1499,
      });
      expect(enrollment.invoiceNumber).toMatch(/^INV\/\d{4}\/\d{6}$/);
      const again = await post(app, '/api/enrollments', buyer, { ...record, name: 'Someone Else' });
      expect(again.json().enrollment).toMatchObject({
        invoiceNumber: enrollment.invoiceNumber,
        name: 'Priya Raman',
      });

      // The link works without a bearer header (a new tab), for the owner only.
      const pdf = await app.inject({ method: 'GET', url: enrollment.invoiceUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(answer.razorpay_payment_id);
      expect(text).toContain(enrollment.invoiceNumber);
      expect(text).toContain('999293');
      expect(text).toContain('Priya Raman');
      expect(text).toContain('1,499');

      const path = new URL(enrollment.invoiceUrl, 'http://x').pathname;
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: path, headers: other.auth })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: path, headers: buyer.auth })).statusCode).toBe(200);
      const forged = await app.inject({
        method: 'GET',
        url: `${path}?token=${enrollment.invoiceUrl.split('token=')[1]}x`,
      });
      expect(forged.statusCode).toBe(401);
    });
  });

  describe('orders', () => {
    it('lists only the caller’s own orders and hides other people’s', async () => {
      const id = await addCourse(299);
      const { body } = await createOrder(other, { courseId: id });
      const mine = await app.inject({
        method: 'GET',
        url: '/api/payments/orders?limit=50',
        headers: buyer.auth,
      });
      expect(mine.statusCode).toBe(200);
      const listed = mine.json().data as { id: string }[];
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.map((o) => o.id)).not.toContain(body.order.id);
      const own = await database.db.select().from(paymentOrders).where(eq(paymentOrders.userId, buyer.id));
      expect(mine.json().pagination.total_items).toBe(own.length);

      const theirs = await app.inject({
        method: 'GET',
        url: `/api/payments/order/${body.order.id}`,
        headers: buyer.auth,
      });
      expect(theirs.statusCode).toBe(404);
      const byOwner = await app.inject({
        method: 'GET',
        url: `/api/payments/order/${body.order.id}`,
        headers: other.auth,
      });
      expect(byOwner.json().data).toMatchObject({ id: body.order.id, amount: 299, status: 'created' });
      expect((await app.inject({ method: 'GET', url: '/api/payments/orders' })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: `/api/payments/order/${body.order.id}` })).statusCode,
      ).toBe(401);
    });
  });

  describe('my learning', () => {
    it('lists the caller’s own enrolled courses and events, newest first', async () => {
      const learner = await createTestUser(app, database);
      const first = await addCourse(199);
      const second = await addCourse(299);
      for (const id of [first, second]) {
        const { body } = await createOrder(learner, { courseId: id });
        const answer = checkoutAnswer(body.order.id);
        expect((await post(app, '/api/payments/verify-payment', learner, answer)).statusCode).toBe(200);
      }
      const eventId = await addEvent({ maxParticipants: 5 });
      const { body } = await createOrder(learner, { eventId });
      await post(app, '/api/payments/verify-payment', learner, checkoutAnswer(body.order.id));

      const res = await app.inject({ method: 'GET', url: '/api/enrollments/mine', headers: learner.auth });
      expect(res.statusCode).toBe(200);
      const { courses: mine, events: myEvents } = res.json().data;
      expect(mine.map((c: { id: string }) => c.id)).toEqual([second, first]);
      expect(myEvents.map((e: { id: string }) => e.id)).toEqual([eventId]);
      const others = await app.inject({ method: 'GET', url: '/api/enrollments/mine', headers: other.auth });
      expect(others.json().data.courses.map((c: { id: string }) => c.id)).not.toContain(first);
      expect((await app.inject({ method: 'GET', url: '/api/enrollments/mine' })).statusCode).toBe(401);
    });
  });
});
