import {
  LATE_PAYMENT_COUPON_USED_BY_YOU,
  LATE_PAYMENT_COUPON_USED_UP,
  LATE_PAYMENT_CREDIT_SPENT,
  LATE_PAYMENT_REFERRAL_NOT_FIRST,
} from '@kalvi/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type paymentOrders, refundRequests } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import { couponOfOrder, keepUse, lockLearnerUses } from '../coupons/queries.ts';
import { hasPaidOrder, reclaimCredit } from '../referrals/queries.ts';

/**
 * The terms an order was priced on, kept or refused when its payment arrives
 * (docs/decisions/196-terms-kept-at-payment.md): a coupon's use and spent credit given back when
 * the order lapsed are taken again only within their limits, and a friend's referral code is
 * honoured only on the learner's first purchase. A payment whose terms cannot be kept is
 * recorded and refunded in full, never enrolled.
 */

export const UNHONOURED_CAUSES = [
  'coupon_used_by_you',
  'coupon_used_up',
  'credit_spent',
  'referral_not_first',
] as const;
export type UnhonouredCause = (typeof UNHONOURED_CAUSES)[number];

/** The learner's refusals of a late payment, as verify-payment answers them (Tamil in the catalogue). */
export const UNHONOURED_MESSAGES: Record<UnhonouredCause, string> = {
  coupon_used_by_you: LATE_PAYMENT_COUPON_USED_BY_YOU,
  coupon_used_up: LATE_PAYMENT_COUPON_USED_UP,
  credit_spent: LATE_PAYMENT_CREDIT_SPENT,
  referral_not_first: LATE_PAYMENT_REFERRAL_NOT_FIRST,
};

/**
 * Takes the locks that make the terms exact, before the order's row (the order create-order
 * takes them in): one per learner, so two of their orders completing at once are decided one
 * after the other, and the one a new order's coupon use takes (modules/coupons/checkout.ts).
 */
export async function lockBuyer(tx: Tx, order: { id: string; userId: string }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`paid:${order.userId}`}))`);
  const couponId = await couponOfOrder(tx, order.id);
  if (couponId) await lockLearnerUses(tx, couponId, order.userId);
}

/** Raised inside the savepoint to undo a use or credit already taken again. */
class Unhonoured extends Error {
  constructor(readonly reason: UnhonouredCause) {
    super(reason);
  }
}

/**
 * Keeps the order's terms, inside the completing transaction after `lockBuyer` and the order's
 * row lock: null when kept (its use counted, its credit spent), else why not, with nothing taken.
 */
export async function keepTerms(
  tx: Tx,
  order: typeof paymentOrders.$inferSelect,
): Promise<UnhonouredCause | null> {
  if (order.referrerId && (await hasPaidOrder(tx, order.userId, order.id))) return 'referral_not_first';
  try {
    // A savepoint: a use taken again is given back if the credit then cannot be.
    await tx.transaction(async (sp) => {
      const use = await keepUse(sp, order.id);
      if (use === 'used_by_you') throw new Unhonoured('coupon_used_by_you');
      if (use === 'used_up') throw new Unhonoured('coupon_used_up');
      if (!(await reclaimCredit(sp, order))) throw new Unhonoured('credit_spent');
    });
    return null;
  } catch (err) {
    if (err instanceof Unhonoured) return err.reason;
    throw err;
  }
}

/** Why a payment was refunded as unhonoured for its terms; undefined for any other payment. */
export async function unhonouredCause(tx: Tx, paymentId: string): Promise<UnhonouredCause | undefined> {
  const [row] = await tx
    .select({ details: refundRequests.details })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.paymentId, paymentId),
        eq(refundRequests.kind, 'unhonoured'),
        inArray(sql`${refundRequests.details}->>'cause'`, [...UNHONOURED_CAUSES]),
      ),
    )
    .limit(1);
  return row?.details.cause as UnhonouredCause | undefined;
}
