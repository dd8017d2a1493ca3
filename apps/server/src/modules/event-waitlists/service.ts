import {
  EVENT_ALREADY_ENROLLED,
  EVENT_NOT_FOUND,
  EVENT_REGISTRATION_CLOSED,
  EVENT_STARTED,
  EVENT_WAS_CANCELLED,
  type MyWaitlist,
  makePagination,
  type Pagination,
  WAITLIST_ALREADY_WAITING,
  WAITLIST_ENTRY_NOT_FOUND,
  WAITLIST_NO_OFFER,
  WAITLIST_NOT_OFFERED,
  WAITLIST_NOT_WAITING,
  WAITLIST_PAY_TO_CLAIM,
  WAITLIST_STILL_SEATS,
  type WaitlistEntry,
} from '@kalvi/shared';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, notFound, paymentRequired } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwnsEvent } from '../../lib/ownership.ts';
import { readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { EVENTS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { addEventEnrollment } from '../enrollments/queries.ts';
import { lapseOffer, lockEvent } from './offers.ts';
import * as q from './queries.ts';

/** Joining, leaving and claiming a place on a full event's waitlist (docs/decisions/180-event-waitlists.md). */
export interface WaitlistDeps {
  db: Db;
  readCache: ReadCache;
  /** Queues the confirmation and reminders once a claimed seat is an enrolment (docs/decisions/131). */
  jobs?: Pick<JobQueue, 'enrolled'>;
}

const NONE: MyWaitlist = { status: 'none', position: null, offerExpiresAt: null };

/** The learner's place: waiting (and how many are ahead), offered (until when), or none. */
export async function myPlace(
  deps: DbDeps,
  userId: string,
  eventId: string,
  now = new Date(),
): Promise<MyWaitlist> {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND);
  const place = await q.livePlace(deps.db, userId, eventId);
  if (!place) return NONE;
  if (place.status === 'offered') {
    // Past its deadline and not yet ended by its job: no longer the learner's to claim.
    if (!place.offerExpiresAt || place.offerExpiresAt <= now) return NONE;
    return { status: 'offered', position: null, offerExpiresAt: place.offerExpiresAt.toISOString() };
  }
  const ahead = await q.waitingAhead(deps.db, eventId, place.seq);
  return { status: 'waiting', position: ahead + 1, offerExpiresAt: null };
}

/** The refusal for joining the line of an event as it is now, or null. */
function refusal(event: NonNullable<Awaited<ReturnType<typeof lockEvent>>>, now: Date): string | null {
  if (event.cancelled) return EVENT_WAS_CANCELLED;
  if (event.startDate <= now) return EVENT_STARTED;
  if (event.registrationDeadline < now) return EVENT_REGISTRATION_CLOSED;
  if (event.taken < event.max) return WAITLIST_STILL_SEATS;
  return null;
}

/**
 * Joins a full event's line, at its end. The event row is locked first, so a seat freed at the
 * same moment either sees this learner waiting or was free before they joined (then 409).
 */
export async function joinWaitlist(deps: WaitlistDeps, userId: string, eventId: string, now = new Date()) {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const refused = refusal(event, now);
    if (refused) throw conflict(refused);
    if (await q.isEnrolled(tx, userId, eventId)) throw conflict(EVENT_ALREADY_ENROLLED);
    if (!(await q.insertPlace(tx, userId, eventId, now))) throw conflict(WAITLIST_ALREADY_WAITING);
  });
  return myPlace(deps, userId, eventId, now);
}

/** Leaves the line; an offered seat passes at once to the next in line. */
export async function leaveWaitlist(deps: WaitlistDeps, userId: string, eventId: string, now = new Date()) {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND);
  const place = await q.livePlace(deps.db, userId, eventId);
  if (!place) throw notFound(WAITLIST_NOT_WAITING);
  const left = await deps.db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    if (await q.endPlace(tx, place.id, 'left', now, 'waiting')) return true;
    return lapseOffer(tx, place.id, now, { force: true, status: 'left' });
  });
  if (!left) throw notFound(WAITLIST_NOT_WAITING);
  deps.readCache.invalidate(EVENTS_CACHE);
  return NONE;
}

/**
 * Takes the seat offered on a free event: the offer's seat becomes the enrolment. A paid
 * event's offer is taken by paying for it (orders/holds.ts takes the offer for the checkout): 402.
 */
export async function claimOffer(deps: WaitlistDeps, userId: string, eventId: string, now = new Date()) {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.cancelled) throw conflict(EVENT_WAS_CANCELLED);
    const place = await q.livePlace(tx, userId, eventId);
    if (place?.status !== 'offered' || !place.offerExpiresAt || place.offerExpiresAt <= now) {
      throw conflict(WAITLIST_NO_OFFER);
    }
    if (!event.isFree) throw paymentRequired(WAITLIST_PAY_TO_CLAIM);
    await q.endPlace(tx, place.id, 'claimed', now, 'offered');
    await addEventEnrollment(tx, { userId, eventId, paymentId: null, seatHeld: true });
  });
  deps.readCache.invalidate(EVENTS_CACHE);
  await deps.jobs?.enrolled('event', userId, eventId);
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The console's page of an event's line and its offers, first joined first (staff, or the event's instructor). */
export async function eventLine(
  deps: DbDeps,
  actor: AdminActor,
  eventId: string,
  query: { page: number; limit: number },
): Promise<{ data: WaitlistEntry[]; pagination: Pagination }> {
  await assertOwnsEvent(deps.db, actor, eventId);
  const { rows, counted } = q.linePage(deps.db, eventId);
  const page = await readPage(rows, counted, query);
  return {
    data: page.rows.map(({ entry, firstName, lastName, email }) => ({
      id: entry.id,
      learner: { name: `${firstName} ${lastName}`.trim(), email },
      status: entry.status as WaitlistEntry['status'],
      joinedAt: entry.createdAt.toISOString(),
      offeredAt: iso(entry.offeredAt),
      offerExpiresAt: iso(entry.offerExpiresAt),
      endedAt: iso(entry.endedAt),
    })),
    pagination: makePagination(query.page, query.limit, page.total),
  };
}

/** Ends an open offer now (the learner told staff they cannot come): the seat passes to the next in line. */
export async function passOfferOn(
  deps: WaitlistDeps,
  actor: AdminActor,
  eventId: string,
  entryId: string,
  now = new Date(),
): Promise<void> {
  await assertOwnsEvent(deps.db, actor, eventId);
  if (!isUuid(entryId)) throw notFound(WAITLIST_ENTRY_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    const entry = await q.entryOf(tx, eventId, entryId);
    if (!entry) throw notFound(WAITLIST_ENTRY_NOT_FOUND);
    if (!(await lapseOffer(tx, entryId, now, { force: true }))) throw conflict(WAITLIST_NOT_OFFERED);
    await writeAudit(tx, actor, {
      action: 'waitlist.pass_on',
      entityType: 'event',
      entityId: eventId,
      before: { entryId, status: entry.status },
      after: { entryId, status: 'lapsed' },
    });
  });
  deps.readCache.invalidate(EVENTS_CACHE);
}
