/**
 * Referral codes and credit (docs/decisions/182-referrals-and-credit.md): a friend's first paid
 * order gets a discount set in the console; the referrer earns credit once the friend's refund
 * window has passed without a refund. Money is paise.
 */

/** `REF-` and 8 of Crockford's base-32 letters: no I, L, O or U to misread. */
export const REFERRAL_CODE_PATTERN = /^REF-[0-9A-HJKMNP-TV-Z]{8}$/;
export const REFERRAL_PREFIX = 'REF-';
export const REFERRAL_DISCOUNT_MAX = 90;

export function isReferralCode(code: string): boolean {
  return code.startsWith(REFERRAL_PREFIX);
}

export const REFERRAL_OWN_CODE = 'You cannot use your own referral code.';
export const REFERRAL_FIRST_ORDER_ONLY = 'A referral code is for your first purchase only.';
export const REFERRALS_OFF = 'Referral discounts are switched off at the moment.';
export const REFERRAL_PREFIX_TAKEN = 'Codes starting with REF- are kept for referral codes';
export const CREDIT_CHANGED = 'Your credit changed while you were paying. Please try again.';

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const REFERRAL_SETTINGS_SAVED = 'Referral settings saved';
