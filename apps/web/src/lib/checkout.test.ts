import { SIGNED_IN_HINT_STORAGE_KEY } from '@kalvi/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutError, checkout } from './checkout';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

/**
 * The checkout contract: our server makes the order and names the script, the provider's
 * script (a stand-in here, with Razorpay's surface) takes the payment, our server verifies.
 */
type Outcome = 'pay' | 'fail' | 'dismiss';
let outcome: Outcome = 'pay';
let lastOptions: Record<string, unknown> | undefined;
/** Scripts whose load fails, as a blocked or offline CDN would. */
const unreachable = new Set<string>();

class FakeRazorpay {
  private failed: ((r: { error?: { description?: string } }) => void)[] = [];
  constructor(private readonly options: Record<string, unknown> & { handler: (r: object) => void }) {
    lastOptions = options;
  }
  on(_event: 'payment.failed', cb: (r: { error?: { description?: string } }) => void) {
    this.failed.push(cb);
  }
  open() {
    const options = this.options as unknown as {
      order_id: string;
      handler: (r: object) => void;
      modal: { ondismiss: () => void };
    };
    if (outcome === 'pay') {
      options.handler({
        razorpay_order_id: options.order_id,
        razorpay_payment_id: 'pay_123',
        razorpay_signature: 'sig',
      });
    } else if (outcome === 'fail') {
      for (const cb of this.failed) cb({ error: { description: 'Card declined' } });
    } else {
      options.modal.ondismiss();
    }
  }
}

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const orderAnswer = (script: string, seatHeld = true) =>
  json(200, {
    success: true,
    message: seatHeld ? 'Order created' : 'Order created. This seat is not held for you.',
    key: 'kalvi_test_gateway',
    order: { id: 'order_test_1', amount: 49900, currency: 'INR' },
    checkoutScript: script,
    seatHeld,
  });
const purchase = { courseId: '3f0e8a4e-7c1d-4a4b-9b8e-2f6d1c0a9b7e' };
const options = {
  description: 'React course',
  prefill: { name: 'Priya', email: 'p@example.com', contact: '' },
};

beforeEach(() => {
  outcome = 'pay';
  lastOptions = undefined;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(SIGNED_IN_HINT_STORAGE_KEY, '1');
  // jsdom does not fetch scripts: "load" one by installing the stand-in, or fail it.
  vi.spyOn(document.body, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    queueMicrotask(() => {
      if (unreachable.has(script.src)) {
        script.onerror?.(new Event('error'));
      } else {
        window.Razorpay = FakeRazorpay as unknown as typeof window.Razorpay;
        script.onload?.(new Event('load'));
      }
    });
    return node;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function failure(promise: Promise<unknown>): Promise<CheckoutError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CheckoutError)) throw new Error(`expected a CheckoutError, got ${String(error)}`);
  return error;
}

describe('checkout', () => {
  it('orders, opens the named script with the order, verifies, and resolves in rupees', async () => {
    fetchMock.mockResolvedValueOnce(orderAnswer('/api/payments/test-gateway/checkout.js'));
    const verified = {
      orderId: 'order_test_1',
      paymentId: 'pay_123',
      amountPaid: 499,
      enrolledCourses: [purchase.courseId],
      enrolledEvents: [],
      invoiceUrl: '/api/payments/invoices/9b2c?token=t',
    };
    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        message: 'Payment verified successfully',
        data: { ...verified, invoiceNumber: 'INV-1001' },
      }),
    );
    const paid = await checkout(purchase, options);
    expect(paid).toEqual(verified);
    expect(lastOptions).toMatchObject({ key: 'kalvi_test_gateway', order_id: 'order_test_1', amount: 49900 });
    const [createUrl, createInit] = fetchMock.mock.calls[0] ?? [];
    expect(createUrl).toBe('/api/payments/create-order');
    expect(JSON.parse(String(createInit?.body))).toEqual(purchase);
    const [verifyUrl, verifyInit] = fetchMock.mock.calls[1] ?? [];
    expect(verifyUrl).toBe('/api/payments/verify-payment');
    expect(JSON.parse(String(verifyInit?.body))).toEqual({
      razorpay_order_id: 'order_test_1',
      razorpay_payment_id: 'pay_123',
      razorpay_signature: 'sig',
    });
  });

  it('warns before paying when the order holds no seat, and stays quiet when it does', async () => {
    const verified = () =>
      json(200, {
        success: true,
        message: 'Payment verified',
        data: { orderId: 'order_test_1', paymentId: 'pay_123', amountPaid: 499, invoiceNumber: 'KV-1' },
      });
    fetchMock.mockResolvedValueOnce(orderAnswer('https://checkout.test/v1.js', false));
    fetchMock.mockResolvedValueOnce(verified());
    await checkout(purchase, options).catch(() => undefined);
    expect(toast.info).toHaveBeenCalledWith('Order created. This seat is not held for you.', {
      id: 'seat-not-held',
    });

    vi.mocked(toast.info).mockClear();
    fetchMock.mockResolvedValueOnce(orderAnswer('https://checkout.test/v1.js'));
    fetchMock.mockResolvedValueOnce(verified());
    await checkout(purchase, options).catch(() => undefined);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('says who must sign in, without calling the server', async () => {
    localStorage.clear();
    const error = await failure(checkout(purchase, options));
    expect(error).toMatchObject({ reason: 'auth', message: 'User not authenticated' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's order message, or the fallback", async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { success: false, message: 'You are already enrolled in this course!' }),
    );
    expect((await failure(checkout(purchase, options))).message).toBe(
      'You are already enrolled in this course!',
    );
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const offline = await failure(checkout(purchase, options));
    expect(offline.reason).toBe('order');
  });

  it("reports a script that cannot load as 'Razorpay SDK failed to load'", async () => {
    unreachable.add('https://checkout.razorpay.com/v1/checkout.js');
    fetchMock.mockResolvedValueOnce(orderAnswer('https://checkout.razorpay.com/v1/checkout.js'));
    const error = await failure(checkout(purchase, options));
    expect(error).toMatchObject({ reason: 'sdk', message: 'Razorpay SDK failed to load' });
    unreachable.clear();
  });

  it('reports a failed payment and a dismissed checkout, and never verifies them', async () => {
    outcome = 'fail';
    fetchMock.mockResolvedValueOnce(orderAnswer('/api/payments/test-gateway/checkout.js'));
    expect((await failure(checkout(purchase, options))).message).toBe('Payment failed: Card declined');
    outcome = 'dismiss';
    fetchMock.mockResolvedValueOnce(orderAnswer('/api/payments/test-gateway/checkout.js'));
    expect((await failure(checkout(purchase, options))).reason).toBe('dismissed');
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/payments/verify-payment');
  });

  it("passes on the server's verification refusal", async () => {
    fetchMock.mockResolvedValueOnce(orderAnswer('/api/payments/test-gateway/checkout.js'));
    fetchMock.mockResolvedValueOnce(json(400, { success: false, message: 'Payment verification failed' }));
    const error = await failure(checkout(purchase, options));
    expect(error).toMatchObject({ reason: 'verify', message: 'Payment verification failed' });
  });
});
