import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../lib/use-translation';
import { type TimetableSession, useTimetable } from './api/timetable-api';
import { courseTitleOf, IcsLink, JoinButton, SessionRow, SessionTimes } from './session-row';
import { countdown } from './session-time';
import { useNow } from './use-now';

const batchPath = (batchId: string) => paths.learnBatch.replace(':batchId', encodeURIComponent(batchId));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-ui border border-slate-200 bg-white px-5 py-6 shadow-sm sm:px-8"
    >
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Countdown({ startsAt, endsAt, now }: { startsAt: string; endsAt: string; now: number }) {
  const { t } = useTranslation('batches');
  if (now >= new Date(startsAt).getTime() && now < new Date(endsAt).getTime())
    return <p className="text-lg font-bold text-success-800">{t('timetable.live')}</p>;
  const left = countdown(startsAt, now);
  const text =
    left.days > 0
      ? t('countdown.days', left)
      : left.hours > 0
        ? t('countdown.hours', left)
        : t('countdown.minutes', left);
  return (
    <p className="text-slate-700">
      {t('timetable.startsIn')}{' '}
      <span className="text-lg font-bold tabular-nums text-ink" data-testid="countdown">
        {text}
      </span>
    </p>
  );
}

function NextSession({ session, now }: { session: TimetableSession; now: number }) {
  const { t } = useTranslation('batches');
  return (
    <section
      aria-labelledby="next-session"
      className="rounded-ui border border-primary-200 bg-primary-50 px-5 py-6 shadow-sm sm:px-8"
      data-testid="next-session"
    >
      <h2 id="next-session" className="text-sm font-semibold tracking-wide text-primary-800 uppercase">
        {t('timetable.next')}
      </h2>
      <p className="mt-2 text-xl font-bold text-ink">
        {courseTitleOf(session)} · {t('session.title', { number: session.number })}
      </p>
      <SessionTimes startsAt={session.startsAt} endsAt={session.endsAt} />
      <div className="mt-3">
        <Countdown startsAt={session.startsAt} endsAt={session.endsAt} now={now} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <JoinButton session={session} now={now} />
        <IcsLink session={session} />
        <Link
          to={batchPath(session.batchId)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t('timetable.batchPage')}
        </Link>
      </div>
    </section>
  );
}

/** /learn/timetable (docs/product/batches.md#the-timetable): signed-in only. */
export function TimetablePage() {
  const { t } = useTranslation('batches');
  const timetable = useTimetable();
  const now = useNow();
  const data = timetable.data;
  const nothing = data && !data.next && data.thisWeek.length === 0 && data.past.length === 0;
  return (
    <>
      <PageHeader title={t('timetable.title')} intro={t('timetable.intro')}>
        <Link
          to={`${paths.profile}#calendar`}
          // A button's look, but its words may wrap: the Tamil sentence is wider than a phone.
          className="mt-5 inline-flex min-h-11 max-w-full items-center gap-2 rounded-ui bg-accent-400 px-5 py-2 text-left text-sm font-semibold text-ink shadow-sm hover:bg-accent-300 sm:text-base"
        >
          <CalendarDays aria-hidden="true" size={18} />
          {t('timetable.subscribe')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        {timetable.isPending ? (
          <PageSpinner label={t('timetable.loading')} />
        ) : timetable.isError || !data ? (
          <ErrorState
            message={t('timetable.loadFailed')}
            onRetry={() => void timetable.refetch()}
            retrying={timetable.isFetching}
          />
        ) : nothing ? (
          <EmptyState
            title={t('timetable.emptyTitle')}
            description={t('timetable.emptyText')}
            action={
              <Link to={paths.courses} className={buttonClasses('primary', 'md')}>
                {t('timetable.browse')}
              </Link>
            }
          />
        ) : (
          <>
            {data.next && <NextSession session={data.next} now={now} />}
            <Section id="this-week" title={t('timetable.week')}>
              {data.thisWeek.length === 0 ? (
                <p className="mt-2 text-slate-600">{t('timetable.weekEmpty')}</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {data.thisWeek.map((s) => (
                    <SessionRow key={s.id} session={s} now={now} />
                  ))}
                </ul>
              )}
            </Section>
            <Section id="past-sessions" title={t('timetable.past')}>
              {data.past.length === 0 ? (
                <p className="mt-2 text-slate-600">{t('timetable.pastEmpty')}</p>
              ) : (
                <ul className="divide-y divide-slate-200">
                  {data.past.map((s) => (
                    <SessionRow key={s.id} session={s} now={now} past />
                  ))}
                </ul>
              )}
            </Section>
          </>
        )}
      </div>
    </>
  );
}
