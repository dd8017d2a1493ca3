import { eq } from 'drizzle-orm';
import { courses, events, instructors } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import type { StaffActor } from '../../plugins/roles.ts';

/**
 * Instructors see and change only what they teach: a course or event whose instructor record
 * is linked to their account. Staff and admins may change any (docs/decisions/120-roles-and-access.md).
 */
export const NOT_YOURS = 'You can only manage your own courses and events';

type Owned = typeof courses | typeof events;

async function assertOwns(db: Tx, actor: StaffActor, table: Owned, id: string, missing: string) {
  if (!isUuid(id)) throw notFound(missing);
  const [row] = await db
    .select({ id: table.id, ownerId: instructors.userId })
    .from(table)
    .leftJoin(instructors, eq(instructors.id, table.instructorId))
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw notFound(missing);
  if (actor.role === 'instructor' && row.ownerId !== actor.id) throw forbidden(NOT_YOURS);
}

/** 404 for an unknown course, 403 when an instructor does not teach it. */
export function assertOwnsCourse(db: Tx, actor: StaffActor, courseId: string): Promise<void> {
  return assertOwns(db, actor, courses, courseId, 'Course not found');
}

/** 404 for an unknown event, 403 when an instructor does not lead it. */
export function assertOwnsEvent(db: Tx, actor: StaffActor, eventId: string): Promise<void> {
  return assertOwns(db, actor, events, eventId, 'Event not found');
}

/** The instructor record linked to an account, for filtering an instructor's lists. */
export async function instructorIdOf(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.userId, userId))
    .limit(1);
  return row?.id ?? null;
}
