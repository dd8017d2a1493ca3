import { and, eq } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { type SettleDeps, settleRefund } from './admin-service.ts';

/**
 * The automatic refund of a payment that could not be honoured for its terms
 * (docs/decisions/196-terms-kept-at-payment.md). It is claimed in the transaction that records
 * the payment, so it survives the process: the call to the provider follows the commit, and a
 * claim whose call never happened is sent by the refund sweep (docs/decisions/164-refund-outcome-unknown.md)
 * with the same key, so it is made at most once.
 */

const keyOf = (paymentId: string) => `unhonoured-${paymentId}`;

/** In the completing transaction: the full refund, claimed by no member of staff. */
export async function claimUnhonouredRefund(
  tx: Tx,
  payment: { id: string; orderId: string; userId: string; amount: number },
): Promise<void> {
  await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      orderId: payment.orderId,
      userId: payment.userId,
      amount: payment.amount,
      idempotencyKey: keyOf(payment.id),
    })
    .onConflictDoNothing();
}

/**
 * After the commit: asks the provider for the claimed refund and records its answer; the learner
 * is mailed why. Never throws: a refund left unconfirmed or refused waits for the sweep or staff.
 */
export async function refundUnhonoured(deps: SettleDeps, paymentId: string): Promise<void> {
  const [row] = await deps.db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.idempotencyKey, keyOf(paymentId)), eq(refunds.status, 'creating')));
  if (!row) return;
  try {
    await settleRefund(deps, row.refund, row.providerPaymentId, null);
  } catch (err) {
    // Unconfirmed: kept, its money held, settled by the sweep; logged where it was recorded.
    if (!(err instanceof AppError)) deps.log.error({ err, paymentId }, 'unhonoured payment: refund failed');
  }
}
