import {
  COUPON_UNKNOWN,
  CREDIT_CHANGED,
  couponDiscount,
  MIN_CHARGE_PAISE,
  REFERRAL_FIRST_ORDER_ONLY,
  REFERRAL_OWN_CODE,
  REFERRALS_OFF,
} from '@kalvi/shared';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { balanceOf, hasPaidOrder, moveCredit, referralSettingsRow, referrerOf } from './queries.ts';

/** A referral code and credit at checkout (docs/decisions/182-referrals-and-credit.md). */

export interface AppliedReferral {
  kind: 'referral';
  referrerId: string;
  code: string;
  discount: number;
}

/** A friend's code on a first purchase: the settings' percent off; never one's own. */
export async function priceReferral(
  tx: Tx,
  args: { code: string; userId: string; listPaise: number },
): Promise<AppliedReferral> {
  const referrerId = await referrerOf(tx, args.code);
  if (!referrerId) throw notFound(COUPON_UNKNOWN);
  if (referrerId === args.userId) throw unprocessable(REFERRAL_OWN_CODE);
  const settings = await referralSettingsRow(tx);
  if (settings.discountPercent <= 0) throw unprocessable(REFERRALS_OFF);
  if (await hasPaidOrder(tx, args.userId)) throw unprocessable(REFERRAL_FIRST_ORDER_ONLY);
  const discount = couponDiscount(args.listPaise, 'percent', settings.discountPercent);
  return { kind: 'referral', referrerId, code: args.code, discount };
}

/** How much of the learner's credit an order of `amount` paise spends: all of it, leaving at least ₹1. */
export async function creditFor(tx: Tx, userId: string, amount: number): Promise<number> {
  return Math.max(0, Math.min(await balanceOf(tx, userId), amount - MIN_CHARGE_PAISE));
}

/** Spends an order's credit in its transaction: once per order (ledger key), never below zero. */
export async function spendCredit(tx: Tx, userId: string, orderId: string, credit: number): Promise<void> {
  if (credit <= 0) return;
  if (!(await moveCredit(tx, { userId, amount: -credit, reason: 'spend', orderId })))
    throw conflict(CREDIT_CHANGED);
}
