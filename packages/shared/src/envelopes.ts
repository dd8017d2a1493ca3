import { z } from 'zod';

/**
 * The envelopes every answer of the API wears (docs/decisions/080): `success` first, then the
 * data, a message, or a page. The server validates and documents its answers with these; the
 * web infers its types from them, so neither side writes an answer type by hand.
 */

/** Every refusal: the sentence to show, and per-field messages when the input was wrong. */
export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** Where a page sits in a list (snake_case, as the API has always answered it). */
export const paginationSchema = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
  total_items: z.number().int(),
  items_per_page: z.number().int(),
});

/** An action that answers only a sentence ("Logged out successfully"). */
export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** `{ success: true, data }` around one value. */
export function dataAnswer<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message, data }`: an action that answers a sentence and what it made. */
export function messageDataAnswer<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

/** `{ success: true, data: [...], pagination }`: one page of a list. */
export function pageAnswer<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
}

/**
 * A record's id in an address. Only its length is checked here: an id that is no UUID is a
 * record that does not exist, so the service answers 404 for it, not this schema 400.
 */
export const idParam = z.string().max(64);
/** `/:id` in an address. */
export const idParamsSchema = z.object({ id: idParam });
