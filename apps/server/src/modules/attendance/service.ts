import { makePagination, type Pagination } from '@kalvi/shared';
import type { AttendanceEvent, AttendanceInput, AttendeePage } from '@kalvi/shared/admin';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { certificates, eventEnrollments, events, users } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { newCertificateId } from '../../lib/certificate-id.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { type PageRequest, readPage } from '../../lib/paging.ts';
import { personName } from '../../lib/person-name.ts';
import type { Tx } from '../../lib/tx.ts';
import type { AdminActor } from '../../plugins/roles.ts';

/**
 * Event attendance (docs/decisions/132-classroom-authoring.md): staff tick who came; for an
 * event that offers certificates each attendee gets one, once (the unique (user, event) index).
 * Unticking someone by mistake revokes theirs with ATTENDANCE_WITHDRAWN, and ticking them again
 * restores that same certificate, so its ID never changes.
 */

export const EVENT_NOT_FOUND = 'Event not found';
export const NOT_STARTED = 'Attendance can be marked once the event has started';
export const EVENT_CANCELLED = 'This event was cancelled';
export const NOT_ENROLLED = 'A learner on this list is not enrolled in the event';
export const ATTENDANCE_SAVED = 'Attendance saved';
export const ATTENDANCE_WITHDRAWN = 'Attendance withdrawn';

type EventRow = typeof events.$inferSelect;

/** Events that offer a certificate, latest start first (events_start_idx). */
export async function attendanceEvents(
  { db }: DbDeps,
  { page, limit }: PageRequest,
): Promise<{ data: AttendanceEvent[]; pagination: Pagination }> {
  const where = eq(events.certifications, true);
  const { rows, total } = await readPage(
    db
      .select({ id: events.id, title: events.title, startDate: events.startDate, endDate: events.endDate })
      .from(events)
      .where(where)
      .orderBy(desc(events.startDate), desc(events.id)),
    db.select({ n: count() }).from(events).where(where),
    { page, limit },
  );
  // The page's counts in one grouped query (event_enrollments_event_idx).
  const counts = rows.length
    ? await db
        .select({
          eventId: eventEnrollments.eventId,
          enrolled: count(),
          attended: count(eventEnrollments.attendedAt),
        })
        .from(eventEnrollments)
        .where(
          inArray(
            eventEnrollments.eventId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(eventEnrollments.eventId)
    : [];
  const byEvent = new Map(counts.map((c) => [c.eventId, c]));
  return {
    data: rows.map((e) => ({
      ...e,
      startDate: e.startDate.toISOString(),
      endDate: e.endDate.toISOString(),
      enrolled: byEvent.get(e.id)?.enrolled ?? 0,
      attended: byEvent.get(e.id)?.attended ?? 0,
    })),
    pagination: makePagination(page, limit, total),
  };
}

async function findEvent(tx: Tx, id: string, lock: boolean): Promise<EventRow> {
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND);
  const query = tx.select().from(events).where(eq(events.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** The enrolled learners of an event in enrolment order (event_enrollments_event_idx), with their marks. */
export async function attendees(
  { db }: DbDeps,
  eventId: string,
  { page, limit }: PageRequest,
  now = new Date(),
): Promise<Omit<AttendeePage, 'success'>> {
  const event = await findEvent(db, eventId, false);
  const where = eq(eventEnrollments.eventId, event.id);
  const { rows, total } = await readPage(
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        attendedAt: eventEnrollments.attendedAt,
        certificateId: certificates.id,
        revokedAt: certificates.revokedAt,
      })
      .from(eventEnrollments)
      .innerJoin(users, eq(users.id, eventEnrollments.userId))
      .leftJoin(
        certificates,
        and(eq(certificates.userId, eventEnrollments.userId), eq(certificates.eventId, event.id)),
      )
      .where(where)
      .orderBy(asc(eventEnrollments.createdAt), asc(eventEnrollments.id)),
    db.select({ n: count() }).from(eventEnrollments).where(where),
    { page, limit },
  );
  return {
    event: {
      id: event.id,
      title: event.title,
      startDate: event.startDate.toISOString(),
      started: event.startDate <= now,
    },
    data: rows.map((r) => ({
      userId: r.userId,
      name: personName(r),
      email: r.email,
      attended: r.attendedAt !== null,
      certificateId: r.certificateId,
      certificateRevoked: r.revokedAt !== null,
    })),
    pagination: makePagination(page, limit, total),
  };
}

/** Issues the attendee's event certificate, or restores the one withdrawn with their attendance. */
async function certify(tx: Tx, userId: string, event: EventRow): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return false;
  const [issued] = await tx
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId,
      eventId: event.id,
      recipientName: personName(user),
      title: event.title,
      instructorName: event.instructorName,
    })
    .onConflictDoNothing({ target: [certificates.userId, certificates.eventId] })
    .returning({ id: certificates.id });
  if (issued) return true;
  await tx
    .update(certificates)
    .set({ revokedAt: null, revokedReason: '' })
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.eventId, event.id),
        eq(certificates.revokedReason, ATTENDANCE_WITHDRAWN),
      ),
    );
  return false;
}

async function withdraw(tx: Tx, userId: string, eventId: string): Promise<void> {
  await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: ATTENDANCE_WITHDRAWN })
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.eventId, eventId),
        sql`${certificates.revokedAt} is null`,
      ),
    );
}

/**
 * Saves one page of ticks under the event's row lock: a double click or two members of staff
 * saving together change each mark once and issue each certificate once.
 */
export async function saveAttendance(
  { db }: DbDeps,
  actor: AdminActor,
  eventId: string,
  input: AttendanceInput,
  now = new Date(),
): Promise<{ changed: number; certificatesIssued: number }> {
  return db.transaction(async (tx) => {
    const event = await findEvent(tx, eventId, true);
    if (event.cancelled) throw conflict(EVENT_CANCELLED);
    if (event.startDate > now) throw conflict(NOT_STARTED);
    const ids = [...new Set(input.marks.map((m) => m.userId))];
    const enrolled = await tx
      .select({ userId: eventEnrollments.userId, attendedAt: eventEnrollments.attendedAt })
      .from(eventEnrollments)
      .where(and(eq(eventEnrollments.eventId, event.id), inArray(eventEnrollments.userId, ids)));
    if (enrolled.length !== ids.length) throw notFound(NOT_ENROLLED);
    const before = new Map(enrolled.map((e) => [e.userId, e.attendedAt !== null]));
    let changed = 0;
    let certificatesIssued = 0;
    for (const { userId, attended } of input.marks) {
      if (before.get(userId) !== attended) {
        await tx
          .update(eventEnrollments)
          .set({ attendedAt: attended ? now : null })
          .where(and(eq(eventEnrollments.eventId, event.id), eq(eventEnrollments.userId, userId)));
        before.set(userId, attended);
        changed += 1;
      }
      if (!event.certifications) continue;
      if (attended && (await certify(tx, userId, event))) certificatesIssued += 1;
      if (!attended) await withdraw(tx, userId, event.id);
    }
    if (changed > 0 || certificatesIssued > 0) {
      await writeAudit(tx, actor, {
        action: 'event.attendance',
        entityType: 'event',
        entityId: event.id,
        before: { attended: enrolled.filter((e) => e.attendedAt !== null).map((e) => e.userId) },
        after: { marks: input.marks, certificatesIssued },
      });
    }
    return { changed, certificatesIssued };
  });
}

/** For tests and the seed: how many of an event's learners are marked present. */
export async function attendedCount(tx: Tx, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventEnrollments)
    .where(and(eq(eventEnrollments.eventId, eventId), isNotNull(eventEnrollments.attendedAt)));
  return row?.n ?? 0;
}
