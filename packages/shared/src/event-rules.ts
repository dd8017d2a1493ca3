import { LOW_SPOTS_MAX } from './constants.ts';
import type { EventItem } from './events.ts';
import { discountPercent } from './format.ts';

/** Event catalogue rules (docs/product/events.md). */

/** The sentences the enrol call answers with; the web shows them as they come. */
export const EVENT_ENROLLED = 'Enrolled successfully!';
export const EVENT_ALREADY_ENROLLED = 'You are already enrolled in this event!';
export const EVENT_FULL = 'Sorry, this event is full.';
export const EVENT_REGISTRATION_CLOSED =
  'Registration Closed: the registration deadline for this event has passed.';
export const EVENT_STARTED = 'This event has already started, so enrolment is closed.';
export const EVENT_ENDED = 'This event has already ended.';
export const EVENT_WAS_CANCELLED = 'This event was cancelled.';
export const EVENT_PAYMENT_REQUIRED = 'This is a paid event. Please complete the payment to enroll.';
export const EVENT_NOT_FOUND = 'Event not found';
/** The refusal for an event that is not upcoming, by its status. */
export const EVENT_NOT_UPCOMING = {
  ongoing: EVENT_STARTED,
  completed: EVENT_ENDED,
  cancelled: EVENT_WAS_CANCELLED,
} as const;

export function registrationClosed(
  event: Pick<EventItem, 'registration_deadline'>,
  now: Date = new Date(),
): boolean {
  return now.getTime() > new Date(event.registration_deadline).getTime();
}

export type EventAction =
  | 'enrolled'
  | 'full'
  | 'not-available'
  | 'registration-closed'
  | 'enroll-free'
  | 'pay';

/**
 * The Event Details button, chosen in the order of docs/product/events.md#the-action-button,
 * with the deadline rule between 'not upcoming' and the enrol buttons.
 */
export function eventAction(
  event: Pick<EventItem, 'is_full' | 'status' | 'registration_deadline' | 'is_free' | 'price'>,
  enrolled: boolean,
  now: Date = new Date(),
): EventAction {
  if (enrolled) return 'enrolled';
  if (event.is_full) return 'full';
  if (event.status !== 'upcoming') return 'not-available';
  if (registrationClosed(event, now)) return 'registration-closed';
  if (event.is_free || event.price <= 0) return 'enroll-free';
  return 'pay';
}

/** docs/product/events.md#discount: round((original_price - price) / original_price * 100); 0 without a discount. */
export function eventDiscountPercent(event: Pick<EventItem, 'price' | 'original_price' | 'is_free'>): number {
  if (event.is_free) return 0;
  return discountPercent(event.price, event.original_price);
}

/** 'Only N spots remaining!' shows for 1 to 5 spots left. */
export function isLowOnSpots(availableSpots: number): boolean {
  return availableSpots >= 1 && availableSpots <= LOW_SPOTS_MAX;
}
