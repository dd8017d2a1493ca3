import { BATCH_IS_CANCELLED, BATCH_NOT_FOUND } from '@kalvi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { batches, batchMembers, batchSessions, courses, paymentOrders, payments } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { Logger } from '../../lib/deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwnsCourse } from '../../lib/ownership.ts';
import type { Tx } from '../../lib/tx.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { notifyByMail } from '../notifications/service.ts';
import { addressee } from '../orders/mail.ts';
import { queueRefund } from '../orders/queries.ts';
import { batchCancelledMail } from './mail.ts';
import { lockBatch } from './queries.ts';
import { type BatchDeps, changing } from './service.ts';

/**
 * Cancelling a whole batch (docs/product/batches.md#cancelling-a-batch, docs/decisions/216):
 * in one transaction the batch and every scheduled session are cancelled (each session's
 * sequence raised, so calendars show STATUS:CANCELLED), unpaid holds lapse, and every paid
 * member's payment joins the refund queue with the offer to move instead; then every member is
 * told in Kalvi and by e-mail in their language. Nothing of the batch changes afterwards.
 */

export interface CancelDeps extends BatchDeps {
  log: Logger;
  jobs: Pick<JobQueue, 'enqueue'>;
}

/** Each member of the batch with the payment that bought their seat, if they paid. */
async function membersWithPayments(tx: Tx, batchId: string) {
  return tx
    .select({ userId: batchMembers.userId, paymentId: payments.id })
    .from(batchMembers)
    .leftJoin(
      paymentOrders,
      and(
        eq(paymentOrders.batchId, batchMembers.batchId),
        eq(paymentOrders.userId, batchMembers.userId),
        eq(paymentOrders.status, 'paid'),
      ),
    )
    .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
    .where(eq(batchMembers.batchId, batchId));
}

export async function cancelBatch(
  deps: CancelDeps,
  actor: AdminActor,
  id: string,
  reason: string,
): Promise<{ told: number; refundsQueued: number }> {
  if (!isUuid(id)) throw notFound(BATCH_NOT_FOUND);
  const done = await changing(deps, () =>
    deps.db.transaction(async (tx) => {
      const locked = await lockBatch(tx, id);
      if (!locked) throw notFound(BATCH_NOT_FOUND);
      await assertOwnsCourse(tx, actor, locked.courseId);
      if (locked.status === 'cancelled') throw new AppError(409, BATCH_IS_CANCELLED);
      const [batch] = await tx
        .update(batches)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(eq(batches.id, id))
        .returning({ startDate: batches.startDate });
      const sessions = await tx
        .update(batchSessions)
        .set({ status: 'cancelled', sequence: sql`${batchSessions.sequence} + 1`, updatedAt: sql`now()` })
        .where(and(eq(batchSessions.batchId, id), eq(batchSessions.status, 'scheduled')))
        .returning({ id: batchSessions.id });
      // No one pays into it from now on: a payment still arriving is refunded (enrolment-service.ts).
      await tx
        .update(paymentOrders)
        .set({ status: 'expired' })
        .where(and(eq(paymentOrders.batchId, id), eq(paymentOrders.status, 'created')));
      const members = await membersWithPayments(tx, id);
      let refundsQueued = 0;
      for (const { paymentId } of members) {
        if (!paymentId) continue;
        await queueRefund(tx, paymentId, 'batch_cancelled', { batchId: id, offer: 'move' });
        refundsQueued += 1;
      }
      const [course] = await tx
        .select({ title: courses.title, titleTa: courses.titleTa })
        .from(courses)
        .where(eq(courses.id, locked.courseId));
      await writeAudit(tx, actor, {
        action: 'batch.cancel',
        entityType: 'batch',
        entityId: id,
        before: { status: locked.status },
        after: { status: 'cancelled', reason, sessionsCancelled: sessions.length, refundsQueued },
      });
      return { members, refundsQueued, course, startDate: batch?.startDate ?? '' };
    }),
  );
  for (const member of done.members) {
    const to = await addressee(deps.db, member.userId);
    if (!to) continue;
    const course = (to.language === 'ta' ? done.course?.titleTa : null) ?? done.course?.title ?? '';
    const mail = batchCancelledMail(to.language, to, {
      course,
      startDate: done.startDate,
      paid: member.paymentId !== null,
      reason,
    });
    const key = `batch-cancelled:${id}:${member.userId}`;
    await notifyByMail(
      deps,
      { userId: member.userId, kind: 'batch', key, url: '/profile' },
      { to: to.email, ...mail },
    );
  }
  return { told: done.members.length, refundsQueued: done.refundsQueued };
}
