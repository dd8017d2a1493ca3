import { z } from 'zod';
import { dataAnswer } from './envelopes.ts';
import { REFERRAL_DISCOUNT_MAX } from './referral-rules.ts';

/** GET /api/referrals/me: the learner's code and credit (paise). */
export const referralSummarySchema = z.object({
  code: z.string(),
  /** Credit to spend now. */
  balance: z.number().int(),
  /** Credit earned and waiting for a friend's refund window. */
  pending: z.number().int(),
  friends: z.number().int(),
  discountPercent: z.number().int(),
  creditPaise: z.number().int(),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
export const referralSummaryAnswerSchema = dataAnswer(referralSummarySchema);

export const referralSettingsSchema = z.object({
  discountPercent: z
    .number()
    .int('Enter a whole number')
    .min(0, 'The discount is 0 (off) or more')
    .max(REFERRAL_DISCOUNT_MAX, `The discount is at most ${REFERRAL_DISCOUNT_MAX}%`),
  creditPaise: z.number().int('Amounts are whole paise').min(0).max(10_000_000, 'The credit is too large'),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;
