import { type EventItem, formatInr } from '@kalvi/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { messageOf } from '../../../lib/api-errors';
import { CheckoutError, checkout } from '../../../lib/checkout';
import { eventCheckoutFailure } from '../../../lib/checkout-text';
import { currentLanguage } from '../../../lib/language';
import { loadCurrentUser } from '../../../lib/session';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useUiStore } from '../../../lib/stores/ui-store';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { enrolInEvent, useRefreshEvents } from '../api/event-api';
import { useMyWaitlist, useWaitlistActions } from '../api/waitlist-api';
import { useEventDates } from '../format';

/**
 * A full event's waitlist in its details panel (docs/decisions/180-event-waitlists.md): join,
 * the learner's place, and the seat offered to them with its deadline. Loaded only for a full event.
 */
export function WaitlistPanel({ event }: { event: EventItem }) {
  const { t } = useTranslation('events');
  const { formatEventDateTime } = useEventDates();
  const user = useAuthStore((s) => s.user);
  const openAuth = useUiStore((s) => s.openAuth);
  const refreshEvents = useRefreshEvents();
  const mine = useMyWaitlist(event._id, user !== null);
  const actions = useWaitlistActions(event._id);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const answer = await work();
      if (answer.message) toast.success(answer.message);
    } catch (error) {
      toast.error(messageOf(error, t('waitlist.failed')));
    } finally {
      setBusy(false);
      void mine.refetch();
    }
  };

  const join = () => {
    if (!user) {
      toast.error(t('waitlist.signIn'));
      openAuth('login');
      return;
    }
    void act(actions.join);
  };

  const claim = (buyer: NonNullable<typeof user>) =>
    act(async () => {
      if (event.is_free) {
        const answer = await actions.claim();
        await loadCurrentUser();
        void refreshEvents();
        return answer;
      }
      try {
        await checkout(
          { eventId: event._id },
          {
            description: event.title,
            prefill: { name: buyer.fullName, email: buyer.email, contact: buyer.phone },
          },
        );
      } catch (error) {
        if (error instanceof CheckoutError && error.reason === 'dismissed') return {};
        throw new Error(await eventCheckoutFailure(error));
      }
      const answer = await enrolInEvent(event._id);
      useAuthStore.getState().setEnrolledEvents(answer.enrolledEvents);
      void refreshEvents();
      return { message: t('toast.paidAndEnrolled') };
    });

  // Already in: the action button says so.
  if (user?.enrolledEvents.includes(event._id)) return null;
  if (user && mine.isPending) return <Spinner label={t('waitlist.loading')} className="w-full py-3" />;
  const place = mine.data?.data;

  return (
    <section aria-label={t('waitlist.title')} className="space-y-2 rounded-ui border border-slate-200 p-3">
      {place?.status === 'offered' && place.offerExpiresAt ? (
        <>
          <p className="text-sm font-semibold text-ink">
            {t('waitlist.offered', { deadline: formatEventDateTime(place.offerExpiresAt) })}
          </p>
          <Button variant="accent" className="w-full" onClick={() => user && void claim(user)} loading={busy}>
            {event.is_free
              ? t('waitlist.claim')
              : t('waitlist.claimPaid', { price: formatInr(event.price, currentLanguage()) })}
          </Button>
        </>
      ) : place?.status === 'waiting' ? (
        <p className="text-sm font-semibold text-ink">
          {t('waitlist.place', { position: place.position ?? 1 })}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('waitlist.intro')}</p>
          <Button
            variant="primary"
            className="w-full"
            onClick={join}
            loading={busy}
            loadingText={t('waitlist.joining')}
          >
            {t('waitlist.join')}
          </Button>
        </>
      )}
      {(place?.status === 'waiting' || place?.status === 'offered') && (
        <Button variant="ghost" className="w-full" onClick={() => void act(actions.leave)} disabled={busy}>
          {t('waitlist.leave')}
        </Button>
      )}
    </section>
  );
}
