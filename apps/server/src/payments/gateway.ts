import type { Config } from '../config.ts';
import { RazorpayGateway } from './razorpay.ts';
import { SimulatedGateway } from './simulated-gateway.ts';
import type { PaymentGateway } from './types.ts';

/** Razorpay with real keys; otherwise the built-in TEST MODE gateway (config decides). */
export function paymentGateway(config: Config): PaymentGateway {
  const { keyId, keySecret, apiUrl } = config.razorpay;
  if (config.paymentsProvider === 'razorpay' && keyId && keySecret) {
    return new RazorpayGateway({ keyId, keySecret, apiUrl });
  }
  return new SimulatedGateway(config.jwtSecret);
}
