import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking Razorpay's Orders and Refunds APIs: basic auth with the key
 * pair, amounts in paise (at least 100), X-Refund-Idempotency, the real answer and error shapes.
 */
export interface RazorpayStub {
  url: string;
  keyId: string;
  keySecret: string;
  /** Every request that reached the stub, as received. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  /** The next order creation or refund answers this HTTP status with Razorpay's error shape. */
  failNext(status: number): void;
  /**
   * The next refund is answered only after the client has given up on it (closed the request),
   * as Razorpay's answer to a call that timed out: the refund is made all the same. The promise
   * resolves with that refund once it exists.
   */
  answerNextRefundLate(): Promise<{ id: string; amount: number; notes: Record<string, string> }>;
  /** Tells the stub a payment was captured (the checkout happens in the test, not here). */
  capture(paymentId: string, amount: number): void;
  close(): Promise<void>;
}

interface StoredOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const error = (description: string, field?: string) => ({
  error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', field },
});

export async function startRazorpayStub(): Promise<RazorpayStub> {
  const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = randomBytes(12).toString('hex');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const orders = new Map<string, StoredOrder>();
  const requests: RazorpayStub['requests'] = [];
  let failStatus: number | undefined;
  const captured = new Map<string, { amount: number; refunded: number }>();
  const refundsByKey = new Map<string, { body: string; refund: { payment_id: string } }>();
  let late: ((refund: { id: string; amount: number; notes: Record<string, string> }) => void) | undefined;

  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req);
    const path = new URL(req.url ?? '/', 'http://stub').pathname.replace(/^\/v1/, '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== expectedAuth) {
      return send(401, error('Authentication failed'));
    }
    if (req.method === 'POST' && path === '/orders') {
      if (failStatus) {
        const status = failStatus;
        failStatus = undefined;
        return send(status, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
      }
      const o = body as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
      if (typeof o?.amount !== 'number' || !Number.isInteger(o.amount)) {
        return send(400, error('The amount must be an integer.', 'amount'));
      }
      if (o.amount < 100) return send(400, error('The amount must be atleast INR 1.00', 'amount'));
      if (o.currency !== 'INR')
        return send(400, error('The requested currency is not supported', 'currency'));
      if (typeof o.receipt === 'string' && o.receipt.length > 40) {
        return send(400, error('The receipt may not be greater than 40 characters.', 'receipt'));
      }
      const order: StoredOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: o.amount,
        amount_paid: 0,
        amount_due: o.amount,
        currency: o.currency,
        receipt: typeof o.receipt === 'string' ? o.receipt : null,
        status: 'created',
        attempts: 0,
        notes: (o.notes as Record<string, string>) ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(200, order);
    }
    const refundMatch = /^\/payments\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refundMatch?.[1]) {
      if (failStatus) {
        const status = failStatus;
        failStatus = undefined;
        return send(status, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
      }
      const answerLate = late;
      late = undefined;
      if (answerLate && !req.socket.destroyed)
        await new Promise((resolve) => req.socket.once('close', resolve));
      const key = req.headers['x-refund-idempotency'];
      const known = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (known) {
        return known.body === text
          ? send(200, known.refund)
          : send(400, error('Idempotency key reused with a different request'));
      }
      const payment = captured.get(refundMatch[1]);
      if (!payment) return send(400, error('The id provided does not exist'));
      const r = body as { amount?: unknown; receipt?: unknown; notes?: unknown };
      const amount = r?.amount === undefined ? payment.amount - payment.refunded : r.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return send(400, error('The amount must be atleast INR 1.00', 'amount'));
      }
      if (payment.refunded >= payment.amount)
        return send(400, error('The payment has been fully refunded already'));
      if (amount > payment.amount - payment.refunded) {
        return send(400, error('The refund amount provided is greater than amount captured', 'amount'));
      }
      payment.refunded += amount;
      const refund = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: refundMatch[1],
        receipt: typeof r.receipt === 'string' ? r.receipt : null,
        notes: (r.notes as Record<string, string>) ?? {},
        status: 'pending',
        speed_requested: 'normal',
        created_at: Math.floor(Date.now() / 1000),
      };
      if (typeof key === 'string') refundsByKey.set(key, { body: text, refund });
      answerLate?.(refund);
      return send(200, refund);
    }
    const listMatch = /^\/payments\/([^/]+)\/refunds$/.exec(path);
    if (req.method === 'GET' && listMatch?.[1]) {
      const items = [...refundsByKey.values()]
        .map((r) => r.refund)
        .filter((r) => r.payment_id === listMatch[1]);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const match = /^\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match?.[1]) {
      const order = orders.get(match[1]);
      return order ? send(200, order) : send(400, error('The id provided does not exist'));
    }
    return send(404, error('The requested URL was not found on the server.'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    keyId,
    keySecret,
    requests,
    failNext: (status) => {
      failStatus = status;
    },
    answerNextRefundLate: () =>
      new Promise((resolve) => {
        late = resolve;
      }),
    capture: (paymentId, amount) => {
      captured.set(paymentId, { amount, refunded: 0 });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
