import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { RazorpayGateway } from '../../payments/razorpay.ts';
import { createAccountWithRole, type TestAccount } from '../../test/accounts.ts';
import { unique } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import type { RazorpayStub } from '../../test/razorpay-stub.ts';
import {
  earnedCertificate,
  isEnrolled,
  paidCourse,
  refundDeps,
  refundRowsOf,
  refundsApp,
  refundWebhook,
} from './admin-fixture.ts';
import { adminOrder } from './admin-orders.ts';
import { CONFIRMED, PROVIDER_UNSURE, refundOrder } from './admin-service.ts';
import { NOT_WAITING, SETTLE_AFTER_MS, sweepUnsettled } from './refund-reconcile.ts';

/**
 * A refund whose answer is lost (docs/decisions/164-refund-outcome-unknown.md): Razorpay makes
 * it after our client gave up. It must stay visible and hold its money until the provider's word
 * settles it, by webhook or by asking.
 */
describe('a refund whose outcome is unknown', () => {
  let stub: RazorpayStub;
  let app: FastifyInstance;
  let database: Database;
  let staff: TestAccount;
  const mailer = recordingMailer();
  const deps = () => refundDeps(app, mailer);
  const key = () => unique('refund-key-');

  beforeAll(async () => {
    ({ stub, app, database } = await refundsApp(mailer));
    staff = await createAccountWithRole(app, database, 'staff');
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  /**
   * Staff refund in full; Razorpay answers only after the client has given up (its timeout, made
   * short here), having refunded all the same. Resolves with the refund Razorpay made.
   */
  async function refundTimesOut(orderId: string) {
    const impatient = new RazorpayGateway({
      keyId: stub.keyId,
      keySecret: stub.keySecret,
      apiUrl: stub.url,
      timeoutMs: 100,
    });
    const madeLate = stub.answerNextRefundLate();
    const failed = await refundOrder({ ...deps(), gateway: impatient }, staff, orderId, {
      idempotencyKey: key(),
    }).catch((e: unknown) => e);
    expect(failed).toMatchObject({ statusCode: 502, message: PROVIDER_UNSURE });
    return madeLate;
  }
  const refundCalls = (paymentId: string) =>
    stub.requests.filter((r) => r.method === 'POST' && r.path === `/payments/${paymentId}/refund`);

  it('stays pending and holds its money; its refund.processed webhook completes it and ends the enrolment', async () => {
    const { learner, course, orderId, providerPaymentId } = await paidCourse(app, database, stub);
    const certificate = await earnedCertificate(app, learner.id, course.id, course.title);
    const made = await refundTimesOut(orderId);

    const [row] = await refundRowsOf(database, orderId);
    expect(row).toMatchObject({ status: 'unconfirmed', amount: 49900, providerRefundId: null });
    expect(made.notes.kalvi_refund_id).toBe(row?.id);
    // Not known to have happened: the learner keeps the course until the provider says so.
    expect(await isEnrolled(database, learner.id, course.id)).toBe(true);
    const order = await adminOrder({ db: app.db }, orderId);
    expect(order.refunds.map((r) => r.status)).toEqual(['unconfirmed']);
    expect(order.refunded).toBe(49900);

    // The same money cannot go out twice: a new refund (a new key) never reaches the provider.
    const again = refundOrder(deps(), staff, orderId, { idempotencyKey: key() });
    await expect(again).rejects.toMatchObject({
      statusCode: 409,
      message:
        'Only 0 paise can be refunded now: 49900 paise are in a refund still waiting for the payment service to confirm it',
    });
    expect(refundCalls(providerPaymentId)).toHaveLength(1);

    const delivered = await refundWebhook(app, 'refund.processed', {
      id: made.id,
      amount: made.amount,
      paymentId: providerPaymentId,
      notes: made.notes,
    });
    expect(delivered.json().message).toBe('applied');
    expect(await refundRowsOf(database, orderId)).toMatchObject([
      { status: 'processed', providerRefundId: made.id },
    ]);
    expect(await isEnrolled(database, learner.id, course.id)).toBe(false);
    expect((await certificate())?.revokedAt).toBeInstanceOf(Date);
  });

  it('"Check with the payment service" finds the refund Razorpay made and completes it without a webhook', async () => {
    const { learner, course, orderId, providerPaymentId } = await paidCourse(app, database, stub);
    const made = await refundTimesOut(orderId);
    const [row] = await refundRowsOf(database, orderId);
    const url = `/api/admin/orders/${orderId}/refunds/${row?.id}/check`;

    const checked = await app.inject({ method: 'POST', url, headers: staff.auth });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().message).toBe(CONFIRMED);
    expect(checked.json().data).toMatchObject({
      enrolled: false,
      refunds: [{ status: 'pending', providerRefundId: made.id }],
    });
    expect(await isEnrolled(database, learner.id, course.id)).toBe(false);
    // Found in the payment's refund list: not sent a second time.
    expect(stub.requests.filter((r) => r.path === `/payments/${providerPaymentId}/refunds`)).toHaveLength(1);
    expect(refundCalls(providerPaymentId)).toHaveLength(1);
    expect((await mailer.inbox.next(learner.email, /refunded/)).text).toContain(
      'your enrolment in it has ended',
    );

    const twice = await app.inject({ method: 'POST', url, headers: staff.auth });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(NOT_WAITING);
  });

  it('the sweep settles a refund the provider never received, sending it again with the same key', async () => {
    const { learner, course, orderId, providerPaymentId } = await paidCourse(app, database, stub);
    stub.failNext(503);
    await expect(refundOrder(deps(), staff, orderId, { idempotencyKey: key() })).rejects.toMatchObject({
      statusCode: 502,
    });
    expect(await refundRowsOf(database, orderId)).toMatchObject([{ status: 'unconfirmed' }]);

    // Too young to sweep: the call that timed out may still be running at the provider.
    expect(await sweepUnsettled(deps())).toBe(0);
    expect(await sweepUnsettled(deps(), new Date(Date.now() + SETTLE_AFTER_MS + 1000))).toBeGreaterThan(0);
    const [row] = await refundRowsOf(database, orderId);
    expect(row).toMatchObject({ status: 'pending' });
    const sent = refundCalls(providerPaymentId);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(await isEnrolled(database, learner.id, course.id)).toBe(false);
  });
});
