import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError, messageOf } from '../../lib/api-errors';
import { currentLanguage } from '../../lib/language';
import { paths } from '../../lib/paths';
import { useSessionCheck } from '../../lib/session-probe';
import { useUiStore } from '../../lib/stores/ui-store';
import { useTranslation } from '../../lib/use-translation';
import { useJoinSession, useTimetable } from './api/timetable-api';
import { timeOfDay } from './session-time';

/** Leaves Kalvi for the meeting; a seam so tests can see where it would go. */
export const leaveFor = { meeting: (url: string) => window.location.assign(url) };

/** When a too-early refusal comes, the timetable knows when the session opens. */
function OpensAt({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('batches');
  const timetable = useTimetable();
  const data = timetable.data;
  const session =
    data && [...(data.next ? [data.next] : []), ...data.thisWeek].find((s) => s.id === sessionId);
  if (!session || new Date(session.joinOpensAt).getTime() <= Date.now()) return null;
  const when = timeOfDay(session.joinOpensAt, currentLanguage(), true);
  return (
    <p className="mt-2 font-semibold" data-testid="join-opens-at">
      {when.local
        ? t('join.opensAtLocal', { time: when.ist, local: when.local })
        : t('join.opensAt', { time: when.ist })}
    </p>
  );
}

/**
 * /live/<session> (docs/product/batches.md#joining-a-session): asks Kalvi to let the learner in
 * and sends them to the meeting, or says why not in their language. The meeting's address is
 * never in a page a stranger can read: only the join's answer to a member carries it.
 */
export function LiveJoinPage() {
  const { t } = useTranslation('batches');
  const { sessionId = '' } = useParams();
  const { user, deciding } = useSessionCheck();
  const join = useJoinSession();
  const asked = useRef<string | null>(null);
  const [meetingUrl, setMeetingUrl] = useState<string | null>(null);

  const ask = () => {
    join.mutate(sessionId, {
      onSuccess: (answer) => {
        setMeetingUrl(answer.meetingUrl);
        leaveFor.meeting(answer.meetingUrl);
      },
    });
  };

  useEffect(() => {
    // Once per signed-in learner: a second render (or React's strict double effect) asks no twice.
    if (!user || asked.current === user.id) return;
    asked.current = user.id;
    ask();
  });

  const signedOut = (!deciding && !user) || (join.error instanceof ApiError && join.error.status === 401);

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <title>{t('join.title')}</title>
      <h1 className="text-2xl font-bold text-ink">{t('join.title')}</h1>
      <div className="mt-6">
        {signedOut ? (
          <div className="rounded-ui border border-primary-200 bg-primary-50 p-5 text-ink">
            <p className="font-semibold">{t('join.signIn')}</p>
            <p className="mt-1">{t('join.signInText')}</p>
            <Button className="mt-4" onClick={() => useUiStore.getState().openAuth('login')}>
              <LogIn aria-hidden="true" size={18} />
              {t('join.signIn')}
            </Button>
          </div>
        ) : join.isError ? (
          <Alert tone="error">
            <p className="font-semibold">{t('join.refused')}</p>
            <p className="mt-1" data-testid="join-refusal">
              {messageOf(join.error, t('join.failed'))}
            </p>
            {join.error instanceof ApiError && join.error.status === 409 && <OpensAt sessionId={sessionId} />}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button variant="secondary" loading={join.isPending} onClick={ask}>
                {t('join.tryAgain')}
              </Button>
              <Link to={paths.timetable} className={buttonClasses('ghost', 'md')}>
                {t('join.timetable')}
              </Link>
            </div>
          </Alert>
        ) : meetingUrl ? (
          <div className="space-y-4">
            <PageSpinner label={t('join.redirecting')} />
            <a href={meetingUrl} className={buttonClasses('accent', 'md')}>
              {t('join.openMeeting')}
            </a>
          </div>
        ) : (
          <PageSpinner label={t('join.joining')} />
        )}
      </div>
    </div>
  );
}
