import { invoiceLabel, SITE, type SupplyType, splitTax } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditNotes, payments, users } from '../../db/schema.ts';
import { ordersQuery } from '../orders/history.ts';
import type { InvoiceData, TaxLinesData } from './pdf.ts';

type OrderJoin = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number]>;

/** The tax lines of an order as priced (docs/decisions/178); an older order prints one GST line. */
export function orderTaxLines(order: OrderJoin['order']): TaxLinesData {
  if (order.supplyType === null || order.taxable === null) {
    const old = splitTax(order.amount, SITE.gstRatePercent, 'inter');
    return { placeOfSupply: null, type: null, ratePercent: SITE.gstRatePercent, ...pick(old) };
  }
  return {
    placeOfSupply: order.placeOfSupply,
    type: order.supplyType as SupplyType,
    ratePercent: (order.taxRateBp ?? 0) / 100,
    taxable: order.taxable,
    cgst: order.cgst ?? 0,
    sgst: order.sgst ?? 0,
    igst: order.igst ?? 0,
  };
}

const pick = (l: { taxable: number; cgst: number; sgst: number; igst: number }) => ({
  taxable: l.taxable,
  cgst: l.cgst,
  sgst: l.sgst,
  igst: l.igst,
});

/** Everything printed about one payment's invoice, with its owner for the access check. */
export async function invoiceSource(db: Db, paymentId: string) {
  const [row] = await ordersQuery(db).where(eq(payments.id, paymentId));
  if (!row?.payment) return undefined;
  const { order, payment } = row;
  const [user] = await db.select().from(users).where(eq(users.id, payment.userId));
  const data: Omit<InvoiceData, 'testMode'> = {
    kind: 'invoice',
    number: invoiceLabel(payment.invoiceNumber, payment.invoiceSerial),
    issuedAt: payment.createdAt,
    buyer: {
      name: payment.billingName || `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
      email: payment.billingEmail || (user?.email ?? ''),
      phone: payment.billingPhone || (user?.phone ?? ''),
      gstin: order.buyerGstin,
      legalName: order.buyerLegalName,
    },
    item: order.courseId
      ? { kind: 'course', title: row.courseTitle ?? '' }
      : { kind: 'event', title: row.eventTitle ?? '' },
    amount: payment.amount,
    ...(order.discount > 0 && { discount: { code: order.couponCode ?? '', amount: order.discount } }),
    ...(order.creditApplied > 0 && { credit: order.creditApplied }),
    tax: orderTaxLines(order),
    paymentId: payment.providerPaymentId,
    orderId: order.providerOrderId,
    seller: payment.seller,
  };
  return { ownerId: payment.userId, payment, order, data };
}

/** What the invoice of one payment prints, with the payment's owner for the access check. */
export async function invoiceData(
  db: Db,
  paymentId: string,
): Promise<{ ownerId: string; data: Omit<InvoiceData, 'testMode'> } | undefined> {
  const source = await invoiceSource(db, paymentId);
  return source && { ownerId: source.ownerId, data: source.data };
}

/** What a credit note prints: the invoice's parties and place, its own serial, amount and tax lines. */
export async function creditNoteData(
  db: Db,
  creditNoteId: string,
): Promise<{ ownerId: string; data: Omit<InvoiceData, 'testMode'> } | undefined> {
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId));
  if (!note) return undefined;
  const invoice = await invoiceSource(db, note.paymentId);
  if (!invoice) return undefined;
  // A credit note reverses taxable value and tax: the invoice's discount and credit lines stay on it.
  const { discount: _discount, credit: _credit, ...data } = invoice.data;
  return {
    ownerId: invoice.ownerId,
    data: {
      ...data,
      kind: 'credit_note',
      number: note.serial,
      issuedAt: note.createdAt,
      original: { number: data.number, issuedAt: data.issuedAt },
      amount: note.amount,
      tax: { ...data.tax, taxable: note.taxable, cgst: note.cgst, sgst: note.sgst, igst: note.igst },
    },
  };
}
