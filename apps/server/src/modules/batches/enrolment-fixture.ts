import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { batches, batchMembers, courses } from '../../db/schema.ts';
import type { TestUser } from '../orders/fixture.ts';
import { type batchCourse, dateIn, memberBatch } from './fixture.ts';

/** Test support for choosing, moving and cancelling batches (docs/decisions/215, 216). */

type Fixture = Awaited<ReturnType<typeof batchCourse>>;

let slot = 0;

/** A batch of the fixture's course with no member, in three weeks of its own (no two overlap). */
export async function emptyBatch(
  app: FastifyInstance,
  database: Database,
  fx: Fixture,
  fields: Parameters<typeof memberBatch>[3] = {},
) {
  slot += 1;
  const made = await memberBatch(app, database, fx, { startDate: dateIn(7 + slot * 21), ...fields });
  await database.db.delete(batchMembers).where(eq(batchMembers.batchId, made.batch.id));
  return made;
}

export async function setCourseFee(database: Database, courseId: string, fee: number): Promise<void> {
  await database.db
    .update(courses)
    .set({ courseFee: fee, originalCourseFee: fee })
    .where(eq(courses.id, courseId));
}

export async function setBatch(
  database: Database,
  batchId: string,
  fields: Partial<typeof batches.$inferInsert>,
): Promise<void> {
  await database.db.update(batches).set(fields).where(eq(batches.id, batchId));
}

export async function membersOf(database: Database, batchId: string): Promise<string[]> {
  const rows = await database.db
    .select({ userId: batchMembers.userId })
    .from(batchMembers)
    .where(eq(batchMembers.batchId, batchId));
  return rows.map((r) => r.userId);
}

export function createOrder(app: FastifyInstance, user: TestUser, payload: object, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: { ...user.auth, 'accept-language': lang },
    payload,
  });
}
