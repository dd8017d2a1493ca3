import { z } from 'zod';
import { dataAnswer, messageDataAnswer, pageAnswer } from '../envelopes.ts';
import { pageQuery } from '../pagination.ts';
import { refundVerdictSchema } from '../refund-requests.ts';

/** Staff orders and refunds (docs/decisions/125). Amounts are paise, as orders and Razorpay count. */

export const ORDER_STATUSES = ['created', 'paid', 'expired'] as const;
/** `unconfirmed`: the payment service did not answer, so whether it refunded is not known yet. */
export const REFUND_STATUSES = ['creating', 'unconfirmed', 'pending', 'processed', 'failed'] as const;
export const REFUND_REQUEST_KINDS = [
  'unhonoured',
  'event_cancelled',
  'learner',
  'refund_failed',
  'batch_cancelled',
] as const;

/** Razorpay's rule for X-Refund-Idempotency: at least 10 letters, digits, hyphens or underscores. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

/** Timestamps travel as ISO strings, as in every other answer. */
const isoDate = z.string();

export const adminPageQuerySchema = pageQuery(20);

export const orderListQuerySchema = adminPageQuerySchema.extend({
  /** A learner's e-mail, an order id (ours or order_...), or a payment id (pay_...). */
  q: z.string().trim().max(254, 'Search text is too long').optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: z.iso.date('Use a date like 2026-11-23').optional(),
  to: z.iso.date('Use a date like 2026-11-23').optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const adminOrderSchema = z.object({
  id: z.string(),
  providerOrderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  createdAt: isoDate,
  paidAt: isoDate.nullable(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  item: z.object({ kind: z.enum(['course', 'event']), id: z.string(), title: z.string() }),
  payment: z
    .object({
      providerPaymentId: z.string(),
      method: z.string(),
      source: z.string(),
      invoiceNumber: z.number().int(),
      createdAt: isoDate,
    })
    .nullable(),
  /** Paise refunded or being refunded (failed refunds do not count). */
  refunded: z.number().int(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  providerRefundId: z.string().nullable(),
  reason: z.string(),
  failureReason: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Issued when the provider accepts the refund (docs/decisions/178); paise. */
  creditNote: z
    .object({
      id: z.string(),
      number: z.string(),
      taxable: z.number().int(),
      cgst: z.number().int(),
      sgst: z.number().int(),
      igst: z.number().int(),
      issuedAt: isoDate,
    })
    .nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(REFUND_REQUEST_KINDS),
  details: z.record(z.string(), z.string()),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
  resolution: z.string(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({
  refunds: z.array(refundSchema),
  requests: z.array(refundRequestSchema),
  /** Whether the learner still holds what the order bought. */
  enrolled: z.boolean(),
  /** The refund policy's verdict today, shown beside the refund button (docs/decisions/122). */
  policy: refundVerdictSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const refundInputSchema = z.object({
  /** Paise; omitted for everything not yet refunded. */
  amount: z.number().int('Enter the amount in paise').min(100, 'A refund is at least ₹1').optional(),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters').default(''),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'The refund key is not valid; reload the page'),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const resolveRequestInputSchema = z.object({
  resolution: z
    .string()
    .trim()
    .min(1, 'Please say what was done')
    .max(500, 'Keep the note under 500 characters'),
});

/** One line of the refund queue: a payment waiting for someone. */
export const refundQueueItemSchema = z.object({
  request: refundRequestSchema,
  order: adminOrderSchema,
});
export type RefundQueueItem = z.infer<typeof refundQueueItemSchema>;

export const adminOrderPageSchema = pageAnswer(adminOrderSchema);
export const adminOrderAnswerSchema = dataAnswer(adminOrderDetailSchema);
export const refundAnswerSchema = messageDataAnswer(adminOrderDetailSchema);
export const refundQueuePageSchema = pageAnswer(refundQueueItemSchema);
