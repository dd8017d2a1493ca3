import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { refunds } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import { endIfFullyRefunded, REPORTED_FAILED } from './admin-service.ts';
import { queueRefund } from './queries.ts';

/** Razorpay's refund.* webhooks (external services): the provider's later word on a refund. */

export const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);

interface RefundEntity {
  id?: unknown;
  status?: unknown;
  notes?: { kalvi_refund_id?: unknown } | unknown[];
}

/**
 * Applies a refund event inside the webhook's transaction. The refund is found by the
 * provider's id, or by the id we put in its notes (when the webhook beats our own record of
 * the answer, or when our call timed out and the refund waits as `unconfirmed`,
 * docs/decisions/164-refund-outcome-unknown.md). Final states stay final: deliveries come in any
 * order. Answers whether public answers may have changed (a refund completed a full refund).
 */
export async function applyRefundEvent(
  tx: Tx,
  log: FastifyBaseLogger,
  event: string,
  entity: RefundEntity | undefined,
): Promise<'applied' | 'ignored'> {
  const providerId = typeof entity?.id === 'string' ? entity.id : undefined;
  const notes = entity?.notes && !Array.isArray(entity.notes) ? entity.notes : undefined;
  const ourId =
    typeof notes?.kalvi_refund_id === 'string' && isUuid(notes.kalvi_refund_id)
      ? notes.kalvi_refund_id
      : undefined;
  if (!providerId) return 'ignored';
  const [byProvider] = await tx
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, providerId))
    .for('update');
  const [row] = byProvider
    ? [byProvider]
    : ourId
      ? await tx.select().from(refunds).where(eq(refunds.id, ourId)).for('update')
      : [];
  if (!row) {
    log.warn({ event, providerId }, 'refund webhook for a refund we did not make: ignored');
    return 'ignored';
  }
  const next = event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : 'pending';
  const final = row.status === 'processed' || row.status === 'failed';
  // refund.created settles only a refund whose answer we lost: the provider has it after all.
  if (final || (next === 'pending' && row.status !== 'unconfirmed')) {
    // Only fill in the provider id a created event may bring first.
    if (!row.providerRefundId) {
      await tx.update(refunds).set({ providerRefundId: providerId }).where(eq(refunds.id, row.id));
    }
    return 'ignored';
  }
  await tx
    .update(refunds)
    .set({
      status: next,
      providerRefundId: providerId,
      failureReason: next === 'failed' ? REPORTED_FAILED : '',
      updatedAt: new Date(),
    })
    .where(eq(refunds.id, row.id));
  if (next === 'failed') {
    // Back in the queue: the money is still with us, someone must refund it again.
    await queueRefund(tx, row.paymentId, 'refund_failed', { refundId: row.id });
    return 'applied';
  }
  await endIfFullyRefunded(tx, row.paymentId, null);
  return 'applied';
}
