import { BATCH_REFUND_SETTLED_BY_MOVE } from '@kalvi/shared';
import { and, count, eq, gt, isNotNull, isNull, min } from 'drizzle-orm';
import {
  batches,
  batchMembers,
  batchSessions,
  paymentOrders,
  payments,
  refundRequests,
  sessionAttendance,
} from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/** The SQL of choosing a batch at checkout and moving between batches (docs/decisions/215). */

export type EnrolmentBatch = {
  id: string;
  courseId: string;
  status: string;
  seats: number;
  enrolmentDeadline: Date;
  /** The date of the first session as planned (YYYY-MM-DD), kept when sessions are cancelled. */
  startDate: string;
  /** The first scheduled session's start; null when none is left. */
  firstSessionAt: Date | null;
};

export async function enrolmentBatch(tx: Tx, batchId: string): Promise<EnrolmentBatch | undefined> {
  const [row] = await tx
    .select({
      id: batches.id,
      courseId: batches.courseId,
      status: batches.status,
      seats: batches.seats,
      enrolmentDeadline: batches.enrolmentDeadline,
      startDate: batches.startDate,
    })
    .from(batches)
    .where(eq(batches.id, batchId));
  if (!row) return undefined;
  // batch_sessions_batch_start_idx: the batch's first session.
  const [first] = await tx
    .select({ startsAt: min(batchSessions.startsAt) })
    .from(batchSessions)
    .where(and(eq(batchSessions.batchId, batchId), eq(batchSessions.status, 'scheduled')));
  return { ...row, firstSessionAt: first?.startsAt ?? null };
}

/**
 * Locks the batch row and reads it: seats are counted under this lock, so two learners after
 * the last seat are decided one after the other (docs/decisions/215).
 */
export async function lockEnrolmentBatch(tx: Tx, batchId: string): Promise<EnrolmentBatch | undefined> {
  const [locked] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.id, batchId))
    .for('update');
  return locked ? enrolmentBatch(tx, batchId) : undefined;
}

/** Whether the course has a batch still taking learners: then checkout must name one. */
export async function hasUpcomingBatch(tx: Tx, courseId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: batches.id })
    .from(batches)
    .where(
      and(eq(batches.courseId, courseId), eq(batches.status, 'open'), gt(batches.enrolmentDeadline, now)),
    )
    .limit(1);
  return row !== undefined;
}

/** Seats taken: members, plus unpaid orders whose hold has not lapsed. */
export async function seatsTaken(tx: Tx, batchId: string, now: Date): Promise<number> {
  const [members] = await tx
    .select({ n: count() })
    .from(batchMembers)
    .where(eq(batchMembers.batchId, batchId));
  return (members?.n ?? 0) + (await liveHolds(tx, batchId, now));
}

export async function liveHolds(tx: Tx, batchId: string, now: Date): Promise<number> {
  const [held] = await tx
    .select({ n: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.batchId, batchId),
        eq(paymentOrders.status, 'created'),
        isNotNull(paymentOrders.holdExpiresAt),
        gt(paymentOrders.holdExpiresAt, now),
      ),
    );
  return held?.n ?? 0;
}

export async function membership(tx: Tx, batchId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(batchMembers)
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, userId)));
  return row;
}

/** Adds the learner to the batch once; false when they were in it already. */
export async function addMember(tx: Tx, batchId: string, userId: string, learnerMoves = 0): Promise<boolean> {
  const inserted = await tx
    .insert(batchMembers)
    .values({ batchId, userId, learnerMoves })
    .onConflictDoNothing()
    .returning({ batchId: batchMembers.batchId });
  return inserted.length === 1;
}

/**
 * Whether the learner joined (or staff marked them at) any session of a batch of this course
 * (the refund rule, docs/product/batches.md#the-refund-rule), or of this one batch (a learner's
 * move), through session_attendance_user_idx.
 */
export async function attendedBatchSession(
  tx: Tx,
  userId: string,
  of: { courseId: string } | { batchId: string },
): Promise<boolean> {
  const scope = 'batchId' in of ? eq(batches.id, of.batchId) : eq(batches.courseId, of.courseId);
  const [row] = await tx
    .select({ sessionId: sessionAttendance.sessionId })
    .from(sessionAttendance)
    .innerJoin(batchSessions, eq(batchSessions.id, sessionAttendance.sessionId))
    .innerJoin(batches, eq(batches.id, batchSessions.batchId))
    .where(and(eq(sessionAttendance.userId, userId), scope))
    .limit(1);
  return row !== undefined;
}

/** Moves the learner's seat: out of the old batch (kept when it was cancelled), into the new one. */
export async function moveMember(
  tx: Tx,
  args: { fromBatchId: string; toBatchId: string; userId: string; learnerMoves: number; keepOld: boolean },
): Promise<void> {
  if (!args.keepOld)
    await tx
      .delete(batchMembers)
      .where(and(eq(batchMembers.batchId, args.fromBatchId), eq(batchMembers.userId, args.userId)));
  await addMember(tx, args.toBatchId, args.userId, args.learnerMoves);
}

/**
 * The learner's paid order for a batch follows them to the new one, so a later cancellation
 * finds it; a refund offered for a cancelled batch is settled by the move.
 */
export async function carryPaidOrder(
  tx: Tx,
  args: { fromBatchId: string; toBatchId: string; userId: string; by: string },
): Promise<void> {
  const moved = await tx
    .update(paymentOrders)
    .set({ batchId: args.toBatchId })
    .where(
      and(
        eq(paymentOrders.batchId, args.fromBatchId),
        eq(paymentOrders.userId, args.userId),
        eq(paymentOrders.status, 'paid'),
      ),
    )
    .returning({ id: paymentOrders.id });
  for (const order of moved) {
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    if (!payment) continue;
    await tx
      .update(refundRequests)
      .set({ resolvedAt: new Date(), resolvedBy: args.by, resolution: BATCH_REFUND_SETTLED_BY_MOVE })
      .where(
        and(
          eq(refundRequests.paymentId, payment.id),
          eq(refundRequests.kind, 'batch_cancelled'),
          isNull(refundRequests.resolvedAt),
        ),
      );
  }
}
