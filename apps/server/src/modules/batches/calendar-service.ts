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
} from '@kalvi/shared';
import type { DbDeps } from '../../lib/deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { KOLKATA_VTIMEZONE, writeIcs } from '../../lib/ics.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  feedOwner,
  feedSecretOf,
  feedSession,
  feedSessions,
  insertFeedSecret,
  replaceFeedSecret,
} from './calendar-queries.ts';

/** A learner's private calendar feed (docs/product/batches.md#the-calendar-feed). */

export interface CalendarDeps extends DbDeps {
  appUrl: string;
}

/** 256 random bits, base64url: 43 characters nobody guesses. */
const newSecret = () => randomBytes(32).toString('base64url');
const SECRET = /^[A-Za-z0-9_-]{43}$/;
/** More sessions than a learner's batches hold in the feed's span. */
const FEED_SESSIONS_LIMIT = 2000;

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

/** India's offset from UTC, which KOLKATA_VTIMEZONE states. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

/**
 * Times on Kolkata's wall clock with its VTIMEZONE; a calendar app shows them in its own zone.
 * The fixed offset, not Intl: a feed writes up to 4,000 of them, and Intl took 20 µs each.
 */
const kolkataLocal = (instant: Date) =>
  new Date(instant.getTime() + KOLKATA_OFFSET_MS).toISOString().slice(0, 19);

/**
 * The feed of `<secret>.ics`: every session of the learner's batches that ended less than 60
 * days ago or is still to come, in their language, each with a UID that never changes and the
 * SEQUENCE staff's changes raised; a cancelled one stays, marked CANCELLED, so calendars drop it.
 * Written afresh at each fetch: a calendar app fetches it about hourly, so a cache would hold
 * nothing it asks for again (docs/decisions/224-ics-writer-and-feed-cache.md).
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

/**
 * The feed's sentences in the learner's language, translated once per course rather than once
 * per session: a Tamil sentence is fitted to the catalogue's patterns, about 20 µs a call, and a
 * feed holds up to 2,000 sessions. The slot words pass through the translation unchanged.
 */
function feedWords(language: Language) {
  const NUMBER = '{number}';
  const URL = '{url}';
  const say = (english: string) => translateMessage(english, language);
  const titles = new Map<string, string>();
  const description = say(sessionDescription(URL));
  return {
    calendarName: say(CALENDAR_NAME),
    title(course: string, number: number) {
      let title = titles.get(course);
      if (title === undefined) {
        title = say(sessionTitle(course, NUMBER));
        titles.set(course, title);
      }
      return title.replace(NUMBER, String(number));
    },
    description: (joinUrl: string) => description.replace(URL, joinUrl),
  };
}

function writeCalendar(appUrl: string, language: Language, sessions: FeedSession[]): string {
  const words = feedWords(language);
  const host = new URL(appUrl).hostname;
  return writeIcs({
    productId: `-//Kalvi//live-sessions//${language.toUpperCase()}`,
    name: words.calendarName,
    timeZoneBlock: KOLKATA_VTIMEZONE,
    refreshSeconds: 3600,
    events: sessions.map((s) => {
      const course = language === 'ta' ? (s.courseTitleTa ?? s.courseTitle) : s.courseTitle;
      const joinUrl = `${appUrl}/live/${s.id}`;
      const cancelled = s.status === 'cancelled' || s.batchStatus === 'cancelled';
      return {
        uid: `${s.id}@${host}`,
        sequence: s.sequence,
        stamp: s.updatedAt,
        timeZone: ACADEMY_TIME_ZONE,
        start: kolkataLocal(s.startsAt),
        end: kolkataLocal(s.endsAt),
        summary: words.title(course, s.number),
        description: words.description(joinUrl),
        url: joinUrl,
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
      };
    }),
  });
}
