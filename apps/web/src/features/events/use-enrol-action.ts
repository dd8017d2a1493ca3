import { type EventAction, type EventItem, eventAction } from '@kalvi/shared';
import { useState } from 'react';
import { type CheckoutDetails, useCheckoutDetails } from '../../components/checkout/use-checkout-details';
import { ApiError, messageOf } from '../../lib/api-errors';
import { CheckoutError, checkout } from '../../lib/checkout';
import { eventCheckoutFailure } from '../../lib/checkout-text';
import { loadCurrentUser } from '../../lib/session';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useUiStore } from '../../lib/stores/ui-store';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { enrolInEvent, useRefreshEvents } from './api/event-api';

export type Busy = 'enrolling' | 'paying' | null;

/**
 * The Event Details button's behaviour (docs/product/events.md#the-action-button, docs/product/events.md#enrol-answers; texts in docs/product/api-contract.md#error-catalogue): which
 * action applies, and what clicking it does for a free or a paid event. A paid event's checkout
 * asks the same billing details and coupon as a course's (decisions 178, 181, 187).
 */
export function useEnrolAction(event: EventItem): {
  action: EventAction;
  busy: Busy;
  run: () => void;
  /** The paid checkout's details; `payable` when a signed-in learner can pay for this event. */
  checkout: CheckoutDetails & { payable: boolean };
} {
  const { t } = useTranslation('events');
  const user = useAuthStore((s) => s.user);
  const setEnrolledEvents = useAuthStore((s) => s.setEnrolledEvents);
  const openAuth = useUiStore((s) => s.openAuth);
  const refreshEvents = useRefreshEvents();
  const [busy, setBusy] = useState<Busy>(null);

  const action = eventAction(event, user?.enrolledEvents.includes(event._id) ?? false);
  const payable = user !== null && action === 'pay';
  const details = useCheckoutDetails(user, payable ? { eventId: event._id } : null);

  // The spec's fallbacks: 'Failed to enroll' for a refusal without a sentence, 'Enrollment failed' when the call itself failed.
  const enrolFailure = (error: unknown) =>
    error instanceof ApiError && error.answered
      ? error.message
      : t(
          error instanceof ApiError && error.status > 0 ? 'toast.refusedWithoutReason' : 'toast.enrollFailed',
        );

  const enrolled = (ids: string[], message: string) => {
    setEnrolledEvents(ids);
    toast.success(message);
    void refreshEvents();
  };

  const enrolFree = async () => {
    setBusy('enrolling');
    try {
      const res = await enrolInEvent(event._id);
      enrolled(res.enrolledEvents, res.message || t('toast.enrolled'));
    } catch (error) {
      toast.error(enrolFailure(error));
      void refreshEvents();
    } finally {
      setBusy(null);
    }
  };

  const pay = async () => {
    if (!user) return;
    setBusy('paying');
    const extras = await details.purchaseDetails();
    if (!extras) return setBusy(null);
    try {
      await checkout(
        { eventId: event._id, ...extras },
        {
          description: event.title,
          prefill: { name: user.fullName, email: user.email, contact: user.phone },
        },
      );
    } catch (error) {
      setBusy(null);
      if (error instanceof CheckoutError && error.reason === 'dismissed') return;
      toast.error(await eventCheckoutFailure(error));
      return;
    }
    try {
      const res = await enrolInEvent(event._id);
      enrolled(res.enrolledEvents, t('toast.paidAndEnrolled'));
    } catch (error) {
      toast.error(messageOf(error, t('toast.enrollFailedAfterPayment')));
      // The verified payment may have enrolled the learner all the same: show what the server holds.
      void loadCurrentUser();
      void refreshEvents();
    } finally {
      setBusy(null);
    }
  };

  const run = () => {
    if (busy) return;
    if (action === 'enrolled') {
      toast.info(t('toast.alreadyEnrolled'));
      return;
    }
    if (action !== 'enroll-free' && action !== 'pay') return;
    if (!user) {
      toast.error(t('toast.loginToEnroll'));
      openAuth('login');
      return;
    }
    void (action === 'enroll-free' ? enrolFree() : pay());
  };

  return { action, busy, run, checkout: { ...details, payable } };
}
