import { z } from 'zod';
import { messageDataAnswer, pageAnswer } from '../envelopes.ts';
import { pageQuery } from '../pagination.ts';

/** Review moderation in the staff console: hide and restore with a reason. */

export const REVIEW_STATES = ['all', 'visible', 'hidden'] as const;
export const MODERATION_REASON_MAX = 500;

export const moderationQuerySchema = pageQuery(20).extend({
  state: z.enum(REVIEW_STATES).default('all'),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

export const moderatedReviewSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  learnerName: z.string(),
  learnerEmail: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const moderationInputSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(MODERATION_REASON_MAX, `Keep the reason under ${MODERATION_REASON_MAX} characters`),
});
export type ModerationInput = z.infer<typeof moderationInputSchema>;

export const moderatedReviewPageSchema = pageAnswer(moderatedReviewSchema);
export const moderatedReviewAnswerSchema = messageDataAnswer(moderatedReviewSchema);
