import { randomUUID } from 'node:crypto';
import type * as schema from '../schema.ts';
import { DEMO_USER } from './accounts.ts';
import { eventSchedule, SEED_EVENTS } from './events.ts';
import type { Random } from './random.ts';
import { TAMIL_EVENTS } from './tamil.ts';

const HOUR_MS = 3_600_000;

type NewEvent = typeof schema.events.$inferInsert;
type NewEventEnrollment = Omit<typeof schema.eventEnrollments.$inferInsert, 'userId'> & { email: string };

/**
 * The seeded events, dated around `now`, and one enrolment row per taken seat: the demo learner
 * where the event says so, filler learners for the rest.
 */
export function planEvents(
  now: Date,
  random: Random,
  fillers: ReadonlyArray<{ email: string }>,
): { events: NewEvent[]; enrollments: NewEventEnrollment[] } {
  const nowMs = now.getTime();
  const events: NewEvent[] = [];
  const enrollments: NewEventEnrollment[] = [];
  for (const e of SEED_EVENTS) {
    const id = randomUUID();
    const schedule = eventSchedule(now, e);
    events.push({
      id,
      title: e.title,
      description: e.description,
      titleTa: TAMIL_EVENTS[e.title]?.title ?? null,
      descriptionTa: TAMIL_EVENTS[e.title]?.description ?? null,
      imageUrl: '',
      cancelled: e.cancelled ?? false,
      type: e.type,
      mode: e.mode,
      location: e.location,
      venueState: e.mode === 'online' ? null : (e.venueState ?? '33'),
      category: e.category,
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      registrationDeadline: schedule.registrationDeadline,
      durationDays: schedule.durationDays,
      durationHours: schedule.durationHours,
      maxParticipants: e.maxParticipants,
      seatsTaken: e.seatsTaken,
      isFree: e.price === 0,
      price: e.price,
      originalPrice: e.originalPrice,
      certifications: e.certifications,
      instructorName: e.instructorName,
      instructorTitle: e.instructorTitle,
      skillsCovered: e.skillsCovered,
      prerequisites: e.prerequisites,
      joinUrl: e.mode === 'offline' ? '' : `https://meet.jit.si/kalvi-event-${id.slice(0, 8)}`,
      createdAt: schedule.announcedAt,
    });

    // seats_taken counts enrolments, so each taken seat is a real enrolment row.
    const demo = e.demoEnrolled ? [DEMO_USER.email] : [];
    const others = random
      .shuffle(fillers)
      .slice(0, e.seatsTaken - demo.length)
      .map((f) => f.email);
    const enrollees = [...demo, ...others];
    if (enrollees.length !== e.seatsTaken) {
      throw new Error(
        `Event "${e.title}" needs ${e.seatsTaken} enrolments but only ${enrollees.length} learners exist`,
      );
    }
    const closes = Math.min(schedule.registrationDeadline.getTime(), nowMs - HOUR_MS);
    for (const email of enrollees) {
      enrollments.push({
        eventId: id,
        email,
        paymentId: null,
        createdAt: random.dateBetween(schedule.announcedAt, closes),
      });
    }
  }
  return { events, enrollments };
}
