import { formatInr, longDate, type OrderSummary } from '@kalvi/shared';
import { BookOpen, CalendarDays, FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';
import { useLearning, useOrders } from './api/learning-api';
import { RefundRequest } from './refund-request';

const statusTone: Record<OrderSummary['status'], BadgeTone> = {
  paid: 'success',
  created: 'warning',
  expired: 'neutral',
};

/** The classroom's addresses from the one route map (a feature may not import another's helpers). */
const lessonHref = (courseId: string, lessonId: string) =>
  `${paths.learn.replace(':courseId', encodeURIComponent(courseId))}/${encodeURIComponent(lessonId)}`;
const certificateHref = (id: string) => paths.certificate.replace(':certificateId', encodeURIComponent(id));

function ListSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

interface LearningItem {
  id: string;
  title: string;
  href: string;
  detail: string;
  /** Courses: required lessons finished of all, and where "Continue" goes. */
  progress?: { completed: number; total: number };
  continueHref?: string | null;
  certificateHref?: string | null;
}

/** A course's progress: "x of y lessons" and a bar, read out as a progress bar. */
function ProgressLine({ title, completed, total }: { title: string; completed: number; total: number }) {
  const { t } = useTranslation('account');
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <div className="mt-1">
      <p className="text-sm text-slate-700">{t('learning.progress', { completed, total })}</p>
      <div
        role="progressbar"
        aria-label={t('learning.progressOf', { title })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        className="mt-1 h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** One column of 'My learning': a heading and links to what the learner is enrolled in. */
function EnrolledList(props: { icon: ReactNode; title: string; emptyText: string; items: LearningItem[] }) {
  const { t } = useTranslation('account');
  return (
    <div>
      <h3 className="mb-2 flex items-center gap-2 font-semibold text-ink">
        {props.icon} {props.title}
      </h3>
      {props.items.length === 0 ? (
        <p className="text-sm text-slate-600">{props.emptyText}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {props.items.map((item) => (
            <li key={item.id} className="py-2">
              <Link to={item.href} className="font-medium text-primary-700 hover:underline">
                {item.title}
              </Link>
              <p className="text-sm text-slate-600">{item.detail}</p>
              {item.progress && item.progress.total > 0 && (
                <ProgressLine title={item.title} {...item.progress} />
              )}
              {(item.continueHref || item.certificateHref) && (
                <p className="mt-1 flex flex-wrap gap-x-4">
                  {item.continueHref && (
                    <Link
                      to={item.continueHref}
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline"
                      aria-label={t('learning.continueNamed', { title: item.title })}
                    >
                      {t('learning.continue')}
                    </Link>
                  )}
                  {item.certificateHref && (
                    <Link
                      to={item.certificateHref}
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-emerald-800 underline"
                      aria-label={t('learning.certificateNamed', { title: item.title })}
                    >
                      {t('learning.certificate')}
                    </Link>
                  )}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'My learning' on /profile: enrolled courses and events, orders and their invoices. */
export function MyLearningSection() {
  const { t } = useTranslation('account');
  const learning = useLearning();
  const [page, setPage] = useState(1);
  const orders = useOrders(page);

  return (
    <section
      aria-labelledby="my-learning-title"
      aria-busy={learning.isPending || orders.isPending}
      className="rounded-ui border border-slate-200 bg-white px-5 py-6 shadow-sm sm:px-8"
    >
      <h2 id="my-learning-title" className="text-lg font-semibold text-ink">
        {t('learning.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('learning.intro')}</p>

      {learning.isPending ? (
        <ListSkeleton />
      ) : learning.isError ? (
        <ErrorState
          message={messageOf(learning.error, t('learning.loadFailed'))}
          onRetry={() => void learning.refetch()}
          retrying={learning.isFetching}
        />
      ) : learning.data.courses.length === 0 && learning.data.events.length === 0 ? (
        <EmptyState
          title={t('learning.emptyTitle')}
          description={t('learning.emptyText')}
          icon={<BookOpen aria-hidden="true" size={28} />}
          action={
            <Link className="font-semibold text-primary-700 underline" to={paths.courses}>
              {t('learning.browse')}
            </Link>
          }
        />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <EnrolledList
            icon={<BookOpen aria-hidden="true" size={18} />}
            title={t('learning.courses')}
            emptyText={t('learning.noCourses')}
            items={learning.data.courses.map((course) => ({
              id: course.id,
              title: course.title,
              href: `${paths.courses}?course=${course.id}`,
              detail: `${course.category} · ${t('learning.enrolledOn', { date: longDate(new Date(course.enrolledAt), currentLanguage()) })}`,
              progress: course.progress,
              continueHref: course.nextLessonId ? lessonHref(course.id, course.nextLessonId) : null,
              certificateHref: course.certificateId ? certificateHref(course.certificateId) : null,
            }))}
          />
          <EnrolledList
            icon={<CalendarDays aria-hidden="true" size={18} />}
            title={t('learning.events')}
            emptyText={t('learning.noEvents')}
            items={learning.data.events.map((event) => ({
              id: event.id,
              title: event.title,
              href: `${paths.events}?event=${event.id}`,
              detail: t('learning.startsOn', {
                date: longDate(new Date(event.startDate), currentLanguage()),
              }),
              certificateHref: event.certificateId ? certificateHref(event.certificateId) : null,
            }))}
          />
        </div>
      )}

      <h3 className="mt-8 mb-2 flex items-center gap-2 font-semibold text-ink">
        <FileText aria-hidden="true" size={18} /> {t('learning.orders')}
      </h3>
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <ErrorState
          message={messageOf(orders.error, t('learning.ordersFailed'))}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('learning.noOrders')}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {orders.data.data.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{order.item.title}</p>
                  <p className="text-sm text-slate-600">
                    {formatInr(order.amount, currentLanguage())} ·{' '}
                    {longDate(new Date(order.paidAt ?? order.createdAt), currentLanguage())}
                    {order.invoiceNumber && ` · ${order.invoiceNumber}`}
                  </p>
                  {(order.discount > 0 || order.credit > 0) && (
                    <p className="text-xs text-slate-500">
                      {[
                        order.discount > 0 &&
                          t('learning.discount', {
                            amount: formatInr(order.discount / 100, currentLanguage()),
                          }),
                        order.credit > 0 &&
                          t('learning.credit', { amount: formatInr(order.credit / 100, currentLanguage()) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <Badge tone={statusTone[order.status]}>{t(`learning.status.${order.status}`)}</Badge>
                  <RefundRequest order={order} />
                  {order.invoiceUrl && (
                    <a
                      href={order.invoiceUrl}
                      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 underline"
                      aria-label={t('learning.invoiceFor', { title: order.item.title })}
                    >
                      <FileText aria-hidden="true" size={16} />
                      {t('learning.invoice')}
                    </a>
                  )}
                  {order.creditNotes.map((note) => (
                    <a
                      key={note.id}
                      href={note.url}
                      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 underline"
                      aria-label={t('learning.creditNoteFor', {
                        number: note.number,
                        title: order.item.title,
                      })}
                    >
                      <FileText aria-hidden="true" size={16} />
                      {t('learning.creditNote', { number: note.number })}
                    </a>
                  ))}
                </div>
              </li>
            ))}
          </ul>
          {orders.data.pagination.total_pages > 1 && (
            <Pagination
              className="mt-4"
              current={orders.data.pagination.current_page}
              total={orders.data.pagination.total_pages}
              radius={1}
              onChange={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
