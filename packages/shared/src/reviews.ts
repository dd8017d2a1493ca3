import { z } from 'zod';
import { REVIEW_COMMENT_MAX } from './constants.ts';
import { REVIEW_PAGE_SIZE, REVIEW_SORTS } from './course-rules.ts';
import { messageDataAnswer, pageAnswer } from './envelopes.ts';
import { pageQuery } from './pagination.ts';

/** The review of docs/product/courses-and-reviews.md#the-review, as the API sends it (`_id` and `createdAt` kept as the API has always written them). */
export const reviewSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const ratingField = z.coerce
  .number({ error: 'Please select a rating' })
  .int('Please select a rating')
  .min(1, 'Please select a rating')
  .max(5, 'Please select a rating');

const commentField = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`);

/** docs/product/validation-and-messages.md#reviews: the create form's rules and messages. */
export const reviewCreateSchema = z.object({
  course_id: z.string({ error: 'Course is required' }).min(1, 'Course is required'),
  rating: ratingField,
  comment: commentField('Please write a comment'),
});
export type ReviewCreateInput = z.infer<typeof reviewCreateSchema>;

/** The edit form says 'Comment cannot be empty' (docs/product/validation-and-messages.md#reviews). */
export const reviewUpdateSchema = z.object({
  rating: ratingField,
  comment: commentField('Comment cannot be empty'),
});
export type ReviewUpdateInput = z.infer<typeof reviewUpdateSchema>;

export const reviewListQuery = pageQuery(REVIEW_PAGE_SIZE);

/** A course's reviews: the sorts and star filter of docs/product/courses-and-reviews.md#review-sorting-and-filters, applied by the server. */
export const courseReviewQuery = pageQuery(REVIEW_PAGE_SIZE).extend({
  sort: z.enum(REVIEW_SORTS, { error: `Sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  rating: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.coerce
      .number()
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be a whole number from 1 to 5')
      .max(5, 'Rating must be a whole number from 1 to 5')
      .optional(),
  ),
});
export type CourseReviewQuery = z.infer<typeof courseReviewQuery>;

/** GET /api/reviews, /api/reviews/my and /api/reviews/course/:courseId */
export const reviewPageAnswerSchema = pageAnswer(reviewSchema);
export type ReviewPageAnswer = z.infer<typeof reviewPageAnswerSchema>;
/** POST /api/reviews and PUT /api/reviews/:id: the review as saved. */
export const reviewAnswerSchema = messageDataAnswer(reviewSchema);
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;
