import {
  formatDate,
  type Language,
  OPEN_TIMETABLE,
  RECORDING_AVAILABLE_BODY,
  recordingAvailableTitle,
  SESSION_CANCELLED_BODY,
  SESSION_MOVED_BODY,
  SITE,
  sessionCancelledTitle,
  sessionMovedTitle,
  translateMessage,
} from '@kalvi/shared';
import type { MailMessage } from '../../mail/mailer.ts';
import { account, localisedMail } from '../../mail/template.ts';
import { type NoticeDeps, notifyByMail } from '../notifications/service.ts';
import { sessionAudience } from './live-queries.ts';
import { TIMETABLE_PATH } from './reminders.ts';

/**
 * What a batch's members are told when staff change a session: moved, cancelled, or its
 * recording attached (docs/decisions/217-batch-reminders-and-notices.md). In Kalvi always, by
 * e-mail and WhatsApp as each learner chose for live-session reminders; sent after the change
 * commits, once per key however often it is asked.
 */

export interface SessionNoticeDeps extends NoticeDeps {
  appUrl: string;
}

export type SessionChange =
  | { kind: 'moved'; sequence: number }
  | { kind: 'cancelled' }
  | { kind: 'recording' };

const BODY: Record<SessionChange['kind'], string> = {
  moved: SESSION_MOVED_BODY,
  cancelled: SESSION_CANCELLED_BODY,
  recording: RECORDING_AVAILABLE_BODY,
};

function title(change: SessionChange, course: string, number: number, startsAt: Date, language: Language) {
  const english =
    change.kind === 'moved'
      ? sessionMovedTitle(course, number, formatDate(startsAt, language, 'dateTime'))
      : change.kind === 'cancelled'
        ? sessionCancelledTitle(course, number)
        : recordingAvailableTitle(course, number);
  return translateMessage(english, language);
}

function noticeMail(
  to: { email: string; firstName: string; language: Language },
  change: SessionChange,
  heading: string,
  url: string,
): MailMessage {
  const text = (language: Language) => ({
    subject: `${SITE.brand}: ${heading}`,
    paragraphs: [
      `${heading}.`,
      translateMessage(BODY[change.kind], language),
      `${translateMessage(OPEN_TIMETABLE, language)} ${url}`,
    ],
  });
  return localisedMail(to.email, to.language, account(to.firstName), {
    en: text('en'),
    ta: text('ta'),
  });
}

const keyOf = (change: SessionChange, sessionId: string) =>
  change.kind === 'moved'
    ? `batch-session-moved:${sessionId}:${change.sequence}`
    : `batch-session-${change.kind}:${sessionId}`;

/** Tells every member of the session's batch; never throws (the change is saved already). */
export async function tellMembers(deps: SessionNoticeDeps, sessionId: string, change: SessionChange) {
  try {
    const audience = await sessionAudience(deps.db, sessionId);
    if (!audience) return;
    const { session, members } = audience;
    for (const m of members) {
      const language: Language = m.language === 'ta' ? 'ta' : 'en';
      const course = (language === 'ta' && session.courseTitleTa) || session.courseTitle;
      const heading = title(change, course, session.number, session.startsAt, language);
      const mail = noticeMail({ ...m, language }, change, heading, `${deps.appUrl}${TIMETABLE_PATH}`);
      const key = `${keyOf(change, sessionId)}:${m.userId}`;
      await notifyByMail(deps, { userId: m.userId, kind: 'reminder', key, url: TIMETABLE_PATH }, mail);
    }
  } catch (err) {
    deps.log.error({ err, sessionId, change: change.kind }, 'session notices not sent');
  }
}
