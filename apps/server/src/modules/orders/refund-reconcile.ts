import { and, eq, inArray, lt } from 'drizzle-orm';
import { payments, refunds } from '../../db/schema.ts';
import type { SignedActor } from '../../lib/audit.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { type RefundDeps, settleRefund, WAITING } from './admin-service.ts';

/**
 * Refunds whose answer was lost, settled by asking the provider: from the console's "Check with
 * the payment service", and by a sweep (docs/decisions/164-refund-outcome-unknown.md).
 */

export const REFUND_NOT_FOUND = 'Refund not found';
export const NOT_WAITING = 'This refund is not waiting for the payment service';

/** A refund older than this without the provider's word is asked about by the sweep. */
export const SETTLE_AFTER_MS = 60_000;
const SWEEP_BATCH = 20;

/** Staff ask the provider about one unconfirmed refund of an order. */
export async function checkRefund(deps: RefundDeps, actor: SignedActor, orderId: string, refundId: string) {
  if (!isUuid(orderId) || !isUuid(refundId)) throw notFound(REFUND_NOT_FOUND);
  const [row] = await deps.db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
  if (!row) throw notFound(REFUND_NOT_FOUND);
  if (row.refund.status !== 'unconfirmed') throw conflict(NOT_WAITING);
  return settleRefund(deps, row.refund, row.providerPaymentId, actor);
}

/**
 * Asks the provider about every refund left waiting longer than SETTLE_AFTER_MS: unconfirmed
 * ones, and claims whose call died with its process. Answers how many were settled.
 */
export async function sweepUnsettled(deps: RefundDeps, now = new Date()): Promise<number> {
  const rows = await deps.db
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(inArray(refunds.status, WAITING), lt(refunds.updatedAt, new Date(now.getTime() - SETTLE_AFTER_MS))),
    )
    .orderBy(refunds.updatedAt)
    .limit(SWEEP_BATCH);
  let settled = 0;
  for (const { refund, providerPaymentId } of rows) {
    try {
      await settleRefund(deps, refund, providerPaymentId, null);
      settled += 1;
    } catch (err) {
      // Still no word, or a refusal now recorded: logged by the settling, tried again next sweep.
      if (!(err instanceof AppError)) deps.log.error({ err, refundId: refund.id }, 'refund sweep failed');
    }
  }
  return settled;
}
