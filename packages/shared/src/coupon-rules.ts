import { splitTax } from './gst.ts';

/**
 * Coupons at checkout (docs/decisions/181-coupons.md): how a discount is worked out, and the
 * sentence of each refusal. The server prices every order with these; the web only shows them.
 */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** 3 to 32 letters, digits, hyphens or underscores; stored and matched in capitals. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** Razorpay takes no order under ₹1: a discount always leaves at least this much to pay. */
export const MIN_CHARGE_PAISE = 100;

/** How long a coupon use is held for an unpaid order that holds no event seat. */
export const COUPON_HOLD_MINUTES = 15;

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The discount (paise) a coupon takes off a GST-inclusive list price: a percent is rounded
 * down to the paisa, a fixed amount is taken whole, and neither takes the total under ₹1.
 */
export function couponDiscount(listPaise: number, kind: CouponKind, value: number): number {
  if (!Number.isSafeInteger(listPaise) || listPaise < 0) throw new RangeError(`bad price: ${listPaise}`);
  const raw = kind === 'percent' ? Math.floor((listPaise * value) / 100) : value;
  return Math.max(0, Math.min(raw, listPaise - MIN_CHARGE_PAISE));
}

/** The value lines of a tax invoice (paise): see invoiceValueLines. */
export interface InvoiceValueLines {
  /** Taxable value of the list price. */
  listTaxable: number;
  /** The coupon's or referral code's share of it. */
  discount: number;
  /** The referral credit's share of it. */
  credit: number;
  /** What GST is charged on: listTaxable - discount - credit. */
  taxable: number;
}

/**
 * How a tax invoice shows what came off the list price (docs/decisions/181, 182): the list
 * price's taxable value, less the discount's share, less the credit's, is the taxable value of
 * the amount paid. Each share is the difference of two taxable values under the one rounding
 * rule (decision 178), so the lines add up exactly and the last is the order's own taxable value.
 */
export function invoiceValueLines(args: {
  /** Paid, GST-inclusive. */
  amount: number;
  discount: number;
  credit: number;
  ratePercent: number;
}): InvoiceValueLines {
  const taxableOf = (paise: number) => splitTax(paise, args.ratePercent, 'inter').taxable;
  const taxable = taxableOf(args.amount);
  const beforeCredit = taxableOf(args.amount + args.credit);
  const listTaxable = taxableOf(args.amount + args.credit + args.discount);
  return { listTaxable, discount: listTaxable - beforeCredit, credit: beforeCredit - taxable, taxable };
}

export const COUPON_UNKNOWN = 'This coupon code is not valid.';
export const COUPON_NOT_YET_VALID = 'This coupon is not valid yet.';
export const COUPON_EXPIRED = 'This coupon has expired.';
export const COUPON_PAUSED = 'This coupon is paused at the moment.';
export const COUPON_NOT_FOR_ITEM = 'This coupon cannot be used for this course or event.';
export const COUPON_USED_BY_YOU = 'You have already used this coupon.';
export const COUPON_LIMIT_REACHED = 'This coupon has been used up.';
/** With the minimum in rupees: `couponBelowMinimum('₹500')`. */
export const couponBelowMinimum = (amount: string) => `This coupon needs an order of at least ${amount}.`;
export const COUPON_APPLIED = 'Coupon applied';
/** The preview's answer without a code: the price, after any credit. */
export const PRICE_QUOTED = 'This is the price you will pay';

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CREATED = 'Coupon created';
export const COUPON_UPDATED = 'Coupon updated';
export const COUPON_PAUSED_NOW = 'Coupon paused';
export const COUPON_RESUMED = 'Coupon resumed';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const COUPON_ITEMS_MISSING = 'Some of the chosen courses or events do not exist';
