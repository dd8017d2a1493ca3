import { invoiceLabel, type OrderStatus, type OrderSummary } from '@kalvi/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, events, paymentOrders, payments } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';
import type { Tx } from '../../lib/tx.ts';
import type { InvoiceLinks } from '../../payments/invoice-links.ts';
import { type CreditNoteRow, creditNotesOf } from '../invoices/credit-notes.ts';

/** The read side of orders: a learner's own orders with their payment and invoice. */

export interface OrderHistoryDeps {
  db: Db;
  invoiceLinks: InvoiceLinks;
}

const orderColumns = {
  order: paymentOrders,
  payment: payments,
  courseTitle: courses.title,
  eventTitle: events.title,
};

export function ordersQuery(tx: Tx) {
  return tx
    .select(orderColumns)
    .from(paymentOrders)
    .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
    .leftJoin(courses, eq(courses.id, paymentOrders.courseId))
    .leftJoin(events, eq(events.id, paymentOrders.eventId));
}

type OrderJoinRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

const paidIds = (rows: OrderJoinRow[]) => rows.flatMap((r) => (r.payment ? [r.payment.id] : []));

async function summarise(
  row: OrderJoinRow,
  userId: string,
  links: InvoiceLinks,
  notes: CreditNoteRow[],
): Promise<OrderSummary> {
  const { order, payment } = row;
  const mine = payment ? notes.filter((n) => n.paymentId === payment.id) : [];
  return {
    id: order.providerOrderId,
    item: order.courseId
      ? { kind: 'course', id: order.courseId, title: row.courseTitle ?? '' }
      : { kind: 'event', id: order.eventId ?? '', title: row.eventTitle ?? '' },
    amount: toRupees(order.amount),
    discount: order.discount,
    credit: order.creditApplied,
    currency: order.currency,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentId: payment?.providerPaymentId ?? null,
    invoiceNumber: payment ? invoiceLabel(payment.invoiceNumber, payment.invoiceSerial) : null,
    invoiceUrl: payment ? await links.url(payment.id, userId) : null,
    creditNotes: await Promise.all(
      mine.map(async (n) => ({
        id: n.id,
        number: n.serial,
        amount: n.amount,
        issuedAt: n.createdAt.toISOString(),
        url: await links.url(n.id, userId, 'credit-notes'),
      })),
    ),
  };
}

/** The caller's orders, newest first, one page at a time (index payment_orders_user_idx). */
export async function listOrders(
  { db, invoiceLinks: links }: OrderHistoryDeps,
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
  const notes = await creditNotesOf(db, paidIds(rows));
  return {
    items: await Promise.all(rows.map((row) => summarise(row, args.userId, links, notes))),
    total: Number(counted?.total ?? 0),
  };
}

/** One of the caller's orders; someone else's order is indistinguishable from a missing one. */
export async function findOrder(
  { db, invoiceLinks: links }: OrderHistoryDeps,
  args: { userId: string; providerOrderId: string },
): Promise<OrderSummary | undefined> {
  const [row] = await ordersQuery(db).where(
    and(eq(paymentOrders.providerOrderId, args.providerOrderId), eq(paymentOrders.userId, args.userId)),
  );
  return row ? summarise(row, args.userId, links, await creditNotesOf(db, paidIds([row]))) : undefined;
}
