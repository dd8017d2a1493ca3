import { formatPaise } from '@kalvi/shared';
import { currentLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';
import { BillingFields } from './billing-form';
import { CouponField } from './coupon-field';
import type { CheckoutDetails, CheckoutItem } from './types';

export { billingOf } from './billing-form';

/**
 * The fields of a paid checkout, for a course or an event: where the learner is and whether
 * they buy as a business (decision 178), a coupon or referral code (181), and the referral
 * credit that comes off (182). Loaded as its own chunk (use-checkout-details.ts).
 */
export default function CheckoutFields({
  item,
  checkout,
}: {
  item: CheckoutItem;
  checkout: CheckoutDetails;
}) {
  const { t } = useTranslation('payments');
  const rupees = (paise: number) => formatPaise(paise, currentLanguage());
  const { quote, coupon } = checkout;
  return (
    <div className="flex flex-col gap-3" data-testid="checkout-fields">
      <BillingFields
        value={checkout.billing}
        errors={checkout.errors}
        onChange={checkout.setBilling}
        profileHasState={checkout.profileHasState}
      />
      <CouponField item={item} applied={coupon} onApplied={checkout.setCoupon} />
      {!coupon && quote && quote.credit > 0 && (
        <div
          className="rounded-ui border border-primary-200 bg-primary-50 p-3 text-sm"
          role="status"
          data-testid="credit-applied"
        >
          <p className="font-semibold text-primary-800">
            {t('credit.applied', { credit: rupees(quote.credit) })}
          </p>
          <p className="text-slate-700">
            <span className="line-through">{rupees(quote.listPrice)}</span>{' '}
            <strong>{t('coupon.newTotal', { total: rupees(quote.total) })}</strong>
          </p>
        </div>
      )}
    </div>
  );
}
