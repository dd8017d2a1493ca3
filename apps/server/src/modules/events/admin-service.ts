import { makePagination, type Pagination } from '@kalvi/shared';
import type { AdminEvent, AdminEventInput, AdminEventListQuery, InstructorOption } from '@kalvi/shared/admin';
import { and, asc, count, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventEnrollments, events, instructors } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { writeThenInvalidate } from '../../lib/cached-write.ts';
import type { Logger } from '../../lib/deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { titleContains } from '../../lib/like.ts';
import { asOwnInstructor, assertOwnsEvent, listScope } from '../../lib/ownership.ts';
import { readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { EVENTS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { offerFreedSeats } from '../event-waitlists/offers.ts';
import { notifyByMail } from '../notifications/service.ts';
import { addressee } from '../orders/mail.ts';
import { queueRefund } from '../orders/queries.ts';
import { columnsOf, type EventRow, toAdminEvent } from './columns.ts';
import { eventCancelledMail } from './mail.ts';

/** Events for staff: create, edit (never below the seats taken), cancel with mail and queued refunds. */

export interface AdminEventDeps {
  db: Db;
  log: Logger;
  readCache: ReadCache;
  jobs: Pick<JobQueue, 'enqueue'>;
}

export const EVENT_NOT_FOUND = 'Event not found';
export const ALREADY_CANCELLED = 'This event is cancelled already';
export const SEATS_BELOW_TAKEN = 'Seats cannot go below the {count} already registered';
export const EVENT_CREATED = 'Event created';
export const EVENT_SAVED = 'Event saved';
export const EVENT_CANCELLED = 'Event cancelled; enrolled learners are being told';
export const NO_SUCH_INSTRUCTOR = 'Choose an instructor from the list';

/** The desk's filter; each one is a range or equality on the start index's leading column. */
function whenFilter(when: AdminEventListQuery['when'], now: Date): { where?: SQL; soonestFirst: boolean } {
  switch (when) {
    case 'upcoming':
      return { where: and(eq(events.cancelled, false), gt(events.startDate, now)), soonestFirst: true };
    case 'past':
      return { where: and(eq(events.cancelled, false), lte(events.startDate, now)), soonestFirst: false };
    case 'cancelled':
      return { where: eq(events.cancelled, true), soonestFirst: false };
    default:
      return { soonestFirst: false };
  }
}

/** A named instructor record must exist: 422 under the field, not a foreign-key failure. */
async function assertInstructor(tx: Tx, instructorId: string | null): Promise<void> {
  if (!instructorId) return;
  const [row] = await tx
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.id, instructorId))
    .limit(1);
  if (!row)
    throw new AppError(422, NO_SUCH_INSTRUCTOR, [{ field: 'instructorId', message: NO_SUCH_INSTRUCTOR }]);
}

/** Latest start first (upcoming: soonest first), through events_start_idx. */
export async function listAdminEvents(
  { db }: Pick<AdminEventDeps, 'db'>,
  /** An instructor gets only the events they lead (events_instructor_idx; lib/ownership.ts). */
  actor: AdminActor,
  query: Pick<AdminEventListQuery, 'page' | 'limit' | 'when' | 'search'>,
  now: Date = new Date(),
): Promise<{ data: AdminEvent[]; pagination: Pagination }> {
  const instructorId = await listScope(db, actor);
  const { page, limit } = query;
  const filter = whenFilter(query.when, now);
  // Hundreds of events, not millions: a title search reads them in start order.
  const titled = query.search ? titleContains(events.title, events.titleTa, query.search) : undefined;
  const where = and(instructorId ? eq(events.instructorId, instructorId) : undefined, filter.where, titled);
  const order = filter.soonestFirst
    ? [asc(events.startDate), asc(events.id)]
    : [desc(events.startDate), desc(events.id)];
  const { rows, total } = await readPage(
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(...order),
    db.select({ n: count() }).from(events).where(where),
    { page, limit },
  );
  return { data: rows.map(toAdminEvent), pagination: makePagination(page, limit, total) };
}

/** The instructor records an event can name, by name (instructors_name_idx); an instructor gets their own. */
export async function instructorOptions(
  { db }: Pick<AdminEventDeps, 'db'>,
  actor: AdminActor,
): Promise<InstructorOption[]> {
  const onlyId = await listScope(db, actor);
  return db
    .select({ id: instructors.id, name: instructors.name, title: instructors.title })
    .from(instructors)
    .where(onlyId ? eq(instructors.id, onlyId) : undefined)
    .orderBy(asc(instructors.name), asc(instructors.id))
    .limit(500);
}

/** The event's audit entry, written in the transaction that makes the change. */
function auditEvent(
  tx: Tx,
  actor: AdminActor,
  action: string,
  entityId: string,
  before: object | null,
  after: object,
) {
  return writeAudit(tx, actor, { action, entityType: 'event', entityId, before, after });
}

async function lockEvent(tx: Tx, id: string): Promise<EventRow> {
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND);
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

export async function readAdminEvent(
  { db }: Pick<AdminEventDeps, 'db'>,
  actor: AdminActor,
  id: string,
): Promise<AdminEvent> {
  await assertOwnsEvent(db, actor, id);
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND);
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toAdminEvent(row);
}

export async function createAdminEvent(
  deps: AdminEventDeps,
  actor: AdminActor,
  input: AdminEventInput,
): Promise<AdminEvent> {
  const own = await asOwnInstructor(deps.db, actor, input);
  return writeThenInvalidate(deps, [EVENTS_CACHE], async (tx) => {
    const values = columnsOf(own);
    await assertInstructor(tx, values.instructorId);
    const [row] = await tx.insert(events).values(values).returning();
    if (!row) throw new Error('event insert returned nothing');
    const event = toAdminEvent(row);
    await auditEvent(tx, actor, 'event.create', event.id, null, event);
    return event;
  });
}

/** Saves every field; seats below those already taken (enrolments and held checkouts) are refused. */
export async function updateAdminEvent(
  deps: AdminEventDeps,
  actor: AdminActor,
  id: string,
  input: AdminEventInput,
): Promise<{ before: AdminEvent; after: AdminEvent }> {
  await assertOwnsEvent(deps.db, actor, id);
  const own = await asOwnInstructor(deps.db, actor, input);
  return writeThenInvalidate(deps, [EVENTS_CACHE], async (tx) => {
    const locked = await lockEvent(tx, id);
    const values = columnsOf(own);
    if (values.maxParticipants < locked.seatsTaken) {
      const message = SEATS_BELOW_TAKEN.replace('{count}', String(locked.seatsTaken));
      throw new AppError(409, message, [{ field: 'maxParticipants', message }]);
    }
    await assertInstructor(tx, values.instructorId);
    const [row] = await tx.update(events).set(values).where(eq(events.id, id)).returning();
    if (!row) throw notFound(EVENT_NOT_FOUND);
    // More seats: the waitlist gets them first (docs/decisions/180-event-waitlists.md).
    await offerFreedSeats(tx, id, new Date());
    const change = { before: toAdminEvent(locked), after: toAdminEvent(row) };
    await auditEvent(tx, actor, 'event.update', id, change.before, change.after);
    return change;
  });
}

/**
 * Cancels an event: every paid seat joins the refund queue in the same transaction, then every
 * enrolled learner is e-mailed in their language. Seats stay counted until each refund ends them.
 */
export async function cancelAdminEvent(
  deps: AdminEventDeps,
  actor: AdminActor,
  id: string,
): Promise<{ before: AdminEvent; after: AdminEvent; learnersTold: number; refundsQueued: number }> {
  await assertOwnsEvent(deps.db, actor, id);
  const result = await writeThenInvalidate(deps, [EVENTS_CACHE], async (tx) => {
    const locked = await lockEvent(tx, id);
    if (locked.cancelled) throw conflict(ALREADY_CANCELLED);
    const [row] = await tx.update(events).set({ cancelled: true }).where(eq(events.id, id)).returning();
    if (!row) throw notFound(EVENT_NOT_FOUND);
    const enrolled = await tx
      .select({ userId: eventEnrollments.userId, paymentId: eventEnrollments.paymentId })
      .from(eventEnrollments)
      .where(eq(eventEnrollments.eventId, id));
    let refundsQueued = 0;
    for (const { paymentId } of enrolled) {
      if (!paymentId) continue;
      await queueRefund(tx, paymentId, 'event_cancelled', { eventId: id });
      refundsQueued += 1;
    }
    await auditEvent(tx, actor, 'event.cancel', id, toAdminEvent(locked), {
      ...toAdminEvent(row),
      learnersTold: enrolled.length,
      refundsQueued,
    });
    return { before: toAdminEvent(locked), after: toAdminEvent(row), enrolled, refundsQueued };
  });
  const start = new Date(result.after.startDate);
  for (const learner of result.enrolled) {
    const to = await addressee(deps.db, learner.userId);
    if (!to) continue;
    const mail = eventCancelledMail(to.language, to, {
      title: result.after.title,
      startDate: start,
      paid: learner.paymentId !== null,
    });
    const key = `event-cancelled:${result.after.id}:${learner.userId}`;
    const mailed = { to: to.email, ...mail };
    await notifyByMail(deps, { userId: learner.userId, kind: 'event', key, url: '/events' }, mailed);
  }
  return {
    before: result.before,
    after: result.after,
    learnersTold: result.enrolled.length,
    refundsQueued: result.refundsQueued,
  };
}
