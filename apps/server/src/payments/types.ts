/** The provider interface the payment modules code against; razorpay.ts and test-gateway.ts implement it. */

/** An order as the provider created it. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** What the payment module needs from a provider: create orders, and know how to check them. */
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
}
