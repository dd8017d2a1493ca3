import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { instructors } from './admin.ts';
import { createdAt, ts } from './columns.ts';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Tamil title and description (docs/product/languages.md); null shows the English ones. */
    titleTa: text('title_ta'),
    descriptionTa: text('description_ta'),
    imageUrl: text('image_url').notNull().default(''),
    /** Status is derived from the dates; only a cancellation is stored. */
    cancelled: boolean('cancelled').notNull().default(false),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    location: text('location').notNull(),
    /** GST code of the state where an in-person or hybrid event is held: its tickets' place of supply. */
    venueState: text('venue_state'),
    category: text('category').notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    registrationDeadline: ts('registration_deadline').notNull(),
    durationDays: integer('duration_days').notNull().default(0),
    durationHours: integer('duration_hours').notNull().default(0),
    maxParticipants: integer('max_participants').notNull(),
    /**
     * Seats taken by enrolments plus seats held by unpaid orders. Changed only by the
     * enrolment and order services, in the same transaction as the rows they count,
     * with a guarded UPDATE so it can never pass max_participants.
     */
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** How long a waitlist offer stays open, in hours (never past the registration deadline; docs/decisions/180-event-waitlists.md). */
    waitlistOfferHours: integer('waitlist_offer_hours').notNull().default(12),
    isFree: boolean('is_free').notNull().default(false),
    price: integer('price').notNull().default(0),
    originalPrice: integer('original_price').notNull().default(0),
    certifications: boolean('certifications').notNull().default(false),
    instructorName: text('instructor_name').notNull(),
    instructorTitle: text('instructor_title').notNull().default(''),
    /** The instructor's record; its account, when linked, owns the row (docs/decisions/120-roles-and-access.md). */
    instructorId: uuid('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    skillsCovered: jsonb('skills_covered').$type<string[]>().notNull().default([]),
    prerequisites: jsonb('prerequisites').$type<string[]>().notNull().default([]),
    /** Online and hybrid events: given only to enrolled learners, from 15 minutes before the start. */
    joinUrl: text('join_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('events_type_check', sql`${t.type} in ('bootcamp', 'workshop', 'webinar', 'conference', 'meetup')`),
    check('events_mode_check', sql`${t.mode} in ('online', 'offline', 'hybrid')`),
    check('events_waitlist_offer_hours_check', sql`${t.waitlistOfferHours} between 1 and 168`),
    check('events_seats_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.maxParticipants}`),
    index('events_start_idx').on(t.startDate, t.id),
    index('events_end_idx').on(t.endDate),
    index('events_type_idx').on(t.type),
    index('events_mode_idx').on(t.mode),
    index('events_category_idx').on(t.category),
    index('events_instructor_idx').on(t.instructorId),
  ],
);

export const eventEnrollments = pgTable(
  'event_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id'),
    /** Set when staff mark the learner present; an event offering certificates then issues one (decision 132). */
    attendedAt: ts('attended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_enrollments_user_event_key').on(t.userId, t.eventId),
    index('event_enrollments_event_idx').on(t.eventId),
    // The dashboard's enrolments over the last days.
    index('event_enrollments_created_idx').on(t.createdAt),
  ],
);
