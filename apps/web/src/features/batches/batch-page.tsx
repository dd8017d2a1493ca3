import { formatDate } from '@kalvi/shared';
import { Award, PlayCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../lib/use-translation';
import { type MyBatch, useMoveBatch, useMyBatch, useUpcomingBatches } from './api/batch-api';
import { SessionTimes } from './session-row';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

/** A later batch of the same course with a seat, once, before this one starts (ENROL's rule). */
function MoveBatch({ batch }: { batch: MyBatch['batch'] }) {
  const { t } = useTranslation('batches');
  const navigate = useNavigate();
  const upcoming = useUpcomingBatches(batch.courseId);
  const move = useMoveBatch(batch.id);
  const [to, setTo] = useState('');
  const language = currentLanguage();
  const choices = (upcoming.data ?? []).filter(
    (b) => b.id !== batch.id && b.seatsLeft > 0 && b.startDate > batch.startsOn,
  );
  const chosen = to || choices[0]?.id || '';

  function submit(event: FormEvent) {
    event.preventDefault();
    move.mutate(chosen, {
      onSuccess: (answer) => {
        toast.success(answer.message || t('batch.moveDone'));
        navigate(paths.learnBatch.replace(':batchId', encodeURIComponent(chosen)));
      },
    });
  }

  return (
    <Card id="move-batch" title={t('batch.move')}>
      <p className="mt-1 text-sm text-slate-600">{t('batch.moveIntro')}</p>
      {batch.movesLeft < 1 ? (
        <p className="mt-3 text-slate-700">{t('batch.moveUsed')}</p>
      ) : choices.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('batch.moveNone')}</p>
      ) : (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label={t('batch.moveChoose')}
            className="min-w-0 flex-1"
            value={chosen}
            options={choices.map((b) => ({
              value: b.id,
              label: t('batch.moveSeats', {
                date: formatDate(b.startDate, language, 'fullDate'),
                language: t(`language.${b.language}`),
                seats: b.seatsLeft,
              }),
            }))}
            onValueChange={setTo}
          />
          <Button type="submit" loading={move.isPending}>
            {t('batch.moveConfirm')}
          </Button>
        </form>
      )}
      {move.isError && (
        <p role="alert" className="mt-3 rounded-ui bg-danger-50 p-3 text-sm text-danger-800">
          {messageOf(move.error, t('batch.moveFailed'))}
        </p>
      )}
    </Card>
  );
}

/** /learn/batches/<id>: a learner's batch: attendance, recordings, certificate progress, moving. */
export function BatchPage() {
  const { t } = useTranslation('batches');
  const { batchId = '' } = useParams();
  const query = useMyBatch(batchId);
  const language = currentLanguage();

  if (query.isPending) return <PageSpinner label={t('batch.loading')} />;
  if (query.isError || !query.data)
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <ErrorState
          message={messageOf(query.error, t('batch.loadFailed'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  const { batch, sessions, attendance, certificate } = query.data;
  const recordings = sessions.filter((s) => s.recordingUrl);
  const started = sessions.some((s) => new Date(s.startsAt).getTime() <= Date.now());
  return (
    <>
      <PageHeader
        title={batch.courseTitle}
        intro={[
          t('batch.startsOn', { date: formatDate(batch.startsOn, language, 'fullDate') }),
          t('batch.language', { language: t(`language.${batch.language}`) }),
          t('batch.instructor', { name: batch.instructorName }),
        ].join(' · ')}
      >
        <Link to={paths.timetable} className={buttonClasses('accent', 'md', 'mt-5')}>
          {t('batch.back')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-6 sm:grid-cols-2">
          <Card id="batch-attendance" title={t('batch.attendance')}>
            <p className="mt-2 text-2xl font-bold text-ink" data-testid="attendance">
              {t('batch.attendedOfHeld', attendance)}
            </p>
          </Card>
          <Card id="batch-certificate" title={t('batch.certificate')}>
            <p className="mt-2 flex gap-2 text-slate-700">
              <Award aria-hidden="true" size={20} className="shrink-0 text-accent-600" />
              {certificate.requiredPercent === null
                ? t('batch.certificateNone')
                : certificate.attendedPercent >= certificate.requiredPercent
                  ? t('batch.certificateMet', { attended: certificate.attendedPercent })
                  : t('batch.certificateNeeds', {
                      required: certificate.requiredPercent,
                      attended: certificate.attendedPercent,
                    })}
            </p>
            {certificate.requiredPercent !== null && (
              <progress
                className="mt-3 h-2 w-full accent-primary-700"
                max={100}
                value={Math.min(100, certificate.attendedPercent)}
                aria-label={t('batch.certificate')}
              />
            )}
          </Card>
        </div>
        <Card id="batch-recordings" title={t('batch.recordings')}>
          {recordings.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('batch.recordingsEmpty')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {recordings.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span className="font-medium text-ink">{t('session.title', { number: s.number })}</span>
                  <a
                    href={s.recordingUrl ?? ''}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses('secondary', 'sm')}
                    aria-label={t('session.recordingAria', { number: s.number })}
                  >
                    <PlayCircle aria-hidden="true" size={16} />
                    {t('session.recording')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card id="batch-sessions" title={t('batch.sessions')}>
          <ul className="mt-2 divide-y divide-slate-200">
            {sessions.map((s) => {
              const ended = new Date(s.endsAt).getTime() <= Date.now();
              return (
                <li
                  key={s.id}
                  className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-medium text-ink">{t('session.title', { number: s.number })}</p>
                    <SessionTimes startsAt={s.startsAt} endsAt={s.endsAt} />
                  </div>
                  <div className="flex gap-2">
                    {s.status === 'cancelled' ? (
                      <Badge tone="danger">{t('session.cancelled')}</Badge>
                    ) : s.attended ? (
                      // Joined counts at once, before the session ends: the learner sees it noted.
                      <Badge tone="success">{t('session.attended')}</Badge>
                    ) : ended ? (
                      <Badge tone="neutral">{t('session.missed')}</Badge>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
        {!started && batch.status !== 'cancelled' && <MoveBatch batch={batch} />}
      </div>
    </>
  );
}
