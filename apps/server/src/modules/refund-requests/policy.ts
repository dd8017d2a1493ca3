import { REFUND_DAYS, type RefundVerdict } from '@kalvi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { events, lessonProgress, lessons, paymentOrders, payments } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';
import { attendedBatchSession } from '../batches/enrolment-queries.ts';
import { refundedSum } from '../orders/queries.ts';

/**
 * The academy's refund policy as a verdict on one order (docs/product/payments-and-enrolment.md#refunds,
 * docs/decisions/122): a full refund within REFUND_DAYS of the payment, and only while nothing
 * live has been used: for a course, no live session marked attended; for an event, before it
 * starts, and never for a workshop or bootcamp. A live session is a live lesson marked attended
 * or a session of one of the course's batches the learner joined. Worked out again on every request, never stored.
 */

const DAY_MS = 86_400_000;
/** Event types whose seats are reserved and so are not refundable (the refund page says so). */
export const NON_REFUNDABLE_EVENT_TYPES: readonly string[] = ['workshop', 'bootcamp'];

export interface PolicyFacts {
  paidAt: Date | null;
  refunded: number;
  liveAttended: boolean;
  event: { type: string; startDate: Date; cancelled: boolean } | null;
}

/** The verdict from the facts alone (no database): the order of the checks is the order a learner reads them. */
export function verdictOf(facts: PolicyFacts, now: Date): RefundVerdict {
  if (!facts.paidAt) return { allowed: false, reason: 'not_paid', deadline: null };
  const deadline = new Date(facts.paidAt.getTime() + REFUND_DAYS * DAY_MS);
  const verdict = (reason: RefundVerdict['reason']): RefundVerdict => ({
    allowed: reason === 'allowed',
    reason,
    deadline: deadline.toISOString(),
  });
  if (facts.refunded > 0) return verdict('refunded');
  // A cancelled event is refunded by the academy itself (the queue has it already).
  if (facts.event?.cancelled) return verdict('event_cancelled');
  if (facts.event && NON_REFUNDABLE_EVENT_TYPES.includes(facts.event.type)) return verdict('not_refundable');
  if (now.getTime() >= deadline.getTime()) return verdict('window_closed');
  if (facts.liveAttended) return verdict('live_attended');
  if (facts.event && facts.event.startDate.getTime() <= now.getTime()) return verdict('event_started');
  return verdict('allowed');
}

/** The facts of one order, read through the order's, payment's and progress' indexes. */
export async function policyFacts(
  tx: Tx,
  orderId: string,
): Promise<(PolicyFacts & { userId: string }) | null> {
  const [row] = await tx
    .select({
      userId: paymentOrders.userId,
      courseId: paymentOrders.courseId,
      paymentId: payments.id,
      paidAt: payments.createdAt,
      refunded: refundedSum,
      eventType: events.type,
      eventStart: events.startDate,
      eventCancelled: events.cancelled,
    })
    .from(paymentOrders)
    .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
    .leftJoin(events, eq(events.id, paymentOrders.eventId))
    .where(eq(paymentOrders.id, orderId))
    .limit(1);
  if (!row) return null;
  let liveAttended = false;
  if (row.courseId && row.paymentId) {
    // lesson_progress_user_course_idx: the learner's progress in this course, live lessons only.
    const [attended] = await tx
      .select({ one: sql<number>`1` })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .where(
        and(
          eq(lessonProgress.userId, row.userId),
          eq(lessonProgress.courseId, row.courseId),
          eq(lessons.kind, 'live'),
        ),
      )
      .limit(1);
    // A session of any of the course's batches joined (docs/decisions/216) counts as well.
    liveAttended =
      Boolean(attended) || (await attendedBatchSession(tx, row.userId, { courseId: row.courseId }));
  }
  return {
    userId: row.userId,
    paidAt: row.paidAt,
    refunded: row.refunded,
    liveAttended,
    event:
      row.eventType && row.eventStart
        ? { type: row.eventType, startDate: row.eventStart, cancelled: row.eventCancelled ?? false }
        : null,
  };
}

/** The verdict staff see beside the refund button. */
export async function refundVerdict(tx: Tx, orderId: string, now = new Date()): Promise<RefundVerdict> {
  const facts = await policyFacts(tx, orderId);
  return facts ? verdictOf(facts, now) : { allowed: false, reason: 'not_paid', deadline: null };
}
