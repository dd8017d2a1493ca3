import { type AdminBatch, formatDate } from '@kalvi/shared';
import { Badge } from '../../components/ui/badge';
import { currentLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export { WEEKDAYS };

/** "Mon, Wed, Fri · 19:00 · 90 min" in the reader's language, on the batch's own clock. */
export function usePatternText() {
  const { t } = useTranslation('batchdesk');
  return (batch: Pick<AdminBatch, 'weekdays' | 'startTime' | 'durationMinutes' | 'timeZone'>) =>
    t('pattern', {
      days: batch.weekdays.map((d) => t(`weekdays.${d as (typeof WEEKDAYS)[number]}`)).join(', '),
      time: batch.startTime,
      minutes: batch.durationMinutes,
      zone: batch.timeZone,
    });
}

export function BatchStatus({ status }: { status: AdminBatch['status'] }) {
  const { t } = useTranslation('batchdesk');
  const tone = status === 'open' ? 'success' : status === 'closed' ? 'warning' : 'danger';
  return <Badge tone={tone}>{t(`status.${status}`)}</Badge>;
}

/** An instant on India's clock, as the academy's staff read it. */
export const istDateTime = (iso: string) => formatDate(iso, currentLanguage(), 'dateTime');
