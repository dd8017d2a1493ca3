import { randomBytes } from 'node:crypto';
import {
  ACADEMY_TIME_ZONE,
  BATCH_SESSION_NOT_FOUND,
  CALENDAR_NAME,
  CALENDAR_NOT_FOUND,
  CALENDAR_PAST_DAYS,
  JOIN_NOT_IN_BATCH,
  type Language,
  sessionDescription,
  sessionTitle,
  translateMessage,
  wallClock,
} from '@kalvi/shared';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { DbDeps } from '../../lib/deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  feedOwner,
  feedSecretOf,
  feedSession,
  feedSessions,
  insertFeedSecret,
  replaceFeedSecret,
} from './queries.ts';

/** A learner's private calendar feed (docs/product/batches.md#the-calendar-feed). */

export interface CalendarDeps extends DbDeps {
  appUrl: string;
}

/** 256 random bits, base64url: 43 characters nobody guesses. */
const newSecret = () => randomBytes(32).toString('base64url');
const SECRET = /^[A-Za-z0-9_-]{43}$/;
/** More sessions than a learner's batches hold in the feed's span. */
const FEED_SESSIONS_LIMIT = 2000;

/** Asia/Kolkata has kept +05:30 without daylight saving since 1945: one STANDARD part says it all. */
const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ACADEMY_TIME_ZONE}`,
  `X-LIC-LOCATION:${ACADEMY_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

function links(appUrl: string, secret: string) {
  const feedUrl = `${appUrl}/api/calendar/${secret}.ics`;
  return { feedUrl, webcalUrl: feedUrl.replace(/^https?:\/\//, 'webcal://') };
}

/** The learner's feed address, made on first asking and the same afterwards. */
export async function calendarLink(deps: CalendarDeps, userId: string) {
  let secret = await feedSecretOf(deps.db, userId);
  if (!secret) {
    await insertFeedSecret(deps.db, userId, newSecret());
    secret = await feedSecretOf(deps.db, userId);
  }
  if (!secret) throw new Error('calendar secret missing after insert');
  return links(deps.appUrl, secret);
}

/** A new address; the old one answers 404 from now on. */
export async function resetCalendarLink(deps: CalendarDeps, userId: string) {
  const secret = newSecret();
  await replaceFeedSecret(deps.db, userId, secret);
  return links(deps.appUrl, secret);
}

/** Times on Kolkata's wall clock with its VTIMEZONE; a calendar app shows them in its own zone. */
const kolkataLocal = (instant: Date) => {
  const clock = wallClock(instant, ACADEMY_TIME_ZONE);
  return `${clock.date}T${clock.time}`;
};

/**
 * The feed of `<secret>.ics`: every session of the learner's batches that ended less than 60
 * days ago or is still to come, in their language, each with a UID that never changes and the
 * SEQUENCE staff's changes raised; a cancelled one stays, marked CANCELLED, so calendars drop it.
 */
export async function calendarFeed(deps: CalendarDeps, file: string, now = new Date()): Promise<string> {
  const secret = file.endsWith('.ics') ? file.slice(0, -4) : '';
  if (!SECRET.test(secret)) throw notFound(CALENDAR_NOT_FOUND);
  const owner = await feedOwner(deps.db, secret);
  if (!owner) throw notFound(CALENDAR_NOT_FOUND);
  const since = new Date(now.getTime() - CALENDAR_PAST_DAYS * 86_400_000);
  const sessions = await feedSessions(deps.db, owner.userId, since, FEED_SESSIONS_LIMIT);
  return writeCalendar(deps.appUrl, owner.language ?? 'en', sessions);
}

/**
 * One session of the learner's batches as its own calendar file: the same event as in their
 * feed (same UID and SEQUENCE), so a calendar that has both keeps one.
 */
export async function sessionCalendarFile(
  deps: CalendarDeps,
  userId: string,
  file: string,
  language: Language,
): Promise<string> {
  const sessionId = file.endsWith('.ics') ? file.slice(0, -4) : file;
  const session = isUuid(sessionId) ? await feedSession(deps.db, sessionId, userId) : undefined;
  if (!session) throw notFound(BATCH_SESSION_NOT_FOUND);
  if (!session.member) throw forbidden(JOIN_NOT_IN_BATCH);
  return writeCalendar(deps.appUrl, language, [session]);
}

type FeedSession = Awaited<ReturnType<typeof feedSessions>>[number];

function writeCalendar(appUrl: string, language: Language, sessions: FeedSession[]): string {
  const say = (english: string) => translateMessage(english, language);
  const host = new URL(appUrl).hostname;
  const calendar = ical({
    name: say(CALENDAR_NAME),
    prodId: { company: 'Kalvi', product: 'live-sessions', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'gregorian',
    ttl: 3600,
  });
  calendar.timezone({
    name: null,
    generator: (zone) => (zone === ACADEMY_TIME_ZONE ? KOLKATA_VTIMEZONE : null),
  });
  for (const s of sessions) {
    const course = language === 'ta' ? (s.courseTitleTa ?? s.courseTitle) : s.courseTitle;
    const joinUrl = `${appUrl}/live/${s.id}`;
    const cancelled = s.status === 'cancelled' || s.batchStatus === 'cancelled';
    calendar.createEvent({
      id: `${s.id}@${host}`,
      sequence: s.sequence,
      stamp: s.updatedAt,
      timezone: ACADEMY_TIME_ZONE,
      start: kolkataLocal(s.startsAt),
      end: kolkataLocal(s.endsAt),
      summary: say(sessionTitle(course, s.number)),
      description: say(sessionDescription(joinUrl)),
      url: joinUrl,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
