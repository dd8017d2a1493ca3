import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import { releaseEventSeat } from '../enrollments/queries.ts';
import { refreshCatalogue } from './completion.ts';

/**
 * Gives back the seats of event orders whose hold has passed unpaid (docs/decisions/031).
 * Run by the sweeper and lazily before any seat check, so a stale hold never turns a buyer away.
 */
export async function releaseExpiredHolds(
  deps: { db: Db; log: FastifyBaseLogger; readCache: ReadCache },
  now = new Date(),
): Promise<number> {
  const released = await deps.db.transaction(async (tx) => {
    const expired = await tx
      .update(paymentOrders)
      .set({ status: 'expired' })
      .where(
        and(
          eq(paymentOrders.status, 'created'),
          isNotNull(paymentOrders.eventId),
          lt(paymentOrders.holdExpiresAt, now),
        ),
      )
      .returning({ eventId: paymentOrders.eventId });
    for (const order of expired) if (order.eventId) await releaseEventSeat(tx, order.eventId);
    return expired.length;
  });
  if (released > 0) {
    deps.log.info({ released }, 'released expired event seat holds');
    refreshCatalogue(deps.readCache);
  }
  return released;
}
