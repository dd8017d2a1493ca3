import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { courseEnrollments, courses, eventEnrollments, events, refundRequests } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import type { RazorpayStub } from '../../test/razorpay-stub.ts';
import { insertCourse } from '../courses/fixture.ts';
import {
  earnedCertificate,
  isEnrolled,
  paidCourse as paidCourseThrough,
  refundDeps,
  refundRowsOf,
  refundsApp,
  refundWebhook,
} from './admin-fixture.ts';
import { CONFIRMED, PROVIDER_UNSURE, refundOrder } from './admin-service.ts';
import { buy, insertEvent } from './fixture.ts';

type TestUser = Awaited<ReturnType<typeof createTestUser>>;

describe('refunds', () => {
  let stub: RazorpayStub;
  let app: FastifyInstance;
  let testModeApp: FastifyInstance;
  let database: Database;
  let staff: TestUser;
  const mailer = recordingMailer();
  const deps = (target: FastifyInstance) => refundDeps(target, mailer);
  const key = () => unique('refund-key-');

  beforeAll(async () => {
    ({ stub, app, database } = await refundsApp(mailer));
    ({ app: testModeApp } = await testApp({ database, mailer }));
    staff = await createTestUser(app, database, { firstName: 'Staff' });
  });
  afterAll(async () => {
    await app.close();
    await testModeApp.close();
    await stub.close();
  });

  const paidCourse = (fee = 499) => paidCourseThrough(app, database, stub, fee);
  const enrolled = (userId: string, courseId: string) => isEnrolled(database, userId, courseId);
  const refundRows = (orderId: string) => refundRowsOf(database, orderId);
  const students = async (courseId: string) =>
    (await database.db.select().from(courses).where(eq(courses.id, courseId)))[0]?.numStudents;

  it('refunds in full through the Refunds API: basic auth, idempotency key, access ends, mail sent', async () => {
    const { learner, course, orderId, providerPaymentId } = await paidCourse();
    expect(await enrolled(learner.id, course.id)).toBe(true);
    const before = await students(course.id);
    // A certificate already earned goes with the refunded course.
    const certificate = await earnedCertificate(app, learner.id, course.id, course.title);
    const idempotencyKey = key();
    const result = await refundOrder(deps(app), staff, orderId, {
      idempotencyKey,
      reason: 'Asked within 3 days',
    });

    expect(result.refund).toMatchObject({ amount: 49900, status: 'pending', reason: 'Asked within 3 days' });
    expect(result.refund.providerRefundId).toMatch(/^rfnd_/);
    const sent = stub.requests.filter((r) => r.path === `/payments/${providerPaymentId}/refund`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      authorization: `Basic ${Buffer.from(`${stub.keyId}:${stub.keySecret}`).toString('base64')}`,
      body: { amount: 49900, speed: 'normal', notes: { kalvi_refund_id: result.refund.id } },
    });
    expect(await enrolled(learner.id, course.id)).toBe(false);
    expect(await students(course.id)).toBe((before ?? 0) - 1);
    expect((await certificate())?.revokedAt).toBeInstanceOf(Date);
    const mail = await mailer.inbox.next(learner.email, /refunded/);
    expect(mail.subject).toContain('₹499 refunded');
    expect(mail.text).toContain('your enrolment in it has ended');

    // Nothing left: a second refund is refused and nothing is sent.
    await expect(refundOrder(deps(app), staff, orderId, { idempotencyKey: key() })).rejects.toMatchObject({
      statusCode: 409,
      message: 'This payment has been refunded in full already',
    });
    expect(stub.requests.filter((r) => r.path === `/payments/${providerPaymentId}/refund`)).toHaveLength(1);
  });

  it('refunds in part, refuses more than is left, then refunds the rest', async () => {
    const { learner, course, orderId } = await paidCourse(1000);
    const part = await refundOrder(deps(app), staff, orderId, { idempotencyKey: key(), amount: 30000 });
    expect(part.refund.amount).toBe(30000);
    expect(await enrolled(learner.id, course.id)).toBe(true);
    expect((await mailer.inbox.next(learner.email, /refund/)).text).toContain('partial refund');

    const tooMuch = refundOrder(deps(app), staff, orderId, { idempotencyKey: key(), amount: 70001 });
    await expect(tooMuch).rejects.toMatchObject({ statusCode: 400 });
    await expect(tooMuch).rejects.toThrow('70000 paise left');
    expect(await refundRows(orderId)).toHaveLength(1);

    const rest = await refundOrder(deps(app), staff, orderId, { idempotencyKey: key() });
    expect(rest.refund.amount).toBe(70000);
    expect(await enrolled(learner.id, course.id)).toBe(false);
  });

  it('a double click makes one refund: the same key answers the first', async () => {
    const { orderId, providerPaymentId } = await paidCourse();
    const idempotencyKey = key();
    const [a, b] = await Promise.all([
      refundOrder(deps(app), staff, orderId, { idempotencyKey }),
      refundOrder(deps(app), staff, orderId, { idempotencyKey }),
    ]);
    expect(a.refund.id).toBe(b.refund.id);
    expect([a.message, b.message].sort()).toEqual(['Refund recorded', 'This refund was already requested']);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(stub.requests.filter((r) => r.path === `/payments/${providerPaymentId}/refund`)).toHaveLength(1);
  });

  it('a 5xx from the provider keeps the refund pending; the same key asks the provider and refunds once', async () => {
    const { learner, course, orderId, providerPaymentId } = await paidCourse();
    const idempotencyKey = key();
    stub.failNext(500);
    const failed = await refundOrder(deps(app), staff, orderId, { idempotencyKey }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({ statusCode: 502, message: PROVIDER_UNSURE });
    expect(await refundRows(orderId)).toMatchObject([{ status: 'unconfirmed', providerRefundId: null }]);
    expect(await enrolled(learner.id, course.id)).toBe(true);

    // The dialog keeps its key: pressing again asks the provider, which holds no refund of ours yet.
    const retry = await refundOrder(deps(app), staff, orderId, { idempotencyKey });
    expect(retry.message).toBe(CONFIRMED);
    expect(retry.refund.status).toBe('pending');
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await enrolled(learner.id, course.id)).toBe(false);
    expect(stub.requests.filter((r) => r.path === `/payments/${providerPaymentId}/refunds`)).toHaveLength(1);
  });

  it('the refund webhooks arriving after: processed sticks, a duplicate does nothing, failed queues it again', async () => {
    const first = await paidCourse(1000);
    const part = await refundOrder(deps(app), staff, first.orderId, {
      idempotencyKey: key(),
      amount: 20000,
    });
    const entity = {
      id: part.refund.providerRefundId ?? '',
      amount: 20000,
      paymentId: first.providerPaymentId,
    };
    const eventId = unique('evt_');
    expect((await refundWebhook(app, 'refund.processed', entity, eventId)).json().message).toBe('applied');
    expect((await refundWebhook(app, 'refund.processed', entity, eventId)).json().message).toBe('duplicate');
    // Out of order: a late failed for a processed refund changes nothing.
    expect((await refundWebhook(app, 'refund.failed', entity)).json().message).toBe('ignored');
    expect((await refundRows(first.orderId))[0]?.status).toBe('processed');

    const second = await paidCourse();
    const full = await refundOrder(deps(app), staff, second.orderId, { idempotencyKey: key() });
    const failed = await refundWebhook(app, 'refund.failed', {
      id: full.refund.providerRefundId ?? '',
      amount: 49900,
      paymentId: second.providerPaymentId,
    });
    expect(failed.json().message).toBe('applied');
    const [row] = await refundRows(second.orderId);
    expect(row).toMatchObject({ status: 'failed' });
    // At Razorpay a failed refund leaves the amount refundable again.
    stub.capture(second.providerPaymentId, 49900);
    const queue = await database.db
      .select()
      .from(refundRequests)
      .where(
        and(eq(refundRequests.paymentId, row?.paymentId ?? ''), eq(refundRequests.kind, 'refund_failed')),
      );
    expect(queue).toHaveLength(1);
    expect(queue[0]?.resolvedAt).toBeNull();
    // The failed amount may be refunded again.
    const again = await refundOrder(deps(app), staff, second.orderId, { idempotencyKey: key() });
    expect(again.refund.amount).toBe(49900);
  });

  it('in TEST MODE the built-in gateway refunds; a full event refund frees the seat', async () => {
    const learner = await createTestUser(testModeApp, database);
    const event = await insertEvent(database, { maxParticipants: 3 });
    const order = await buy(testModeApp, learner, { eventId: event.id });
    expect(order.verify).toBe(200);
    const seats = async () =>
      (await database.db.select().from(events).where(eq(events.id, event.id)))[0]?.seatsTaken;
    expect(await seats()).toBe(1);
    const result = await refundOrder(deps(testModeApp), staff, order.orderId, { idempotencyKey: key() });
    expect(result.refund).toMatchObject({ status: 'processed', amount: 99900 });
    expect(result.refund.providerRefundId).toMatch(/^rfnd_test_/);
    expect(await seats()).toBe(0);
    const held = await database.db
      .select()
      .from(eventEnrollments)
      .where(eq(eventEnrollments.eventId, event.id));
    expect(held).toHaveLength(0);
  });

  it('a payment that could not be honoured joins the queue, and a full refund takes it out', async () => {
    const learner = await createTestUser(app, database);
    const course = await insertCourse(app, database, { courseFee: 499, originalCourseFee: 499 });
    // Enrolled (for free, say) while the checkout was open: the payment cannot be honoured.
    const again = await buy(app, learner, { courseId: course.id }, stub.keySecret, () =>
      database.db.insert(courseEnrollments).values({ userId: learner.id, courseId: course.id }),
    );
    stub.capture(again.providerPaymentId, again.amount);
    const open = await database.db.select().from(refundRequests).where(eq(refundRequests.kind, 'unhonoured'));
    const mine = open.filter((r) => r.details.cause === 'already_enrolled' && !r.resolvedAt);
    expect(mine.length).toBeGreaterThan(0);
    await refundOrder(deps(app), staff, again.orderId, { idempotencyKey: key() });
    const [row] = await refundRows(again.orderId);
    const requests = await database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.paymentId, row?.paymentId ?? ''));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.resolution).toBe('Refunded in full');
    // The enrolment that came first stays: the refund ends only what its own payment bought.
    expect(await enrolled(learner.id, course.id)).toBe(true);
  });
});
