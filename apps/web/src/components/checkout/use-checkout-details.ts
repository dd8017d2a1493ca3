import type { CouponPreview, User } from '@kalvi/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { type BillingDraft, type BillingErrors, draftOf, initialBilling } from '../../lib/billing';
import { previewPrice } from '../../lib/price-preview';
import { checkoutKeys } from '../../lib/query-keys';
import type { CheckoutDetails, CheckoutItem } from './types';

export type { CheckoutDetails, CheckoutItem } from './types';

// The state, GSTIN and coupon fields are a chunk of their own, fetched with a paid item only
// (decisions 178 and 181): the course and event pages' first loads never carry them.
const checkoutFields = () => import('./checkout-fields');
export const CheckoutFields = lazy(checkoutFields);

/**
 * The learner's side of a paid checkout, for courses and events alike: the billing form's draft
 * (prefilled from the profile's state, then this device's last checkout: docs/decisions/187), a
 * coupon the server priced, and the price to pay after discount and credit, asked of the server
 * (docs/decisions/182) so the button shows what the payment window will.
 */
export function useCheckoutDetails(user: User | null, item: CheckoutItem | null): CheckoutDetails {
  const [edited, setEdited] = useState<BillingDraft | null>(null);
  const [errors, setErrors] = useState<BillingErrors>({});
  const [coupon, setCoupon] = useState<CouponPreview | null>(null);
  const itemId = item ? ('courseId' in item ? item.courseId : item.eventId) : '';
  // Without a code: the list price less the learner's credit. A failure leaves the list price shown.
  const price = useQuery({
    queryKey: checkoutKeys.price(user?.id, itemId),
    queryFn: () => previewPrice(item ?? { courseId: '' }),
    enabled: user !== null && item !== null,
    staleTime: 0,
    retry: false,
  });
  const billing = edited ?? draftOf(initialBilling(user?.stateCode));

  async function purchaseDetails() {
    const checked = (await checkoutFields()).billingOf(billing);
    setErrors('errors' in checked ? checked.errors : {});
    if ('errors' in checked) return null;
    return { ...checked.billing, ...(coupon && { couponCode: coupon.code }) };
  }

  return {
    billing,
    setBilling: setEdited,
    errors,
    coupon,
    setCoupon,
    quote: coupon ?? price.data ?? null,
    profileHasState: Boolean(user?.stateCode),
    purchaseDetails,
  };
}
