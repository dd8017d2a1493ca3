import {
  type CreateOrderInput,
  gstinIssuesInvoices,
  PAID_ENROLMENT_PAUSED,
  placeOfSupplyCode,
  SITE,
  splitTax,
  supplyType,
} from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { settingsRow } from '../settings/queries.ts';
import type { OrderRow } from './completion.ts';

/** The tax columns of an order (docs/decisions/178). */
export type OrderTax = Pick<
  OrderRow,
  | 'buyerState'
  | 'buyerGstin'
  | 'buyerLegalName'
  | 'placeOfSupply'
  | 'sellerState'
  | 'taxRateBp'
  | 'supplyType'
  | 'taxable'
  | 'cgst'
  | 'sgst'
  | 'igst'
>;

/**
 * Prices the tax of an order's final amount (paise, GST-inclusive): whatever lowered the amount
 * before (a discount) lowers the taxable value too. A ticket to an event held in person is
 * supplied where it is held (s.12(5)(b)). Without a state, the place of supply is the academy's
 * own (IGST Act s.12(2)(b): no address on record). In production a placeholder or
 * invalid academy GSTIN stops the sale, so no invoice is issued under it.
 */
export async function orderTax(
  tx: Tx,
  input: Pick<CreateOrderInput, 'buyerState' | 'buyerGstin' | 'buyerLegalName'> & {
    venueState: string | null;
  },
  amount: number,
  production: boolean,
): Promise<OrderTax> {
  const academy = await settingsRow(tx);
  if (production && !gstinIssuesInvoices(academy.gstin, true)) throw conflict(PAID_ENROLMENT_PAUSED);
  const buyerState = input.buyerState ?? academy.stateCode;
  const buyerGstin = input.buyerGstin ? input.buyerGstin : null;
  const place = placeOfSupplyCode({ buyerState, buyerGstin, venueState: input.venueState });
  const type = supplyType(academy.stateCode, place);
  const lines = splitTax(amount, SITE.gstRatePercent, type);
  return {
    buyerState,
    buyerGstin,
    buyerLegalName: buyerGstin ? (input.buyerLegalName ?? '') : null,
    placeOfSupply: place,
    sellerState: academy.stateCode,
    taxRateBp: Math.round(SITE.gstRatePercent * 100),
    supplyType: type,
    taxable: lines.taxable,
    cgst: lines.cgst,
    sgst: lines.sgst,
    igst: lines.igst,
  };
}

/** A reused unpaid order takes the tax of the details given now (the learner may have changed state). */
export async function retax(tx: Tx, orderId: string, tax: OrderTax): Promise<void> {
  await tx
    .update(paymentOrders)
    .set(tax)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')));
}
