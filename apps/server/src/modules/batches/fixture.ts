import { type AdminBatch, type AdminSession, type BatchInput, wallClock } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { batchMembers, batchSessions, instructors } from '../../db/schema.ts';
import { createAccountWithRole } from '../../test/accounts.ts';
import { createTestUser, unique } from '../../test/harness.ts';
import { insertCourse } from '../courses/fixture.ts';

/** Test support for the batch suites: a published course with its own instructor, and people. */

const DAY_MS = 86_400_000;

/** The date `days` from today on Kolkata's wall clock (YYYY-MM-DD). */
export const dateIn = (days: number) => wallClock(new Date(Date.now() + days * DAY_MS), 'Asia/Kolkata').date;

/** A valid pattern: Mon, Wed, Fri at 19:00 IST for two weeks from a fortnight on. */
export const pattern = (fields: Partial<BatchInput> = {}) => ({
  language: 'ta' as const,
  startDate: dateIn(14),
  seats: 30,
  weekdays: [1, 3, 5],
  startTime: '19:00',
  durationMinutes: 90,
  weeks: 2,
  ...fields,
});

export async function batchCourse(app: FastifyInstance, database: Database) {
  const instructorAccount = await createAccountWithRole(app, database, 'instructor');
  const [instructor] = await database.db
    .insert(instructors)
    .values({ name: unique('Teacher '), userId: instructorAccount.id })
    .returning();
  if (!instructor) throw new Error('instructor insert returned nothing');
  const course = await insertCourse(app, database, {
    instructorId: instructor.id,
    publicationDate: new Date(Date.now() - 30 * DAY_MS),
  });
  const [staff, learner, stranger] = await Promise.all([
    createAccountWithRole(app, database, 'staff'),
    createTestUser(app, database, { firstName: 'Kavya', lastName: 'Raman' }),
    createTestUser(app, database),
  ]);
  return { course, instructor, instructorAccount, staff, learner, stranger };
}

export async function otherInstructor(database: Database) {
  const [row] = await database.db
    .insert(instructors)
    .values({ name: unique('Teacher ') })
    .returning();
  if (!row) throw new Error('instructor insert returned nothing');
  return row;
}

/** A learner's seat in a batch, as checkout will give it (a later slice of issue 43). */
export async function addMember(database: Database, batchId: string, userId: string): Promise<void> {
  await database.db.insert(batchMembers).values({ batchId, userId });
}

/** Moves a session straight in the database, so a test can stand inside its join window. */
export async function setSessionTimes(
  database: Database,
  id: string,
  startsAt: Date,
  endsAt: Date,
): Promise<void> {
  await database.db.update(batchSessions).set({ startsAt, endsAt }).where(eq(batchSessions.id, id));
}

/** A batch made through the desk by staff with the fixture's learner in it; `session(i)` is its i-th. */
export async function memberBatch(
  app: FastifyInstance,
  database: Database,
  fx: Awaited<ReturnType<typeof batchCourse>>,
  fields: Partial<BatchInput>,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/courses/${fx.course.id}/batches`,
    headers: fx.staff.auth,
    payload: pattern(fields),
  });
  if (res.statusCode !== 201) throw new Error(`batch not made: ${res.body}`);
  const { batch, sessions } = res.json().data as { batch: AdminBatch; sessions: AdminSession[] };
  await addMember(database, batch.id, fx.learner.id);
  const session = (i: number): AdminSession => {
    const found = sessions[i];
    if (!found) throw new Error(`no session ${i}`);
    return found;
  };
  return { batch, sessions, session };
}
