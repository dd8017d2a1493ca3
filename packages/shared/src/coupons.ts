import { z } from 'zod';
import { COUPON_CODE_PATTERN, normaliseCouponCode } from './coupon-rules.ts';
import { messageDataAnswer } from './envelopes.ts';

/** A coupon code as a learner types it: any case, spaces around trimmed. */
export const couponCodeSchema = z
  .string()
  .trim()
  .transform(normaliseCouponCode)
  .refine((v) => COUPON_CODE_PATTERN.test(v), 'Enter the coupon code as it was given to you');

/**
 * POST /api/coupons/preview: what the learner would pay for a course or event, before paying:
 * with a coupon or referral code when one is given ('' or none: the price with credit alone).
 */
export const couponPreviewSchema = z
  .object({
    code: z.union([z.literal(''), couponCodeSchema]).optional(),
    courseId: z.uuid().optional(),
    eventId: z.uuid().optional(),
  })
  .refine((b) => (b.courseId === undefined) !== (b.eventId === undefined), {
    message: 'Choose either a course or an event to buy',
    path: ['courseId'],
  });
export type CouponPreviewInput = z.infer<typeof couponPreviewSchema>;

/**
 * Paise, GST-inclusive, priced by the code that prices the order: total = listPrice - discount -
 * credit is what the learner pays (docs/decisions/182). `code` is '' when none was given.
 */
export const couponPreviewDataSchema = z.object({
  code: z.string(),
  listPrice: z.number().int(),
  discount: z.number().int(),
  /** The learner's referral credit this order would spend. */
  credit: z.number().int(),
  total: z.number().int(),
});
export type CouponPreview = z.infer<typeof couponPreviewDataSchema>;
export const couponPreviewAnswerSchema = messageDataAnswer(couponPreviewDataSchema);
