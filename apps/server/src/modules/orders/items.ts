import { COURSE_NOT_FOUND, type CreateOrderInput } from '@kalvi/shared';
import { and, eq } from 'drizzle-orm';
import { courseEnrollments, courses, eventEnrollments, events, paymentOrders } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';

/** What can be bought, priced from the catalogue: orders and coupon previews both start here. */

/** What the buyer is paying for, priced by the catalogue. */
export interface Item {
  kind: 'course' | 'event';
  id: string;
  title: string;
  /** Whole rupees. */
  price: number;
  /** An event held in person: the state it is held in, its tickets' place of supply (docs/decisions/189). */
  venueState: string | null;
  /** A course order's batch, once checkout has chosen it (docs/decisions/215). */
  batchId?: string | null;
}

export async function loadItem(
  tx: Tx,
  input: Pick<CreateOrderInput, 'courseId' | 'eventId'>,
  now: Date,
): Promise<Item> {
  if (input.courseId) {
    const [course] = await tx
      .select({ id: courses.id, title: courses.title, fee: courses.courseFee })
      .from(courses)
      .where(and(eq(courses.id, input.courseId), eq(courses.isPublished, true)));
    if (!course) throw notFound(COURSE_NOT_FOUND);
    if (course.fee <= 0) throw badRequest("This course is free: use 'Enroll for Free' instead.");
    return { kind: 'course', id: course.id, title: course.title, price: course.fee, venueState: null };
  }
  const [event] = await tx
    .select()
    .from(events)
    .where(eq(events.id, input.eventId ?? ''));
  if (!event) throw notFound('Event not found');
  if (event.isFree || event.price <= 0)
    throw badRequest("This event is free: use 'Enroll for Free' instead.");
  if (event.cancelled || event.startDate <= now) throw conflict('Only upcoming events can be enrolled in');
  if (event.registrationDeadline <= now) throw conflict('Registration for this event has closed');
  return {
    kind: 'event',
    id: event.id,
    title: event.title,
    price: event.price,
    venueState: event.mode === 'online' ? null : event.venueState,
  };
}

export async function alreadyOwned(tx: Tx, userId: string, item: Item): Promise<boolean> {
  const rows =
    item.kind === 'course'
      ? await tx
          .select({ id: courseEnrollments.id })
          .from(courseEnrollments)
          .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, item.id)))
      : await tx
          .select({ id: eventEnrollments.id })
          .from(eventEnrollments)
          .where(and(eq(eventEnrollments.userId, userId), eq(eventEnrollments.eventId, item.id)));
  return rows.length > 0;
}

/** The orders for this course or event (a condition on `payment_orders`). */
export function ordersFor(item: Pick<Item, 'kind' | 'id'>) {
  return item.kind === 'course' ? eq(paymentOrders.courseId, item.id) : eq(paymentOrders.eventId, item.id);
}
