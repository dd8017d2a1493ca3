import {
  type CreateOrderAnswer,
  SIGNED_IN_HINT_STORAGE_KEY,
  type VerifiedPayment,
  type VerifyPaymentAnswer,
  type VerifyPaymentInput,
} from '@kalvi/shared';
import { api } from './api-client';
import { ApiError, messageOf } from './api-errors';
import type { Billing } from './billing';
import { storage } from './storage';
import { toast } from './toast';

/**
 * The paid path shared by courses and events (docs/product/payments-and-enrolment.md): our server prices and
 * creates the order, the provider's checkout script takes the payment, our server verifies the
 * signature and enrols. Screens only choose what to buy and what to say afterwards.
 */

/** What to buy, and the learner's tax details when they gave them (lib/billing.ts). */
export type Purchase = ({ courseId: string } | { eventId: string }) &
  Partial<Billing> & {
    /** A coupon the learner applied (docs/decisions/181-coupons.md); the server prices it again. */
    couponCode?: string;
    /** A course taught in batches: the batch chosen (docs/decisions/215). */
    batchId?: string;
  };

export interface Prefill {
  name: string;
  email: string;
  contact: string;
}

/**
 * A payment our server has verified: the learner's enrolments after it (verification already
 * enrolled them) and the tax invoice (a signed link valid for an hour).
 */
export type CheckoutPayment = Omit<VerifiedPayment, 'invoiceNumber'>;

export type CheckoutFailure = 'auth' | 'sdk' | 'order' | 'payment' | 'dismissed' | 'verify';

/**
 * Why a checkout ended without a verified payment. `message` is the English sentence (logs and
 * tests); `detail` is what our server or the gateway said, when it said something, which the
 * screens show inside their own localised sentence (lib/checkout-text.ts).
 */
export class CheckoutError extends Error {
  constructor(
    public readonly reason: CheckoutFailure,
    message: string,
    public readonly detail?: string,
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

/** The server's own sentence, when the failed call carried one. */
const serverSentence = (error: unknown): string | undefined =>
  error instanceof ApiError && error.answered && error.message ? error.message : undefined;

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: Prefill;
  theme: { color: string };
  handler: (response: VerifyPaymentInput) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open: () => void;
  on: (event: 'payment.failed', cb: (response: { error?: { description?: string } }) => void) => void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export const BRAND_NAME = 'Kalvi';
/** The primary deep blue of the design system. */
const THEME_COLOR = '#1e3a8a';

const loadedScripts = new Map<string, Promise<void>>();

/** Loads a checkout script once; a failed load may be retried on the next attempt. */
function loadScript(src: string): Promise<void> {
  const known = loadedScripts.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loadedScripts.delete(src);
      reject(new CheckoutError('sdk', 'Razorpay SDK failed to load'));
    };
    document.body.appendChild(script);
  });
  loadedScripts.set(src, promise);
  return promise;
}

/**
 * Runs one purchase end to end. Resolves only with a payment our server verified; rejects
 * with a CheckoutError whose message is the product's text for that failure.
 */
export async function checkout(
  purchase: Purchase,
  options: { description: string; prefill: Prefill },
): Promise<CheckoutPayment> {
  if (!storage.get(SIGNED_IN_HINT_STORAGE_KEY)) throw new CheckoutError('auth', 'User not authenticated');

  let created: CreateOrderAnswer;
  try {
    created = await api.post('/payments/create-order', purchase);
  } catch (error) {
    throw new CheckoutError('order', messageOf(error, 'Failed to create order'), serverSentence(error));
  }
  // Past the cap on held seats the order holds nothing: say so before the learner pays (decision 081).
  if (!created.seatHeld) toast.info(created.message, { id: 'seat-not-held' });

  await loadScript(created.checkoutScript);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new CheckoutError('sdk', 'Razorpay SDK failed to load');

  const handlerResponse = await new Promise<VerifyPaymentInput>((resolve, reject) => {
    const rzp = new Razorpay({
      key: created.key,
      amount: created.order.amount,
      currency: created.order.currency,
      name: BRAND_NAME,
      description: options.description,
      order_id: created.order.id,
      prefill: options.prefill,
      theme: { color: THEME_COLOR },
      handler: resolve,
      modal: { ondismiss: () => reject(new CheckoutError('dismissed', 'Payment cancelled')) },
    });
    rzp.on('payment.failed', (response) =>
      reject(
        new CheckoutError(
          'payment',
          `Payment failed: ${response.error?.description ?? 'Unknown error'}`,
          response.error?.description,
        ),
      ),
    );
    rzp.open();
  });

  let verified: VerifyPaymentAnswer;
  try {
    verified = await api.post('/payments/verify-payment', handlerResponse);
  } catch (error) {
    throw new CheckoutError('verify', messageOf(error, 'Payment verification failed'), serverSentence(error));
  }
  return {
    orderId: verified.data.orderId,
    paymentId: verified.data.paymentId,
    amountPaid: verified.data.amountPaid,
    enrolledCourses: verified.data.enrolledCourses,
    enrolledEvents: verified.data.enrolledEvents,
    invoiceUrl: verified.data.invoiceUrl,
  };
}
