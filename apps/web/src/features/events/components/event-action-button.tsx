import { type EventItem, formatInr } from '@kalvi/shared';
import { Suspense } from 'react';
import { CheckoutFields } from '../../../components/checkout/use-checkout-details';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/language';
import { useTranslation } from '../../../lib/use-translation';
import { useEnrolAction } from '../use-enrol-action';

/** The one action of the Event Details side panel, in the order of docs/product/events.md#the-action-button. */
export function EventActionButton({ event }: { event: EventItem }) {
  const { t } = useTranslation('events');
  const { action, busy, run, checkout } = useEnrolAction(event);
  const wide = 'w-full';

  switch (action) {
    case 'enrolled':
      return (
        <Button variant="secondary" className={`${wide} border-success-600 text-success-700`} onClick={run}>
          {t('action.enrolled')}
        </Button>
      );
    case 'full':
      return (
        <Button variant="secondary" className={wide} disabled>
          {t('action.full')}
        </Button>
      );
    case 'not-available':
      return (
        <Button variant="secondary" className={wide} disabled>
          {t('action.notAvailable')}
        </Button>
      );
    case 'registration-closed':
      return (
        <Button variant="secondary" className={wide} disabled>
          {t('action.registrationClosed')}
        </Button>
      );
    case 'enroll-free':
      return (
        <Button
          variant="primary"
          className={wide}
          onClick={run}
          loading={busy === 'enrolling'}
          loadingText={t('action.enrolling')}
        >
          {t('action.enrollFree')}
        </Button>
      );
    case 'pay': {
      // What the payment window will ask: after any coupon and referral credit (decision 182).
      const price = formatInr(checkout.quote ? checkout.quote.total / 100 : event.price, currentLanguage());
      return (
        <div className="flex flex-col gap-3">
          {checkout.payable && (
            <Suspense fallback={null}>
              <CheckoutFields item={{ eventId: event._id }} checkout={checkout} />
            </Suspense>
          )}
          <Button
            variant="accent"
            className={wide}
            onClick={run}
            loading={busy !== null}
            loadingText={t('action.processing')}
          >
            {t('action.pay', { price })}
          </Button>
        </div>
      );
    }
  }
}
