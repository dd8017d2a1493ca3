import { badGateway } from '../lib/errors.ts';
import { RAZORPAY_CHECKOUT_SCRIPT } from './checkout-scripts.ts';
import {
  type PaymentGateway,
  type ProviderOrder,
  type ProviderRefund,
  type RefundArgs,
  RefundRefused,
} from './types.ts';

/** How long a call may take before we give up on its answer (not on its effect). */
const TIMEOUT_MS = 10_000;

/** Razorpay's error envelope: {"error": {"code": "BAD_REQUEST_ERROR", "description": "..."}}. */
interface RazorpayErrorBody {
  error?: { code?: string; description?: string };
}

/** Thrown when Razorpay refuses or cannot be reached; carries what it said for the logs. */
export class RazorpayError extends Error {
  constructor(
    message: string,
    public readonly status: number | undefined,
    public readonly code: string | undefined,
    /** Razorpay's own sentence, when it gave one. */
    public readonly description?: string,
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

/** Razorpay's Orders API over HTTPS with basic auth (key id : key secret). */
export class RazorpayGateway implements PaymentGateway {
  readonly kind = 'razorpay' as const;
  readonly checkoutScript = RAZORPAY_CHECKOUT_SCRIPT;
  readonly keyId: string;
  readonly signingSecret: string;
  private readonly apiUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(opts: { keyId: string; keySecret: string; apiUrl: string; timeoutMs?: number }) {
    this.keyId = opts.keyId;
    this.signingSecret = opts.keySecret;
    this.apiUrl = opts.apiUrl;
    this.timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
    this.authorization = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  }

  async createOrder(args: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder> {
    const body = await this.request('POST', '/orders', args);
    const order = body as Partial<ProviderOrder>;
    if (typeof order.id !== 'string' || typeof order.amount !== 'number' || order.amount !== args.amount) {
      throw new RazorpayError('Razorpay answered an order we cannot use', undefined, undefined);
    }
    return { id: order.id, amount: order.amount, currency: order.currency ?? args.currency };
  }

  /** Refunds API: POST /payments/{id}/refund with the idempotency header (external services). */
  async refund(args: RefundArgs): Promise<ProviderRefund> {
    const body = { amount: args.amount, speed: 'normal', receipt: args.receipt, notes: args.notes };
    let answer: unknown;
    try {
      answer = await this.request('POST', `/payments/${encodeURIComponent(args.paymentId)}/refund`, body, {
        'x-refund-idempotency': args.idempotencyKey,
      });
    } catch (err) {
      // A 4xx is Razorpay saying no (amount too high, already refunded): staff read its sentence.
      if (
        err instanceof RazorpayError &&
        err.status &&
        err.status >= 400 &&
        err.status < 500 &&
        err.status !== 401
      ) {
        throw new RefundRefused(err.description ?? err.message);
      }
      throw err;
    }
    return readRefund(answer, args.paymentId);
  }

  /** GET /payments/{id}/refunds: a collection `{entity, count, items: [refund...]}` (external services). */
  async paymentRefunds(paymentId: string): Promise<ProviderRefund[]> {
    const answer = await this.request('GET', `/payments/${encodeURIComponent(paymentId)}/refunds?count=100`);
    const items = (answer as { items?: unknown }).items;
    if (!Array.isArray(items)) {
      throw new RazorpayError('Razorpay answered a refund list we cannot use', undefined, undefined);
    }
    return items.map((item) => readRefund(item, paymentId));
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    json?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: { authorization: this.authorization, 'content-type': 'application/json', ...extraHeaders },
        body: json ? JSON.stringify(json) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new RazorpayError(
        `Razorpay could not be reached: ${(err as Error).message}`,
        undefined,
        undefined,
      );
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new RazorpayError(
        `Razorpay answered ${response.status} with a body that is not JSON`,
        response.status,
        undefined,
      );
    }
    if (!response.ok) {
      const error = (body as RazorpayErrorBody).error;
      throw new RazorpayError(
        `Razorpay refused ${method} ${path}: ${error?.description ?? response.statusText}`,
        response.status,
        error?.code,
        error?.description,
      );
    }
    return body;
  }
}

/** Razorpay's refund entity, checked: a refund we cannot read is a provider failure. */
function readRefund(answer: unknown, paymentId: string): ProviderRefund {
  const r = answer as {
    id?: unknown;
    amount?: unknown;
    status?: unknown;
    payment_id?: unknown;
    notes?: unknown;
  };
  const status = r.status === 'processed' || r.status === 'failed' ? r.status : 'pending';
  if (typeof r.id !== 'string' || typeof r.amount !== 'number' || (r.payment_id ?? paymentId) !== paymentId) {
    throw new RazorpayError('Razorpay answered a refund we cannot use', undefined, undefined);
  }
  // Razorpay sends empty notes as [] rather than {}.
  const notes =
    r.notes && typeof r.notes === 'object' && !Array.isArray(r.notes)
      ? Object.fromEntries(
          Object.entries(r.notes).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : {};
  return { id: r.id, amount: r.amount, paymentId, status, notes };
}

/** What a learner is told when the provider fails: no internals, a clear next step. */
export function paymentProviderUnavailable() {
  return badGateway('The payment service is not answering right now. Please try again in a minute.');
}
