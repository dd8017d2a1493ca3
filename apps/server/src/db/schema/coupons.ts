import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, ts, updatedAt } from './columns.ts';
import { paymentOrders } from './payments.ts';

/** Coupons and their uses (docs/decisions/181-coupons.md). Money is paise. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored in capitals; a learner's code is matched after the same normalising. */
    code: text('code').notNull(),
    /** 'percent' (value 1..100) or 'fixed' (value in paise). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    /** Both empty: every course and event. */
    courseIds: uuid('course_ids').array().notNull().default(sql`'{}'::uuid[]`),
    eventIds: uuid('event_ids').array().notNull().default(sql`'{}'::uuid[]`),
    validFrom: ts('valid_from'),
    validUntil: ts('valid_until'),
    /** Null: no total limit. */
    maxUses: integer('max_uses'),
    perLearnerLimit: integer('per_learner_limit').notNull().default(1),
    minOrder: integer('min_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Uses held by unpaid orders plus uses kept by paid ones; raised only by a guarded UPDATE. */
    used: integer('used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_created_idx').on(t.createdAt.desc(), t.id),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_used_check', sql`${t.used} >= 0`),
    check(
      'coupons_limits_check',
      sql`${t.perLearnerLimit} >= 1 and ${t.minOrder} >= 0 and coalesce(${t.maxUses}, 1) >= 1`,
    ),
  ],
);

/**
 * One order's use of a coupon: 'held' while the order is unpaid, 'kept' once paid, 'released'
 * when the order lapsed unpaid (its use goes back to the coupon).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** Paise taken off the order. */
    discount: integer('discount').notNull(),
    status: text('status').notNull().default('held'),
    /** An unpaid order's use is released after this moment. */
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_learner_idx').on(t.couponId, t.userId, t.status),
    index('coupon_redemptions_lapse_idx').on(t.status, t.expiresAt),
    check('coupon_redemptions_status_check', sql`${t.status} in ('held', 'kept', 'released')`),
    check('coupon_redemptions_discount_check', sql`${t.discount} >= 0`),
  ],
);
