import { z } from 'zod';
import { EVENT_MODES, EVENT_TYPES } from '../constants.ts';
import { dataAnswer, messageDataAnswer, pageAnswer } from '../envelopes.ts';
import { isIndianPlaceCode } from '../gst-states.ts';
import { pageQuery } from '../pagination.ts';

/** Events in the staff console: create, edit, cancel. Prices in whole rupees, as the catalogue shows them. */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const date = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
const list = z.array(z.string().trim().min(1).max(200)).max(30, 'At most 30 skills or prerequisites');
const rupees = z
  .number({ error: 'Prices are in whole rupees' })
  .int('Prices are in whole rupees')
  .min(0, 'A price cannot be below zero')
  .max(1_000_000, 'A price is at most ₹10,00,000');
const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** An online link is https only: the learner's browser opens it, and a plain http link can be changed on the way. */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\/\S+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

export const adminEventInputSchema = z
  .object({
    title: text('Event title', 200),
    description: text('Event description', 5000),
    /** Tamil title and description; empty shows the English ones to a Tamil reader. */
    titleTa: optional('Tamil title', 200),
    descriptionTa: optional('Tamil description', 5000),
    imageUrl: z.string().trim().max(500).default(''),
    type: z.enum(EVENT_TYPES, { error: 'Choose the event type' }),
    mode: z.enum(EVENT_MODES, { error: 'Choose how the event is held' }),
    /** The venue shown to everyone; an online event without one shows "Online". */
    location: optional('Venue', 500),
    /**
     * In-person and hybrid events: the GST code of the state where it is held, the place of
     * supply of a ticket sold to a learner (docs/decisions/189). Empty for an online event.
     */
    venueState: z.string().trim().max(2).default(''),
    /** Online and hybrid events: the link enrolled learners get 15 minutes before the start. */
    joinUrl: optional('Online link', 500),
    category: text('Event category', 100),
    startDate: date('Start'),
    endDate: date('End'),
    registrationDeadline: date('Registration deadline'),
    durationDays: z.number().int().min(0).max(365).default(0),
    durationHours: z.number().int().min(0).max(10_000).default(0),
    maxParticipants: z
      .number({ error: 'Seats must be a whole number' })
      .int('Seats must be a whole number')
      .min(1, 'At least one seat')
      .max(100_000, 'At most 100,000 seats'),
    isFree: z.boolean().default(false),
    price: rupees.default(0),
    originalPrice: rupees.default(0),
    certifications: z.boolean().default(false),
    instructorName: text("Instructor's name", 120),
    instructorTitle: optional("Instructor's title", 120),
    /** The instructor record leading it; an instructor's own events are theirs to edit. */
    instructorId: z.uuid('Choose an instructor from the list').nullable().default(null),
    skillsCovered: list.default([]),
    prerequisites: list.default([]),
  })
  .refine((e) => e.mode === 'online' || e.location !== '', {
    path: ['location'],
    message: 'An event held in person needs its venue',
  })
  .refine((e) => (e.mode === 'online' && e.venueState === '') || isIndianPlaceCode(e.venueState), {
    path: ['venueState'],
    message: 'Choose the state or union territory where the event is held',
  })
  .refine((e) => e.mode === 'offline' || e.joinUrl !== '', {
    path: ['joinUrl'],
    message: 'An event held online needs its link',
  })
  .refine((e) => e.joinUrl === '' || isHttpsLink(e.joinUrl), {
    path: ['joinUrl'],
    message: 'The online link must start with https://',
  })
  .refine((e) => Date.parse(e.endDate) >= Date.parse(e.startDate), {
    path: ['endDate'],
    message: 'The end must be after the start',
  })
  .refine((e) => Date.parse(e.registrationDeadline) <= Date.parse(e.startDate), {
    path: ['registrationDeadline'],
    message: 'Registration must close before the event starts',
  })
  .refine((e) => e.isFree || e.price > 0, { path: ['price'], message: 'A paid event needs a price' })
  .refine((e) => e.originalPrice === 0 || e.price <= e.originalPrice, {
    path: ['price'],
    message: 'The price cannot be above the original price',
  });
export type AdminEventInput = z.input<typeof adminEventInputSchema>;

export const adminEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  titleTa: z.string(),
  descriptionTa: z.string(),
  imageUrl: z.string(),
  type: z.enum(EVENT_TYPES),
  mode: z.enum(EVENT_MODES),
  location: z.string(),
  venueState: z.string(),
  joinUrl: z.string(),
  category: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  registrationDeadline: z.string(),
  durationDays: z.number().int(),
  durationHours: z.number().int(),
  maxParticipants: z.number().int(),
  seatsTaken: z.number().int(),
  isFree: z.boolean(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  certifications: z.boolean(),
  instructorName: z.string(),
  instructorTitle: z.string(),
  skillsCovered: z.array(z.string()),
  prerequisites: z.array(z.string()),
  cancelled: z.boolean(),
  instructorId: z.string().nullable(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

/** Which events the desk lists: still to come (soonest first), past (latest first), cancelled, or all. */
export const STAFF_EVENT_WHEN = ['upcoming', 'past', 'cancelled'] as const;
export const adminEventListQuerySchema = pageQuery(20).extend({
  when: z.enum(STAFF_EVENT_WHEN, { error: 'Choose upcoming, past or cancelled' }).optional(),
  /** Part of the title, in English or Tamil (the coupon form's event picker). */
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type AdminEventListQuery = z.infer<typeof adminEventListQuerySchema>;

/** An instructor record the form can name as an event's lead. */
export const instructorOptionSchema = z.object({ id: z.string(), name: z.string(), title: z.string() });
export type InstructorOption = z.infer<typeof instructorOptionSchema>;
export const instructorOptionsSchema = dataAnswer(z.array(instructorOptionSchema));

export const adminEventPageSchema = pageAnswer(adminEventSchema);
export const adminEventAnswerSchema = dataAnswer(adminEventSchema);
export const adminEventSavedSchema = messageDataAnswer(adminEventSchema);
export const eventCancelledSchema = messageDataAnswer(
  z.object({ event: adminEventSchema, learnersTold: z.number().int(), refundsQueued: z.number().int() }),
);
