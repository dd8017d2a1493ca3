import type { AdminOrder, OrderListQuery, Refund, RefundRequest } from '@kalvi/shared/admin';
import { and, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  courseEnrollments,
  courses,
  eventEnrollments,
  events,
  paymentOrders,
  payments,
  refundRequests,
  refunds,
  users,
} from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import { readPage } from '../../lib/paging.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';
import type { CreditNoteRow } from '../invoices/credit-notes.ts';

/** The SQL behind the staff order list, an order's story and the refund queue. */

export type RefundRow = typeof refunds.$inferSelect;
type RequestRow = typeof refundRequests.$inferSelect;

/** Paise refunded or on their way back: failed refunds give the amount back to refund. */
export const refundedSum = sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} <> 'failed'), 0)::int`;

const orderColumns = {
  id: paymentOrders.id,
  providerOrderId: paymentOrders.providerOrderId,
  status: paymentOrders.status,
  amount: paymentOrders.amount,
  currency: paymentOrders.currency,
  createdAt: paymentOrders.createdAt,
  paidAt: paymentOrders.paidAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  courseId: paymentOrders.courseId,
  eventId: paymentOrders.eventId,
  courseTitle: courses.title,
  eventTitle: events.title,
  paymentId: payments.id,
  providerPaymentId: payments.providerPaymentId,
  method: payments.method,
  source: payments.source,
  invoiceNumber: payments.invoiceNumber,
  paymentCreatedAt: payments.createdAt,
  refunded: refundedSum,
};

export type OrderListRow = Awaited<ReturnType<typeof selectOrders>>[number];

function selectOrders(db: Tx) {
  return db
    .select(orderColumns)
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(courses, eq(courses.id, paymentOrders.courseId))
    .leftJoin(events, eq(events.id, paymentOrders.eventId))
    .leftJoin(payments, eq(payments.orderId, paymentOrders.id));
}

export function toAdminOrder(row: OrderListRow): AdminOrder {
  return {
    id: row.id,
    providerOrderId: row.providerOrderId,
    status: row.status as AdminOrder['status'],
    amount: row.amount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    learner: { id: row.userId, name: personName(row), email: row.email },
    item: row.courseId
      ? { kind: 'course', id: row.courseId, title: row.courseTitle ?? '' }
      : { kind: 'event', id: row.eventId ?? '', title: row.eventTitle ?? '' },
    payment:
      row.providerPaymentId && row.paymentCreatedAt
        ? {
            providerPaymentId: row.providerPaymentId,
            method: row.method ?? '',
            source: row.source ?? '',
            invoiceNumber: row.invoiceNumber ?? 0,
            createdAt: row.paymentCreatedAt.toISOString(),
          }
        : null,
    refunded: row.refunded,
  };
}

/**
 * What the search box matches, each through a unique index: an e-mail (users_email_key), an
 * order (our id or the provider's), a payment id. Anything else matches nothing rather than
 * scanning every order.
 */
function searchCondition(q: string): SQL {
  const term = q.trim();
  if (term.includes('@')) return eq(users.email, term.toLowerCase());
  if (isUuid(term)) return eq(paymentOrders.id, term);
  if (term.startsWith('pay_')) return eq(payments.providerPaymentId, term);
  return eq(paymentOrders.providerOrderId, term);
}

const DAY_MS = 86_400_000;

export async function listOrders(
  db: Tx,
  query: OrderListQuery,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    query.status ? eq(paymentOrders.status, query.status) : undefined,
    query.from ? gte(paymentOrders.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(paymentOrders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS))
      : undefined,
  );
  const { rows, total } = await readPage(
    selectOrders(db).where(where).orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
      .where(where),
    query,
  );
  return { rows, total: total };
}

export async function orderRow(db: Tx, orderId: string): Promise<OrderListRow | undefined> {
  const [row] = await selectOrders(db).where(eq(paymentOrders.id, orderId));
  return row;
}

export async function orderRowsByIds(db: Tx, ids: string[]): Promise<OrderListRow[]> {
  if (ids.length === 0) return [];
  return selectOrders(db).where(inArray(paymentOrders.id, ids));
}

export function toRefund(row: RefundRow, note?: CreditNoteRow): Refund {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status as Refund['status'],
    providerRefundId: row.providerRefundId,
    reason: row.reason,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    creditNote: note
      ? {
          id: note.id,
          number: note.serial,
          taxable: note.taxable,
          cgst: note.cgst,
          sgst: note.sgst,
          igst: note.igst,
          issuedAt: note.createdAt.toISOString(),
        }
      : null,
  };
}

export function toRefundRequest(row: RequestRow): RefundRequest {
  return {
    id: row.id,
    kind: row.kind as RefundRequest['kind'],
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

export async function refundsOfPayment(db: Tx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
}

export async function requestsOfPayment(db: Tx, paymentId: string): Promise<RequestRow[]> {
  return db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.paymentId, paymentId))
    .orderBy(refundRequests.createdAt);
}

/** Whether the learner holds the course or seat this payment bought. */
export async function paymentHoldsEnrolment(db: Tx, paymentId: string): Promise<boolean> {
  const [course] = await db
    .select({ id: courseEnrollments.id })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.paymentId, paymentId))
    .limit(1);
  if (course) return true;
  const [event] = await db
    .select({ id: eventEnrollments.id })
    .from(eventEnrollments)
    .where(eq(eventEnrollments.paymentId, paymentId))
    .limit(1);
  return Boolean(event);
}

/**
 * Puts a payment in the refund queue; a second cause of the same kind while one is open adds
 * nothing (the partial unique index).
 */
export async function queueRefund(
  tx: Tx,
  paymentId: string,
  kind: RequestRow['kind'],
  details: Record<string, string> = {},
): Promise<void> {
  await tx
    .insert(refundRequests)
    .values({ paymentId, kind, details })
    .onConflictDoNothing({
      target: [refundRequests.paymentId, refundRequests.kind],
      where: isNull(refundRequests.resolvedAt),
    });
}

/** Closes every open request of a payment (a full refund, or staff's note). */
export async function resolveRequests(
  tx: Tx,
  paymentId: string,
  by: string | null,
  resolution: string,
): Promise<void> {
  await tx
    .update(refundRequests)
    .set({ resolvedAt: new Date(), resolvedBy: by, resolution })
    .where(and(eq(refundRequests.paymentId, paymentId), isNull(refundRequests.resolvedAt)));
}

/** The open queue, oldest first (the one waiting longest is at the top). */
export async function openRequests(
  db: Tx,
  page: number,
  limit: number,
): Promise<{ rows: { request: RequestRow; orderId: string }[]; total: number }> {
  const { rows, total } = await readPage(
    db
      .select({ request: refundRequests, orderId: payments.orderId })
      .from(refundRequests)
      .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
      .where(isNull(refundRequests.resolvedAt))
      .orderBy(refundRequests.createdAt, refundRequests.id),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refundRequests)
      .where(isNull(refundRequests.resolvedAt)),
    { page, limit },
  );
  return { rows, total: total };
}
