import { invoiceLabel, type OrderStatus, type OrderSummary } from '@kalvi/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  courseEnrollments,
  courses,
  eventEnrollments,
  events,
  paymentOrders,
  payments,
  users,
} from '../../db/schema.ts';
import type { InvoiceData } from './invoice.ts';
import type { InvoiceLinks } from './invoice-link.ts';

/** The read side of payments: a learner's own orders and the facts printed on an invoice. */

const orderColumns = {
  order: paymentOrders,
  payment: payments,
  courseTitle: courses.title,
  eventTitle: events.title,
};

function ordersQuery(db: Db) {
  return db
    .select(orderColumns)
    .from(paymentOrders)
    .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
    .leftJoin(courses, eq(courses.id, paymentOrders.courseId))
    .leftJoin(events, eq(events.id, paymentOrders.eventId));
}

type OrderJoinRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

async function summarise(row: OrderJoinRow, userId: string, links: InvoiceLinks): Promise<OrderSummary> {
  const { order, payment } = row;
  return {
    id: order.providerOrderId,
    item: order.courseId
      ? { kind: 'course', id: order.courseId, title: row.courseTitle ?? '' }
      : { kind: 'event', id: order.eventId ?? '', title: row.eventTitle ?? '' },
    amount: order.amount / 100,
    currency: order.currency,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentId: payment?.providerPaymentId ?? null,
    invoiceNumber: payment ? invoiceLabel(payment.invoiceNumber) : null,
    invoiceUrl: payment ? await links.url(payment.id, userId) : null,
  };
}

/** The caller's orders, newest first, one page at a time (index payment_orders_user_idx). */
export async function listOrders(
  db: Db,
  links: InvoiceLinks,
  args: { userId: string; page: number; limit: number },
): Promise<{ items: OrderSummary[]; total: number }> {
  const rows = await ordersQuery(db)
    .where(eq(paymentOrders.userId, args.userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(args.limit)
    .offset((args.page - 1) * args.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, args.userId));
  return {
    items: await Promise.all(rows.map((row) => summarise(row, args.userId, links))),
    total: Number(counted?.total ?? 0),
  };
}

/** One of the caller's orders; someone else's order is indistinguishable from a missing one. */
export async function findOrder(
  db: Db,
  links: InvoiceLinks,
  args: { userId: string; providerOrderId: string },
): Promise<OrderSummary | undefined> {
  const [row] = await ordersQuery(db).where(
    and(eq(paymentOrders.providerOrderId, args.providerOrderId), eq(paymentOrders.userId, args.userId)),
  );
  return row ? summarise(row, args.userId, links) : undefined;
}

/** What the invoice of one payment prints, with the payment's owner for the access check. */
export async function invoiceData(
  db: Db,
  paymentId: string,
): Promise<{ ownerId: string; data: Omit<InvoiceData, 'testMode'> } | undefined> {
  const [row] = await ordersQuery(db).where(eq(payments.id, paymentId));
  if (!row?.payment) return undefined;
  const { order, payment } = row;
  const [user] = await db.select().from(users).where(eq(users.id, payment.userId));
  return {
    ownerId: payment.userId,
    data: {
      invoiceNumber: payment.invoiceNumber,
      issuedAt: payment.createdAt,
      buyer: {
        name: payment.billingName || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
        email: payment.billingEmail || (user?.email ?? ''),
        phone: payment.billingPhone || (user?.phone ?? ''),
      },
      item: order.courseId
        ? { kind: 'course', title: row.courseTitle ?? '' }
        : { kind: 'event', title: row.eventTitle ?? '' },
      amount: payment.amount,
      paymentId: payment.providerPaymentId,
      orderId: order.providerOrderId,
    },
  };
}

/** How many enrolments of each kind 'My learning' shows; learners hold a handful. */
const LEARNING_LIMIT = 100;

/** The caller's enrolled courses and events, most recent first ('My learning'). */
export async function myLearning(db: Db, userId: string) {
  const [enrolledCourses, enrolledEvents] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        category: courses.category,
        enrolledAt: courseEnrollments.createdAt,
      })
      .from(courseEnrollments)
      .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
      .where(eq(courseEnrollments.userId, userId))
      .orderBy(desc(courseEnrollments.createdAt))
      .limit(LEARNING_LIMIT),
    db
      .select({
        id: events.id,
        title: events.title,
        startDate: events.startDate,
        mode: events.mode,
        enrolledAt: eventEnrollments.createdAt,
      })
      .from(eventEnrollments)
      .innerJoin(events, eq(events.id, eventEnrollments.eventId))
      .where(eq(eventEnrollments.userId, userId))
      .orderBy(desc(eventEnrollments.createdAt))
      .limit(LEARNING_LIMIT),
  ]);
  return {
    courses: enrolledCourses.map((c) => ({ ...c, enrolledAt: c.enrolledAt.toISOString() })),
    events: enrolledEvents.map((e) => ({
      ...e,
      startDate: e.startDate.toISOString(),
      enrolledAt: e.enrolledAt.toISOString(),
    })),
  };
}
