import { z } from 'zod';
import { EVENT_MODES, EVENT_STATUSES, EVENT_TYPES, EVENTS_PER_PAGE } from './constants.ts';
import { dataAnswer, pageAnswer } from './envelopes.ts';
import { pageQuery } from './pagination.ts';

/**
 * The events API's schemas (docs/product/events.md#the-event), apart from the rules in events.ts so that web
 * screens using only the rules do not download zod.
 */

export const EVENT_SEARCH_MAX = 100;

const listOf = (values: readonly string[]) => values.join(', ');

/** GET /api/events query: every filter is applied by the server, an unknown value is refused. */
export const eventListQuerySchema = pageQuery(EVENTS_PER_PAGE).extend({
  search: z
    .string()
    .trim()
    .max(EVENT_SEARCH_MAX, `Search must be at most ${EVENT_SEARCH_MAX} characters`)
    .optional(),
  status: z.enum(EVENT_STATUSES, { error: `Status must be one of ${listOf(EVENT_STATUSES)}` }).optional(),
  type: z.enum(EVENT_TYPES, { error: `Type must be one of ${listOf(EVENT_TYPES)}` }).optional(),
  mode: z.enum(EVENT_MODES, { error: `Mode must be one of ${listOf(EVENT_MODES)}` }).optional(),
  is_free: z
    .enum(['true', 'false'], { error: 'is_free must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  category: z.string().trim().max(100, 'Category must be at most 100 characters').optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

/** The event as the API answers it (docs/product/events.md#the-event): snake_case, `_id`, ISO dates. */
export const eventItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Tamil title and description, null when the event has none (docs/product/languages.md). */
  title_ta: z.string().nullable(),
  description_ta: z.string().nullable(),
  image_url: z.string(),
  status: z.enum(EVENT_STATUSES),
  type: z.enum(EVENT_TYPES),
  mode: z.enum(EVENT_MODES),
  location: z.string(),
  category: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  registration_deadline: z.string(),
  duration_days: z.number().int(),
  duration_hours: z.number().int(),
  registered_participants: z.number().int(),
  max_participants: z.number().int(),
  available_spots: z.number().int(),
  is_full: z.boolean(),
  is_free: z.boolean(),
  price: z.number(),
  original_price: z.number(),
  certifications: z.boolean(),
  instructor: z.object({ name: z.string(), title: z.string() }),
  skills_covered: z.array(z.string()),
  prerequisites: z.array(z.string()),
});
export type EventItem = z.infer<typeof eventItemSchema>;

/** GET /api/events */
export const eventListAnswerSchema = pageAnswer(eventItemSchema);
export type EventListAnswer = z.infer<typeof eventListAnswerSchema>;
/** GET /api/events/:id */
export const eventAnswerSchema = dataAnswer(eventItemSchema);
export type EventAnswer = z.infer<typeof eventAnswerSchema>;
/** POST /api/events/enroll/:eventId: the learner's enrolled event ids after the call. */
export const eventEnrolAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enrolledEvents: z.array(z.string()),
});
export type EventEnrolAnswer = z.infer<typeof eventEnrolAnswerSchema>;
