import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

// ---------------------------------------------------------------- accounts

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-cased, so the unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    location: text('location').notNull().default(''),
    bio: text('bio').notNull().default(''),
    website: text('website').notNull().default(''),
    socialLinks: jsonb('social_links')
      .$type<{ linkedin: string; github: string; twitter: string; instagram: string }>()
      .notNull()
      .default({ linkedin: '', github: '', twitter: '', instagram: '' }),
    /** Bumped on every new photo so its URL changes and caches refresh. */
    avatarVersion: integer('avatar_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const avatars = pgTable('avatars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** A signed-in device; the JWT names its row so logout and password reset can revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** For the idle timeout (docs/decisions/107); touched at most once a minute. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** At most one live registration code per address: requesting again replaces it. */
export const otpCodes = pgTable('otp_codes', {
  email: text('email').primaryKey(),
  firstName: text('first_name').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------- courses

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    level: text('level').notNull(),
    instructorName: text('instructor_name').notNull(),
    instructorTitle: text('instructor_title').notNull().default(''),
    /** Whole rupees, as the catalogue shows them. */
    courseFee: integer('course_fee').notNull(),
    originalCourseFee: integer('original_course_fee').notNull(),
    /** Kept equal to the average of the course's reviews by the review service. */
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    numStudents: integer('num_students').notNull().default(0),
    durationHours: integer('duration_hours').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    lessons: integer('lessons').notNull().default(0),
    quizzes: integer('quizzes').notNull().default(0),
    certifications: boolean('certifications').notNull().default(true),
    graduation: text('graduation').notNull().default(''),
    courseDescription: text('course_description').notNull(),
    language: text('language').notNull().default('Tamil & English'),
    publicationDate: ts('publication_date').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('courses_level_check', sql`${t.level} in ('Beginner', 'Intermediate', 'Advanced')`),
    check('courses_fee_check', sql`${t.courseFee} >= 0 and ${t.originalCourseFee} >= 0`),
    index('courses_popular_idx').on(t.isPublished, t.numStudents.desc(), t.id),
    index('courses_newest_idx').on(t.isPublished, t.publicationDate.desc(), t.id),
    index('courses_rating_idx').on(t.isPublished, t.rating.desc(), t.id),
    index('courses_fee_idx').on(t.isPublished, t.courseFee, t.id),
    index('courses_category_idx').on(t.category),
    index('courses_level_idx').on(t.level),
    // Catalogue search (docs/decisions/021): one trigram index over the searched text, so
    // ILIKE '%term%' is answered from the index; the service matches this exact expression.
    index('courses_search_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.category} || ' ' || ${t.instructorName} || ' ' || ${t.courseDescription}) gin_trgm_ops`,
    ),
  ],
);

export const courseLearningItems = pgTable(
  'course_learning_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('course_learning_items_course_pos_key').on(t.courseId, t.position)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_user_course_key').on(t.userId, t.courseId),
    index('reviews_course_created_idx').on(t.courseId, t.createdAt.desc()),
    index('reviews_created_idx').on(t.createdAt.desc()),
  ],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** Null for a free course. */
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('course_enrollments_user_course_key').on(t.userId, t.courseId),
    index('course_enrollments_course_idx').on(t.courseId),
  ],
);

// ---------------------------------------------------------------- events

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    /** Status is derived from the dates; only a cancellation is stored. */
    cancelled: boolean('cancelled').notNull().default(false),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    location: text('location').notNull(),
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
    isFree: boolean('is_free').notNull().default(false),
    price: integer('price').notNull().default(0),
    originalPrice: integer('original_price').notNull().default(0),
    certifications: boolean('certifications').notNull().default(false),
    instructorName: text('instructor_name').notNull(),
    instructorTitle: text('instructor_title').notNull().default(''),
    skillsCovered: jsonb('skills_covered').$type<string[]>().notNull().default([]),
    prerequisites: jsonb('prerequisites').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('events_type_check', sql`${t.type} in ('bootcamp', 'workshop', 'webinar', 'conference', 'meetup')`),
    check('events_mode_check', sql`${t.mode} in ('online', 'offline', 'hybrid')`),
    check('events_seats_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.maxParticipants}`),
    index('events_start_idx').on(t.startDate, t.id),
    index('events_end_idx').on(t.endDate),
    index('events_type_idx').on(t.type),
    index('events_mode_idx').on(t.mode),
    index('events_category_idx').on(t.category),
  ],
);

export const eventEnrollments = pgTable(
  'event_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_enrollments_user_event_key').on(t.userId, t.eventId),
    index('event_enrollments_event_idx').on(t.eventId),
  ],
);

// ---------------------------------------------------------------- payments

export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1001 });

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Razorpay's order id (or the test gateway's). */
    providerOrderId: text('provider_order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    /** Paise, as Razorpay counts. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    receipt: text('receipt').notNull(),
    /** created -> paid, or created -> expired (an event seat hold released). Never back from paid. */
    status: text('status').notNull().default('created'),
    /** For event orders: the held seat is released after this moment if still unpaid. */
    holdExpiresAt: ts('hold_expires_at'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    check('payment_orders_item_check', sql`(${t.courseId} is null) <> (${t.eventId} is null)`),
    check('payment_orders_status_check', sql`${t.status} in ('created', 'paid', 'expired')`),
    uniqueIndex('payment_orders_provider_key').on(t.providerOrderId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('payment_orders_hold_idx').on(t.status, t.holdExpiresAt),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerPaymentId: text('provider_payment_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    method: text('method').notNull().default(''),
    /** How we learned of it: the checkout's signed answer or a signed webhook. */
    source: text('source').notNull(),
    invoiceNumber: integer('invoice_number').notNull().default(sql`nextval('invoice_number_seq')`),
    /** The enrolment record (name, e-mail, phone) as the learner confirmed it. */
    billingName: text('billing_name').notNull().default(''),
    billingEmail: text('billing_email').notNull().default(''),
    billingPhone: text('billing_phone').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_key').on(t.providerPaymentId),
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_invoice_key').on(t.invoiceNumber),
    index('payments_user_idx').on(t.userId),
  ],
);

/** Webhook deliveries already handled, by Razorpay's X-Razorpay-Event-Id. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- advisor

export const advisorRequests = pgTable(
  'advisor_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    jobTitle: text('job_title').notNull(),
    program: text('program').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('advisor_requests_dedupe_idx').on(t.email, t.mobile, t.program, t.createdAt.desc())],
);
