import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { creditNotes, paymentOrders, payments } from '../../db/schema.ts';

/** The rows of one month's returns (docs/decisions/178), each read through a created_at index. */

/** A section holds at most this many rows; a month past it is refused rather than cut short. */
export const RETURNS_MAX_ROWS = 50_000;

export interface Window {
  from: Date;
  to: Date;
}

const taxColumns = {
  placeOfSupply: paymentOrders.placeOfSupply,
  supplyType: paymentOrders.supplyType,
  taxRateBp: paymentOrders.taxRateBp,
};

/** Invoices to registered buyers, one row each (payments_created_idx). */
export function b2bInvoices(db: Db, w: Window) {
  return db
    .select({
      serial: payments.invoiceSerial,
      number: payments.invoiceNumber,
      date: payments.createdAt,
      buyerGstin: paymentOrders.buyerGstin,
      buyerName: paymentOrders.buyerLegalName,
      total: payments.amount,
      taxable: paymentOrders.taxable,
      cgst: paymentOrders.cgst,
      sgst: paymentOrders.sgst,
      igst: paymentOrders.igst,
      ...taxColumns,
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(
      and(gte(payments.createdAt, w.from), lt(payments.createdAt, w.to), isNotNull(paymentOrders.buyerGstin)),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(RETURNS_MAX_ROWS + 1);
}

/** Invoices to learners, summed by place of supply, supply type and rate (payments_created_idx). */
export function b2cSummary(db: Db, w: Window) {
  const sum = (c: AnyPgColumn) => sql<number>`coalesce(sum(${c}), 0)::bigint`;
  return db
    .select({
      ...taxColumns,
      count: sql<number>`count(*)::int`,
      total: sum(payments.amount),
      taxable: sum(paymentOrders.taxable),
      cgst: sum(paymentOrders.cgst),
      sgst: sum(paymentOrders.sgst),
      igst: sum(paymentOrders.igst),
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(
      and(gte(payments.createdAt, w.from), lt(payments.createdAt, w.to), isNull(paymentOrders.buyerGstin)),
    )
    .groupBy(paymentOrders.placeOfSupply, paymentOrders.supplyType, paymentOrders.taxRateBp)
    .orderBy(asc(paymentOrders.placeOfSupply), asc(paymentOrders.taxRateBp));
}

/** Credit notes issued in the month with the invoice each reverses (credit_notes_created_idx). */
export function monthCreditNotes(db: Db, w: Window) {
  return db
    .select({
      serial: creditNotes.serial,
      date: creditNotes.createdAt,
      invoiceSerial: payments.invoiceSerial,
      invoiceNumber: payments.invoiceNumber,
      invoiceDate: payments.createdAt,
      buyerGstin: paymentOrders.buyerGstin,
      buyerName: paymentOrders.buyerLegalName,
      total: creditNotes.amount,
      taxable: creditNotes.taxable,
      cgst: creditNotes.cgst,
      sgst: creditNotes.sgst,
      igst: creditNotes.igst,
      ...taxColumns,
    })
    .from(creditNotes)
    .innerJoin(payments, eq(payments.id, creditNotes.paymentId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(and(gte(creditNotes.createdAt, w.from), lt(creditNotes.createdAt, w.to)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id))
    .limit(RETURNS_MAX_ROWS + 1);
}
