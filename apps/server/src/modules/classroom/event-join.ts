import { isJoinOpen, JOIN_OPENS_MINUTES_BEFORE } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import { eventEnrollments, events } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

/**
 * An online event's join link: the same rule as a live session's, only for enrolled learners
 * and only from 15 minutes before the start until the end.
 */
export async function eventJoinLink({ db }: DbDeps, userId: string, eventId: string, now = new Date()) {
  const [event] = isUuid(eventId) ? await db.select().from(events).where(eq(events.id, eventId)) : [];
  if (!event || event.cancelled) throw notFound('Event not found');
  const [enrolled] = await db
    .select({ id: eventEnrollments.id })
    .from(eventEnrollments)
    .where(and(eq(eventEnrollments.userId, userId), eq(eventEnrollments.eventId, eventId)));
  if (!enrolled) throw forbidden('You must be enrolled in this event to join it');
  if (event.mode === 'offline' || !event.joinUrl) throw badRequest('This event has no online join link');
  const minutes = Math.ceil((event.endDate.getTime() - event.startDate.getTime()) / 60_000);
  const opensAt = new Date(event.startDate.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
  return {
    joinUrl: isJoinOpen(event.startDate, minutes, now) ? event.joinUrl : null,
    opensAt: opensAt.toISOString(),
  };
}
