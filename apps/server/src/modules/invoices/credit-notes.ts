import { creditNoteLines, SITE, type SupplyType } from '@kalvi/shared';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { creditNotes, paymentOrders, payments, refunds } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import { nextSerial } from './serials.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** A refund the provider accepted: the money is on its way back (as the orders module's admin side counts it). */
const ACCEPTED = ['pending', 'processed'];

/**
 * Issues a credit note (CGST Act s.34) for each accepted refund of a payment that has none,
 * oldest first, inside the caller's transaction. The payment row is locked first, so two
 * recorders of the same payment's refunds (the staff answer and the webhook) issue each note
 * once. Each reverses its share of the invoice's taxable value and taxes by the one rounding
 * rule (docs/decisions/178); all of them together never exceed the invoice.
 */
export async function issueCreditNotes(
  tx: Tx,
  paymentId: string,
  log?: { error: (o: object, m: string) => void },
) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) return;
  const due = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        inArray(refunds.status, ACCEPTED),
        notExists(tx.select({ one: sql`1` }).from(creditNotes).where(eq(creditNotes.refundId, refunds.id))),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  if (due.length === 0) return;
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, payment.orderId));
  const [credited] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditNotes.amount}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.paymentId, paymentId));
  let already = Number(credited?.total ?? 0);
  // An order from before migration 0016 was taxed as one GST line: reversed the same way.
  const type = (order?.supplyType ?? 'inter') as SupplyType;
  const ratePercent = order?.taxRateBp != null ? order.taxRateBp / 100 : SITE.gstRatePercent;
  for (const refund of due) {
    if (already + refund.amount > payment.amount) {
      // Only a refund that failed after the provider accepted it, then was made again, gets here.
      log?.error({ refundId: refund.id, paymentId }, 'CREDIT NOTE NEEDS REVIEW: refunds exceed the invoice');
      continue;
    }
    const lines = creditNoteLines({
      invoiceTotal: payment.amount,
      alreadyCredited: already,
      amount: refund.amount,
      ratePercent,
      type,
    });
    const at = new Date();
    await tx.insert(creditNotes).values({
      serial: await nextSerial(tx, 'credit_note', at),
      refundId: refund.id,
      paymentId,
      userId: payment.userId,
      amount: refund.amount,
      taxable: lines.taxable,
      cgst: lines.cgst,
      sgst: lines.sgst,
      igst: lines.igst,
      createdAt: at,
    });
    already += refund.amount;
  }
}

/** The credit notes of some payments, oldest first (index credit_notes_payment_idx). */
export async function creditNotesOf(tx: Tx, paymentIds: string[]): Promise<CreditNoteRow[]> {
  if (paymentIds.length === 0) return [];
  return tx
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.paymentId, paymentIds))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
}
