import { createHmac, randomBytes } from 'node:crypto';
import { TEST_GATEWAY_CHECKOUT_SCRIPT } from './checkout-scripts.ts';
import { paymentSignature } from './signature.ts';
import {
  type PaymentGateway,
  type ProviderOrder,
  type ProviderRefund,
  type RefundArgs,
  RefundRefused,
} from './types.ts';

/**
 * The built-in TEST MODE gateway used when no Razorpay keys are set: it issues its own order
 * and payment ids and signs checkout answers exactly as Razorpay does, with a secret of its
 * own derived from the server's secret. No money moves.
 */
export class SimulatedGateway implements PaymentGateway {
  readonly kind = 'test-gateway' as const;
  readonly keyId = 'kalvi_test_gateway';
  readonly checkoutScript = TEST_GATEWAY_CHECKOUT_SCRIPT;
  readonly signingSecret: string;

  /** Refunds by idempotency key, as Razorpay keeps them: a retry answers the same refund. */
  private readonly refunds = new Map<string, { body: string; refund: ProviderRefund }>();

  constructor(serverSecret: string) {
    this.signingSecret = createHmac('sha256', serverSecret).update('kalvi-test-gateway').digest('hex');
  }

  async createOrder(args: { amount: number; currency: string }): Promise<ProviderOrder> {
    return { id: `order_test_${randomId()}`, amount: args.amount, currency: args.currency };
  }

  /**
   * Refunds at once (no money moved, so nothing to wait for), with Razorpay's rules for the
   * idempotency key: the same key and body answer the first refund, another body is refused.
   */
  async refund(args: RefundArgs): Promise<ProviderRefund> {
    if (!args.paymentId.startsWith('pay_test_')) throw new RefundRefused('The id provided does not exist');
    if (!Number.isInteger(args.amount) || args.amount < 100) {
      throw new RefundRefused('The amount must be atleast INR 1.00');
    }
    const body = JSON.stringify([args.paymentId, args.amount]);
    const known = this.refunds.get(args.idempotencyKey);
    if (known) {
      if (known.body !== body) {
        throw new RefundRefused('The idempotency key was used with a different request');
      }
      return known.refund;
    }
    const refund: ProviderRefund = {
      id: `rfnd_test_${randomId()}`,
      amount: args.amount,
      paymentId: args.paymentId,
      status: 'processed',
      notes: args.notes,
    };
    this.refunds.set(args.idempotencyKey, { body, refund });
    return refund;
  }

  async paymentRefunds(paymentId: string): Promise<ProviderRefund[]> {
    return [...this.refunds.values()].map((r) => r.refund).filter((r) => r.paymentId === paymentId);
  }

  /** "Captures" a payment for an order: the answer Razorpay's checkout hands its handler. */
  capture(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  } {
    const paymentId = `pay_test_${randomId()}`;
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(this.signingSecret, orderId, paymentId),
    };
  }
}

/** 14 characters of [A-Za-z0-9], like Razorpay's ids. */
function randomId(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, '').slice(0, 14).padEnd(14, '0');
}
