import { SIGNED_IN_HINT_STORAGE_KEY } from '@kalvi/shared';
import { api, messageOf } from './api-client';
import { storage } from './storage';

/**
 * The paid path shared by courses and events (docs/product/payments-and-enrolment.md): our server prices and
 * creates the order, the provider's checkout script takes the payment, our server verifies the
 * signature and enrols. Screens only choose what to buy and what to say afterwards.
 */

export type Purchase = { courseId: string } | { eventId: string };

export interface Prefill {
  name: string;
  email: string;
  contact: string;
}

/** A payment our server has verified (the learner is enrolled by then). */
export interface VerifiedPayment {
  orderId: string;
  paymentId: string;
  /** Whole rupees, as the catalogue shows them. */
  amountPaid: number;
  /** The learner's enrolments after this payment (verification already enrolled them). */
  enrolledCourses: string[];
  enrolledEvents: string[];
  /** The tax invoice (a signed link valid for an hour). */
  invoiceUrl: string;
}

/** POST /api/payments/verify-payment answer. */
interface VerifyPaymentResponse {
  success: true;
  message: string;
  data: {
    orderId: string;
    paymentId: string;
    amountPaid: number;
    invoiceNumber: string;
    invoiceUrl: string;
    enrolledCourses: string[];
    enrolledEvents: string[];
  };
}

export type CheckoutFailure = 'auth' | 'sdk' | 'order' | 'payment' | 'dismissed' | 'verify';

/** Why a checkout ended without a verified payment; `message` is the sentence to show. */
export class CheckoutError extends Error {
  constructor(
    public readonly reason: CheckoutFailure,
    message: string,
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

/** POST /api/payments/create-order answer (docs/product/payments-and-enrolment.md#orders) plus where its checkout script lives. */
export interface CreateOrderResponse {
  success: true;
  message: string;
  key: string;
  order: { id: string; amount: number; currency: string };
  /** Razorpay's checkout.js with real keys, our TEST MODE gateway's script without. */
  checkoutScript: string;
}

interface RazorpayHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: Prefill;
  theme: { color: string };
  handler: (response: RazorpayHandlerResponse) => void;
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
): Promise<VerifiedPayment> {
  if (!storage.get(SIGNED_IN_HINT_STORAGE_KEY)) throw new CheckoutError('auth', 'User not authenticated');

  let created: CreateOrderResponse;
  try {
    created = await api.post<CreateOrderResponse>('/payments/create-order', purchase);
  } catch (error) {
    throw new CheckoutError('order', messageOf(error, 'Failed to create order'));
  }

  await loadScript(created.checkoutScript);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new CheckoutError('sdk', 'Razorpay SDK failed to load');

  const handlerResponse = await new Promise<RazorpayHandlerResponse>((resolve, reject) => {
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
        new CheckoutError('payment', `Payment failed: ${response.error?.description ?? 'Unknown error'}`),
      ),
    );
    rzp.open();
  });

  let verified: VerifyPaymentResponse;
  try {
    verified = await api.post<VerifyPaymentResponse>('/payments/verify-payment', handlerResponse);
  } catch (error) {
    throw new CheckoutError('verify', messageOf(error, 'Payment verification failed'));
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
