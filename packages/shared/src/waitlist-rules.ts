/**
 * Event waitlists (docs/decisions/180-event-waitlists.md): the rules both sides read.
 */

/** How long an offered seat waits for its learner unless the event says otherwise; never past registration. */
export const WAITLIST_OFFER_HOURS = 12;

/** The console's page of an event's waitlist. */
export const WAITLIST_PAGE_SIZE = 20;

export const WAITLIST_MESSAGES = {
  joined: 'You are on the waitlist. We will tell you as soon as a seat frees up.',
  left: 'You have left the waitlist.',
  stillSeats: 'This event still has seats: enrol instead of joining the waitlist.',
  alreadyWaiting: 'You are already on the waitlist for this event.',
  notWaiting: 'You are not on the waitlist for this event.',
  noOffer: 'You have no open seat offer for this event. It may have passed its deadline.',
  payToClaim: 'This is a paid event: pay to take the seat offered to you.',
  entryNotFound: 'This waitlist place was not found.',
  notOffered: 'This place has no open offer to pass on.',
  passedOn: 'The offer has ended and the seat has passed to the next in line.',
} as const;
