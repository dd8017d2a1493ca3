import {
  EVENT_NOT_FOUND,
  type EventItem,
  type EventListQuery,
  type EventStatus,
  makePagination,
  type Pagination,
} from '@kalvi/shared';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsPattern, escapeLike } from '../../lib/like.ts';
import { readPage } from '../../lib/paging.ts';

type EventRow = typeof events.$inferSelect;

/** Status from the dates unless cancelled (decision 002): the same rule as `whereStatus`. */
function statusSql(now: Date): SQL<EventStatus> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<EventStatus>`case
    when ${events.cancelled} then 'cancelled'
    when ${events.startDate} > ${at} then 'upcoming'
    when ${events.endDate} >= ${at} then 'ongoing'
    else 'completed' end`;
}

function whereStatus(status: EventStatus, now: Date): SQL | undefined {
  const live = eq(events.cancelled, false);
  switch (status) {
    case 'cancelled':
      return eq(events.cancelled, true);
    case 'upcoming':
      return and(live, gt(events.startDate, now));
    case 'ongoing':
      return and(live, lte(events.startDate, now), gte(events.endDate, now));
    case 'completed':
      return and(live, lt(events.endDate, now));
  }
}

function whereFilters(query: EventListQuery, now: Date): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(whereStatus(query.status, now));
  if (query.type) conditions.push(eq(events.type, query.type));
  if (query.mode) conditions.push(eq(events.mode, query.mode));
  if (query.is_free !== undefined) conditions.push(eq(events.isFree, query.is_free));
  if (query.category) conditions.push(ilike(events.category, escapeLike(query.category)));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(events.title, pattern),
        ilike(events.category, pattern),
        ilike(events.instructorName, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * Upcoming and ongoing events soonest first (what a learner can still join), completed and
 * cancelled ones newest first (docs/decisions/040). With one status filter this is a plain
 * start-date order the start index serves; 'all statuses' ranks by status first.
 */
function ordering(query: EventListQuery, now: Date): SQL[] {
  const byId = asc(events.id);
  if (query.status === 'upcoming' || query.status === 'ongoing') return [asc(events.startDate), byId];
  if (query.status) return [desc(events.startDate), byId];
  const status = statusSql(now);
  const rank = sql`case ${status} when 'upcoming' then 0 when 'ongoing' then 1 when 'completed' then 2 else 3 end`;
  const soonest = sql`case when ${status} in ('upcoming', 'ongoing') then ${events.startDate} end`;
  return [asc(rank), asc(soonest), desc(events.startDate), byId];
}

function toItem(row: EventRow & { status: EventStatus }): EventItem {
  const available = Math.max(0, row.maxParticipants - row.seatsTaken);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    title_ta: row.titleTa ?? null,
    description_ta: row.descriptionTa ?? null,
    image_url: row.imageUrl,
    status: row.status,
    type: row.type as EventItem['type'],
    mode: row.mode as EventItem['mode'],
    location: row.location,
    category: row.category,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    registration_deadline: row.registrationDeadline.toISOString(),
    duration_days: row.durationDays,
    duration_hours: row.durationHours,
    registered_participants: row.seatsTaken,
    max_participants: row.maxParticipants,
    available_spots: available,
    is_full: available === 0,
    is_free: row.isFree,
    price: row.price,
    original_price: row.originalPrice,
    certifications: row.certifications,
    instructor: { name: row.instructorName, title: row.instructorTitle },
    skills_covered: row.skillsCovered,
    prerequisites: row.prerequisites,
  };
}

export async function listEvents(
  db: Db,
  query: EventListQuery,
  now: Date = new Date(),
): Promise<{ data: EventItem[]; pagination: Pagination }> {
  const where = whereFilters(query, now);
  const { rows, total } = await readPage(
    db
      .select({ event: events, status: statusSql(now) })
      .from(events)
      .where(where)
      .orderBy(...ordering(query, now)),
    db.select({ n: count() }).from(events).where(where),
    query,
  );
  return {
    data: rows.map((r) => toItem({ ...r.event, status: r.status })),
    pagination: makePagination(query.page, query.limit, total),
  };
}

export async function findEvent(db: Db, id: string, now: Date): Promise<EventItem | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ event: events, status: statusSql(now) })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  return row ? toItem({ ...row.event, status: row.status }) : null;
}

export async function getEvent(db: Db, id: string, now: Date = new Date()): Promise<EventItem> {
  const event = await findEvent(db, id, now);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}
