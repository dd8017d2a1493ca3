import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { batches } from './batches.ts';
import { createdAt, ts } from './columns.ts';
import { courses } from './courses.ts';
import { events } from './events.ts';
import { orderTaxColumns } from './gst.ts';
import type { SellerSnapshot } from './settings.ts';

export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1001 });

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Razorpay's order id (or the test gateway's). */
    providerOrderId: text('provider_order_id').notNull(),
    userId: userRef(),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    /** A course order's chosen batch: a seat of it is held while paying (docs/decisions/215). */
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'restrict' }),
    /** Paise, as Razorpay counts. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    receipt: text('receipt').notNull(),
    /** created -> paid, or created -> expired (an event seat hold released). Never back from paid. */
    status: text('status').notNull().default('created'),
    /** For event orders: the held seat is released after this moment if still unpaid. */
    holdExpiresAt: ts('hold_expires_at'),
    ...orderTaxColumns,
    /** Paise a coupon took off the list price (amount = list price - discount), docs/decisions/181. */
    discount: integer('discount').notNull().default(0),
    /** The coupon's code as applied, printed on the invoice; null without one. */
    couponCode: text('coupon_code'),
    /** The friend whose referral code priced this order (docs/decisions/182-referrals-and-credit.md). */
    referrerId: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Paise of the buyer's credit this order spends (amount is after it). */
    creditApplied: integer('credit_applied').notNull().default(0),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    check('payment_orders_item_check', sql`(${t.courseId} is null) <> (${t.eventId} is null)`),
    check('payment_orders_discount_check', sql`${t.discount} >= 0 and ${t.creditApplied} >= 0`),
    check('payment_orders_status_check', sql`${t.status} in ('created', 'paid', 'expired')`),
    uniqueIndex('payment_orders_provider_key').on(t.providerOrderId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('payment_orders_hold_idx').on(t.status, t.holdExpiresAt),
    // A batch's live holds, counted under its row lock with its members.
    index('payment_orders_batch_idx')
      .on(t.batchId, t.status, t.holdExpiresAt)
      .where(sql`${t.batchId} is not null`),
    // The staff console's order list: newest first, optionally one status.
    index('payment_orders_created_idx').on(t.createdAt.desc(), t.id),
    index('payment_orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
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
    userId: userRef(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    method: text('method').notNull().default(''),
    /** How we learned of it: the checkout's signed answer or a signed webhook. */
    source: text('source').notNull(),
    invoiceNumber: integer('invoice_number').notNull().default(sql`nextval('invoice_number_seq')`),
    /** 'INV/2526/000042', gap-free per financial year (docs/decisions/179); null before migration 0016. */
    invoiceSerial: text('invoice_serial'),
    /** The enrolment record (name, e-mail, phone) as the learner confirmed it. */
    billingName: text('billing_name').notNull().default(''),
    billingEmail: text('billing_email').notNull().default(''),
    billingPhone: text('billing_phone').notNull().default(''),
    /** The academy's details when the invoice was issued: a later change of GSTIN or address does not rewrite it. */
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_key').on(t.providerPaymentId),
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_invoice_key').on(t.invoiceNumber),
    uniqueIndex('payments_invoice_serial_key').on(t.invoiceSerial),
    index('payments_user_idx').on(t.userId),
    // The dashboard's revenue over the last days.
    index('payments_created_idx').on(t.createdAt),
  ],
);

/** Webhook deliveries already handled, by Razorpay's X-Razorpay-Event-Id. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
