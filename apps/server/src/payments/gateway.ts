import type { Config } from '../config.ts';
import { RazorpayGateway } from './razorpay.ts';
import { TestGateway } from './test-gateway.ts';

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

/** Razorpay with real keys; otherwise the built-in TEST MODE gateway (config decides). */
export function paymentGateway(config: Config): PaymentGateway {
  const { keyId, keySecret, apiUrl } = config.razorpay;
  if (config.paymentsProvider === 'razorpay' && keyId && keySecret) {
    return new RazorpayGateway({ keyId, keySecret, apiUrl });
  }
  return new TestGateway(config.jwtSecret);
}
