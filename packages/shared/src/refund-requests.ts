import { z } from 'zod';
import { dataAnswer, messageAnswerSchema } from './envelopes.ts';

/**
 * A learner's refund request from My learning (docs/decisions/122-learners-instructors-refund-requests.md).
 * The policy (docs/product/payments-and-enrolment.md#refunds): within REFUND_DAYS of purchase,
 * no live session attended, not a workshop or bootcamp. The verdict is worked out by the server
 * each time; the web only shows it.
 */
export const REFUND_VERDICTS = [
  'allowed',
  'not_paid',
  'refunded',
  'window_closed',
  'live_attended',
  'event_started',
  'event_cancelled',
  'not_refundable',
] as const;
export type RefundVerdictReason = (typeof REFUND_VERDICTS)[number];

export const refundVerdictSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(REFUND_VERDICTS),
  /** When the window closes (ISO), or null for an unpaid order. */
  deadline: z.string().nullable(),
});
export type RefundVerdict = z.infer<typeof refundVerdictSchema>;

/** POST /api/refund-requests */
export const refundRequestInputSchema = z.object({
  orderId: z.string().trim().min(1, 'Please choose an order').max(64, 'Please choose an order'),
  reason: z
    .string()
    .trim()
    .min(3, 'Please tell us in a few words why you want a refund')
    .max(500, 'Keep the reason under 500 characters'),
});
export type RefundRequestInput = z.infer<typeof refundRequestInputSchema>;

/** One of the learner's orders as the refund button sees it. */
export const myRefundStandingSchema = z.object({
  /** The order's id as My learning lists it (the provider's order id, order_...). */
  orderId: z.string(),
  verdict: refundVerdictSchema,
  /** The learner's request, once made. */
  requestedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type MyRefundStanding = z.infer<typeof myRefundStandingSchema>;

export const myRefundStandingsAnswerSchema = dataAnswer(z.array(myRefundStandingSchema));
export type MyRefundStandingsAnswer = z.infer<typeof myRefundStandingsAnswerSchema>;
export const refundRequestAnswerSchema = messageAnswerSchema;
