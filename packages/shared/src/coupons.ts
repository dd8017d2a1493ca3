import { z } from 'zod';
import { COUPON_CODE_PATTERN, normaliseCouponCode } from './coupon-rules.ts';
import { messageDataAnswer } from './envelopes.ts';

/** A coupon code as a learner types it: any case, spaces around trimmed. */
export const couponCodeSchema = z
  .string()
  .trim()
  .transform(normaliseCouponCode)
  .refine((v) => COUPON_CODE_PATTERN.test(v), 'Enter the coupon code as it was given to you');

/** POST /api/coupons/preview: what a coupon takes off before the learner pays. */
export const couponPreviewSchema = z
  .object({
    code: couponCodeSchema,
    courseId: z.uuid().optional(),
    eventId: z.uuid().optional(),
  })
  .refine((b) => (b.courseId === undefined) !== (b.eventId === undefined), {
    message: 'Choose either a course or an event to buy',
    path: ['courseId'],
  });
export type CouponPreviewInput = z.infer<typeof couponPreviewSchema>;

/** Paise, GST-inclusive: total = listPrice - discount. */
export const couponPreviewDataSchema = z.object({
  code: z.string(),
  listPrice: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type CouponPreview = z.infer<typeof couponPreviewDataSchema>;
export const couponPreviewAnswerSchema = messageDataAnswer(couponPreviewDataSchema);
