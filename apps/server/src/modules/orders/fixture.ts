import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { courseEnrollments, courses, events, paymentOrders, payments } from '../../db/schema.ts';
import type { SimulatedGateway } from '../../payments/simulated-gateway.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { type RazorpayStub, startRazorpayStub } from '../../test/razorpay-stub.ts';

/**
 * Test support for the payment suites: a server with real Razorpay keys talking to the stub, a
 * TEST MODE server on the same database, two learners, and helpers that create items and orders
 * and speak the provider's signed answers. Call `paymentsFixture()` inside a `describe`; its
 * fields are filled in by the `beforeAll` it registers.
 */

export type TestUser = Awaited<ReturnType<typeof createTestUser>>;

export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
export const DAY = 86_400_000;

export const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** What Razorpay's checkout hands the page after a successful payment, signed with `keySecret`. */
export function signedCheckout(keySecret: string, orderId: string, paymentId = `pay_${unique()}`) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmac(keySecret, `${orderId}|${paymentId}`),
  };
}

/**
 * Pays an order through the TEST MODE gateway's signed answer, whatever the order's state (the
 * gateway's pay route refuses a lapsed one; money can still arrive for it).
 */
export function payThroughTestGateway(app: FastifyInstance, user: TestUser, providerOrderId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/verify-payment',
    headers: user.auth,
    payload: (app.paymentGateway as SimulatedGateway).capture(providerOrderId),
  });
}

/** An upcoming paid event, straight in the database; `fields` override any column. */
export async function insertEvent(database: Database, fields: Partial<typeof events.$inferInsert> = {}) {
  const now = Date.now();
  const [event] = await database.db
    .insert(events)
    .values({
      title: unique('Test event '),
      description: 'An event made by a test',
      type: 'workshop',
      mode: 'online',
      location: 'Online',
      category: 'Web Development',
      startDate: new Date(now + 5 * DAY),
      endDate: new Date(now + 6 * DAY),
      registrationDeadline: new Date(now + 4 * DAY),
      maxParticipants: 5,
      price: 999,
      originalPrice: 1499,
      instructorName: 'Test Instructor',
      ...fields,
    })
    .returning();
  if (!event) throw new Error('no event');
  return event;
}

/** Registers `count` new learners for a free event through the API, as each would. */
export async function registerLearners(
  app: FastifyInstance,
  database: Database,
  eventId: string,
  count: number,
) {
  for (let i = 0; i < count; i++) {
    const learner = await createTestUser(app, database);
    const res = await app.inject({
      method: 'POST',
      url: `/api/events/enroll/${eventId}`,
      headers: learner.auth,
    });
    if (res.statusCode !== 200)
      throw new Error(`registering a learner answered ${res.statusCode}: ${res.body}`);
  }
}

/**
 * Buys an item through create-order and verify-payment with a checkout answer signed by
 * `keySecret` (the stub's), or through the TEST MODE gateway's pay route without one.
 * Answers our order id and the provider's payment id.
 */
export async function buy(
  app: FastifyInstance,
  user: TestUser,
  item: ({ courseId: string; batchId?: string } | { eventId: string }) & {
    buyerState?: string;
    buyerGstin?: string;
    buyerLegalName?: string;
    couponCode?: string;
  },
  keySecret?: string,
  /** Runs between ordering and paying (a test changing the world under a checkout). */
  beforePaying?: () => Promise<unknown>,
): Promise<{ orderId: string; providerPaymentId: string; amount: number; verify: number }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: user.auth,
    payload: item,
  });
  if (created.statusCode !== 200) throw new Error(`create-order ${created.statusCode}: ${created.body}`);
  const providerOrderId: string = created.json().order.id;
  await beforePaying?.();
  let answer: Record<string, string>;
  if (keySecret) {
    answer = signedCheckout(keySecret, providerOrderId);
  } else {
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/test-gateway/pay',
      headers: user.auth,
      payload: { order_id: providerOrderId },
    });
    answer = paid.json();
  }
  const verify = await app.inject({
    method: 'POST',
    url: '/api/payments/verify-payment',
    headers: user.auth,
    payload: answer,
  });
  const providerPaymentId = answer.razorpay_payment_id ?? '';
  const [order] = await app.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  if (!order) throw new Error('order not stored');
  return { orderId: order.id, providerPaymentId, amount: order.amount, verify: verify.statusCode };
}

export interface PaymentsFixture {
  stub: RazorpayStub;
  /** Real Razorpay keys, the stub standing in for Razorpay. */
  app: FastifyInstance;
  /** No keys: the built-in TEST MODE gateway. */
  testModeApp: FastifyInstance;
  database: Database;
  buyer: TestUser;
  other: TestUser;
  courseId: string;
  freeCourseId: string;
}

export function paymentsFixture() {
  const f = {} as PaymentsFixture;

  async function addCourse(fee: number): Promise<string> {
    const [course] = await f.database.db
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
    return (await insertEvent(f.database, { maxParticipants: 1, ...fields })).id;
  }

  const post = (target: FastifyInstance, url: string, user: TestUser | null, payload: object) =>
    target.inject({ method: 'POST', url, headers: user ? user.auth : {}, payload });

  async function createOrder(user: TestUser, payload: object, target = f.app) {
    const res = await post(target, '/api/payments/create-order', user, payload);
    return { res, body: res.json() };
  }

  /** What Razorpay's checkout hands the page after a successful payment. */
  const checkoutAnswer = (orderId: string, paymentId?: string) =>
    signedCheckout(f.stub.keySecret, orderId, paymentId);

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
        f.app.inject({
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
      await f.database.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId))
    )[0];
  const paymentRows = async (providerOrderId: string) => {
    const order = await orderRow(providerOrderId);
    return f.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? '00000000-0000-0000-0000-000000000000'));
  };
  const courseEnrolments = (userId: string, id: string) =>
    f.database.db
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, id)));
  const seatsTaken = async (eventId: string) =>
    (await f.database.db.select().from(events).where(eq(events.id, eventId)))[0]?.seatsTaken;

  beforeAll(async () => {
    f.stub = await startRazorpayStub();
    ({ app: f.app, database: f.database } = await testApp({
      env: {
        RAZORPAY_KEY_ID: f.stub.keyId,
        RAZORPAY_KEY_SECRET: f.stub.keySecret,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: f.stub.url,
      },
    }));
    ({ app: f.testModeApp } = await testApp({ database: f.database }));
    f.buyer = await createTestUser(f.app, f.database, { firstName: 'Priya', lastName: 'Raman' });
    f.other = await createTestUser(f.app, f.database);
    f.courseId = await addCourse(499);
    f.freeCourseId = await addCourse(0);
  });

  afterAll(async () => {
    await f.app.close();
    await f.testModeApp.close();
    await f.stub.close();
  });

  return {
    fixture: f,
    addCourse,
    addEvent,
    post,
    createOrder,
    checkoutAnswer,
    webhook,
    orderRow,
    paymentRows,
    courseEnrolments,
    seatsTaken,
  };
}
