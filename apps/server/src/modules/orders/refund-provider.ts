import {
  type PaymentGateway,
  type ProviderRefund,
  type RefundArgs,
  RefundRefused,
} from '../../payments/types.ts';
import type { RefundRow } from './queries.ts';

/**
 * What the provider says about one of our refunds: an answer, a clear refusal, or nothing we
 * can trust (timeout, reset, 5xx), in which case it may or may not have refunded
 * (docs/decisions/164-refund-outcome-unknown.md).
 */
export type Heard =
  | { kind: 'answer'; refund: ProviderRefund }
  | { kind: 'refused'; reason: string }
  | { kind: 'unknown'; err: unknown };

/**
 * The request for a refund row, the same every time it is sent: the same key with the same body
 * is one refund at the provider, however often it is retried.
 */
function refundArgs(refund: RefundRow, providerPaymentId: string): RefundArgs {
  return {
    paymentId: providerPaymentId,
    amount: refund.amount,
    receipt: `refund-${refund.id.slice(0, 8)}`,
    notes: { kalvi_refund_id: refund.id, kalvi_order_id: refund.orderId },
    idempotencyKey: refund.idempotencyKey,
  };
}

/** Sends the refund (again): `POST /payments/{id}/refund` with the row's own key. */
export async function sendRefund(
  gateway: PaymentGateway,
  refund: RefundRow,
  providerPaymentId: string,
): Promise<Heard> {
  try {
    return { kind: 'answer', refund: await gateway.refund(refundArgs(refund, providerPaymentId)) };
  } catch (err) {
    if (err instanceof RefundRefused) return { kind: 'refused', reason: err.description };
    return { kind: 'unknown', err };
  }
}

/**
 * Asks the provider about a refund whose answer we lost: its list of the payment's refunds
 * first (found by the id we put in the notes); when it holds none of ours, the refund is sent
 * again with the same key and body, which makes it at most once.
 */
export async function askAboutRefund(
  gateway: PaymentGateway,
  refund: RefundRow,
  providerPaymentId: string,
): Promise<Heard> {
  let found: ProviderRefund | undefined;
  try {
    found = (await gateway.paymentRefunds(providerPaymentId)).find(
      (r) => r.notes.kalvi_refund_id === refund.id,
    );
  } catch (err) {
    return { kind: 'unknown', err };
  }
  return found ? { kind: 'answer', refund: found } : sendRefund(gateway, refund, providerPaymentId);
}
