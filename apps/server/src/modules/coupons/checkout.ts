import {
  COUPON_EXPIRED,
  COUPON_HOLD_MINUTES,
  COUPON_LIMIT_REACHED,
  COUPON_NOT_FOR_ITEM,
  COUPON_NOT_YET_VALID,
  COUPON_PAUSED,
  COUPON_UNKNOWN,
  COUPON_USED_BY_YOU,
  type CouponKind,
  couponBelowMinimum,
  couponDiscount,
  formatInr,
  isReferralCode,
  normaliseCouponCode,
} from '@kalvi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { couponRedemptions, paymentOrders } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import type { Tx } from '../../lib/tx.ts';
import { ordersFor } from '../orders/items.ts';
import { type AppliedReferral, priceReferral } from '../referrals/checkout.ts';
import {
  couponByCode,
  insertRedemption,
  lapsedHolds,
  learnerUses,
  lockLearnerUses,
  releaseLapsedUses,
  takeUse,
} from './queries.ts';

/**
 * A coupon at checkout (docs/decisions/181-coupons.md): priced before the order is made, then
 * its use taken in the transaction that stores the order, so a refusal there rolls the order back.
 */

export interface CouponItem {
  kind: 'course' | 'event';
  id: string;
}

export interface AppliedCoupon {
  kind: 'coupon';
  couponId: string;
  code: string;
  /** Paise off the list price. */
  discount: number;
  perLearnerLimit: number;
}

/**
 * Whether the learner's unpaid order for this item holds a use of the coupon (the order a
 * checkout reopens), its hold not lapsed: a lapsed one is counted free by lapsedHolds.
 */
async function heldForItem(
  tx: Tx,
  couponId: string,
  userId: string,
  item: CouponItem,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.userId, userId),
        eq(couponRedemptions.status, 'held'),
        eq(paymentOrders.status, 'created'),
        ordersFor(item),
        sql`coalesce(${paymentOrders.holdExpiresAt}, ${couponRedemptions.expiresAt}) >= ${now.toISOString()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Checks a code for a learner and an item and works out its discount; each refusal says why. */
export async function priceCoupon(
  tx: Tx,
  args: { code: string; userId: string; item: CouponItem; listPaise: number; now: Date },
): Promise<AppliedCoupon> {
  const coupon = await couponByCode(tx, normaliseCouponCode(args.code));
  if (!coupon) throw notFound(COUPON_UNKNOWN);
  if (!coupon.active) throw unprocessable(COUPON_PAUSED);
  if (coupon.validFrom && coupon.validFrom > args.now) throw unprocessable(COUPON_NOT_YET_VALID);
  if (coupon.validUntil && coupon.validUntil <= args.now) throw unprocessable(COUPON_EXPIRED);
  const everything = coupon.courseIds.length === 0 && coupon.eventIds.length === 0;
  const chosen = args.item.kind === 'course' ? coupon.courseIds : coupon.eventIds;
  if (!everything && !chosen.includes(args.item.id)) throw unprocessable(COUPON_NOT_FOR_ITEM);
  if (args.listPaise < coupon.minOrder) {
    throw unprocessable(couponBelowMinimum(formatInr(toRupees(coupon.minOrder))));
  }
  // The learner coming back to their unpaid order reopens it with its use: not a second use.
  // Uses held by lapsed orders are counted free, as the order's transaction will make them.
  const reopened = (await heldForItem(tx, coupon.id, args.userId, args.item, args.now)) ? 1 : 0;
  const lapsed = await lapsedHolds(tx, coupon.id, args.userId, args.now);
  const mine = (await learnerUses(tx, coupon.id, args.userId)) - lapsed.mine;
  if (mine - reopened >= coupon.perLearnerLimit) throw conflict(COUPON_USED_BY_YOU);
  if (coupon.maxUses !== null && coupon.used - lapsed.total - reopened >= coupon.maxUses)
    throw conflict(COUPON_LIMIT_REACHED);
  return {
    kind: 'coupon',
    couponId: coupon.id,
    code: coupon.code,
    discount: couponDiscount(args.listPaise, coupon.kind as CouponKind, coupon.value),
    perLearnerLimit: coupon.perLearnerLimit,
  };
}

/**
 * Prices a coupon, or a friend's referral code (docs/decisions/182-referrals-and-credit.md),
 * reading only: uses of orders that lapsed unpaid count as free (the sweep may be a minute
 * behind), and are given back by the transaction that stores the order, not by a price asked for.
 */
export async function priceFreshCoupon(
  tx: Tx,
  args: Parameters<typeof priceCoupon>[1],
): Promise<AppliedCoupon | AppliedReferral> {
  const code = normaliseCouponCode(args.code);
  if (isReferralCode(code)) return priceReferral(tx, { ...args, code });
  return priceCoupon(tx, args);
}

/** When an unpaid order with no seat to hold lets its coupon use or credit go. */
export function discountHoldEnds(now: Date): Date {
  return new Date(now.getTime() + COUPON_HOLD_MINUTES * 60_000);
}

/**
 * Takes the coupon's use for a stored order, inside its transaction: the learner's own limit
 * under a lock of its own (two tabs of one learner), the total by the guarded UPDATE.
 */
export async function redeemCoupon(
  tx: Tx,
  applied: AppliedCoupon,
  order: { id: string; userId: string; holdExpiresAt: Date | null },
  now: Date,
): Promise<void> {
  await lockLearnerUses(tx, applied.couponId, order.userId);
  // An older unpaid order of this learner that the new one replaced gives its use back first.
  await releaseLapsedUses(tx, now);
  if ((await learnerUses(tx, applied.couponId, order.userId)) >= applied.perLearnerLimit) {
    throw conflict(COUPON_USED_BY_YOU);
  }
  if (!(await takeUse(tx, applied.couponId))) throw conflict(COUPON_LIMIT_REACHED);
  await insertRedemption(tx, {
    couponId: applied.couponId,
    orderId: order.id,
    userId: order.userId,
    discount: applied.discount,
    expiresAt: order.holdExpiresAt ?? discountHoldEnds(now),
  });
}
