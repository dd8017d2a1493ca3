import {
  EVENT_ALREADY_ENROLLED,
  EVENT_FULL,
  EVENT_NOT_FOUND,
  EVENT_NOT_UPCOMING,
  EVENT_PAYMENT_REQUIRED,
  EVENT_REGISTRATION_CLOSED,
  type EventItem,
  type EventListQuery,
} from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventEnrollments } from '../../db/schema.ts';
import { conflict, notFound, paymentRequired } from '../../lib/errors.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { EVENTS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import { addEventEnrollment, enrolledEventIds } from '../enrollments/queries.ts';
import { findEvent, getEvent, listEvents } from './queries.ts';

/**
 * A paid enrolment made this recently is the one the learner has just paid for: the web's
 * enrol call right after checkout confirms it (200) instead of calling it a duplicate (409).
 * Long enough for a slow phone between the verified payment and that call.
 */
export const PAID_CONFIRM_WINDOW_MS = 30 * 60_000;

export interface EventsDeps {
  db: Db;
  readCache: ReadCache;
  /** Queues the confirmation and reminders once an enrolment has committed (docs/decisions/131). */
  jobs?: Pick<JobQueue, 'enrolled'>;
}

/**
 * A page of events, cached by its normalised query (keys in a fixed order, so equal queries
 * share one entry) in the form `present` makes of it once: the route keeps prepared bytes.
 */
export function eventPage<T extends object>(
  deps: EventsDeps,
  query: EventListQuery,
  present: (page: Awaited<ReturnType<typeof listEvents>>) => T,
): Promise<T> {
  const key = JSON.stringify([
    query.page,
    query.limit,
    query.search?.toLowerCase() ?? '',
    query.status ?? '',
    query.type ?? '',
    query.mode ?? '',
    query.is_free ?? '',
    query.category?.toLowerCase() ?? '',
  ]);
  return deps.readCache.get(EVENTS_CACHE, `list:${key}`, async () =>
    present(await listEvents(deps.db, query)),
  );
}

export function oneEvent(deps: EventsDeps, id: string): Promise<EventItem> {
  return deps.readCache.get(EVENTS_CACHE, `one:${id.toLowerCase()}`, () => getEvent(deps.db, id));
}

/** The refusal for an event that cannot take this learner now, in the button's order (docs/product/events.md#the-action-button). */
function refusal(event: EventItem, now: Date): Error | null {
  if (event.is_full) return conflict(EVENT_FULL);
  if (event.status !== 'upcoming') return conflict(EVENT_NOT_UPCOMING[event.status]);
  if (now.getTime() > new Date(event.registration_deadline).getTime()) {
    return conflict(EVENT_REGISTRATION_CLOSED);
  }
  return null;
}

/**
 * POST /api/events/enroll/{id}. A free event takes its seat here, atomically. A paid event is
 * enrolled by the verified payment; this call then confirms it, or answers 402 without one.
 * Returns the learner's enrolled event ids.
 */
export async function enrollInEvent(
  deps: EventsDeps,
  userId: string,
  eventId: string,
  now: Date = new Date(),
): Promise<string[]> {
  const { db } = deps;
  const event = await findEvent(db, eventId, now);
  if (!event) throw notFound(EVENT_NOT_FOUND);

  const [existing] = await db
    .select({ paymentId: eventEnrollments.paymentId, createdAt: eventEnrollments.createdAt })
    .from(eventEnrollments)
    .where(and(eq(eventEnrollments.userId, userId), eq(eventEnrollments.eventId, eventId)))
    .limit(1);
  if (existing) {
    const justPaid =
      existing.paymentId !== null && now.getTime() - existing.createdAt.getTime() <= PAID_CONFIRM_WINDOW_MS;
    if (!justPaid) throw conflict(EVENT_ALREADY_ENROLLED);
    deps.readCache.invalidate(EVENTS_CACHE);
    return enrolledEventIds(db, userId);
  }

  const refused = refusal(event, now);
  if (refused) throw refused;
  if (!event.is_free) throw paymentRequired(EVENT_PAYMENT_REQUIRED);

  const outcome = await db.transaction((tx) =>
    addEventEnrollment(tx, { userId, eventId, paymentId: null, seatHeld: false }),
  );
  if (outcome === 'full') throw conflict(EVENT_FULL);
  if (outcome === 'already') throw conflict(EVENT_ALREADY_ENROLLED);
  // The seats left on the event's card have changed.
  deps.readCache.invalidate(EVENTS_CACHE);
  await deps.jobs?.enrolled('event', userId, eventId);
  return enrolledEventIds(db, userId);
}
