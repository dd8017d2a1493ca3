import { createHmac } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  courseEnrollments,
  courses,
  eventEnrollments,
  events,
  paymentOrders,
  payments,
  webhookEvents,
} from '../../db/schema.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { type RazorpayStub, startRazorpayStub } from '../../test/razorpay-stub.ts';

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const DAY = 86_400_000;

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** The text a PDF draws: every hex string of every inflated content stream, decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
        text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
      text += '\n';
    } catch {
      // Not a deflated stream (a font program, say).
    }
  }
  return text;
}

describe('payments', () => {
  let stub: RazorpayStub;
  let app: FastifyInstance; // real Razorpay keys, the stub standing in for Razorpay
  let testModeApp: FastifyInstance; // no keys: the built-in TEST MODE gateway
  let database: Database;
  let buyer: TestUser;
  let other: TestUser;
  let courseId: string;
  let freeCourseId: string;

  async function addCourse(fee: number): Promise<string> {
    const [course] = await database.db
      .insert(courses)
      .values({
        title: unique('Payments course '),
        category: 'Web Development',
        level: 'Beginner',
        instructorName: 'Test Instructor',
        courseFee: fee,
        originalCourseFee: fee,
        courseDescription: 'A course for payment tests',
        publicationDate: new Date(),
      })
      .returning({ id: courses.id });
    if (!course) throw new Error('no course');
    return course.id;
  }

  async function addEvent(fields: Partial<typeof events.$inferInsert> = {}): Promise<string> {
    const now = Date.now();
    const [event] = await database.db
      .insert(events)
      .values({
        title: unique('Payments event '),
        description: 'An event for payment tests',
        type: 'workshop',
        mode: 'online',
        location: 'Online',
        category: 'Web Development',
        startDate: new Date(now + 5 * DAY),
        endDate: new Date(now + 6 * DAY),
        registrationDeadline: new Date(now + 4 * DAY),
        maxParticipants: 1,
        price: 999,
        originalPrice: 1499,
        instructorName: 'Test Instructor',
        ...fields,
      })
      .returning({ id: events.id });
    if (!event) throw new Error('no event');
    return event.id;
  }

  const post = (target: FastifyInstance, url: string, user: TestUser | null, payload: object) =>
    target.inject({ method: 'POST', url, headers: user ? user.auth : {}, payload });

  async function createOrder(user: TestUser, payload: object, target = app) {
    const res = await post(target, '/api/payments/create-order', user, payload);
    return { res, body: res.json() };
  }

  /** What Razorpay's checkout hands the page after a successful payment. */
  function checkoutAnswer(orderId: string, paymentId = `pay_${unique()}`) {
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(stub.keySecret, `${orderId}|${paymentId}`),
    };
  }

  function webhook(
    event: string,
    orderId: string,
    paymentId: string,
    amount: number,
    eventId = unique('evt_'),
  ) {
    const payload = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: ['payment', 'order'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            amount,
            currency: 'INR',
            status: 'captured',
            order_id: orderId,
            method: 'upi',
          },
        },
        order: { entity: { id: orderId, amount, amount_paid: amount, status: 'paid' } },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return {
      send: (signature = hmac(WEBHOOK_SECRET, payload)) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': eventId,
          },
          payload,
        }),
    };
  }

  const orderRow = async (providerOrderId: string) =>
    (
      await database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, providerOrderId))
    )[0];
  const paymentRows = async (providerOrderId: string) => {
    const order = await orderRow(providerOrderId);
    return database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? '00000000-0000-0000-0000-000000000000'));
  };
  const courseEnrolments = (userId: string, id: string) =>
    database.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, id)));
  const seatsTaken = async (eventId: string) =>
    (await database.db.select().from(events).where(eq(events.id, eventId)))[0]?.seatsTaken;

  beforeAll(async () => {
    stub = await startRazorpayStub();
    ({ app, database } = await testApp({
      env: {
        RAZORPAY_KEY_ID: stub.keyId,
        RAZORPAY_KEY_SECRET: stub.keySecret,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: stub.url,
      },
    }));
    ({ app: testModeApp } = await testApp({ database }));
    buyer = await createTestUser(app, database, { firstName: 'Priya', lastName: 'Raman' });
    other = await createTestUser(app, database);
    courseId = await addCourse(499);
    freeCourseId = await addCourse(0);
  });

  afterAll(async () => {
    await app.close();
    await testModeApp.close();
    await stub.close();
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
      expect(await courseEnrolments(buyer.id, id)).toHaveLength(1);
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
      expect(enrollment.invoiceNumber).toMatch(/^INV-\d+$/);
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

  describe('event seats', () => {
    it('holds the last seat for the first buyer; the second is refused before any order is made', async () => {
      const eventId = await addEvent({ maxParticipants: 1 });
      const first = await createOrder(buyer, { eventId, amount: 999 });
      expect(first.res.statusCode).toBe(200);
      expect(first.body.order.amount).toBe(99900);
      expect(await seatsTaken(eventId)).toBe(1);

      const again = await createOrder(buyer, { eventId });
      expect(again.body.order.id).toBe(first.body.order.id);
      expect(await seatsTaken(eventId)).toBe(1);

      const before = stub.requests.length;
      const second = await createOrder(other, { eventId });
      expect(second.res.statusCode).toBe(409);
      expect(second.body.message).toBe('This event is full');
      expect(stub.requests.length).toBe(before);

      const paid = await post(
        app,
        '/api/payments/verify-payment',
        buyer,
        checkoutAnswer(first.body.order.id),
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data.enrolledEvents).toContain(eventId);
      expect(await seatsTaken(eventId)).toBe(1);
    });

    it('two buyers racing for the last seat: one order, one 409', async () => {
      const eventId = await addEvent({ maxParticipants: 1 });
      const [a, b] = await Promise.all([createOrder(buyer, { eventId }), createOrder(other, { eventId })]);
      expect([a.res.statusCode, b.res.statusCode].sort()).toEqual([200, 409]);
      expect(await seatsTaken(eventId)).toBe(1);
      const orders = await database.db.select().from(paymentOrders).where(eq(paymentOrders.eventId, eventId));
      expect(orders).toHaveLength(1);
    });

    it('releases a lapsed hold to the next buyer; the late payer is recorded for a refund, not enrolled', async () => {
      const eventId = await addEvent({ maxParticipants: 1 });
      const late = await createOrder(buyer, { eventId });
      await database.db
        .update(paymentOrders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentOrders.providerOrderId, late.body.order.id));

      const next = await createOrder(other, { eventId });
      expect(next.res.statusCode).toBe(200);
      expect((await orderRow(late.body.order.id))?.status).toBe('expired');
      expect(await seatsTaken(eventId)).toBe(1);

      const res = await post(app, '/api/payments/verify-payment', buyer, checkoutAnswer(late.body.order.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/refunded/);
      expect(await paymentRows(late.body.order.id)).toHaveLength(1);
      expect((await orderRow(late.body.order.id))?.status).toBe('paid');
      const enrolled = await database.db
        .select()
        .from(eventEnrollments)
        .where(and(eq(eventEnrollments.eventId, eventId), eq(eventEnrollments.userId, buyer.id)));
      expect(enrolled).toHaveLength(0);
      expect(await seatsTaken(eventId)).toBe(1);
    });

    it('a lapsed hold still enrols when a seat is free at payment time', async () => {
      const eventId = await addEvent({ maxParticipants: 2 });
      const { body } = await createOrder(buyer, { eventId });
      await database.db
        .update(paymentOrders)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentOrders.providerOrderId, body.order.id));
      // Another buyer's create-order sweeps the lapsed hold away.
      await createOrder(other, { eventId });
      expect((await orderRow(body.order.id))?.status).toBe('expired');
      expect(await seatsTaken(eventId)).toBe(1);

      const res = await post(app, '/api/payments/verify-payment', buyer, checkoutAnswer(body.order.id));
      expect(res.statusCode).toBe(200);
      expect(res.json().data.enrolledEvents).toContain(eventId);
      expect(await seatsTaken(eventId)).toBe(2);
    });

    it('refuses events that are not upcoming or whose registration has closed, and free events', async () => {
      const started = await addEvent({
        startDate: new Date(Date.now() - DAY),
        registrationDeadline: new Date(Date.now() - 2 * DAY),
      });
      expect((await createOrder(buyer, { eventId: started })).res.statusCode).toBe(409);
      const closed = await addEvent({ registrationDeadline: new Date(Date.now() - 1000) });
      const res = await createOrder(buyer, { eventId: closed });
      expect(res.res.statusCode).toBe(409);
      expect(res.body.message).toBe('Registration for this event has closed');
      const cancelled = await addEvent({ cancelled: true });
      expect((await createOrder(buyer, { eventId: cancelled })).res.statusCode).toBe(409);
      const free = await addEvent({ isFree: true, price: 0, originalPrice: 0 });
      expect((await createOrder(buyer, { eventId: free })).res.statusCode).toBe(400);
      expect(await seatsTaken(closed)).toBe(0);
    });
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
