import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { googleCalendarUrl, useCalendarLink, useResetCalendarLink } from './api/calendar-api';
import { ProfileSection } from './profile-section';

/**
 * The learner's private calendar feed (docs/product/batches.md#the-calendar-feed): subscribe
 * with webcal:// or Google Calendar, copy the address, or reset it when it has leaked.
 */
export function CalendarSection() {
  const { t } = useTranslation('account');
  const link = useCalendarLink();
  const reset = useResetCalendarLink();
  const [confirming, setConfirming] = useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.copied'));
    } catch {
      toast.error(t('calendar.copyFailed'));
    }
  }

  const doReset = () =>
    reset.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? t('calendar.resetDone'));
        setConfirming(false);
      },
      onError: (error) => toast.error(messageOf(error, t('calendar.resetFailed'))),
    });

  return (
    <ProfileSection
      id="calendar"
      title={t('calendar.title')}
      intro={t('calendar.intro')}
      testId="calendar-section"
    >
      {link.isPending ? (
        <Spinner />
      ) : link.isError ? (
        <Alert tone="error">{messageOf(link.error, t('calendar.loadFailed'))}</Alert>
      ) : (
        <>
          <div className="flex flex-wrap gap-3">
            <a href={link.data.webcalUrl} className={buttonClasses('primary', 'md')}>
              <CalendarPlus aria-hidden="true" size={18} />
              {t('calendar.subscribe')}
            </a>
            <a
              href={googleCalendarUrl(link.data.webcalUrl)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'md')}
            >
              {t('calendar.google')}
            </a>
          </div>
          <label htmlFor="calendar-url" className="mt-5 block text-sm font-medium text-ink">
            {t('calendar.address')}
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id="calendar-url"
              readOnly
              value={link.data.feedUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="min-h-11 w-full min-w-0 rounded-ui border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-ink"
            />
            <Button variant="secondary" onClick={() => void copy(link.data.feedUrl)}>
              <Copy aria-hidden="true" size={16} />
              {t('calendar.copy')}
            </Button>
          </div>
          <p className="mt-3 text-xs text-slate-600">{t('calendar.private')}</p>
          <Button
            variant="ghost"
            size="sm"
            className="mt-3 text-danger-700"
            onClick={() => setConfirming(true)}
          >
            <RefreshCw aria-hidden="true" size={16} />
            {t('calendar.reset')}
          </Button>
          <Modal
            open={confirming}
            onOpenChange={setConfirming}
            title={t('calendar.resetTitle')}
            description={t('calendar.resetText')}
          >
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('calendar.keep')}
              </Button>
              <Button variant="danger" loading={reset.isPending} onClick={doReset}>
                {t('calendar.resetConfirm')}
              </Button>
            </div>
          </Modal>
        </>
      )}
    </ProfileSection>
  );
}
