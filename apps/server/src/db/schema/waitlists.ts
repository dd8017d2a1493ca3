import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, ts } from './columns.ts';
import { events } from './events.ts';

/**
 * A full event's waitlist (docs/decisions/180-event-waitlists.md): one row per place in line.
 * `seq` orders the line; an offered row holds one of the event's seats (counted in
 * events.seats_taken) until it is claimed, lapses or is left.
 */
export const eventWaitlistEntries = pgTable(
  'event_waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the line: first joined, first offered. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** waiting, offered (holding a seat), claimed, lapsed (offer not taken in time) or left. */
    status: text('status').notNull().default('waiting'),
    offeredAt: ts('offered_at'),
    offerExpiresAt: ts('offer_expires_at'),
    /** When it left the line: claimed, lapsed or left. */
    endedAt: ts('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'event_waitlist_status_check',
      sql`${t.status} in ('waiting', 'offered', 'claimed', 'lapsed', 'left')`,
    ),
    check(
      'event_waitlist_offer_check',
      sql`${t.status} <> 'offered' or (${t.offeredAt} is not null and ${t.offerExpiresAt} is not null)`,
    ),
    // One live place per learner per event, so never two offers for the same event.
    uniqueIndex('event_waitlist_live_key')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The line and a learner's place in it.
    index('event_waitlist_line_idx').on(t.eventId, t.status, t.seq),
    // The console's page of an event's waitlist and offers.
    index('event_waitlist_event_seq_idx').on(t.eventId, t.seq),
  ],
);
