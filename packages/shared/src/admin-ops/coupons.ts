import { z } from 'zod';
import { COUPON_CODE_PATTERN, COUPON_KINDS, normaliseCouponCode } from '../coupon-rules.ts';
import { dataAnswer, messageDataAnswer, pageAnswer } from '../envelopes.ts';
import { MAX_TAXABLE_PAISE } from '../gst.ts';
import { pageQuery } from '../pagination.ts';
import { isReferralCode, REFERRAL_PREFIX_TAKEN } from '../referral-rules.ts';

/** Coupons in the staff console (docs/decisions/181-coupons.md). Money is paise. */

export const COUPON_ITEMS_MAX = 100;
export const COUPON_PER_LEARNER_MAX = 100;

const when = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` }).nullable();
const paise = z.number().int('Amounts are whole paise').min(0).max(MAX_TAXABLE_PAISE);

export const couponInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .transform(normaliseCouponCode)
      .refine((v) => COUPON_CODE_PATTERN.test(v), 'Use 3 to 32 letters, digits, hyphens or underscores')
      .refine((v) => !isReferralCode(v), REFERRAL_PREFIX_TAKEN),
    kind: z.enum(COUPON_KINDS, { error: 'Choose percent or a fixed amount' }),
    /** Percent 1 to 100, or paise. */
    value: z.number().int('Enter a whole number').positive('The discount must be more than zero'),
    /** Both empty: every course and event. */
    courseIds: z.array(z.uuid()).max(COUPON_ITEMS_MAX).default([]),
    eventIds: z.array(z.uuid()).max(COUPON_ITEMS_MAX).default([]),
    validFrom: when('Valid from'),
    validUntil: when('Valid until'),
    /** Null: no total limit. */
    maxUses: z.number().int().positive('The use limit must be at least 1').nullable(),
    perLearnerLimit: z
      .number()
      .int()
      .min(1, 'Each learner must be able to use it at least once')
      .max(COUPON_PER_LEARNER_MAX),
    minOrder: paise,
    active: z.boolean().default(true),
  })
  .refine((c) => c.kind !== 'percent' || c.value <= 100, {
    path: ['value'],
    message: 'A percent discount is at most 100',
  })
  .refine((c) => c.kind !== 'fixed' || c.value <= MAX_TAXABLE_PAISE, {
    path: ['value'],
    message: 'The discount is too large',
  })
  .refine((c) => !c.validFrom || !c.validUntil || Date.parse(c.validUntil) > Date.parse(c.validFrom), {
    path: ['validUntil'],
    message: 'Valid until must be after valid from',
  });
export type CouponInput = z.infer<typeof couponInputSchema>;
export type CouponInputDraft = z.input<typeof couponInputSchema>;

export const couponStatusSchema = z.object({ active: z.boolean() });

export const couponListQuerySchema = pageQuery(20).extend({
  q: z.string().trim().max(32, 'Search text is too long').optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  courseIds: z.array(z.string()),
  eventIds: z.array(z.string()),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  perLearnerLimit: z.number().int(),
  minOrder: z.number().int(),
  active: z.boolean(),
  /** Paid orders and unpaid ones still holding a use. */
  used: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponPageSchema = pageAnswer(couponSchema);
export const couponAnswerSchema = messageDataAnswer(couponSchema);
/** The coupon for its edit form, with the titles of the courses and events it is limited to. */
export const couponReadSchema = dataAnswer(
  couponSchema.extend({
    items: z.array(z.object({ kind: z.enum(['course', 'event']), id: z.string(), title: z.string() })),
  }),
);
export type CouponWithItems = z.infer<typeof couponReadSchema>['data'];
