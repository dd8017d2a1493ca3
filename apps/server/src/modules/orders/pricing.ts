import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema.ts';
import { toPaise } from '../../lib/money.ts';
import type { Tx } from '../../lib/tx.ts';
import { type AppliedCoupon, priceFreshCoupon } from '../coupons/checkout.ts';
import { type AppliedReferral, creditFor } from '../referrals/checkout.ts';
import type { OrderRow } from './completion.ts';
import { type Item, ordersFor } from './items.ts';

/**
 * What an order comes to for one learner, worked out once for the order itself and for the
 * checkout's preview (POST /api/coupons/preview), so the price shown is the price charged:
 * the catalogue's list price, less a coupon's or referral code's discount (decisions 181 and
 * 182), less the learner's credit, all in paise, GST-inclusive.
 */
export interface PricedOrder {
  listPaise: number;
  coupon: AppliedCoupon | AppliedReferral | null;
  /** The list price less the discount: what the order comes to before credit. */
  discounted: number;
  /** Credit the order spends (an unpaid order being reopened: the credit it already spent). */
  credit: number;
  /** What the learner pays. */
  amount: number;
  /** An unpaid order of the learner's for the same item and price, reopened instead of a new one. */
  existing: OrderRow | undefined;
}

/** An unpaid order of this user for this item that can still be paid (its seat still held). */
export async function liveOrder(
  tx: Tx,
  userId: string,
  item: Item,
  /** What the order comes to before credit: its amount plus the credit it spent. */
  discounted: number,
  coupon: string | null,
  now: Date,
): Promise<OrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        ordersFor(item),
        // Another batch is another order: choosing again makes a new one (docs/decisions/215).
        item.batchId ? eq(paymentOrders.batchId, item.batchId) : isNull(paymentOrders.batchId),
        eq(paymentOrders.status, 'created'),
        sql`${paymentOrders.amount} + ${paymentOrders.creditApplied} = ${discounted}`,
        coupon === null ? isNull(paymentOrders.couponCode) : eq(paymentOrders.couponCode, coupon),
        or(isNull(paymentOrders.holdExpiresAt), gt(paymentOrders.holdExpiresAt, now)),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return order;
}

/**
 * Prices an order from the catalogue: a code is checked and refused as at checkout; credit pays
 * after any discount (docs/decisions/182), as much as the order takes while leaving ₹1. A
 * double click or a reload reopens the live order, with the credit it already spent.
 */
export async function priceOrder(
  tx: Tx,
  args: { userId: string; item: Item; couponCode: string | undefined; now: Date },
): Promise<PricedOrder> {
  const { userId, item, now } = args;
  const listPaise = toPaise(item.price);
  const coupon = args.couponCode
    ? await priceFreshCoupon(tx, { code: args.couponCode, userId, item, listPaise, now })
    : null;
  const discounted = listPaise - (coupon?.discount ?? 0);
  const existing = await liveOrder(tx, userId, item, discounted, coupon?.code ?? null, now);
  const credit = existing ? existing.creditApplied : await creditFor(tx, userId, discounted);
  return { listPaise, coupon, discounted, credit, amount: discounted - credit, existing };
}
