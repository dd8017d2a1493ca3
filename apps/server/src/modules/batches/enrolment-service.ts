import {
  BATCH_CANCELLED,
  BATCH_CHOICE_NEEDED,
  BATCH_CLOSED,
  BATCH_DEADLINE_PASSED,
  BATCH_FULL,
  BATCH_NOT_FOUND,
  BATCH_OF_ANOTHER_COURSE,
  BATCH_STARTED,
} from '@kalvi/shared';
import { type AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import {
  addMember,
  type EnrolmentBatch,
  enrolmentBatch,
  hasUpcomingBatch,
  lockEnrolmentBatch,
  membership,
  seatsTaken,
} from './enrolment-queries.ts';

/**
 * Choosing a batch at checkout (docs/product/batches.md#choosing-a-batch-at-checkout,
 * docs/decisions/215): the rules a batch must pass to take a learner, read the same way by a
 * paid order, a free enrolment and a move.
 */

/** Why this batch cannot take a learner of this course now; null when it can. */
export function batchRefusal(
  batch: EnrolmentBatch | undefined,
  courseId: string,
  now: Date,
): AppError | null {
  if (!batch) return notFound(BATCH_NOT_FOUND);
  if (batch.courseId !== courseId) return badRequest(BATCH_OF_ANOTHER_COURSE);
  if (batch.status === 'cancelled') return conflict(BATCH_CANCELLED);
  if (batch.firstSessionAt === null || batch.firstSessionAt.getTime() <= now.getTime())
    return conflict(BATCH_STARTED);
  if (batch.status === 'closed') return conflict(BATCH_CLOSED);
  if (batch.enrolmentDeadline.getTime() <= now.getTime()) return conflict(BATCH_DEADLINE_PASSED);
  return null;
}

/**
 * The batch a course order or free enrolment goes into: the one named, if it can take a learner
 * (its seats checked again under the lock when the seat is taken), or none for a course without
 * batches still taking learners. A course with such batches must name one.
 */
export async function chosenBatch(
  tx: Tx,
  courseId: string,
  batchId: string | undefined,
  now: Date,
): Promise<string | null> {
  if (batchId === undefined) {
    if (await hasUpcomingBatch(tx, courseId, now)) throw badRequest(BATCH_CHOICE_NEEDED);
    return null;
  }
  const batch = await enrolmentBatch(tx, batchId);
  const refusal = batchRefusal(batch, courseId, now);
  if (refusal) throw refusal;
  if (batch && (await seatsTaken(tx, batch.id, now)) >= batch.seats) throw conflict(BATCH_FULL);
  return batchId;
}

/**
 * Locks the batch and checks it can still take one more learner, counting members and live
 * holds under the lock; the caller then adds the member or stores its holding order.
 */
export async function lockSeat(
  tx: Tx,
  courseId: string,
  batchId: string,
  now: Date,
): Promise<EnrolmentBatch> {
  const batch = await lockEnrolmentBatch(tx, batchId);
  const refusal = batchRefusal(batch, courseId, now);
  if (refusal) throw refusal;
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  if ((await seatsTaken(tx, batchId, now)) >= batch.seats) throw conflict(BATCH_FULL);
  return batch;
}

/** A free enrolment's seat: taken at once, exact under races (the batch row lock). */
export async function joinFreeBatch(
  tx: Tx,
  args: { courseId: string; batchId: string; userId: string; now: Date },
): Promise<void> {
  if (await membership(tx, args.batchId, args.userId)) return;
  await lockSeat(tx, args.courseId, args.batchId, args.now);
  await addMember(tx, args.batchId, args.userId);
}

/**
 * A paid order's seat, when its payment arrives: its own hold no longer counts (the order is
 * paid by now), so the batch has room when members and the other live holds leave one. A
 * cancelled or full batch answers 'refund'; the payment then joins the refund queue.
 */
export async function joinPaidBatch(
  tx: Tx,
  args: { batchId: string; userId: string; now: Date },
): Promise<'joined' | 'refund'> {
  const batch = await lockEnrolmentBatch(tx, args.batchId);
  if (!batch || batch.status === 'cancelled') return 'refund';
  if (await membership(tx, args.batchId, args.userId)) return 'joined';
  if ((await seatsTaken(tx, args.batchId, args.now)) >= batch.seats) return 'refund';
  await addMember(tx, args.batchId, args.userId);
  return 'joined';
}
