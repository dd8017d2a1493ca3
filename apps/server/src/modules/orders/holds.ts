import { MAX_HELD_SEAT_SHARE, SEAT_HOLD_MINUTES } from '@kalvi/shared';
import { and, count, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { events, paymentOrders } from '../../db/schema.ts';
import type { CacheDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { releaseLapsedUses } from '../coupons/queries.ts';
import { holdEventSeat, releaseEventSeat } from '../enrollments/queries.ts';
import { freeEventSeat, takeOfferForOrder } from '../event-waitlists/offers.ts';
import { refreshCatalogue } from './completion.ts';

/** The sweeper logs what it gave back. */
export interface ReleaseDeps extends CacheDeps {
  log: FastifyBaseLogger;
}

/**
 * Gives back the seats of event orders whose hold has passed unpaid (docs/decisions/031).
 * Run by the sweeper and lazily before any seat check, so a stale hold never turns a buyer away.
 */
export async function releaseExpiredHolds(deps: ReleaseDeps, now = new Date()): Promise<number> {
  const released = await deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(paymentOrders)
      .set({ status: 'expired' })
      .where(
        and(
          eq(paymentOrders.status, 'created'),
          isNotNull(paymentOrders.eventId),
          lt(paymentOrders.holdExpiresAt, now),
        ),
      )
      .returning({ eventId: paymentOrders.eventId });
    // A lapsed hold's seat goes to the event's waitlist first (docs/decisions/180-event-waitlists.md).
    for (const order of expired) if (order.eventId) await freeEventSeat(tx, order.eventId, now);
    // Coupon uses of lapsed orders go back to their coupons (docs/decisions/181-coupons.md).
    await releaseLapsedUses(tx, now);
    return expired.length;
  });
  if (released > 0) {
    deps.log.info({ released }, 'released expired event seat holds');
    refreshCatalogue(deps.readCache);
  }
  return released;
}

/** How many of an event's seats unpaid orders may hold at once: a share, never fewer than one. */
export function heldSeatCap(maxParticipants: number): number {
  return Math.max(1, Math.floor(maxParticipants * MAX_HELD_SEAT_SHARE));
}

/**
 * Decides, inside the transaction that stores a learner's new event order, whether it holds a
 * seat (docs/decisions/081-seat-hold-hoarding.md): the learner's older unpaid orders for the
 * event give their seats back first (one live hold per learner per event), a full event is
 * refused, and once the cap of held seats is reached the order holds nothing and takes its
 * seat when the payment arrives. Order rows are locked before the event row, in the order the
 * sweeper and payment completion lock them, so none of them can deadlock another.
 */
/** When an order's seat hold ends: the usual hold, a waitlist offer's deadline, or never (no seat). */
export function holdEnds(seat: Awaited<ReturnType<typeof takeSeatHold>> | 'none', now: Date): Date | null {
  if (seat === 'held') return new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000);
  return typeof seat === 'object' ? seat.offerUntil : null;
}

export async function takeSeatHold(
  tx: Tx,
  userId: string,
  eventId: string,
  now: Date,
): Promise<'held' | 'unheld' | { offerUntil: Date }> {
  const superseded = await tx
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.eventId, eventId),
        eq(paymentOrders.status, 'created'),
      ),
    )
    .returning({ holdExpiresAt: paymentOrders.holdExpiresAt });
  for (const order of superseded) if (order.holdExpiresAt) await releaseEventSeat(tx, eventId);

  // The event row lock makes concurrent orders count the live holds one after another.
  const [event] = await tx
    .select({ max: events.maxParticipants, taken: events.seatsTaken })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  // A learner offered a seat from the waitlist pays for that seat, held until the offer's deadline.
  const offerUntil = await takeOfferForOrder(tx, userId, eventId, now);
  if (offerUntil) return { offerUntil };
  if (!event || event.taken >= event.max) throw conflict('This event is full');
  const [live] = await tx
    .select({ held: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, 'created'),
        gt(paymentOrders.holdExpiresAt, now),
        eq(paymentOrders.eventId, eventId),
      ),
    );
  if ((live?.held ?? 0) >= heldSeatCap(event.max)) return 'unheld';
  if (!(await holdEventSeat(tx, eventId))) throw conflict('This event is full');
  return 'held';
}
