import { webhookEvents } from '../../db/schema.ts';
import type { PaymentsDeps, PaymentsService } from './service.ts';

/** The events that mean "this order is paid": either completes the same enrolment. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown; method?: unknown } };
    order?: { entity?: { id?: unknown } };
  };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * Applies one signed Razorpay webhook delivery. Deliveries come at least once and in any
 * order: the event id is recorded in the same transaction as its effect, so a duplicate
 * does nothing, and a paid order never moves back.
 */
export async function applyWebhook(
  deps: PaymentsDeps,
  service: PaymentsService,
  delivery: { eventId: string | undefined; body: WebhookBody },
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const event = text(delivery.body.event) ?? 'unknown';
  if (!PAID_EVENTS.has(event)) return 'ignored';
  const payment = delivery.body.payload?.payment?.entity;
  const providerOrderId = text(payment?.order_id) ?? text(delivery.body.payload?.order?.entity?.id);
  const providerPaymentId = text(payment?.id);
  if (!providerOrderId || !providerPaymentId) {
    deps.log.warn({ event, eventId: delivery.eventId }, 'webhook without an order or payment id: ignored');
    return 'ignored';
  }

  const result = await deps.db.transaction(async (tx) => {
    if (delivery.eventId) {
      const fresh = await tx
        .insert(webhookEvents)
        .values({ eventId: delivery.eventId, event })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (fresh.length === 0) return 'duplicate' as const;
    }
    const order = await service.orderByProviderId(tx, providerOrderId);
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
    await service.completeOrder(tx, order, {
      providerPaymentId,
      method: text(payment?.method) ?? '',
      source: 'webhook',
    });
    return 'applied' as const;
  });
  if (result === 'applied') deps.invalidateReadCaches();
  return result;
}
