import type { CouponPreview } from '@kalvi/shared';
import type { Dispatch, SetStateAction } from 'react';
import type { Billing, BillingDraft, BillingErrors } from '../../lib/billing';

/** What a paid checkout sells: a course or an event. */
export type CheckoutItem = { courseId: string } | { eventId: string };

/** The learner's side of a paid checkout (use-checkout-details.ts). */
export interface CheckoutDetails {
  billing: BillingDraft;
  setBilling: Dispatch<SetStateAction<BillingDraft | null>>;
  errors: BillingErrors;
  /** A coupon or referral code the server priced, with the credit after it. */
  coupon: CouponPreview | null;
  setCoupon: (coupon: CouponPreview | null) => void;
  /** The server's price for this learner: with the coupon when one is applied. */
  quote: CouponPreview | null;
  /** Without a state on the profile, the one given at checkout is kept there (docs/decisions/187). */
  profileHasState: boolean;
  /** What the order takes besides the item, or null while a field needs fixing (said beside it). */
  purchaseDetails: () => Promise<(Billing & { couponCode?: string }) | null>;
}
