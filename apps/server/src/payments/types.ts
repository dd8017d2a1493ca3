/** The provider interface the payment modules code against; razorpay.ts and test-gateway.ts implement it. */

/** An order as the provider created it. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A refund as the provider answered it (Razorpay's refund entity, the fields we keep). */
export interface ProviderRefund {
  id: string;
  amount: number;
  paymentId: string;
  status: 'pending' | 'processed' | 'failed';
  /** What we put in the refund's notes (`kalvi_refund_id` finds our own row). */
  notes: Record<string, string>;
}

/**
 * What to refund, in paise. Always sent, even for the whole payment (Razorpay takes the full
 * amount as well as an omitted one), so a refund never covers more than staff saw.
 */
export interface RefundArgs {
  paymentId: string;
  amount: number;
  receipt: string;
  notes: Record<string, string>;
  /** X-Refund-Idempotency: the same key with the same body never refunds twice. */
  idempotencyKey: string;
}

/** What the payment module needs from a provider: create orders, refund, and know how to check them. */
export interface PaymentGateway {
  readonly kind: 'razorpay' | 'test-gateway';
  /** The public key handed to the checkout script. */
  readonly keyId: string;
  /** The secret that signs checkout answers (`order_id|payment_id`). */
  readonly signingSecret: string;
  /** Where the browser loads the checkout script from. */
  readonly checkoutScript: string;
  createOrder(args: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** Refunds (part of) a captured payment; throws a RefundRefused when the provider says no. */
  refund(args: RefundArgs): Promise<ProviderRefund>;
  /** The refunds the provider holds for a payment (GET /payments/{id}/refunds), up to 100. */
  paymentRefunds(paymentId: string): Promise<ProviderRefund[]>;
}

/** The provider refused a refund (4xx): its own sentence, to show staff as it is. */
export class RefundRefused extends Error {
  constructor(public readonly description: string) {
    super(description);
    this.name = 'RefundRefused';
  }
}
