import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { createdAt, ts, updatedAt } from './columns.ts';
import { paymentOrders } from './payments.ts';

/** Referral codes, their rewards and the credit ledger (docs/decisions/182-referrals-and-credit.md). Paise. */

/** One row: what a friend gets off and what the referrer earns; a percent of 0 turns referrals off. */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: integer('id').primaryKey().default(1),
    discountPercent: integer('discount_percent').notNull().default(10),
    creditPaise: integer('credit_paise').notNull().default(10_000),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('referral_settings_one_row', sql`${t.id} = 1`),
    check('referral_settings_range', sql`${t.discountPercent} between 0 and 90 and ${t.creditPaise} >= 0`),
  ],
);

/** A learner's own code, made the first time they look at it. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/** What a referrer earns for one friend's first paid order: granted after the refund window. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: uuid('referee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** pending -> granted (credit in the ledger) or cancelled (the friend's order was refunded). */
    status: text('status').notNull().default('pending'),
    dueAt: ts('due_at').notNull(),
    settledAt: ts('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_rewards_order_key').on(t.orderId),
    // One reward per friend, ever: two first orders paid at once earn once.
    uniqueIndex('referral_rewards_referee_key').on(t.refereeId),
    index('referral_rewards_referrer_idx').on(t.referrerId),
    check('referral_rewards_status_check', sql`${t.status} in ('pending', 'granted', 'cancelled')`),
    check('referral_rewards_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Every movement of credit: earned (+), spent on an order (−), given back when it lapsed (+), and
 * taken again (−) when that order was paid after all.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'restrict' }),
    rewardId: uuid('reward_id').references(() => referralRewards.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    // An order spends once and is given back once; a reward is paid once.
    uniqueIndex('credit_ledger_order_key').on(t.orderId, t.reason).where(sql`${t.orderId} is not null`),
    uniqueIndex('credit_ledger_reward_key').on(t.rewardId).where(sql`${t.rewardId} is not null`),
    check('credit_ledger_reason_check', sql`${t.reason} in ('referral', 'spend', 'return', 'reclaim')`),
    check(
      'credit_ledger_sign_check',
      sql`(${t.reason} in ('spend', 'reclaim') and ${t.amount} < 0) or (${t.reason} in ('referral', 'return') and ${t.amount} > 0)`,
    ),
  ],
);

/** The sum of a learner's ledger, kept in the same transaction as each entry: never negative. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('credit_balances_not_negative', sql`${t.balance} >= 0`)],
);
