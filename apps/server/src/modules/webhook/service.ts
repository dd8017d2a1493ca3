import type { Db } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema.ts';
import type { Logger } from '../../lib/deps.ts';
import { badRequest, unavailable } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';
import { isValidWebhookSignature } from '../../payments/signature.ts';
import type { PaymentGateway } from '../../payments/types.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import type { ReadCache } from '../../plugins/read-cache.ts';
import { completeOrder, type OrderRow, orderByProviderId, refreshCatalogue } from '../orders/completion.ts';
import { applyRefundEvent, REFUND_EVENTS } from '../orders/refund-webhook.ts';
import { enrolledMail } from '../orders/service.ts';
import { refundUnhonoured } from '../orders/unhonoured.ts';

export interface WebhookDeps {
  db: Db;
  log: Logger;
  readCache: ReadCache;
  /** Razorpay's webhook secret; without one this server takes no webhooks. */
  secret: string | undefined;
  /** Queues the confirmation and reminders once an enrolment has committed, and refund mail (docs/decisions/131). */
  jobs: Pick<JobQueue, 'enrolled' | 'enqueue'>;
  /** Refunds a payment that could not be honoured (docs/decisions/196-terms-kept-at-payment.md). */
  gateway: PaymentGateway;
}

/** The events that mean "this order is paid": either completes the same enrolment. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; method?: unknown } };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: { id?: unknown; status?: unknown; notes?: unknown } };
  };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/** A delivery as it arrived: the raw body Razorpay signed, and its headers. */
export interface RawDelivery {
  body: unknown;
  signature: string | string[] | undefined;
  eventId: string | string[] | undefined;
}

/** Checks the signature over the raw bytes, then reads the body: 400 for anything not signed or not a JSON object. */
function readDelivery(
  secret: string | undefined,
  raw: RawDelivery,
): { eventId: string | undefined; body: WebhookBody } {
  if (!secret) throw unavailable('Webhooks are not configured on this server');
  const { body: bytes, signature } = raw;
  if (
    !Buffer.isBuffer(bytes) ||
    typeof signature !== 'string' ||
    !isValidWebhookSignature(secret, bytes, signature)
  ) {
    throw badRequest('Invalid webhook signature');
  }
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  // Razorpay always sends an object; anything else would fail on its first field access.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The webhook body must be a JSON object');
  }
  const eventId = typeof raw.eventId === 'string' && raw.eventId ? raw.eventId : undefined;
  return { eventId, body };
}

/** Records a delivery's event id; false when it was handled before. */
async function firstDelivery(tx: Tx, eventId: string, event: string): Promise<boolean> {
  const fresh = await tx
    .insert(webhookEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return fresh.length > 0;
}

/**
 * Applies one signed Razorpay webhook delivery. Deliveries come at least once and in any
 * order: the event id is recorded in the same transaction as its effect, so a duplicate
 * does nothing, and a paid order never moves back.
 */
export async function applyWebhook(
  deps: WebhookDeps,
  raw: RawDelivery,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const delivery = readDelivery(deps.secret, raw);
  const event = text(delivery.body.event) ?? 'unknown';
  if (REFUND_EVENTS.has(event)) return applyRefundDelivery(deps, delivery, event);
  if (!PAID_EVENTS.has(event)) return 'ignored';
  const payment = delivery.body.payload?.payment?.entity;
  const providerOrderId = text(payment?.order_id) ?? text(delivery.body.payload?.order?.entity?.id);
  const providerPaymentId = text(payment?.id);
  if (!providerOrderId || !providerPaymentId) {
    deps.log.warn({ event, eventId: delivery.eventId }, 'webhook without an order or payment id: ignored');
    return 'ignored';
  }

  let enrolled: OrderRow | undefined;
  let unhonoured: string | undefined;
  const result = await deps.db.transaction(async (tx) => {
    if (delivery.eventId && !(await firstDelivery(tx, delivery.eventId, event))) return 'duplicate' as const;
    const order = await orderByProviderId(tx, providerOrderId);
    if (!order) {
      deps.log.warn({ event, providerOrderId }, 'webhook for an order we do not know: ignored');
      return 'ignored' as const;
    }
    if (typeof payment?.amount === 'number' && payment.amount !== order.amount) {
      deps.log.error(
        { event, providerOrderId, paid: payment.amount, expected: order.amount },
        'webhook payment amount differs from the order: not enrolling',
      );
      return 'ignored' as const;
    }
    const done = await completeOrder(tx, deps.log, order, {
      providerPaymentId,
      method: text(payment?.method) ?? '',
      source: 'webhook',
    });
    if (done.outcome === 'enrolled') enrolled = done.order;
    if (done.outcome === 'unhonoured') unhonoured = done.payment.id;
    return 'applied' as const;
  });
  if (result === 'applied') refreshCatalogue(deps.readCache);
  if (enrolled) await enrolledMail(deps, enrolled);
  if (unhonoured) await refundUnhonoured(deps, unhonoured);
  return result;
}

/** A refund.* delivery: recorded once by its event id, like a payment's. */
async function applyRefundDelivery(
  deps: WebhookDeps,
  delivery: { eventId: string | undefined; body: WebhookBody },
  event: string,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const entity = delivery.body.payload?.refund?.entity as Parameters<typeof applyRefundEvent>[3];
  const result = await deps.db.transaction(async (tx) => {
    if (delivery.eventId && !(await firstDelivery(tx, delivery.eventId, event))) return 'duplicate' as const;
    return applyRefundEvent(tx, deps.log, event, entity);
  });
  if (result === 'applied') refreshCatalogue(deps.readCache);
  return result;
}
