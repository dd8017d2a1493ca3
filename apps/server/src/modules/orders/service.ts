import { randomBytes } from 'node:crypto';
import {
  BATCH_FILLED_WHILE_PAYING,
  type CreateOrderAnswer,
  type CreateOrderInput,
  formatInr,
  invoiceLabel,
  PAYMENT_VERIFICATION_FAILED,
  type VerifiedPayment,
  type VerifyPaymentInput,
} from '@kalvi/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, paymentOrders } from '../../db/schema.ts';
import type { DbDeps, Logger } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import type { InvoiceLinks } from '../../payments/invoice-links.ts';
import { paymentProviderUnavailable, RazorpayError } from '../../payments/razorpay.ts';
import { isValidPaymentSignature } from '../../payments/signature.ts';
import type { PaymentGateway, ProviderOrder } from '../../payments/types.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import { fillEmptyProfileState } from '../auth/profile.ts';
import { chosenBatch } from '../batches/enrolment-service.ts';
import { discountHoldEnds, redeemCoupon } from '../coupons/checkout.ts';
import { enrolledCourseIds, enrolledEventIds } from '../enrollments/queries.ts';
import { hasLiveOffer } from '../event-waitlists/offers.ts';
import { spendCredit } from '../referrals/checkout.ts';
import { takeBatchSeatHold } from './batch-holds.ts';
import { completeOrder, type OrderRow, refreshCatalogue } from './completion.ts';
import { holdEnds, releaseExpiredHolds, takeSeatHold } from './holds.ts';
import { UNHONOURED_MESSAGES } from './honour.ts';
import { alreadyOwned, loadItem } from './items.ts';
import { liveOrder, priceOrder } from './pricing.ts';
import { orderTax, retax } from './tax.ts';
import { refundUnhonoured } from './unhonoured.ts';

/**
 * Orders and their verification: every order is priced from the catalogue, and an enrolment
 * follows only a verified signature (here) or a signed webhook (modules/webhook), once
 * whichever of the two arrives first (docs/product/payments-and-enrolment.md#how-money-becomes-an-enrolment).
 */

export interface OrdersDeps {
  db: Db;
  gateway: PaymentGateway;
  invoiceLinks: InvoiceLinks;
  log: Logger;
  readCache: ReadCache;
  /** Queues the confirmation and reminders once an enrolment has committed, and refund mail (docs/decisions/131). */
  jobs: Pick<JobQueue, 'enrolled' | 'enqueue'>;
  /** NODE_ENV=production: no sale under a placeholder GSTIN (docs/decisions/178). */
  production?: boolean;
}

/** What the checkout script opens: the public key, the provider's order (paise), the script. */
export type Checkout = Omit<CreateOrderAnswer, 'success' | 'message' | 'seatHeld'>;

/** A new or reused order; `seatHeld` is false for an event order made past the hold cap. */
export interface PlacedOrder {
  checkout: Checkout;
  seatHeld: boolean;
}

function placed(
  gateway: PaymentGateway,
  order: Pick<OrderRow, 'providerOrderId' | 'amount' | 'currency' | 'eventId' | 'holdExpiresAt'>,
): PlacedOrder {
  return {
    checkout: {
      key: gateway.keyId,
      order: { id: order.providerOrderId, amount: order.amount, currency: order.currency },
      checkoutScript: gateway.checkoutScript,
    },
    seatHeld: order.eventId === null || order.holdExpiresAt !== null,
  };
}

async function providerOrder(deps: OrdersDeps, args: Parameters<PaymentGateway['createOrder']>[0]) {
  try {
    return await deps.gateway.createOrder(args);
  } catch (err) {
    if (err instanceof RazorpayError) {
      deps.log.error(
        { err, status: err.status, code: err.code },
        'payment provider refused to create an order',
      );
      throw paymentProviderUnavailable();
    }
    throw err;
  }
}

export async function createOrder(
  deps: OrdersDeps,
  userId: string,
  input: CreateOrderInput,
): Promise<PlacedOrder> {
  const { db } = deps;
  const now = new Date();
  const item = await loadItem(db, input, now);
  if (item.kind === 'course') item.batchId = await chosenBatch(db, item.id, input.batchId, now);
  const taxed = { ...input, venueState: item.venueState };
  if (input.amount !== undefined && input.amount !== item.price) {
    throw conflict(
      `The price of this ${item.kind} is ${formatInr(item.price)}, not ${formatInr(input.amount)}. Please refresh and try again.`,
    );
  }
  if (await alreadyOwned(db, userId, item)) {
    throw conflict(`You are already enrolled in this ${item.kind}!`);
  }
  const production = deps.production ?? false;
  const { coupon, discounted, credit, amount, existing } = await priceOrder(db, {
    userId,
    item,
    couponCode: input.couponCode,
    now,
  });
  // The state given for an order fills a profile without one, for the next checkout (decision 187).
  const remember = () => (input.buyerState ? fillEmptyProfileState(db, userId, input.buyerState) : undefined);

  // A double click or a reload mid-payment reuses the order (its seat, its credit), taxed as now asked.
  if (existing) {
    await retax(db, existing.id, await orderTax(db, taxed, existing.amount, production));
    await remember();
    return placed(deps.gateway, existing);
  }
  const tax = await orderTax(db, taxed, amount, production);

  if (item.kind === 'event') {
    await releaseExpiredHolds(deps, now);
    const [seats] = await db
      .select({ left: sql<number>`${events.maxParticipants} - ${events.seatsTaken}` })
      .from(events)
      .where(eq(events.id, item.id));
    // Checked before asking the provider; the guarded hold below is what really decides. A
    // learner offered a seat from the waitlist (docs/decisions/180-event-waitlists.md) has one.
    if (!seats || (Number(seats.left) <= 0 && !(await hasLiveOffer(db, userId, item.id, now)))) {
      throw conflict('This event is full');
    }
  }

  const receipt = `rcpt_${randomBytes(9).toString('base64url')}`;
  const created: ProviderOrder = await providerOrder(deps, {
    amount,
    currency: 'INR',
    receipt,
    notes: { [`${item.kind}_id`]: item.id, user_id: userId },
  });

  const order = await db.transaction(async (tx) => {
    // One buyer, one item at a time: two concurrent create-orders must not hold two seats.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${userId}:${item.id}`}))`);
    const raced = await liveOrder(tx, userId, item, discounted, coupon?.code ?? null, now);
    if (raced)
      return retax(tx, raced.id, await orderTax(tx, taxed, raced.amount, production)).then(() => raced);
    const seat =
      item.kind === 'event'
        ? await takeSeatHold(tx, userId, item.id, now)
        : item.batchId
          ? await takeBatchSeatHold(tx, { userId, courseId: item.id, batchId: item.batchId, now })
          : 'none';
    const [inserted] = await tx
      .insert(paymentOrders)
      .values({
        providerOrderId: created.id,
        userId,
        courseId: item.kind === 'course' ? item.id : null,
        eventId: item.kind === 'event' ? item.id : null,
        batchId: item.batchId ?? null,
        amount,
        currency: 'INR',
        receipt,
        // A course order holding a coupon's use or credit lets them go when it lapses unpaid.
        holdExpiresAt: seat === 'none' && (coupon || credit) ? discountHoldEnds(now) : holdEnds(seat, now),
        ...tax,
        discount: coupon?.discount ?? 0,
        couponCode: coupon?.code ?? null,
        referrerId: coupon?.kind === 'referral' ? coupon.referrerId : null,
        creditApplied: credit,
      })
      .returning();
    if (!inserted) throw new Error('order insert returned nothing');
    if (coupon?.kind === 'coupon') await redeemCoupon(tx, coupon, inserted, now);
    await spendCredit(tx, userId, inserted.id, credit);
    return inserted;
  });
  await remember();
  if (item.kind === 'event' || item.batchId) refreshCatalogue(deps.readCache);
  return placed(deps.gateway, order);
}

/** Checks the checkout's signed answer, then completes the order: the payment, its invoice and the enrolments. */
export async function verifyPayment(
  deps: OrdersDeps,
  userId: string,
  input: VerifyPaymentInput,
): Promise<VerifiedPayment> {
  const { db } = deps;
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.providerOrderId, input.razorpay_order_id), eq(paymentOrders.userId, userId)));
  const valid =
    order !== undefined &&
    isValidPaymentSignature(deps.gateway.signingSecret, {
      orderId: order.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    });
  if (!order || !valid) throw badRequest(PAYMENT_VERIFICATION_FAILED);

  const done = await db.transaction((tx) =>
    completeOrder(tx, deps.log, order, {
      providerPaymentId: input.razorpay_payment_id,
      method: '',
      source: 'checkout',
    }),
  );
  refreshCatalogue(deps.readCache);
  if (done.outcome === 'enrolled') await enrolledMail(deps, done.order);
  if (done.outcome === 'unhonoured' && done.cause) {
    await refundUnhonoured(deps, done.payment.id);
    throw conflict(UNHONOURED_MESSAGES[done.cause]);
  }
  if (done.outcome === 'refund') {
    if (done.order.batchId) throw conflict(BATCH_FILLED_WHILE_PAYING);
    throw conflict(
      'This event filled up while you were paying. Your payment is recorded and will be refunded in full.',
    );
  }
  return {
    orderId: done.order.providerOrderId,
    paymentId: done.payment.providerPaymentId,
    amountPaid: toRupees(done.payment.amount),
    invoiceNumber: invoiceLabel(done.payment.invoiceNumber, done.payment.invoiceSerial),
    invoiceUrl: await deps.invoiceLinks.url(done.payment.id, userId),
    enrolledCourses: await enrolledCourseIds(db, userId),
    enrolledEvents: await enrolledEventIds(db, userId),
  };
}

/**
 * The caller's own order (by our provider order id) that can still be paid: 404 for someone
 * else's (other people's orders do not exist for them), 409 when paid or expired.
 */
export async function payableOrder(
  { db }: DbDeps,
  userId: string,
  providerOrderId: string,
): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.userId, userId)));
  if (!order) throw notFound('Order not found');
  if (order.status === 'paid') throw conflict('This order is already paid');
  if (order.status === 'expired') throw conflict('This order has expired. Please start the payment again.');
  return order;
}

/** The confirmation of what a completed order enrolled in; the second completion of one order gets 'already'. */
export async function enrolledMail(
  deps: { jobs?: Pick<JobQueue, 'enrolled'> },
  order: Pick<OrderRow, 'userId' | 'courseId' | 'eventId'>,
): Promise<void> {
  if (order.courseId) await deps.jobs?.enrolled('course', order.userId, order.courseId);
  else if (order.eventId) await deps.jobs?.enrolled('event', order.userId, order.eventId);
}
