import type { RefundInput } from '@kalvi/shared/admin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { courseEnrollments, courses, eventEnrollments, payments, refunds } from '../../db/schema.ts';
import { type AuditActor, type SignedActor, writeAudit } from '../../lib/audit.ts';
import type { CacheDeps, DbDeps, Logger } from '../../lib/deps.ts';
import { AppError, badGateway, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentGateway } from '../../payments/types.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { COURSES_CACHE, EVENTS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import { revokeCertificatesFor } from '../classroom/certificates.ts';
import { freeEventSeat } from '../event-waitlists/offers.ts';
import { issueCreditNotes } from '../invoices/credit-notes.ts';
import { notifyByMail } from '../notifications/service.ts';
import { unhonouredCause } from './honour.ts';
import { addressee, refundMail, unhonouredMail } from './mail.ts';
import { orderRow, queueRefund, type RefundRow, resolveRequests } from './queries.ts';
import { askAboutRefund, type Heard, sendRefund } from './refund-provider.ts';

/**
 * Issuing refunds through the provider, and recording what it says (docs/decisions/125); a
 * refund whose answer was lost waits as `unconfirmed` (docs/decisions/164-refund-outcome-unknown.md).
 */

export interface RefundDeps extends CacheDeps {
  log: Logger;
  gateway: PaymentGateway;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'enqueue'>;
}

/** What settling a refund needs: no mailer, as its mail goes through the notification queue. */
export type SettleDeps = Omit<RefundDeps, 'mailer'>;

export const NOT_PAID = 'This order has not been paid, so there is nothing to refund';
export const FULLY_REFUNDED = 'This payment has been refunded in full already';
export const TOO_MUCH = 'The refund is more than the {amount} paise left to refund';
export const WAITING_LEFT =
  'Only {left} paise can be refunded now: {waiting} paise are in a refund still waiting for the payment service to confirm it';
export const KEY_OTHER_ORDER = 'This refund key was used for another order; reload the page';
export const PROVIDER_REFUSED = 'The payment service refused the refund: {reason}';
export const PROVIDER_UNSURE =
  'The payment service did not confirm the refund in time, so it is not known yet whether the money went back. The refund is kept as pending, waiting for the payment service, and its money cannot be refunded again meanwhile. Kalvi will ask the payment service again; it will not refund twice.';
export const STILL_UNSURE =
  'The payment service still has not said whether it made this refund. It stays pending; Kalvi will ask again.';
export const REFUNDED = 'Refund recorded';
export const CONFIRMED = 'The payment service confirmed the refund';
export const REPORTED_FAILED = 'The payment service reported that the refund failed';
export const ORDER_NOT_FOUND = 'Order not found';
export const ALREADY_REQUESTED = 'This refund was already requested';

/** Refunds still waiting for the provider's word. */
export const WAITING: string[] = ['creating', 'unconfirmed'];

type Claim = { kind: 'new' | 'existing'; refund: RefundRow; providerPaymentId: string };

/**
 * Claims the refund before the provider is called: the payment row is locked, so two presses
 * run one after the other; the second finds the first's key and gets its refund back.
 */
async function claimRefund({ db }: DbDeps, by: string, orderId: string, input: RefundInput): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
    if (!payment) throw conflict(NOT_PAID);
    const [same] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (same) {
      if (same.orderId !== orderId) throw conflict(KEY_OTHER_ORDER);
      return { kind: 'existing', refund: same, providerPaymentId: payment.providerPaymentId };
    }
    const { committed, confirmed } = await refundTotals(tx, payment.id);
    const left = payment.amount - committed;
    const amount = input.amount ?? left;
    // Money in a refund the provider has not confirmed may already be back with the learner.
    const waiting = committed - confirmed;
    if (waiting > 0 && (left <= 0 || amount > left)) {
      throw conflict(
        WAITING_LEFT.replace('{left}', String(Math.max(left, 0))).replace('{waiting}', String(waiting)),
      );
    }
    if (left <= 0) throw conflict(FULLY_REFUNDED);
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
        requestedBy: by,
      })
      .returning();
    if (!refund) throw new Error('refund claim wrote nothing');
    return { kind: 'new', refund, providerPaymentId: payment.providerPaymentId };
  });
}

/**
 * A payment's refunds in paise: `committed` is every refund not failed (no longer refundable),
 * `confirmed` only those the provider accepted (pending or processed).
 */
export async function refundTotals(
  tx: Tx,
  paymentId: string,
): Promise<{ committed: number; confirmed: number }> {
  const [row] = await tx
    .select({
      committed: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} <> 'failed'), 0)::int`,
      confirmed: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} in ('pending', 'processed')), 0)::int`,
    })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return { committed: row?.committed ?? 0, confirmed: row?.confirmed ?? 0 };
}

/**
 * Refunds (part of) an order's payment: claim, ask the provider with the claim's idempotency
 * key, record its answer; a full refund ends what the payment bought. Mail follows the commit.
 * The same key again on a refund still waiting for the provider asks the provider about it.
 */
export async function refundOrder(
  deps: RefundDeps,
  actor: SignedActor,
  orderId: string,
  input: RefundInput,
): Promise<{ message: string; refund: RefundRow }> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const claim = await claimRefund(deps, actor.id, orderId, input);
  if (claim.kind === 'existing') {
    if (claim.refund.status !== 'unconfirmed') return { message: ALREADY_REQUESTED, refund: claim.refund };
    return settleRefund(deps, claim.refund, claim.providerPaymentId, actor, 'order.refund');
  }
  const heard = await sendRefund(deps.gateway, claim.refund, claim.providerPaymentId);
  const recorded = await recordHeard(deps, claim.refund, heard, {
    fresh: true,
    actor,
    action: 'order.refund',
  });
  return { message: REFUNDED, refund: recorded };
}

/**
 * Settles a refund left waiting for the provider (`unconfirmed`, or a `creating` claim whose
 * call died with its process): asks the provider and records what it says.
 */
export async function settleRefund(
  deps: SettleDeps,
  refund: RefundRow,
  providerPaymentId: string,
  /** The member of staff who asked, audited under `action`; null for the sweep (no one to audit). */
  actor: AuditActor | null,
  action = 'order.refund_check',
): Promise<{ message: string; refund: RefundRow }> {
  const heard = await askAboutRefund(deps.gateway, refund, providerPaymentId);
  const recorded = await recordHeard(deps, refund, heard, { fresh: false, actor, action });
  return { message: recorded.status === 'failed' ? REPORTED_FAILED : CONFIRMED, refund: recorded };
}

/**
 * Records the provider's word on a refund still waiting for it. A clear refusal of a fresh claim
 * deletes it (nothing happened); of an older one, fails it and queues the payment. No word at
 * all keeps the refund as `unconfirmed`, its money held, and answers 502.
 */
async function recordHeard(
  deps: SettleDeps,
  refund: RefundRow,
  heard: Heard,
  opts: { fresh: boolean; actor: AuditActor | null; action: string },
): Promise<RefundRow> {
  if (heard.kind === 'unknown') {
    const kept = await deps.db
      .update(refunds)
      .set({ status: 'unconfirmed', updatedAt: new Date() })
      .where(and(eq(refunds.id, refund.id), inArray(refunds.status, WAITING)))
      .returning({ id: refunds.id });
    deps.log.error({ err: heard.err, refundId: refund.id }, 'refund: the payment service did not answer');
    if (kept.length > 0) throw badGateway(opts.fresh ? PROVIDER_UNSURE : STILL_UNSURE);
    // Its webhook settled it meanwhile: that word stands.
    const [settled] = await deps.db.select().from(refunds).where(eq(refunds.id, refund.id));
    if (settled) return settled;
    throw new Error('refund vanished between claim and record');
  }
  const refused = heard.kind === 'refused' ? PROVIDER_REFUSED.replace('{reason}', heard.reason) : undefined;
  if (refused && opts.fresh) {
    await deps.db.delete(refunds).where(and(eq(refunds.id, refund.id), eq(refunds.status, 'creating')));
    throw badRequest(refused);
  }
  const answer = heard.kind === 'answer' ? heard.refund : undefined;
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
    if (!row) throw new Error('refund vanished between claim and record');
    // A webhook may have told us first (it finds the claim by its notes): keep its word.
    const waiting = WAITING.includes(row.status);
    const status = waiting ? (answer?.status ?? 'failed') : row.status;
    const [recorded] = await tx
      .update(refunds)
      .set({
        providerRefundId: row.providerRefundId ?? answer?.id ?? null,
        status,
        failureReason: waiting && status === 'failed' ? (refused ?? REPORTED_FAILED) : row.failureReason,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, row.id))
      .returning();
    if (!recorded) throw new Error('refund vanished between claim and record');
    // Failed: the money is still with us, someone must refund it again.
    if (waiting && status === 'failed')
      await queueRefund(tx, row.paymentId, 'refund_failed', { refundId: row.id });
    const full = await endIfFullyRefunded(tx, recorded.paymentId, opts.actor?.id ?? null);
    if (opts.actor)
      await writeAudit(tx, opts.actor, {
        action: opts.action,
        entityType: 'order',
        entityId: row.orderId,
        before: { refund: row },
        after: { refund: recorded, endedEnrolment: full },
      });
    return { recorded, full, mail: status !== 'failed' && (opts.fresh || waiting) };
  });
  if (refused) throw badRequest(refused);
  refreshAfterRefund(deps.readCache);
  if (outcome.mail) await mailLearner(deps, outcome.recorded, outcome.full);
  return outcome.recorded;
}

/**
 * When a payment's refunds cover all of it, the learner loses what it bought: the course
 * enrolment ends (and leaves the learner count) or the event seat goes back on sale, and the
 * payment's open queue entries close. Returns whether that happened.
 */
export async function endIfFullyRefunded(tx: Tx, paymentId: string, by: string | null): Promise<boolean> {
  // Every accepted refund, full or partial, staff or policy, has its credit note (docs/decisions/178).
  await issueCreditNotes(tx, paymentId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  // Only refunds the provider accepted end it: an unconfirmed one may not have happened.
  if (!payment || (await refundTotals(tx, paymentId)).confirmed < payment.amount) return false;
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
  // The seat goes to the event's waitlist first (docs/decisions/180-event-waitlists.md).
  for (const { eventId } of endedSeats) await freeEventSeat(tx, eventId, new Date());
  await resolveRequests(tx, paymentId, by, 'Refunded in full');
  return true;
}

/** A refund moves learner counts and seats on public cards. */
export function refreshAfterRefund(readCache: ReadCache): void {
  readCache.invalidate(COURSES_CACHE, EVENTS_CACHE);
}

async function mailLearner(deps: SettleDeps, refund: RefundRow, full: boolean): Promise<void> {
  const [to, order, cause] = await Promise.all([
    addressee(deps.db, refund.userId),
    orderRow(deps.db, refund.orderId),
    unhonouredCause(deps.db, refund.paymentId),
  ]);
  if (!to || !order) return;
  const item = (order.courseId ? order.courseTitle : order.eventTitle) ?? '';
  // A payment refused for its terms never enrolled: the mail says why (docs/decisions/196-terms-kept-at-payment.md).
  const mail = cause
    ? unhonouredMail(to.language, to, { amount: refund.amount, item, cause })
    : refundMail(to.language, to, { amount: refund.amount, item, full });
  const key = `refund:${refund.id}`;
  await notifyByMail(
    deps,
    { userId: refund.userId, kind: 'refund', key, url: '/profile' },
    { to: to.email, ...mail },
  );
}

export async function requireOrder(tx: Tx, orderId: string) {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const row = await orderRow(tx, orderId);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}
