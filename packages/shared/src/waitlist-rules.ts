/**
 * Event waitlists (docs/decisions/180-event-waitlists.md): the rules both sides read.
 */

/** How long an offered seat waits for its learner unless the event says otherwise; never past registration. */
export const WAITLIST_OFFER_HOURS = 12;

/** The console's page of an event's waitlist. */
export const WAITLIST_PAGE_SIZE = 20;

export const WAITLIST_JOINED = 'You are on the waitlist. We will tell you as soon as a seat frees up.';
export const WAITLIST_LEFT = 'You have left the waitlist.';
export const WAITLIST_STILL_SEATS = 'This event still has seats: enrol instead of joining the waitlist.';
export const WAITLIST_ALREADY_WAITING = 'You are already on the waitlist for this event.';
export const WAITLIST_NOT_WAITING = 'You are not on the waitlist for this event.';
export const WAITLIST_NO_OFFER =
  'You have no open seat offer for this event. It may have passed its deadline.';
export const WAITLIST_PAY_TO_CLAIM = 'This is a paid event: pay to take the seat offered to you.';
export const WAITLIST_ENTRY_NOT_FOUND = 'This waitlist place was not found.';
export const WAITLIST_NOT_OFFERED = 'This place has no open offer to pass on.';
export const WAITLIST_PASSED_ON = 'The offer has ended and the seat has passed to the next in line.';
