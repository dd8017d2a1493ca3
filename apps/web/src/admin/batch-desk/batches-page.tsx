import { formatDate } from '@kalvi/shared';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { SectionHeader } from '../components/section-header';
import { useCourseBatches, useDeskCourse } from './api';
import { BatchStatus, usePatternText } from './pattern-text';

/** A course's batches, latest start first, with seats taken and fill rates. */
export function BatchesPage() {
  const { t } = useTranslation('batchdesk');
  const { courseId = '' } = useParams();
  const course = useDeskCourse(courseId);
  const batches = useCourseBatches(courseId);
  const patternText = usePatternText();
  const language = currentLanguage();

  return (
    <section className="space-y-5">
      <BackLink>{t('backToCourse')}</BackLink>
      <SectionHeader
        title={t('list.title', { course: course.data?.title ?? '' })}
        intro={t('list.intro')}
        actions={
          <Link to="new" className={buttonClasses('primary', 'md')}>
            {t('list.new')}
          </Link>
        }
      />
      {batches.isPending ? (
        <PageSpinner label={t('list.loading')} />
      ) : batches.isError ? (
        <p role="alert" className="rounded-ui bg-red-50 p-4 text-red-800">
          {messageOf(batches.error, t('list.loadFailed'))}
        </p>
      ) : batches.data.data.length === 0 ? (
        <p className="rounded-ui border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          {t('list.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-ui border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('list.caption')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('list.starts')}
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  {t('list.pattern')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('list.seats')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('list.fill')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('list.status')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {batches.data.data.map((batch) => (
                <tr key={batch.id}>
                  <td className="px-3 py-2">
                    <Link to={batch.id} className="font-semibold text-primary-800 underline">
                      {formatDate(batch.startDate, language, 'fullDate')}
                    </Link>
                    <span className="block text-slate-600">{t(`language.${batch.language}`)}</span>
                    {/* On a phone the days and times go under the date, and the table fits. */}
                    <span className="block text-slate-600 sm:hidden">{patternText(batch)}</span>
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    {patternText(batch)}
                    <span className="block text-slate-600">
                      {t('list.sessions', { count: batch.sessionCount })} · {batch.instructorName}
                    </span>
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {t('list.taken', { taken: batch.seatsTaken, seats: batch.seats })}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-2">
                      <div
                        className="h-2 w-20 overflow-hidden rounded-full bg-slate-200"
                        role="img"
                        aria-label={t('list.fillLabel', { percent: batch.fillPercent })}
                      >
                        <div
                          className="h-full bg-primary-700"
                          style={{ width: `${Math.min(100, batch.fillPercent)}%` }}
                        />
                      </div>
                      <span className="tabular-nums">{batch.fillPercent}%</span>
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    <BatchStatus status={batch.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
