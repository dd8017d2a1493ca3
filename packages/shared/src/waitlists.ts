import { z } from 'zod';
import { dataAnswer, messageDataAnswer, pageAnswer } from './envelopes.ts';
import { pageQuery } from './pagination.ts';
import { WAITLIST_PAGE_SIZE } from './waitlist-rules.ts';

/** Where the learner stands on one event's waitlist. */
export const myWaitlistSchema = z.object({
  status: z.enum(['none', 'waiting', 'offered']),
  /** 1 for the first in line; null unless waiting. */
  position: z.number().int().nullable(),
  /** When the seat offered to the learner is no longer held for them. */
  offerExpiresAt: z.string().nullable(),
});
export type MyWaitlist = z.infer<typeof myWaitlistSchema>;
export const myWaitlistAnswerSchema = dataAnswer(myWaitlistSchema);
export const myWaitlistChangeAnswerSchema = messageDataAnswer(myWaitlistSchema);

export const waitlistStatusSchema = z.enum(['waiting', 'offered', 'claimed', 'lapsed', 'left']);

/** One place in an event's line, as the console lists it. */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  learner: z.object({ name: z.string(), email: z.string() }),
  status: waitlistStatusSchema,
  joinedAt: z.string(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistQuerySchema = pageQuery(WAITLIST_PAGE_SIZE);
export const waitlistPageSchema = pageAnswer(waitlistEntrySchema);
