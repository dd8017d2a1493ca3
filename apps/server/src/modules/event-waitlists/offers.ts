import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { events, eventWaitlistEntries } from '../../db/schema.ts';
import { type MailJob, mailKey } from '../../jobs/mail-jobs.ts';
import { offer } from '../../jobs/queue.ts';
import type { Tx } from '../../lib/tx.ts';
import { holdEventSeat, releaseEventSeat } from '../enrollments/queries.ts';

/**
 * Seats freed while learners wait go to the line first, exactly once
 * (docs/decisions/180-event-waitlists.md). Every change here locks the event row before any
 * waitlist row, as seat holds and payments do (orders, then the event, then the line), so the
 * offers of two seats freed at once are made one after the other and never deadlock.
 */

const HOUR_MS = 3_600_000;

/** The event row, locked: every seat and waitlist change of one event runs one after another. */
export async function lockEvent(tx: Tx, eventId: string) {
  const [event] = await tx
    .select({
      max: events.maxParticipants,
      taken: events.seatsTaken,
      cancelled: events.cancelled,
      startDate: events.startDate,
      registrationDeadline: events.registrationDeadline,
      offerHours: events.waitlistOfferHours,
      isFree: events.isFree,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return event;
}

/** When an offer made at `now` ends: after the event's offer hours, never after registration closes. */
export function offerDeadline(event: { offerHours: number; registrationDeadline: Date }, now: Date): Date {
  const end = now.getTime() + event.offerHours * HOUR_MS;
  return new Date(Math.min(end, event.registrationDeadline.getTime()));
}

async function queue(tx: Tx, job: MailJob, runAt: Date): Promise<void> {
  await offer(tx, mailKey(job), job, runAt);
}

/**
 * Offers each free seat of the event to the first learner waiting, inside the caller's
 * transaction (the one that freed the seats): the offer takes the seat, and its message and
 * its lapse are jobs on the durable queue that exist exactly when the offer commits. Nothing is
 * offered once registration has closed or the event is cancelled or has started. Returns the
 * number of offers made.
 */
export async function offerFreedSeats(tx: Tx, eventId: string, now: Date): Promise<number> {
  const event = await lockEvent(tx, eventId);
  if (!event || event.cancelled || event.startDate <= now || event.registrationDeadline <= now) return 0;
  const free = event.max - event.taken;
  if (free <= 0) return 0;
  const next = await tx
    .select({ id: eventWaitlistEntries.id })
    .from(eventWaitlistEntries)
    .where(and(eq(eventWaitlistEntries.eventId, eventId), eq(eventWaitlistEntries.status, 'waiting')))
    .orderBy(asc(eventWaitlistEntries.seq))
    .limit(free);
  const expiresAt = offerDeadline(event, now);
  let made = 0;
  for (const entry of next) {
    if (!(await holdEventSeat(tx, eventId))) break;
    await tx
      .update(eventWaitlistEntries)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
      .where(eq(eventWaitlistEntries.id, entry.id));
    const offeredAt = now.toISOString();
    await queue(tx, { kind: 'waitlist-offer', entryId: entry.id, offeredAt }, now);
    await queue(tx, { kind: 'waitlist-lapse', entryId: entry.id, offeredAt }, expiresAt);
    made++;
  }
  return made;
}

/**
 * Gives a seat back and offers it to the line, inside the caller's transaction: what a
 * cancellation, a full refund or a lapsed unpaid hold calls instead of releaseEventSeat.
 */
export async function freeEventSeat(tx: Tx, eventId: string, now: Date): Promise<void> {
  await releaseEventSeat(tx, eventId);
  await offerFreedSeats(tx, eventId, now);
}

/**
 * Ends an offer and passes its seat to the next in line: when its deadline has passed (the
 * lapse job), or at once (`force`: the learner declined or staff passed it on). False when the
 * offer was already claimed, left or lapsed: the job that finds it so does nothing.
 */
export async function lapseOffer(
  tx: Tx,
  entryId: string,
  now: Date,
  opts: { force?: boolean; status?: 'lapsed' | 'left' } = {},
): Promise<boolean> {
  const [entry] = await tx
    .select({ eventId: eventWaitlistEntries.eventId })
    .from(eventWaitlistEntries)
    .where(eq(eventWaitlistEntries.id, entryId));
  if (!entry) return false;
  await lockEvent(tx, entry.eventId);
  const [ended] = await tx
    .update(eventWaitlistEntries)
    .set({ status: opts.status ?? 'lapsed', endedAt: now })
    .where(
      and(
        eq(eventWaitlistEntries.id, entryId),
        eq(eventWaitlistEntries.status, 'offered'),
        opts.force ? undefined : lte(eventWaitlistEntries.offerExpiresAt, now),
      ),
    )
    .returning({ id: eventWaitlistEntries.id });
  if (!ended) return false;
  await freeEventSeat(tx, entry.eventId, now);
  return true;
}

/**
 * The learner's live offer for the event, taken for a checkout: it becomes claimed and its seat
 * passes to the order, held until the offer's deadline (the seat-hold mechanism of
 * docs/decisions/081-seat-hold-hoarding.md). Call with the event row locked. Undefined without one.
 */
export async function takeOfferForOrder(
  tx: Tx,
  userId: string,
  eventId: string,
  now: Date,
): Promise<Date | undefined> {
  const [claimed] = await tx
    .update(eventWaitlistEntries)
    .set({ status: 'claimed', endedAt: now })
    .where(liveOfferOf(userId, eventId, now))
    .returning({ expiresAt: eventWaitlistEntries.offerExpiresAt });
  return claimed?.expiresAt ?? undefined;
}

/** The learner's offer for the event that can still be claimed at `now`. */
export function liveOfferOf(userId: string, eventId: string, now: Date) {
  return and(
    eq(eventWaitlistEntries.userId, userId),
    eq(eventWaitlistEntries.eventId, eventId),
    eq(eventWaitlistEntries.status, 'offered'),
    gt(eventWaitlistEntries.offerExpiresAt, now),
  );
}

export async function hasLiveOffer(tx: Tx, userId: string, eventId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: eventWaitlistEntries.id })
    .from(eventWaitlistEntries)
    .where(liveOfferOf(userId, eventId, now))
    .limit(1);
  return rows.length > 0;
}
