import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { events, paymentOrders, payments } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { BATCHES_CACHE, COURSES_CACHE, EVENTS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import { joinPaidBatch } from '../batches/enrolment-service.ts';
import {
  addCourseEnrollment,
  addEventEnrollment,
  holdEventSeat,
  releaseEventSeat,
} from '../enrollments/queries.ts';
import { freeEventSeat } from '../event-waitlists/offers.ts';
import { nextSerial } from '../invoices/serials.ts';
import { planReward } from '../referrals/rewards.ts';
import { sellerSnapshot } from '../settings/queries.ts';
import { keepTerms, lockBuyer, type UnhonouredCause, unhonouredCause } from './honour.ts';
import { queueRefund } from './queries.ts';
import { claimUnhonouredRefund } from './unhonoured.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * How a paid order ended: enrolled, already held, paid for a seat no longer there, or paid on
 * terms (a coupon's use, credit, a referral) that could no longer be kept, refunded in full.
 */
export type CompletionOutcome = 'enrolled' | 'already' | 'refund' | 'unhonoured';

export interface Completion {
  order: OrderRow;
  payment: PaymentRow;
  outcome: CompletionOutcome;
  /** Why, for 'unhonoured' (docs/decisions/196-terms-kept-at-payment.md). */
  cause?: UnhonouredCause;
}

/** A paid order changes seat counts and learner counts on public cards. */
export function refreshCatalogue(readCache: ReadCache): void {
  readCache.invalidate(COURSES_CACHE, EVENTS_CACHE, BATCHES_CACHE);
}

/** The order a provider id names, if it is ours. */
export async function orderByProviderId(tx: Tx, providerOrderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return order;
}

/**
 * Marks an order paid, records the payment and enrols, inside the caller's transaction: the
 * checkout's verification and the webhook both end here (docs/decisions/033). The buyer's
 * locks and then the order row are taken first, so the two run one after the other for the same
 * payment and the second finds the work done, and two orders of one learner are decided in turn.
 */
export async function completeOrder(
  tx: Tx,
  log: FastifyBaseLogger,
  order: Pick<OrderRow, 'id' | 'userId'>,
  payment: { providerPaymentId: string; method: string; source: 'checkout' | 'webhook' },
): Promise<Completion> {
  await lockBuyer(tx, order);
  const [locked] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, order.id)).for('update');
  if (!locked) throw notFound('Order not found');

  if (locked.status === 'paid') {
    const [recorded] = await tx.select().from(payments).where(eq(payments.orderId, locked.id));
    if (!recorded) throw new Error(`paid order ${locked.id} has no payment`);
    if (recorded.providerPaymentId !== payment.providerPaymentId) {
      log.error(
        {
          orderId: locked.providerOrderId,
          kept: recorded.providerPaymentId,
          extra: payment.providerPaymentId,
        },
        'REFUND NEEDED: a second payment arrived for an order already paid',
      );
    }
    // The second of checkout and webhook hears what the first decided.
    const cause = await unhonouredCause(tx, recorded.id);
    return { order: locked, payment: recorded, outcome: cause ? 'unhonoured' : 'already', cause };
  }
  // Decided before a seat is taken: a payment whose terms cannot be kept takes none.
  const cause = await keepTerms(tx, locked);

  // A hold that lapsed gave its seat back, and an order made past the hold cap never had one
  // (docs/decisions/081-seat-hold-hoarding.md): take a seat now if any is left.
  let seatHeld = locked.status === 'created' && (locked.eventId === null || locked.holdExpiresAt !== null);
  if (locked.eventId && !seatHeld && !cause) seatHeld = await holdEventSeat(tx, locked.eventId);

  const paidAt = new Date();
  const [paid] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paidAt })
    .where(eq(paymentOrders.id, locked.id))
    .returning();
  const [recorded] = await tx
    .insert(payments)
    .values({
      providerPaymentId: payment.providerPaymentId,
      orderId: locked.id,
      userId: locked.userId,
      amount: locked.amount,
      currency: locked.currency,
      method: payment.method,
      source: payment.source,
      // Gap-free per financial year, in this transaction (docs/decisions/179).
      invoiceSerial: await nextSerial(tx, 'invoice', paidAt),
      createdAt: paidAt,
      // The invoice prints the seller as it is today, and keeps printing it after a change (docs/decisions/123).
      seller: await sellerSnapshot(tx),
    })
    .returning();
  if (!paid || !recorded) throw new Error('payment completion wrote nothing');
  if (cause) {
    // Its held seat goes back, to the waitlist first (docs/decisions/180-event-waitlists.md).
    if (locked.eventId && seatHeld) await freeEventSeat(tx, locked.eventId, paidAt);
    await queueRefund(tx, recorded.id, 'unhonoured', { cause });
    await claimUnhonouredRefund(tx, recorded);
    log.warn({ orderId: locked.providerOrderId, cause }, 'paid on terms no longer kept: refunding in full');
    return { order: paid, payment: recorded, outcome: 'unhonoured', cause };
  }
  // A friend's first order earns its referrer credit after the refund window (decision 182).
  await planReward(tx, locked, paidAt);

  const outcome = await enrolBuyer(tx, locked, recorded.id, seatHeld);
  // Money taken for nothing joins the staff console's refund queue (docs/decisions/125).
  if (outcome !== 'enrolled') {
    await queueRefund(tx, recorded.id, 'unhonoured', {
      cause: outcome === 'refund' ? (locked.batchId ? 'batch_full' : 'event_full') : 'already_enrolled',
    });
  }
  if (outcome === 'refund') {
    log.error(
      { orderId: locked.providerOrderId, paymentId: payment.providerPaymentId, eventId: locked.eventId },
      'REFUND NEEDED: paid after the seat hold lapsed and the event is now full',
    );
  } else if (outcome === 'already') {
    log.error(
      { orderId: locked.providerOrderId, paymentId: payment.providerPaymentId },
      'REFUND NEEDED: paid for something the learner already had',
    );
  }
  return { order: paid, payment: recorded, outcome };
}

/** Enrols the buyer in what the order bought; 'refund' when an event seat could not be had. */
async function enrolBuyer(
  tx: Tx,
  order: OrderRow,
  paymentId: string,
  seatHeld: boolean,
): Promise<CompletionOutcome> {
  if (order.courseId && order.batchId) {
    // The batch's seat first: a full or cancelled batch enrols in nothing (docs/decisions/215).
    const seat = await joinPaidBatch(tx, { batchId: order.batchId, userId: order.userId, now: new Date() });
    if (seat === 'refund') return 'refund';
  }
  if (order.courseId) {
    return addCourseEnrollment(tx, { userId: order.userId, courseId: order.courseId, paymentId });
  }
  if (order.eventId && seatHeld && (await eventCancelled(tx, order.eventId))) {
    // Paid while staff cancelled the event: give the seat back; the payment joins the refund queue.
    await releaseEventSeat(tx, order.eventId);
    return 'refund';
  }
  if (order.eventId && seatHeld) {
    const enrolled = await addEventEnrollment(tx, {
      userId: order.userId,
      eventId: order.eventId,
      paymentId,
      seatHeld: true,
    });
    return enrolled === 'full' ? 'refund' : enrolled;
  }
  return 'refund';
}

async function eventCancelled(tx: Tx, eventId: string): Promise<boolean> {
  const [row] = await tx.select({ cancelled: events.cancelled }).from(events).where(eq(events.id, eventId));
  return row?.cancelled ?? false;
}
