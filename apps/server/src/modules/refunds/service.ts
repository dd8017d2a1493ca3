import type { RefundInput } from '@kalvi/shared/admin';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { courseEnrollments, courses, eventEnrollments, payments, refunds } from '../../db/schema.ts';
import { type AuditHook, noAudit } from '../../lib/audit-hook.ts';
import { AppError, badGateway, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type PaymentGateway, RefundRefused } from '../../payments/types.ts';
import { COURSES_CACHE, EVENTS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import { revokeCertificatesFor } from '../classroom/certificates.ts';
import { releaseEventSeat } from '../enrollments/queries.ts';
import { addressee, refundMail, sendQuietly } from './mail.ts';
import { orderRow, type RefundRow, resolveRequests } from './queries.ts';

/** Issuing refunds through the provider, and recording what it says (docs/decisions/125). */

export interface RefundDeps {
  db: Db;
  log: FastifyBaseLogger;
  readCache: ReadCache;
  gateway: PaymentGateway;
  mailer: Mailer;
}

export const NOT_PAID = 'This order has not been paid, so there is nothing to refund';
export const FULLY_REFUNDED = 'This payment has been refunded in full already';
export const TOO_MUCH = 'The refund is more than the {amount} paise left to refund';
export const KEY_OTHER_ORDER = 'This refund key was used for another order; reload the page';
export const PROVIDER_REFUSED = 'The payment service refused the refund: {reason}';
export const PROVIDER_DOWN =
  'The payment service did not confirm the refund, so nothing was recorded. Press Refund again to retry; it will not refund twice.';
export const REFUNDED = 'Refund recorded';
export const ORDER_NOT_FOUND = 'Order not found';
export const ALREADY_REQUESTED = 'This refund was already requested';

type Claim = { kind: 'new' | 'existing'; refund: RefundRow; providerPaymentId: string };

/**
 * Claims the refund before the provider is called: the payment row is locked, so two presses
 * run one after the other; the second finds the first's key and gets its refund back.
 */
async function claimRefund(db: Db, staffId: string, orderId: string, input: RefundInput): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
    if (!payment) throw conflict(NOT_PAID);
    const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (same) {
      if (same.orderId !== orderId) throw conflict(KEY_OTHER_ORDER);
      return { kind: 'existing', refund: same, providerPaymentId: payment.providerPaymentId };
    }
    const left = payment.amount - (await refundedSoFar(tx, payment.id));
    if (left <= 0) throw conflict(FULLY_REFUNDED);
    const amount = input.amount ?? left;
    if (amount > left) {
      throw new AppError(400, TOO_MUCH.replace('{amount}', String(left)), [
        { field: 'amount', message: TOO_MUCH.replace('{amount}', String(left)) },
      ]);
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        orderId,
        userId: payment.userId,
        amount,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason ?? '',
        requestedBy: staffId,
      })
      .returning();
    if (!refund) throw new Error('refund claim wrote nothing');
    return { kind: 'new', refund, providerPaymentId: payment.providerPaymentId };
  });
}

export async function refundedSoFar(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return row?.n ?? 0;
}

/**
 * Refunds (part of) an order's payment: claim, ask the provider with the claim's idempotency
 * key, record its answer; a full refund ends what the payment bought. Mail follows the commit.
 */
export async function refundOrder(
  deps: RefundDeps,
  staffId: string,
  orderId: string,
  input: RefundInput,
  audit: AuditHook = noAudit,
): Promise<{ message: string; refund: RefundRow }> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const claim = await claimRefund(deps.db, staffId, orderId, input);
  if (claim.kind === 'existing') return { message: ALREADY_REQUESTED, refund: claim.refund };

  let answer: Awaited<ReturnType<PaymentGateway['refund']>>;
  try {
    answer = await deps.gateway.refund({
      paymentId: claim.providerPaymentId,
      amount: claim.refund.amount,
      receipt: `refund-${claim.refund.id.slice(0, 8)}`,
      notes: { kalvi_refund_id: claim.refund.id, kalvi_order_id: orderId },
      idempotencyKey: input.idempotencyKey,
    });
  } catch (err) {
    // Nothing half-saved: the claim goes, so the same key (or a new one) may try again.
    await deps.db.delete(refunds).where(and(eq(refunds.id, claim.refund.id), eq(refunds.status, 'creating')));
    if (err instanceof RefundRefused) throw badRequest(PROVIDER_REFUSED.replace('{reason}', err.description));
    deps.log.error({ err, orderId, refundId: claim.refund.id }, 'refund: the payment service failed');
    throw badGateway(PROVIDER_DOWN);
  }

  const outcome = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .update(refunds)
      .set({
        providerRefundId: answer.id,
        // A webhook may have told us first (it finds the claim by its notes): keep its word.
        status: sql`case when ${refunds.status} = 'creating' then ${answer.status} else ${refunds.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, claim.refund.id))
      .returning();
    if (!recorded) throw new Error('refund vanished between claim and record');
    const full = await endIfFullyRefunded(tx, recorded.paymentId, staffId);
    await audit(tx, null, { refund: recorded, endedEnrolment: full });
    return { recorded, full };
  });
  refreshAfterRefund(deps.readCache);
  await mailLearner(deps, outcome.recorded, outcome.full);
  return { message: REFUNDED, refund: outcome.recorded };
}

/**
 * When a payment's refunds cover all of it, the learner loses what it bought: the course
 * enrolment ends (and leaves the learner count) or the event seat goes back on sale, and the
 * payment's open queue entries close. Returns whether that happened.
 */
export async function endIfFullyRefunded(tx: Tx, paymentId: string, by: string | null): Promise<boolean> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || (await refundedSoFar(tx, paymentId)) < payment.amount) return false;
  const endedCourses = await tx
    .delete(courseEnrollments)
    .where(eq(courseEnrollments.paymentId, paymentId))
    .returning({ courseId: courseEnrollments.courseId, userId: courseEnrollments.userId });
  for (const { courseId, userId } of endedCourses) {
    await revokeCertificatesFor(tx, userId, courseId, 'Refunded in full');
    await tx
      .update(courses)
      .set({ numStudents: sql`greatest(${courses.numStudents} - 1, 0)` })
      .where(eq(courses.id, courseId));
  }
  const endedSeats = await tx
    .delete(eventEnrollments)
    .where(eq(eventEnrollments.paymentId, paymentId))
    .returning({ eventId: eventEnrollments.eventId });
  for (const { eventId } of endedSeats) await releaseEventSeat(tx, eventId);
  await resolveRequests(tx, paymentId, by, 'Refunded in full');
  return true;
}

/** A refund moves learner counts and seats on public cards. */
export function refreshAfterRefund(readCache: ReadCache): void {
  readCache.invalidate(COURSES_CACHE, EVENTS_CACHE);
}

async function mailLearner(deps: RefundDeps, refund: RefundRow, full: boolean): Promise<void> {
  const [to, order] = await Promise.all([
    addressee(deps.db, refund.userId),
    orderRow(deps.db, refund.orderId),
  ]);
  if (!to || !order) return;
  const item = (order.courseId ? order.courseTitle : order.eventTitle) ?? '';
  const mail = refundMail(to.language, to, { amount: refund.amount, item, full });
  await sendQuietly(deps.mailer, deps.log, { to: to.email, ...mail });
}

export async function requireOrder(db: Tx, orderId: string) {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const row = await orderRow(db, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}
