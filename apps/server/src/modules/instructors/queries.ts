import type { AdminInstructor, InstructorDetail, InstructorListQuery } from '@kalvi/shared/admin';
import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { courses, events, instructors, users } from '../../db/schema.ts';
import { containsPattern, escapeLike } from '../../lib/like.ts';
import { readPage } from '../../lib/paging.ts';
import type { Tx } from '../../lib/tx.ts';

/** The SQL behind the console's instructor records (docs/decisions/122). */

/** How many assigned courses and events a record's page lists. */
export const ASSIGNED_ROWS = 100;

const columns = {
  id: instructors.id,
  name: instructors.name,
  title: instructors.title,
  bio: instructors.bio,
  photoUrl: instructors.photoUrl,
  updatedAt: instructors.updatedAt,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  // Counted through courses_instructor_idx and events_instructor_idx.
  courseCount: sql<number>`(select count(*) from ${courses} where ${courses.instructorId} = ${instructors.id})::int`,
  eventCount: sql<number>`(select count(*) from ${events} where ${events.instructorId} = ${instructors.id})::int`,
};

type Row = Awaited<ReturnType<typeof selectInstructors>>[number];

function selectInstructors(db: Tx) {
  return db.select(columns).from(instructors).leftJoin(users, eq(users.id, instructors.userId));
}

export function toAdminInstructor(row: Row): AdminInstructor {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    photoUrl: row.photoUrl,
    account:
      row.userId && row.email
        ? { id: row.userId, email: row.email, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() }
        : null,
    courseCount: row.courseCount,
    eventCount: row.eventCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of records by name (instructors_name_idx), or those whose name holds `q` (the trigram index). */
export async function listInstructors(
  db: Tx,
  query: InstructorListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const where = query.q ? ilike(instructors.name, containsPattern(query.q)) : undefined;
  return readPage(
    selectInstructors(db).where(where).orderBy(asc(instructors.name), asc(instructors.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(instructors).where(where),
    query,
  );
}

export async function instructorRow(db: Tx, id: string): Promise<Row | undefined> {
  const [row] = await selectInstructors(db).where(eq(instructors.id, id));
  return row;
}

/** Another record with the same name, whatever its case (the trigram index answers ILIKE). */
export async function sameName(db: Tx, name: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(ilike(instructors.name, escapeLike(name)))
    .limit(1);
  return row;
}

export async function assignments(db: Tx, id: string): Promise<Pick<InstructorDetail, 'courses' | 'events'>> {
  const [courseRows, eventRows] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, published: courses.isPublished })
      .from(courses)
      .where(eq(courses.instructorId, id))
      .orderBy(asc(courses.title))
      .limit(ASSIGNED_ROWS),
    db
      .select({
        id: events.id,
        title: events.title,
        startDate: events.startDate,
        cancelled: events.cancelled,
      })
      .from(events)
      .where(eq(events.instructorId, id))
      .orderBy(desc(events.startDate))
      .limit(ASSIGNED_ROWS),
  ]);
  return {
    courses: courseRows,
    events: eventRows.map((e) => ({ ...e, startDate: e.startDate.toISOString() })),
  };
}
