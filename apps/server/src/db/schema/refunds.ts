import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { createdAt, ts, updatedAt } from './columns.ts';
import { paymentOrders, payments } from './payments.ts';

/**
 * A refund of (part of) one payment, as staff asked for it and the provider answered
 * (docs/decisions/125). `creating` is the claim written before the provider is called; a clear
 * refusal deletes it again. A call whose outcome we do not know (timeout, reset, 5xx) leaves it
 * `unconfirmed` until the provider's word is had (docs/decisions/164-refund-outcome-unknown.md).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: userRef(),
    /** Paise, as the provider counts. */
    amount: integer('amount').notNull(),
    /** Sent as X-Refund-Idempotency: one key per refund meant, however often the button is pressed. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The provider's refund id (rfnd_...), once it answered. */
    providerRefundId: text('provider_refund_id'),
    /**
     * creating -> pending -> processed | failed (pending may also go straight to either);
     * creating -> unconfirmed -> pending | processed | failed once the provider is heard.
     */
    status: text('status').notNull().default('creating'),
    reason: text('reason').notNull().default(''),
    /** The staff member who pressed the button. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    failureReason: text('failure_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'refunds_status_check',
      sql`${t.status} in ('creating', 'unconfirmed', 'pending', 'processed', 'failed')`,
    ),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_key').on(t.providerRefundId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_created_idx').on(t.createdAt.desc(), t.id),
    // The refunds still waiting for the provider's word, for the sweep that asks it.
    index('refunds_unsettled_idx').on(t.updatedAt).where(sql`${t.status} in ('creating', 'unconfirmed')`),
  ],
);

/**
 * The refund queue: a payment someone must look at (a payment that could not be honoured, an
 * event cancelled, a learner's request). Resolved by a full refund or by staff with a note.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** unhonoured | event_cancelled | learner | refund_failed */
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution').notNull().default(''),
  },
  (t) => [
    check(
      'refund_requests_kind_check',
      sql`${t.kind} in ('unhonoured', 'event_cancelled', 'learner', 'refund_failed', 'batch_cancelled')`,
    ),
    // One open request per payment and kind: a repeated cause does not queue it twice.
    uniqueIndex('refund_requests_open_key').on(t.paymentId, t.kind).where(sql`${t.resolvedAt} is null`),
    index('refund_requests_queue_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/** A credit note (CGST Act s.34, Rule 53): one per refund, reversing its share of the invoice's tax. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serial: text('serial').notNull(),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: userRef(),
    /** Paise refunded, and its split: taxable + cgst + sgst + igst = amount. */
    amount: integer('amount').notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_serial_key').on(t.serial),
    uniqueIndex('credit_notes_refund_key').on(t.refundId),
    index('credit_notes_payment_idx').on(t.paymentId),
    index('credit_notes_created_idx').on(t.createdAt, t.id),
    check('credit_notes_amount_check', sql`${t.amount} > 0`),
  ],
);
