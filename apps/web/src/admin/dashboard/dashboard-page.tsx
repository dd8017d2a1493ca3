import { formatPaiseExact } from '@kalvi/shared';
import type { Dashboard } from '@kalvi/shared/admin';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';
import { SectionHeader } from '../components/section-header';
import { useDashboard } from './api';
import { Card } from './card';
import { DiscountsCard } from './discounts-card';

// recharts is the biggest thing in the console: its own chunk, after the figures have painted.
const DailyChart = lazy(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })));

function Revenue({ revenue }: { revenue: Dashboard['revenue'] }) {
  const { t, i18n } = useTranslation('adminsettings');
  const periods = [
    ['today', revenue.today],
    ['days7', revenue.days7],
    ['days30', revenue.days30],
  ] as const;
  return (
    <Card title={t('dashboard.revenue')} className="lg:col-span-3">
      <dl className="grid gap-4 sm:grid-cols-3">
        {periods.map(([key, figure]) => (
          <div key={key} data-testid={`revenue-${key}`}>
            <dt className="text-sm text-slate-600">{t(`dashboard.${key}`)}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">
              {formatPaiseExact(figure.net, i18n.language)}
            </dd>
            <dd className="text-xs text-slate-500">
              {t('dashboard.grossRefunded', {
                gross: formatPaiseExact(figure.gross, i18n.language),
                refunded: formatPaiseExact(figure.refunded, i18n.language),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const { t } = useTranslation('adminsettings');
  const line = (f: { today: number; days7: number; days30: number }) => t('dashboard.countLine', f);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {!data.gstinReady && (
        <p
          role="alert"
          className="rounded-ui border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 lg:col-span-3"
          data-testid="gstin-needed"
        >
          {t('dashboard.gstinNeeded')}{' '}
          <Link to={`${paths.admin}/settings`} className="font-semibold underline">
            {t('dashboard.gstinOpen')}
          </Link>
        </p>
      )}
      <Revenue revenue={data.revenue} />
      <DiscountsCard discounts={data.discounts} />
      <Card title={t('dashboard.registrations')}>
        <p className="text-2xl font-bold tabular-nums" data-testid="registrations-today">
          {data.registrations.today}
        </p>
        <p className="text-sm text-slate-600">{line(data.registrations)}</p>
      </Card>
      <Card title={t('dashboard.enrolments')}>
        <p className="text-2xl font-bold tabular-nums">{data.enrolments.today}</p>
        <p className="text-sm text-slate-600">{line(data.enrolments)}</p>
      </Card>
      <Card title={t('dashboard.refundQueue')}>
        <p className="text-2xl font-bold tabular-nums" data-testid="refund-queue">
          {data.refundQueue}
        </p>
        <p className="text-sm text-slate-600">
          {t('dashboard.refundQueueNote', { count: data.refundQueue })}
        </p>
        <Link
          to={`${paths.admin}/orders`}
          className="mt-1 inline-block text-sm font-semibold text-primary-800 hover:underline"
        >
          {t('dashboard.openQueue')}
        </Link>
      </Card>
      <Card title={t('dashboard.questions')}>
        <p className="text-2xl font-bold tabular-nums" data-testid="unanswered-questions">
          {data.questions.unanswered}
        </p>
        <p className="text-sm text-slate-600">
          {t('dashboard.unansweredNote', { count: data.questions.unanswered })}
          {' · '}
          {data.questions.medianFirstAnswerMinutes === null
            ? t('dashboard.noFirstAnswers')
            : t('dashboard.medianFirstAnswer', { minutes: data.questions.medianFirstAnswerMinutes })}
        </p>
        <Link
          to={`${paths.admin}/questions`}
          className="mt-1 inline-block text-sm font-semibold text-primary-800 hover:underline"
        >
          {t('dashboard.openQuestions')}
        </Link>
      </Card>
      {/* Beside the console's menu a third of the page is too narrow for the leads and the
          events (long Tamil words): below 1536 px they go under the chart, side by side. min-w-0
          lets a grid item shrink below its content, which would otherwise push the page sideways. */}
      <Card title={t('dashboard.chartTitle')} className="lg:col-span-3 2xl:col-span-2">
        <Suspense
          fallback={
            <div className="flex h-72 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <DailyChart daily={data.daily} />
        </Suspense>
      </Card>
      <div className="grid min-w-0 gap-4 lg:col-span-3 lg:grid-cols-2 2xl:col-span-1 2xl:grid-cols-1">
        <Card title={t('dashboard.leads')}>
          <dl className="grid grid-cols-2 gap-2">
            {(['new', 'contacted', 'enrolled', 'closed'] as const).map((status) => (
              <div key={status} className="rounded-ui bg-slate-50 px-3 py-2">
                <dt className="text-xs text-slate-600">{t(`dashboard.leadStatus.${status}`)}</dt>
                <dd className="text-lg font-bold tabular-nums">{data.leads[status]}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={t('dashboard.events')}>
          {data.upcomingEvents.length === 0 ? (
            <p className="text-sm text-slate-600">{t('dashboard.noEvents')}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-3">
              {data.upcomingEvents.map((event) => {
                const share = event.seats > 0 ? Math.round((event.seatsTaken / event.seats) * 100) : 0;
                return (
                  <li key={event.id} className="min-w-0">
                    <p className="truncate text-sm font-semibold" title={event.title}>
                      {event.title}
                    </p>
                    <div className="mt-1 flex items-center gap-2">
                      <div
                        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
                        role="progressbar"
                        aria-valuemin={0}
                        aria-valuemax={event.seats}
                        aria-valuenow={event.seatsTaken}
                        aria-label={event.title}
                      >
                        <div className="h-full rounded-full bg-primary-700" style={{ width: `${share}%` }} />
                      </div>
                      <span className="shrink-0 text-xs text-slate-600 tabular-nums">
                        {t('dashboard.seats', { taken: event.seatsTaken, seats: event.seats })}
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

/** /admin/dashboard: the office's figures at a glance (staff and admins). */
export function DashboardPage() {
  const { t } = useTranslation('adminsettings');
  const dashboard = useDashboard();
  return (
    <section>
      <SectionHeader title={t('dashboard.title')} intro={t('dashboard.intro')} />
      {dashboard.isPending ? (
        <PageSpinner label={t('dashboard.loading')} />
      ) : dashboard.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-ui bg-red-50 p-4 text-red-800">
          {t('dashboard.error')}
          <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : (
        <Figures data={dashboard.data} />
      )}
    </section>
  );
}
