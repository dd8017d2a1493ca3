import { randomBytes } from 'node:crypto';
import {
  type CreateOrderInput,
  type EnrollmentRecordInput,
  formatInr,
  PAYMENT_VERIFICATION_FAILED,
  SEAT_HOLD_MINUTES,
  type VerifyPaymentInput,
} from '@kalvi/shared';
import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  courseEnrollments,
  courses,
  eventEnrollments,
  events,
  paymentOrders,
  payments,
} from '../../db/schema.ts';
import { badRequest, conflict, notFound, paymentRequired } from '../../lib/errors.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import { paymentProviderUnavailable, RazorpayError } from '../../payments/razorpay.ts';
import { isValidPaymentSignature } from '../../payments/signature.ts';
import {
  addCourseEnrollment,
  addEventEnrollment,
  enrolledCourseIds,
  enrolledEventIds,
  holdEventSeat,
  releaseEventSeat,
  type Tx,
} from '../enrollments/service.ts';

/**
 * Orders, verified payments and the enrolments they buy (docs/product/payments-and-enrolment.md#how-money-becomes-an-enrolment): every order is
 * priced from the catalogue, an enrolment follows only a verified signature or a signed
 * webhook, and each payment enrols exactly once whichever of the two arrives first.
 */

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** Drops cached public answers that show seats or enrolment counts. */
  invalidateReadCaches: () => void;
}

/** What the buyer is paying for, priced by the catalogue. */
interface Item {
  kind: 'course' | 'event';
  id: string;
  title: string;
  /** Whole rupees. */
  price: number;
}

const HOLD_MS = SEAT_HOLD_MINUTES * 60_000;

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, gateway, log } = deps;

  async function loadItem(input: CreateOrderInput, now: Date): Promise<Item> {
    if (input.courseId) {
      const [course] = await db
        .select({ id: courses.id, title: courses.title, fee: courses.courseFee })
        .from(courses)
        .where(and(eq(courses.id, input.courseId), eq(courses.isPublished, true)));
      if (!course) throw notFound('Course not found');
      if (course.fee <= 0) throw badRequest("This course is free: use 'Enroll for Free' instead.");
      return { kind: 'course', id: course.id, title: course.title, price: course.fee };
    }
    const [event] = await db
      .select()
      .from(events)
      .where(eq(events.id, input.eventId ?? ''));
    if (!event) throw notFound('Event not found');
    if (event.isFree || event.price <= 0)
      throw badRequest("This event is free: use 'Enroll for Free' instead.");
    if (event.cancelled || event.startDate <= now) throw conflict('Only upcoming events can be enrolled in');
    if (event.registrationDeadline <= now) throw conflict('Registration for this event has closed');
    return { kind: 'event', id: event.id, title: event.title, price: event.price };
  }

  async function alreadyOwned(userId: string, item: Item): Promise<boolean> {
    const rows =
      item.kind === 'course'
        ? await db
            .select({ id: courseEnrollments.id })
            .from(courseEnrollments)
            .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, item.id)))
        : await db
            .select({ id: eventEnrollments.id })
            .from(eventEnrollments)
            .where(and(eq(eventEnrollments.userId, userId), eq(eventEnrollments.eventId, item.id)));
    return rows.length > 0;
  }

  /** An unpaid order of this user for this item that can still be paid (its seat still held). */
  async function liveOrder(tx: Tx, userId: string, item: Item, amount: number, now: Date) {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, userId),
          item.kind === 'course' ? eq(paymentOrders.courseId, item.id) : eq(paymentOrders.eventId, item.id),
          eq(paymentOrders.status, 'created'),
          eq(paymentOrders.amount, amount),
          or(isNull(paymentOrders.holdExpiresAt), gt(paymentOrders.holdExpiresAt, now)),
        ),
      )
      .orderBy(desc(paymentOrders.createdAt))
      .limit(1);
    return order;
  }

  function orderAnswer(order: Pick<OrderRow, 'providerOrderId' | 'amount' | 'currency'>) {
    return {
      success: true as const,
      message: 'Order created',
      key: gateway.keyId,
      order: { id: order.providerOrderId, amount: order.amount, currency: order.currency },
      checkoutScript: gateway.checkoutScript,
    };
  }

  /**
   * Gives back the seats of event orders whose hold has passed unpaid. Run by an interval
   * and lazily before any seat check, so a stale hold never turns a buyer away.
   */
  async function releaseExpiredHolds(now = new Date()): Promise<number> {
    const released = await db.transaction(async (tx) => {
      const expired = await tx
        .update(paymentOrders)
        .set({ status: 'expired' })
        .where(
          and(
            eq(paymentOrders.status, 'created'),
            isNotNull(paymentOrders.eventId),
            lt(paymentOrders.holdExpiresAt, now),
          ),
        )
        .returning({ eventId: paymentOrders.eventId });
      for (const order of expired) if (order.eventId) await releaseEventSeat(tx, order.eventId);
      return expired.length;
    });
    if (released > 0) {
      log.info({ released }, 'released expired event seat holds');
      deps.invalidateReadCaches();
    }
    return released;
  }

  async function createOrder(userId: string, input: CreateOrderInput) {
    const now = new Date();
    const item = await loadItem(input, now);
    if (input.amount !== undefined && input.amount !== item.price) {
      throw conflict(
        `The price of this ${item.kind} is ${formatInr(item.price)}, not ${formatInr(input.amount)}. Please refresh and try again.`,
      );
    }
    if (await alreadyOwned(userId, item)) {
      throw conflict(`You are already enrolled in this ${item.kind}!`);
    }
    const amount = item.price * 100;

    // A double click or a reload mid-payment reuses the order (and seat) already made.
    const existing = await liveOrder(db, userId, item, amount, now);
    if (existing) return orderAnswer(existing);

    if (item.kind === 'event') {
      await releaseExpiredHolds(now);
      const [seats] = await db
        .select({ left: sql<number>`${events.maxParticipants} - ${events.seatsTaken}` })
        .from(events)
        .where(eq(events.id, item.id));
      // Checked before asking the provider; the guarded hold below is what really decides.
      if (!seats || Number(seats.left) <= 0) throw conflict('This event is full');
    }

    const receipt = `rcpt_${randomBytes(9).toString('base64url')}`;
    let providerOrder: Awaited<ReturnType<PaymentGateway['createOrder']>>;
    try {
      providerOrder = await gateway.createOrder({
        amount,
        currency: 'INR',
        receipt,
        notes: { [`${item.kind}_id`]: item.id, user_id: userId },
      });
    } catch (err) {
      if (err instanceof RazorpayError) {
        log.error({ err, status: err.status, code: err.code }, 'payment provider refused to create an order');
        throw paymentProviderUnavailable();
      }
      throw err;
    }

    const outcome = await db.transaction(async (tx) => {
      // One buyer, one item at a time: two concurrent create-orders must not hold two seats.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order:${userId}:${item.id}`}))`);
      const raced = await liveOrder(tx, userId, item, amount, now);
      if (raced) return { order: raced };
      if (item.kind === 'event' && !(await holdEventSeat(tx, item.id))) return { full: true as const };
      const [order] = await tx
        .insert(paymentOrders)
        .values({
          providerOrderId: providerOrder.id,
          userId,
          courseId: item.kind === 'course' ? item.id : null,
          eventId: item.kind === 'event' ? item.id : null,
          amount,
          currency: 'INR',
          receipt,
          holdExpiresAt: item.kind === 'event' ? new Date(now.getTime() + HOLD_MS) : null,
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      return { order };
    });
    if ('full' in outcome) throw conflict('This event is full');
    if (item.kind === 'event') deps.invalidateReadCaches();
    return orderAnswer(outcome.order);
  }

  /**
   * Marks an order paid, records the payment and enrols, inside the caller's transaction.
   * The order row is locked first, so a checkout verification and a webhook for the same
   * payment run one after the other and the second finds the work done.
   */
  async function completeOrder(
    tx: Tx,
    order: Pick<OrderRow, 'id'>,
    payment: { providerPaymentId: string; method: string; source: 'checkout' | 'webhook' },
  ): Promise<{ order: OrderRow; payment: PaymentRow; outcome: 'enrolled' | 'already' | 'refund' }> {
    const [locked] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id))
      .for('update');
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
      return { order: locked, payment: recorded, outcome: 'already' };
    }

    // A hold that lapsed gave its seat back: take one again if any is left.
    let seatHeld = locked.status === 'created';
    if (locked.eventId && !seatHeld) seatHeld = await holdEventSeat(tx, locked.eventId);

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
      })
      .returning();
    if (!paid || !recorded) throw new Error('payment completion wrote nothing');

    let outcome: 'enrolled' | 'already' | 'refund';
    if (locked.courseId) {
      outcome = await addCourseEnrollment(tx, {
        userId: locked.userId,
        courseId: locked.courseId,
        paymentId: recorded.id,
      });
    } else if (locked.eventId && seatHeld) {
      const enrolled = await addEventEnrollment(tx, {
        userId: locked.userId,
        eventId: locked.eventId,
        paymentId: recorded.id,
        seatHeld: true,
      });
      outcome = enrolled === 'full' ? 'refund' : enrolled;
    } else {
      outcome = 'refund';
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

  async function verifyPayment(userId: string, input: VerifyPaymentInput) {
    const [order] = await db
      .select()
      .from(paymentOrders)
      .where(
        and(eq(paymentOrders.providerOrderId, input.razorpay_order_id), eq(paymentOrders.userId, userId)),
      );
    const valid =
      order !== undefined &&
      isValidPaymentSignature(gateway.signingSecret, {
        orderId: order.providerOrderId,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
    if (!order || !valid) throw badRequest(PAYMENT_VERIFICATION_FAILED);

    const done = await db.transaction((tx) =>
      completeOrder(tx, order, {
        providerPaymentId: input.razorpay_payment_id,
        method: '',
        source: 'checkout',
      }),
    );
    deps.invalidateReadCaches();
    if (done.outcome === 'refund') {
      throw conflict(
        'This event filled up while you were paying. Your payment is recorded and will be refunded in full.',
      );
    }
    return {
      orderId: done.order.providerOrderId,
      paymentId: done.payment.providerPaymentId,
      amountPaid: done.payment.amount / 100,
      enrolledCourses: await enrolledCourseIds(db, userId),
      enrolledEvents: await enrolledEventIds(db, userId),
      payment: done.payment,
    };
  }

  /** The order a webhook names, if it is ours. */
  async function orderByProviderId(tx: Tx, providerOrderId: string) {
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, providerOrderId));
    return order;
  }

  /** The caller's own order (by our provider order id), or 404: other people's orders do not exist for them. */
  async function ownOrder(userId: string, providerOrderId: string): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.providerOrderId, providerOrderId), eq(paymentOrders.userId, userId)));
    if (!order) throw notFound('Order not found');
    return order;
  }

  /**
   * The enrolment record: accepted only for a payment verified for this user and this
   * course. The billing details are kept once (the invoice must not change afterwards).
   */
  async function recordEnrollment(userId: string, input: EnrollmentRecordInput) {
    const [found] = await db
      .select({ payment: payments, order: paymentOrders })
      .from(payments)
      .innerJoin(paymentOrders, eq(payments.orderId, paymentOrders.id))
      .where(
        and(
          eq(payments.providerPaymentId, input.paymentId),
          eq(payments.userId, userId),
          eq(paymentOrders.courseId, input.courseId),
          eq(paymentOrders.status, 'paid'),
        ),
      );
    if (!found)
      throw paymentRequired(
        'No verified payment was found for this course. Please complete the payment first.',
      );
    let payment = found.payment;
    if (!payment.billingName) {
      const [updated] = await db
        .update(payments)
        .set({ billingName: input.name, billingEmail: input.email, billingPhone: input.phone })
        .where(and(eq(payments.id, payment.id), eq(payments.billingName, '')))
        .returning();
      if (updated) payment = updated;
      else [payment = found.payment] = await db.select().from(payments).where(eq(payments.id, payment.id));
    }
    const [enrollment] = await db
      .select({ id: courseEnrollments.id })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, input.courseId)));
    return { payment, enrollmentId: enrollment?.id ?? payment.id };
  }

  return {
    createOrder,
    verifyPayment,
    completeOrder,
    releaseExpiredHolds,
    orderByProviderId,
    ownOrder,
    recordEnrollment,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
