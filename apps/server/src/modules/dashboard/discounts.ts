import type { Dashboard } from '@kalvi/shared/admin';
import { and, count, desc, eq, gte, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import { paymentOrders, referralRewards, users } from '../../db/schema.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';

const TOP = 5;

/** Revenue before and after discounts, and the top coupons and referrers since `since` (decisions 181, 182). */
export async function discountFigures(tx: Tx, since: Date): Promise<Dashboard['discounts']> {
  const paid = and(eq(paymentOrders.status, 'paid'), gte(paymentOrders.paidAt, since));
  const [[totals], coupons, referrers] = await Promise.all([
    tx
      .select({
        paid: sql<number>`coalesce(sum(${paymentOrders.amount}), 0)::int`,
        discounts: sql<number>`coalesce(sum(${paymentOrders.discount}), 0)::int`,
        credit: sql<number>`coalesce(sum(${paymentOrders.creditApplied}), 0)::int`,
      })
      .from(paymentOrders)
      .where(paid),
    tx
      .select({
        code: paymentOrders.couponCode,
        orders: count(),
        discount: sql<number>`sum(${paymentOrders.discount})::int`,
      })
      .from(paymentOrders)
      .where(and(paid, isNotNull(paymentOrders.couponCode), isNull(paymentOrders.referrerId)))
      .groupBy(paymentOrders.couponCode)
      .orderBy(desc(count()), desc(sum(paymentOrders.discount)))
      .limit(TOP),
    tx
      .select({
        id: referralRewards.referrerId,
        firstName: users.firstName,
        lastName: users.lastName,
        friends: count(),
        credit: sql<number>`coalesce(sum(${referralRewards.amount}) filter (where ${referralRewards.status} = 'granted'), 0)::int`,
      })
      .from(referralRewards)
      .innerJoin(users, eq(users.id, referralRewards.referrerId))
      .where(gte(referralRewards.createdAt, since))
      .groupBy(referralRewards.referrerId, users.firstName, users.lastName)
      .orderBy(desc(count()))
      .limit(TOP),
  ]);
  const afterDiscounts = Number(totals?.paid ?? 0);
  const discounts = Number(totals?.discounts ?? 0);
  const credit = Number(totals?.credit ?? 0);
  return {
    beforeDiscounts: afterDiscounts + discounts + credit,
    discounts,
    credit,
    afterDiscounts,
    topCoupons: coupons.map((c) => ({ code: c.code ?? '', orders: c.orders, discount: Number(c.discount) })),
    topReferrers: referrers.map((r) => ({
      id: r.id,
      name: personName({ firstName: r.firstName, lastName: r.lastName }),
      friends: r.friends,
      credit: Number(r.credit),
    })),
  };
}
