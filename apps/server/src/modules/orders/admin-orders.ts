import { makePagination, type Pagination } from '@kalvi/shared';
import type { AdminOrder, AdminOrderDetail, OrderListQuery, RefundQueueItem } from '@kalvi/shared/admin';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema.ts';
import { type SignedActor, writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import { creditNotesOf } from '../invoices/credit-notes.ts';
import { refundVerdict } from '../refund-requests/policy.ts';
import { ORDER_NOT_FOUND, requireOrder } from './admin-service.ts';
import {
  listOrders,
  openRequests,
  orderRowsByIds,
  paymentHoldsEnrolment,
  refundsOfPayment,
  requestsOfPayment,
  resolveRequests,
  toAdminOrder,
  toRefund,
  toRefundRequest,
} from './queries.ts';

/** The staff order list, an order's full story, and the refund queue. */

export const REQUEST_CLOSED = 'Request closed';
export const REQUEST_NOT_FOUND = 'This request is not in the queue';

export async function adminOrders(
  { db }: DbDeps,
  query: OrderListQuery,
): Promise<{ data: AdminOrder[]; pagination: Pagination }> {
  const { rows, total } = await listOrders(db, query);
  return { data: rows.map(toAdminOrder), pagination: makePagination(query.page, query.limit, total) };
}

/** An order's full story for the console; readAdminOrder reads it inside a caller's transaction. */
export const adminOrder = ({ db }: DbDeps, orderId: string) => readAdminOrder(db, orderId);

async function readAdminOrder(tx: Tx, orderId: string): Promise<AdminOrderDetail> {
  const row = await requireOrder(tx, orderId);
  // The policy's verdict sits beside the refund button (docs/decisions/122).
  const base = { ...toAdminOrder(row), policy: await refundVerdict(tx, orderId) };
  if (!row.paymentId) return { ...base, refunds: [], requests: [], enrolled: false };
  const [refundRows, requestRows, enrolled, notes] = await Promise.all([
    refundsOfPayment(tx, row.paymentId),
    requestsOfPayment(tx, row.paymentId),
    paymentHoldsEnrolment(tx, row.paymentId),
    creditNotesOf(tx, [row.paymentId]),
  ]);
  const noteOf = (refundId: string) => notes.find((n) => n.refundId === refundId);
  const refunds = refundRows.map((r) => toRefund(r, noteOf(r.id)));
  return { ...base, refunds, requests: requestRows.map(toRefundRequest), enrolled };
}

/** The open queue with each payment's order, oldest request first. */
export async function refundQueue(
  { db }: DbDeps,
  page: number,
  limit: number,
): Promise<{ data: RefundQueueItem[]; pagination: Pagination }> {
  const { rows, total } = await openRequests(db, page, limit);
  const orders = new Map(
    (await orderRowsByIds(db, [...new Set(rows.map((r) => r.orderId))])).map((o) => [o.id, toAdminOrder(o)]),
  );
  const data: RefundQueueItem[] = [];
  for (const { request, orderId } of rows) {
    const order = orders.get(orderId);
    if (order) data.push({ request: toRefundRequest(request), order });
  }
  return { data, pagination: makePagination(page, limit, total) };
}

/** Staff close a payment's open requests without refunding (the learner kept the seat, say). */
export async function closeRequests(
  { db }: DbDeps,
  actor: SignedActor,
  orderId: string,
  resolution: string,
): Promise<{ before: AdminOrderDetail; after: AdminOrderDetail }> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const before = await readAdminOrder(tx, orderId);
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    if (!payment || before.requests.every((r) => r.resolvedAt !== null)) throw notFound(REQUEST_NOT_FOUND);
    await resolveRequests(tx, payment.id, actor.id, resolution);
    const after = await readAdminOrder(tx, orderId);
    await writeAudit(tx, actor, {
      action: 'order.close_refund_requests',
      entityType: 'order',
      entityId: orderId,
      before: { requests: before.requests },
      after: { requests: after.requests },
    });
    return { before, after };
  });
}
