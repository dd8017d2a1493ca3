import { z } from 'zod';
import { EVENT_MODES, EVENT_STATUSES, EVENT_TYPES, EVENTS_PER_PAGE, LOW_SPOTS_MAX } from './constants.ts';
import { discountPercent } from './format.ts';
import { pageQuery } from './pagination.ts';

/** Event catalogue rules (spec §2 Events, §3 Event, §9 Events; DESIGN.md §5 items 1 to 3). */

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

/** The event as the API answers it (spec §3 Event): snake_case, `_id`, ISO dates. */
export const eventItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
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

/** The sentences the enrol call answers with; the web shows them as they come. */
export const EVENT_MESSAGES = {
  enrolled: 'Enrolled successfully!',
  alreadyEnrolled: 'You are already enrolled in this event!',
  full: 'Sorry, this event is full.',
  registrationClosed: 'Registration Closed: the registration deadline for this event has passed.',
  notUpcoming: {
    ongoing: 'This event has already started, so enrolment is closed.',
    completed: 'This event has already ended.',
    cancelled: 'This event was cancelled.',
  },
  paymentRequired: 'This is a paid event. Please complete the payment to enroll.',
  notFound: 'Event not found',
} as const;

export function registrationClosed(
  event: Pick<EventItem, 'registration_deadline'>,
  now: Date = new Date(),
): boolean {
  return now.getTime() > new Date(event.registration_deadline).getTime();
}

export type EventAction =
  | 'enrolled'
  | 'full'
  | 'not-available'
  | 'registration-closed'
  | 'enroll-free'
  | 'pay';

/**
 * The Event Details button, chosen in spec §9's order with our deadline rule (DESIGN.md §5
 * item 2) between 'not upcoming' and the enrol buttons.
 */
export function eventAction(
  event: Pick<EventItem, 'is_full' | 'status' | 'registration_deadline' | 'is_free' | 'price'>,
  enrolled: boolean,
  now: Date = new Date(),
): EventAction {
  if (enrolled) return 'enrolled';
  if (event.is_full) return 'full';
  if (event.status !== 'upcoming') return 'not-available';
  if (registrationClosed(event, now)) return 'registration-closed';
  if (event.is_free || event.price <= 0) return 'enroll-free';
  return 'pay';
}

/** DESIGN.md §5 item 3: round((original_price - price) / original_price * 100); 0 without a discount. */
export function eventDiscountPercent(event: Pick<EventItem, 'price' | 'original_price' | 'is_free'>): number {
  if (event.is_free) return 0;
  return discountPercent(event.price, event.original_price);
}

/** 'Only N spots remaining!' shows for 1 to 5 spots left. */
export function isLowOnSpots(availableSpots: number): boolean {
  return availableSpots >= 1 && availableSpots <= LOW_SPOTS_MAX;
}
