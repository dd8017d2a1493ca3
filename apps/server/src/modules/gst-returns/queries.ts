import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  max,
  min,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { creditNotes, paymentOrders, payments } from '../../db/schema.ts';
import { B2CL_ABOVE_PAISE } from './sections.ts';

/** The rows of one month's returns (docs/decisions/178), each read through a created_at index. */

/** A section holds at most this many rows; a month past it is refused rather than cut short. */
export const RETURNS_MAX_ROWS = 50_000;

export interface Window {
  from: Date;
  to: Date;
}

/** Rows created in the window: the month's documents, read through each table's created_at index. */
const createdIn = (createdAt: AnyPgColumn, w: Window) => [gte(createdAt, w.from), lt(createdAt, w.to)];

const taxColumns = {
  placeOfSupply: paymentOrders.placeOfSupply,
  supplyType: paymentOrders.supplyType,
  taxRateBp: paymentOrders.taxRateBp,
};

/**
 * Invoices to unregistered buyers that GSTR-1 lists one by one: exports (place '96', table 6A)
 * and inter-state invoices above ₹1,00,000 (B2CL, table 5). The rest of B2C is summed (B2CS).
 */
const listedOneByOne: SQL = or(
  eq(paymentOrders.placeOfSupply, '96'),
  and(eq(paymentOrders.supplyType, 'inter'), gt(payments.amount, B2CL_ABOVE_PAISE)),
) as SQL;

/** Invoices listed one by one: to registered buyers, or B2CL and exports (payments_created_idx). */
export function listedInvoices(db: Db, w: Window) {
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
    .where(and(...createdIn(payments.createdAt, w), or(isNotNull(paymentOrders.buyerGstin), listedOneByOne)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(RETURNS_MAX_ROWS + 1);
}

/** The other invoices to learners (B2CS), summed by place of supply, supply type and rate (payments_created_idx). */
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
      and(
        ...createdIn(payments.createdAt, w),
        isNull(paymentOrders.buyerGstin),
        // A legacy row (no place recorded) is B2CS: coalesce keeps it out of the NOT's null.
        not(sql`coalesce(${listedOneByOne}, false)`),
      ),
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
      invoiceTotal: payments.amount,
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
    .where(and(...createdIn(creditNotes.createdAt, w)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id))
    .limit(RETURNS_MAX_ROWS + 1);
}

/** First and last serial and the count of one kind of document issued in the window. */
async function serialRange(db: Db, serial: AnyPgColumn, createdAt: AnyPgColumn, w: Window) {
  const table = serial.table;
  const [row] = await db
    .select({ from: min(serial), to: max(serial), count: count(serial) })
    .from(table)
    .where(and(...createdIn(createdAt, w)));
  return row;
}

/** The month's invoices and credit notes, as GSTR-1 table 13 counts them. */
export async function documentRanges(db: Db, w: Window) {
  const [invoices, notes] = await Promise.all([
    serialRange(db, payments.invoiceSerial, payments.createdAt, w),
    serialRange(db, creditNotes.serial, creditNotes.createdAt, w),
  ]);
  return { invoices, notes };
}
