import { z } from 'zod';
import { BATCH_NOT_FOUND } from './batches.ts';

/**
 * Choosing a batch at checkout, moving to another batch, cancelling a whole batch
 * (docs/product/batches.md#choosing-a-batch-at-checkout, decisions 215 and 216).
 */

// What the server answers, in the words a person reads (docs/decisions/205-one-casing-messages-deps.md).
export const BATCH_CHOICE_NEEDED = 'Choose a batch for this course';
export const BATCH_OF_ANOTHER_COURSE = 'This batch belongs to another course';
export const BATCH_FULL = 'This batch is full';
export const BATCH_CLOSED = 'Enrolment in this batch is closed';
export const BATCH_DEADLINE_PASSED = 'The enrolment deadline for this batch has passed';
export const BATCH_STARTED = 'This batch has already started';
export const BATCH_CANCELLED = 'This batch has been cancelled';
export const BATCH_FILLED_WHILE_PAYING =
  'This batch filled up while you were paying. Your payment is recorded and will be refunded in full.';
export const BATCH_NOT_MEMBER = 'You are not in this batch';
export const BATCH_MOVE_SAME = 'You are already in this batch';
export const BATCH_MOVE_USED = 'You have already moved batch once; please ask the academy to move you again';
export const BATCH_MOVE_TOO_LATE = 'You can move only before your batch starts';
export const BATCH_MOVED = 'You have moved to the new batch';
export const BATCH_MEMBER_MOVED = 'The learner has been moved to the new batch';
export const BATCH_CANCELLED_DONE = 'Batch cancelled; every learner has been told';
/** How a cancelled batch's refund offer is closed when the learner moves instead. */
export const BATCH_REFUND_SETTLED_BY_MOVE = 'Moved to another batch instead';

/** `POST /api/me/batches/:id/move` and the staff move: the batch to go to. */
const batchId = z.uuid({ error: BATCH_NOT_FOUND });
export const batchMoveSchema = z.object({ toBatchId: batchId });
export type BatchMove = z.infer<typeof batchMoveSchema>;

/** `POST /api/admin/batches/:id/cancel`: an optional reason, told to every learner. */
export const batchCancelSchema = z.object({
  reason: z.string().trim().max(500, 'A reason can be at most 500 characters').optional(),
});
export type BatchCancel = z.infer<typeof batchCancelSchema>;

/** Free enrolment in a course with batches names the batch. */
export const freeEnrolBodySchema = z.object({ batchId: batchId.optional() }).nullish();
/** Course checkout names the batch the same way. */
export const batchChoiceField = batchId.optional();
