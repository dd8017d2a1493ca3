import { formatDate } from '@kalvi/shared';
import { useParams } from 'react-router';
import { currentLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { notReady } from '../components/not-ready';
import { SectionHeader } from '../components/section-header';
import { useBatch } from './api';
import { AttendanceGrid } from './attendance-grid';
import { BatchSettings } from './batch-settings';
import { BatchStatus, usePatternText } from './pattern-text';
import { SessionsTable } from './sessions-table';

/** One batch: its enrolment settings, cancel, its sessions and the attendance grid. */
export function BatchPage() {
  const { t } = useTranslation('batchdesk');
  const { batchId = '' } = useParams();
  const query = useBatch(batchId);
  const patternText = usePatternText();
  const waiting = notReady(query, t('batch.notFound'));
  if (waiting || !query.data)
    return (
      <section className="space-y-4">
        <BackLink>{t('backToBatches')}</BackLink>
        {waiting}
      </section>
    );
  const { batch, sessions } = query.data;
  return (
    <section className="space-y-6">
      <BackLink>{t('backToBatches')}</BackLink>
      <SectionHeader
        title={t('batch.title', {
          date: formatDate(batch.startDate, currentLanguage(), 'fullDate'),
          language: t(`language.${batch.language}`),
        })}
        intro={`${patternText(batch)} · ${batch.instructorName}`}
        actions={<BatchStatus status={batch.status} />}
      />
      <BatchSettings batch={batch} />
      <SessionsTable sessions={sessions} cancelled={batch.status === 'cancelled'} />
      <AttendanceGrid batchId={batch.id} />
    </section>
  );
}
