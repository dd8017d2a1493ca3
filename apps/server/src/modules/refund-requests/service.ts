import { type MyRefundStanding, REFUND_DAYS, type RefundVerdict } from '@kalvi/shared';
import { and, desc, eq, gt, isNotNull, or } from 'drizzle-orm';
import { paymentOrders, payments, refundRequests } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { queueRefund } from '../orders/queries.ts';
import { policyFacts, verdictOf } from './policy.ts';

/**
 * A learner's refund request from My learning (docs/decisions/122): checked against the policy
 * again here, recorded once, and put in the staff refund queue (kind `learner`) beside the
 * payments the academy itself could not honour.
 */

export const ORDER_NOT_FOUND = 'Order not found';
export const REQUEST_SENT =
  'Your refund request has been sent. Our team will look at it within 2 working days and write to you.';
export const ALREADY_ASKED = 'You have already asked for a refund of this order';
export const ALREADY_ANSWERED =
  'Your refund request for this order has been answered already. Please write to the academy about it.';

/** What the learner is told when the policy says no, one sentence per reason. */
export const REFUSALS: Record<Exclude<RefundVerdict['reason'], 'allowed'>, string> = {
  not_paid: 'This order has not been paid, so there is nothing to refund',
  refunded: 'This order has been refunded already',
  window_closed: `A refund can be asked for only within ${REFUND_DAYS} days of purchase, and that time has passed`,
  live_attended: 'A refund is not possible after you have attended a live session of the course',
  event_started: 'A refund is not possible once the event has started',
  event_cancelled: 'This event was cancelled, so the academy is refunding it to you already',
  not_refundable: 'Workshop and bootcamp payments are not refundable',
};

const DAY_MS = 86_400_000;

/**
 * Records the learner's request. The payment row is locked first, so two presses at once run one
 * after the other and the second finds the first's request: one request however often it is pressed.
 */
export async function requestRefund(
  { db }: DbDeps,
  userId: string,
  input: { orderId: string; reason: string },
  now = new Date(),
): Promise<{ created: boolean; message: string }> {
  // My learning names orders by the provider's id (order_...); our own id works too.
  const byId = isUuid(input.orderId)
    ? eq(paymentOrders.id, input.orderId)
    : eq(paymentOrders.providerOrderId, input.orderId);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(byId, eq(paymentOrders.userId, userId)))
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .for('update')
      .limit(1);
    if (!payment) throw new AppError(422, REFUSALS.not_paid);
    const [earlier] = await tx
      .select({ resolvedAt: refundRequests.resolvedAt })
      .from(refundRequests)
      .where(and(eq(refundRequests.paymentId, payment.id), eq(refundRequests.kind, 'learner')))
      .orderBy(desc(refundRequests.createdAt))
      .limit(1);
    if (earlier && earlier.resolvedAt === null) return { created: false, message: ALREADY_ASKED };
    if (earlier) throw new AppError(409, ALREADY_ANSWERED);
    const facts = await policyFacts(tx, order.id);
    const verdict = facts ? verdictOf(facts, now) : null;
    if (!verdict) throw new AppError(422, REFUSALS.not_paid);
    if (verdict.reason !== 'allowed') throw new AppError(422, REFUSALS[verdict.reason]);
    await queueRefund(tx, payment.id, 'learner', { reason: input.reason, askedAt: now.toISOString() });
    return { created: true, message: REQUEST_SENT };
  });
}

/**
 * The learner's orders that the refund button can concern: those paid within the window, and those
 * with a request of theirs (answered or not). Both are small sets read through payments_user_idx.
 */
export async function myRefundStandings(
  { db }: DbDeps,
  userId: string,
  now = new Date(),
): Promise<MyRefundStanding[]> {
  const since = new Date(now.getTime() - REFUND_DAYS * DAY_MS);
  const rows = await db
    .select({
      orderId: payments.orderId,
      providerOrderId: paymentOrders.providerOrderId,
      paymentId: payments.id,
      requestedAt: refundRequests.createdAt,
      resolvedAt: refundRequests.resolvedAt,
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .leftJoin(
      refundRequests,
      and(eq(refundRequests.paymentId, payments.id), eq(refundRequests.kind, 'learner')),
    )
    .where(and(eq(payments.userId, userId), or(gt(payments.createdAt, since), isNotNull(refundRequests.id))))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  const standings: MyRefundStanding[] = [];
  for (const row of rows) {
    const facts = await policyFacts(db, row.orderId);
    if (!facts) continue;
    standings.push({
      // The id My learning's order list shows (the provider's order id).
      orderId: row.providerOrderId,
      verdict: verdictOf(facts, now),
      requestedAt: row.requestedAt?.toISOString() ?? null,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    });
  }
  return standings;
}
