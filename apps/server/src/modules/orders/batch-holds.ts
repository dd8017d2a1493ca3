import { and, eq, isNotNull } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import { liveHolds } from '../batches/enrolment-queries.ts';
import { lockSeat } from '../batches/enrolment-service.ts';
import { heldSeatCap } from './holds.ts';

/**
 * The seat of a course order in a batch (docs/decisions/215), held while paying as an event's
 * is (docs/decisions/081-seat-hold-hoarding.md): the learner's older unpaid orders for the
 * course give their seats back first (one live hold per learner per course), a full batch is
 * refused, and past the cap of held seats the order holds nothing and takes its seat when the
 * payment arrives. Here the seats are counted, not kept in a counter: members and unexpired
 * holds, under the batch row's lock, so a lapsed hold needs no sweep to come back.
 */
export async function takeBatchSeatHold(
  tx: Tx,
  args: { userId: string; courseId: string; batchId: string; now: Date },
): Promise<'held' | 'unheld'> {
  // Order rows before the batch row, in the order payment completion locks them.
  await tx
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(paymentOrders.userId, args.userId),
        eq(paymentOrders.courseId, args.courseId),
        isNotNull(paymentOrders.batchId),
        eq(paymentOrders.status, 'created'),
      ),
    );
  const batch = await lockSeat(tx, args.courseId, args.batchId, args.now);
  return (await liveHolds(tx, args.batchId, args.now)) >= heldSeatCap(batch.seats) ? 'unheld' : 'held';
}
