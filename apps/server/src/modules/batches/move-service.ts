import {
  BATCH_CANCELLED,
  BATCH_FULL,
  BATCH_MOVE_SAME,
  BATCH_MOVE_TOO_LATE,
  BATCH_MOVE_USED,
  BATCH_NOT_FOUND,
  BATCH_NOT_MEMBER,
  BATCH_OF_ANOTHER_COURSE,
} from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import { courses } from '../../db/schema.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwnsCourse } from '../../lib/ownership.ts';
import type { Tx } from '../../lib/tx.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { notifyByMail } from '../notifications/service.ts';
import { addressee } from '../orders/mail.ts';
import type { CancelDeps } from './cancel-service.ts';
import {
  attendedBatchSession,
  carryPaidOrder,
  type EnrolmentBatch,
  lockEnrolmentBatch,
  membership,
  moveMember,
  seatsTaken,
} from './enrolment-queries.ts';
import { batchRefusal } from './enrolment-service.ts';
import { batchMovedMail } from './mail.ts';
import { changing } from './service.ts';

/**
 * Moving a learner to another batch of the same course (docs/product/batches.md#moving-to-another-batch,
 * docs/decisions/216). The learner moves once, before their batch starts, into a batch that is
 * open, has a seat and has not started; out of a cancelled batch they may always move, and that
 * settles its refund offer. Staff move anyone at any time into a batch of the course that is not
 * cancelled and has a seat. Both are audited and mailed.
 */

type Mover = { kind: 'learner'; userId: string } | { kind: 'staff'; actor: AdminActor };

/** Both batch rows locked in one order (by id), so two moves crossing cannot deadlock. */
async function lockBoth(
  tx: Tx,
  a: string,
  b: string,
): Promise<[EnrolmentBatch | undefined, EnrolmentBatch | undefined]> {
  const [first, second] = [a, b].sort();
  const locked = new Map<string, EnrolmentBatch | undefined>();
  for (const id of [first, second] as string[]) locked.set(id, await lockEnrolmentBatch(tx, id));
  return [locked.get(a), locked.get(b)];
}

export async function moveToBatch(
  deps: CancelDeps,
  mover: Mover,
  args: { fromBatchId: string; toBatchId: string; userId: string },
): Promise<void> {
  const { fromBatchId, toBatchId, userId } = args;
  if (!isUuid(fromBatchId)) throw notFound(BATCH_NOT_FOUND);
  if (!isUuid(userId)) throw notFound(BATCH_NOT_MEMBER);
  if (fromBatchId === toBatchId) throw badRequest(BATCH_MOVE_SAME);
  const now = deps.now ? deps.now() : new Date();
  const to = await addressee(deps.db, userId);
  const moved = await changing(deps, () =>
    deps.db.transaction(async (tx) => {
      const [from, target] = await lockBoth(tx, fromBatchId, toBatchId);
      if (!from) throw notFound(BATCH_NOT_FOUND);
      if (mover.kind === 'staff') await assertOwnsCourse(tx, mover.actor, from.courseId);
      const seat = await membership(tx, fromBatchId, userId);
      if (!seat) throw mover.kind === 'learner' ? forbidden(BATCH_NOT_MEMBER) : notFound(BATCH_NOT_MEMBER);
      const leavingCancelled = from.status === 'cancelled';
      if (mover.kind === 'learner') {
        if (!leavingCancelled && seat.learnerMoves >= 1) throw conflict(BATCH_MOVE_USED);
        // Joining the first session in its 15 minutes before the start counts as started, as on the
        // batch page (my-batch-service.ts): a learner who has sat in a class moves only through staff.
        const started =
          from.firstSessionAt === null ||
          from.firstSessionAt.getTime() <= now.getTime() ||
          (await attendedBatchSession(tx, userId, { batchId: fromBatchId }));
        if (!leavingCancelled && started) throw conflict(BATCH_MOVE_TOO_LATE);
        const refusal = batchRefusal(target, from.courseId, now);
        if (refusal) throw refusal;
      } else {
        if (!target) throw notFound(BATCH_NOT_FOUND);
        if (target.courseId !== from.courseId) throw badRequest(BATCH_OF_ANOTHER_COURSE);
        if (target.status === 'cancelled') throw conflict(BATCH_CANCELLED);
      }
      if (!target) throw notFound(BATCH_NOT_FOUND);
      if (await membership(tx, toBatchId, userId)) throw badRequest(BATCH_MOVE_SAME);
      if ((await seatsTaken(tx, toBatchId, now)) >= target.seats) throw conflict(BATCH_FULL);
      const counts = mover.kind === 'learner' && !leavingCancelled;
      await moveMember(tx, {
        fromBatchId,
        toBatchId,
        userId,
        learnerMoves: seat.learnerMoves + (counts ? 1 : 0),
        keepOld: leavingCancelled,
      });
      const actor: AuditActor = mover.kind === 'staff' ? mover.actor : { id: userId, email: to?.email ?? '' };
      await carryPaidOrder(tx, { fromBatchId, toBatchId, userId, by: actor.id ?? userId });
      await writeAudit(tx, actor, {
        action: 'batch.move',
        entityType: 'batch-member',
        entityId: `${fromBatchId}:${userId}`,
        before: { batchId: fromBatchId, learnerMoves: seat.learnerMoves },
        after: { batchId: toBatchId, by: mover.kind },
      });
      const [course] = await tx
        .select({ title: courses.title, titleTa: courses.titleTa })
        .from(courses)
        .where(eq(courses.id, from.courseId));
      return { course, fromDate: from.startDate, toDate: target.startDate };
    }),
  );
  if (!to) return;
  const course = (to.language === 'ta' ? moved.course?.titleTa : null) ?? moved.course?.title ?? '';
  const mail = batchMovedMail(to.language, to, {
    course,
    fromDate: moved.fromDate,
    toDate: moved.toDate,
    byStaff: mover.kind === 'staff',
  });
  const key = `batch-moved:${fromBatchId}:${toBatchId}:${userId}`;
  await notifyByMail(deps, { userId, kind: 'batch', key, url: '/profile' }, { to: to.email, ...mail });
}
