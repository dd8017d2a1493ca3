import { randomInt } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  creditBalances,
  creditLedger,
  paymentOrders,
  referralCodes,
  referralRewards,
  referralSettings,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/** The SQL of referral codes, rewards and the credit ledger (docs/decisions/182-referrals-and-credit.md). */

const LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newCode(): string {
  let code = 'REF-';
  for (let i = 0; i < 8; i++) code += LETTERS[randomInt(LETTERS.length)];
  return code;
}

export async function referralSettingsRow(tx: Tx) {
  const [row] = await tx.select().from(referralSettings).where(eq(referralSettings.id, 1));
  return row ?? { discountPercent: 0, creditPaise: 0 };
}

/** The learner's code, made on first asking (a clash of two random codes just tries again). */
export async function codeOf(tx: Tx, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [mine] = await tx.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (mine) return mine.code;
    await tx.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing();
  }
  throw new Error('no referral code could be made');
}

export async function referrerOf(tx: Tx, code: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId;
}

/**
 * Whether the learner has a purchase other than `except`: a paid order that was not refunded as
 * unhonoured (docs/decisions/196-terms-kept-at-payment.md), for a referral is for a first purchase.
 */
export async function hasPaidOrder(tx: Tx, userId: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'paid'),
        except ? ne(paymentOrders.id, except) : undefined,
        sql`not exists (select 1 from refund_requests q join payments p on p.id = q.payment_id
          where p.order_id = ${paymentOrders.id} and q.kind = 'unhonoured')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function balanceOf(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select().from(creditBalances).where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}

/** One ledger entry and the balance it moves, together; false when the balance would go negative. */
export async function moveCredit(
  tx: Tx,
  entry: {
    userId: string;
    amount: number;
    reason: 'referral' | 'spend' | 'return' | 'reclaim';
    orderId?: string;
    rewardId?: string;
  },
): Promise<boolean> {
  await tx.insert(creditBalances).values({ userId: entry.userId }).onConflictDoNothing();
  const moved = await tx
    .update(creditBalances)
    .set({ balance: sql`${creditBalances.balance} + ${entry.amount}` })
    .where(
      and(eq(creditBalances.userId, entry.userId), sql`${creditBalances.balance} + ${entry.amount} >= 0`),
    )
    .returning({ balance: creditBalances.balance });
  if (moved.length === 0) return false;
  await tx.insert(creditLedger).values(entry);
  return true;
}

/** Credit spent by orders that lapsed unpaid goes back, once per order. */
export async function returnLapsedCredit(tx: Tx): Promise<void> {
  const lapsed = await tx.execute<{ id: string; user_id: string; credit_applied: number }>(sql`
    select o.id, o.user_id, o.credit_applied from payment_orders o
    where o.status = 'expired' and o.credit_applied > 0
      and not exists (select 1 from credit_ledger l where l.order_id = o.id and l.reason = 'return')
    for update of o`);
  for (const o of lapsed.rows) {
    await moveCredit(tx, {
      userId: o.user_id,
      amount: Number(o.credit_applied),
      reason: 'return',
      orderId: o.id,
    });
  }
}

/**
 * An order paid after it lapsed had its credit given back: take all of it again, once, or none
 * (docs/decisions/196-terms-kept-at-payment.md). False when the balance no longer holds it.
 */
export async function reclaimCredit(
  tx: Tx,
  order: { id: string; userId: string; creditApplied: number },
): Promise<boolean> {
  if (order.creditApplied <= 0) return true;
  const [returned] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, order.id), eq(creditLedger.reason, 'return')));
  if (!returned) return true;
  return moveCredit(tx, {
    userId: order.userId,
    amount: -order.creditApplied,
    reason: 'reclaim',
    orderId: order.id,
  });
}

export async function addReward(
  tx: Tx,
  values: typeof referralRewards.$inferInsert,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(referralRewards)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  return row?.id;
}

export async function lockedReward(tx: Tx, id: string) {
  const [row] = await tx.select().from(referralRewards).where(eq(referralRewards.id, id)).for('update');
  return row;
}

export async function settleReward(
  tx: Tx,
  id: string,
  status: 'granted' | 'cancelled',
  at: Date,
): Promise<void> {
  await tx.update(referralRewards).set({ status, settledAt: at }).where(eq(referralRewards.id, id));
}

/** Whether money of the order's payment went back ('refunded'), may still go back ('open'), or neither. */
export async function refundState(tx: Tx, orderId: string): Promise<'refunded' | 'open' | 'none'> {
  const rows = await tx.execute<{ refunded: boolean; open: boolean }>(sql`
    select
      exists (select 1 from refunds r join payments p on p.id = r.payment_id
              where p.order_id = ${orderId} and r.status <> 'failed') as refunded,
      exists (select 1 from refund_requests q join payments p on p.id = q.payment_id
              where p.order_id = ${orderId} and q.resolved_at is null) as open`);
  const row = rows.rows[0];
  if (row?.refunded) return 'refunded';
  return row?.open ? 'open' : 'none';
}
