import { type AdminEvent, type AdminEventInput, adminEventInputSchema } from '@kalvi/shared/admin';
import type { events } from '../../db/schema.ts';

/** An event row as the desk shows it, and the desk's input as the row stores it. */

export type EventRow = typeof events.$inferSelect;

export function toAdminEvent(row: EventRow): AdminEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    titleTa: row.titleTa ?? '',
    descriptionTa: row.descriptionTa ?? '',
    imageUrl: row.imageUrl,
    type: row.type as AdminEvent['type'],
    mode: row.mode as AdminEvent['mode'],
    location: row.location,
    venueState: row.venueState ?? '',
    joinUrl: row.joinUrl,
    category: row.category,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    registrationDeadline: row.registrationDeadline.toISOString(),
    durationDays: row.durationDays,
    durationHours: row.durationHours,
    maxParticipants: row.maxParticipants,
    seatsTaken: row.seatsTaken,
    isFree: row.isFree,
    price: row.price,
    originalPrice: row.originalPrice,
    certifications: row.certifications,
    instructorName: row.instructorName,
    instructorTitle: row.instructorTitle,
    skillsCovered: row.skillsCovered,
    prerequisites: row.prerequisites,
    cancelled: row.cancelled,
    instructorId: row.instructorId,
  };
}

const HOUR = 3_600_000;

/** An online event without a venue shows this where the venue would be. */
export const ONLINE_VENUE = 'Online';

export function columnsOf(input: AdminEventInput) {
  const e = adminEventInputSchema.parse(input);
  const start = new Date(e.startDate);
  const end = new Date(e.endDate);
  const hours = Math.max(1, Math.round((end.getTime() - start.getTime()) / HOUR));
  return {
    ...e,
    titleTa: e.titleTa || null,
    descriptionTa: e.descriptionTa || null,
    location: e.location || ONLINE_VENUE,
    // An online event is held nowhere: its tickets follow the buyer (docs/decisions/189).
    venueState: e.mode === 'online' ? null : e.venueState,
    // An event held only in person has no link to hand out.
    joinUrl: e.mode === 'offline' ? '' : e.joinUrl,
    price: e.isFree ? 0 : e.price,
    originalPrice: e.isFree ? 0 : e.originalPrice || e.price,
    startDate: start,
    endDate: end,
    registrationDeadline: new Date(e.registrationDeadline),
    // The catalogue shows a length; the form does not ask for it, the dates say it.
    durationHours: e.durationHours || hours,
    durationDays: e.durationDays || Math.max(1, Math.ceil(hours / 24)),
  };
}
