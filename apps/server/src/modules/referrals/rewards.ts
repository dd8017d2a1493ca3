import { REFUND_DAYS } from '@kalvi/shared';
import { type MailJob, mailKey } from '../../jobs/mail-jobs.ts';
import { offer } from '../../jobs/queue.ts';
import type { DbDeps } from '../../lib/deps.ts';
import type { Tx } from '../../lib/tx.ts';
import {
  addReward,
  lockedReward,
  moveCredit,
  referralSettingsRow,
  refundState,
  settleReward,
} from './queries.ts';

/**
 * The referrer's reward (docs/decisions/182-referrals-and-credit.md): planned when the friend's
 * order is paid, in that transaction, and settled by a job on the durable queue once the refund
 * window has passed: credit if nothing was refunded, nothing if it was.
 */

const DAY_MS = 86_400_000;

/** In the completing transaction: the reward and its job, due when the refund window closes. */
export async function planReward(
  tx: Tx,
  order: { id: string; userId: string; referrerId: string | null },
  paidAt: Date,
): Promise<void> {
  if (!order.referrerId) return;
  const { creditPaise } = await referralSettingsRow(tx);
  const dueAt = new Date(paidAt.getTime() + REFUND_DAYS * DAY_MS);
  const rewardId = await addReward(tx, {
    orderId: order.id,
    referrerId: order.referrerId,
    refereeId: order.userId,
    amount: creditPaise,
    dueAt,
  });
  if (!rewardId) return;
  const job: MailJob = { kind: 'referral-reward', rewardId, dueAt: dueAt.toISOString() };
  await offer(tx, mailKey(job), job, dueAt);
}

/** The job reads the clock it is given, so a test can move it. */
export interface RewardJobDeps extends DbDeps {
  now: () => Date;
}

/** The job: grants or cancels a due reward once; an open refund request waits a day more. */
export async function settleRewardJob(
  deps: RewardJobDeps,
  job: Extract<MailJob, { kind: 'referral-reward' }>,
): Promise<'sent' | 'dropped'> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const reward = await lockedReward(tx, job.rewardId);
    if (reward?.status !== 'pending') return 'dropped';
    const refund = await refundState(tx, reward.orderId);
    if (refund === 'open') {
      const later: MailJob = {
        kind: 'referral-reward',
        rewardId: reward.id,
        dueAt: new Date(now.getTime() + DAY_MS).toISOString(),
      };
      await offer(tx, mailKey(later), later, new Date(later.dueAt));
      return 'dropped';
    }
    if (refund === 'refunded' || reward.amount === 0) {
      await settleReward(tx, reward.id, 'cancelled', now);
      return 'dropped';
    }
    await moveCredit(tx, {
      userId: reward.referrerId,
      amount: reward.amount,
      reason: 'referral',
      rewardId: reward.id,
    });
    await settleReward(tx, reward.id, 'granted', now);
    return 'sent';
  });
}
