import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import { returnLapsedCredit } from '../referrals/queries.ts';

/** The SQL of coupon uses: every change of `coupons.used` is here (docs/decisions/181-coupons.md). */

export type CouponRow = typeof coupons.$inferSelect;

export async function couponByCode(tx: Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/** How many uses a learner has of a coupon, held by unpaid orders or kept by paid ones. */
export async function learnerUses(tx: Tx, couponId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.userId, userId),
        inArray(couponRedemptions.status, ['held', 'kept']),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Uses still marked held whose unpaid order has lapsed (its hold or the use's own hold ended, or
 * the order expired): free again, though the sweep has not given them back yet. Read only, so a
 * price shown before paying never writes (the order's transaction gives them back itself).
 */
export async function lapsedHolds(
  tx: Tx,
  couponId: string,
  userId: string,
  now: Date,
): Promise<{ total: number; mine: number }> {
  const at = now.toISOString();
  const result = await tx.execute<{ total: number; mine: number }>(sql`
    select count(*)::int as total, (count(*) filter (where r.user_id = ${userId}))::int as mine
    from coupon_redemptions r join payment_orders o on o.id = r.order_id
    where r.coupon_id = ${couponId} and r.status = 'held'
      and (o.status = 'expired'
        or (o.status = 'created' and o.hold_expires_at < ${at})
        or (o.status = 'created' and o.hold_expires_at is null and r.expires_at < ${at}))`);
  const [row] = result.rows;
  return { total: Number(row?.total ?? 0), mine: Number(row?.mine ?? 0) };
}

/**
 * Takes one use if one is left, in one guarded UPDATE: concurrent orders queue on the coupon's
 * row and each sees the count the one before left, so no more than `max_uses` succeed.
 */
export async function takeUse(tx: Tx, couponId: string): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.maxUses} is null or ${coupons.used} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  return taken.length === 1;
}

export async function insertRedemption(tx: Tx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  await tx.insert(couponRedemptions).values(values);
}

/**
 * Gives back the uses of unpaid orders that lapsed: an order that holds no seat expires with its
 * use's hold (a held seat's order is expired by the seat sweep), then every use whose order is
 * expired is released and its coupon's count lowered, in this transaction.
 */
export async function releaseLapsedUses(tx: Tx, now: Date): Promise<number> {
  // A course order with a discount or credit holds it like an event seat (decision 181).
  await tx.execute(sql`
    update payment_orders set status = 'expired'
    where status = 'created' and event_id is null and hold_expires_at < ${now.toISOString()}`);
  await tx.execute(sql`
    update payment_orders o set status = 'expired'
    from coupon_redemptions r
    where r.order_id = o.id and r.status = 'held' and r.expires_at < ${now.toISOString()}
      and o.status = 'created' and o.hold_expires_at is null`);
  const released = await tx.execute<{ n: number }>(sql`
    with lapsed as (
      update coupon_redemptions r set status = 'released'
      from payment_orders o
      where r.order_id = o.id and r.status = 'held' and o.status = 'expired'
      returning r.coupon_id
    ), counts as (
      select coupon_id, count(*)::int as n from lapsed group by coupon_id
    ), lowered as (
      update coupons c set used = c.used - counts.n from counts where c.id = counts.coupon_id
      returning counts.n
    )
    select coalesce(sum(n), 0)::int as n from lowered`);
  // Credit those orders spent goes back too (docs/decisions/182-referrals-and-credit.md).
  await returnLapsedCredit(tx);
  return Number(released.rows[0]?.n ?? 0);
}

/** What became of a paid order's coupon use: kept, none held, or no longer to be had within the limits. */
export type KeptUse = 'kept' | 'none' | 'used_by_you' | 'used_up';

/**
 * A paid order keeps its use. One whose use was released (paid after its hold lapsed) takes one
 * again only within the coupon's limits (docs/decisions/196-terms-kept-at-payment.md): the
 * learner's own under the caller's lock of (coupon, learner), the total by the guarded UPDATE.
 */
export async function keepUse(tx: Tx, orderId: string): Promise<KeptUse> {
  const [row] = await tx
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .for('update');
  if (!row) return 'none';
  if (row.status === 'kept') return 'kept';
  if (row.status === 'released') {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, row.couponId));
    if (!coupon || (await learnerUses(tx, row.couponId, row.userId)) >= coupon.perLearnerLimit)
      return 'used_by_you';
    if (!(await takeUse(tx, row.couponId))) return 'used_up';
  }
  await tx.update(couponRedemptions).set({ status: 'kept' }).where(eq(couponRedemptions.orderId, orderId));
  return 'kept';
}

/**
 * Serialises what decides one learner's uses of one coupon: a new order's use (redeemCoupon) and
 * a late payment's use taken again (keepUse), whichever comes first.
 */
export async function lockLearnerUses(tx: Tx, couponId: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon:${couponId}:${userId}`}))`);
}

/** The coupon whose use an order holds or held, if any: read before the order's row is locked. */
export async function couponOfOrder(tx: Tx, orderId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId));
  return row?.couponId;
}
