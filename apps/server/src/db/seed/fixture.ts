import type * as schema from '../schema.ts';

/** 12:00 IST on a fixed day. */
export const NOW = new Date('2025-03-15T06:30:00Z');
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export type EventRow = typeof schema.events.$inferSelect;

export function statusOf(e: Pick<EventRow, 'cancelled' | 'startDate' | 'endDate'>, now: Date): string {
  if (e.cancelled) return 'cancelled';
  if (e.startDate > now) return 'upcoming';
  if (e.endDate > now) return 'ongoing';
  return 'completed';
}

export const seatsLeft = (e: EventRow) => e.maxParticipants - e.seatsTaken;
export const isUpcoming = (e: EventRow) => statusOf(e, NOW) === 'upcoming';
export const isOpen = (e: EventRow) => isUpcoming(e) && e.registrationDeadline > NOW;
