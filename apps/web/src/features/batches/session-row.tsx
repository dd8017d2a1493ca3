import { CalendarPlus, PlayCircle, Video } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { currentLanguage } from '../../lib/language';
import { useTranslation } from '../../lib/use-translation';
import { sessionIcsHref, type TimetableSession } from './api/timetable-api';
import { joinOpen, sessionWhen, timeOfDay } from './session-time';

/** A session's day and hours on India's clock, and the learner's own beside it when it differs. */
export function SessionTimes({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation('batches');
  const when = sessionWhen(startsAt, endsAt, currentLanguage());
  return (
    <p className="text-sm text-slate-700">
      <span className="block">{t('session.ist', { when: when.ist })}</span>
      {when.local && <span className="block text-slate-600">{t('session.local', { when: when.local })}</span>}
    </p>
  );
}

/** Join: a link to Kalvi's join while its window is open, else a disabled button saying when it opens. */
export function JoinButton({ session, now }: { session: TimetableSession; now: number }) {
  const { t } = useTranslation('batches');
  if (session.status === 'cancelled') return null;
  if (joinOpen(session, now)) {
    return (
      <Link
        to={session.joinPath}
        className={buttonClasses('accent', 'md')}
        aria-label={t('session.joinAria', { number: session.number })}
      >
        <Video aria-hidden="true" size={18} />
        {t('session.join')}
      </Link>
    );
  }
  if (now >= new Date(session.endsAt).getTime()) return null;
  return (
    <Button variant="secondary" disabled>
      {t('session.opensAt', { time: timeOfDay(session.joinOpensAt, currentLanguage()).ist })}
    </Button>
  );
}

export function IcsLink({ session }: { session: TimetableSession }) {
  const { t } = useTranslation('batches');
  return (
    <a
      href={sessionIcsHref(session.id)}
      download
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
      aria-label={t('session.icsAria', { number: session.number })}
    >
      <CalendarPlus aria-hidden="true" size={16} />
      {t('session.ics')}
    </a>
  );
}

/** The title a learner reads: the course in their language, and the session's number. */
export function courseTitleOf(session: { courseTitle: string; courseTitleTa: string | null }) {
  return currentLanguage() === 'ta' ? (session.courseTitleTa ?? session.courseTitle) : session.courseTitle;
}

/** One session in a list: coming ones with Join and their calendar file, past ones with attendance and recording. */
export function SessionRow({
  session,
  now,
  past = false,
}: {
  session: TimetableSession;
  now: number;
  past?: boolean;
}) {
  const { t } = useTranslation('batches');
  const cancelled = session.status === 'cancelled';
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {courseTitleOf(session)} · {t('session.title', { number: session.number })}
        </p>
        <SessionTimes startsAt={session.startsAt} endsAt={session.endsAt} />
        <div className="mt-1 flex flex-wrap gap-2">
          {cancelled && <Badge tone="danger">{t('session.cancelled')}</Badge>}
          {past && !cancelled && (
            <Badge tone={session.attended ? 'success' : 'neutral'}>
              {session.attended ? t('session.attended') : t('session.missed')}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {past ? (
          !cancelled &&
          (session.recordingUrl ? (
            <a
              href={session.recordingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'sm')}
              aria-label={t('session.recordingAria', { number: session.number })}
            >
              <PlayCircle aria-hidden="true" size={16} />
              {t('session.recording')}
            </a>
          ) : (
            <span className="text-sm text-slate-600">{t('session.noRecording')}</span>
          ))
        ) : (
          <>
            <JoinButton session={session} now={now} />
            {!cancelled && <IcsLink session={session} />}
          </>
        )}
      </div>
    </li>
  );
}
