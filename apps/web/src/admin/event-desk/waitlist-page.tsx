import { formatDate } from '@kalvi/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { Pagination } from '../../components/ui/pagination';
import { PageSpinner } from '../../components/ui/spinner';
import { currentLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { SectionHeader } from '../components/section-header';
import { useEventWaitlist } from './api';

const when = (iso: string | null) => (iso ? formatDate(iso, currentLanguage(), 'localDateTime') : '—');

/** /admin/events/:id/waitlist: the event's line and its offers, first joined first (docs/decisions/180-event-waitlists.md). */
export function WaitlistPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('adminops');
  const [page, setPage] = useState(1);
  const query = useEventWaitlist(id, page);
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return <ErrorState message={t('waitlist.failed')} onRetry={() => void query.refetch()} />;
  const { data, pagination } = query.data;
  return (
    <section className="space-y-4">
      <BackLink>{t('waitlist.back')}</BackLink>
      <SectionHeader title={t('waitlist.title')} intro={t('waitlist.intro')} />
      {data.length === 0 ? (
        <p className="text-slate-600">{t('waitlist.empty')}</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="waitlist-table">
          <thead>
            <tr>
              <th scope="col">{t('waitlist.learner')}</th>
              <th scope="col">{t('waitlist.status')}</th>
              <th scope="col">{t('waitlist.joined')}</th>
              <th scope="col">{t('waitlist.offerEnds')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200">
                <td className="py-2">
                  {entry.learner.name}
                  <span className="block text-slate-500">{entry.learner.email}</span>
                </td>
                <td>{t(`waitlist.statuses.${entry.status}`)}</td>
                <td>{when(entry.joinedAt)}</td>
                <td>{when(entry.offerExpiresAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination current={pagination.current_page} total={pagination.total_pages} onChange={setPage} />
    </section>
  );
}
