import { eq } from 'drizzle-orm';
import { courses, events, instructors } from '../db/schema.ts';
import type { AdminActor } from '../plugins/roles.ts';
import { forbidden, notFound } from './errors.ts';
import { isUuid } from './ids.ts';
import type { Tx } from './tx.ts';

/**
 * Instructors see and change only what they teach: a course or event whose instructor record
 * is linked to their account. Staff and admins may change any (docs/decisions/120-roles-and-access.md).
 */
export const NOT_YOURS = 'You can only manage your own courses and events';

type Owned = typeof courses | typeof events;

async function assertOwns(tx: Tx, actor: AdminActor, table: Owned, id: string, missing: string) {
  if (!isUuid(id)) throw notFound(missing);
  const [row] = await tx
    .select({ id: table.id, ownerId: instructors.userId })
    .from(table)
    .leftJoin(instructors, eq(instructors.id, table.instructorId))
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw notFound(missing);
  if (actor.role === 'instructor' && row.ownerId !== actor.id) throw forbidden(NOT_YOURS);
}

/** 404 for an unknown course, 403 when an instructor does not teach it. */
export function assertOwnsCourse(tx: Tx, actor: AdminActor, courseId: string): Promise<void> {
  return assertOwns(tx, actor, courses, courseId, 'Course not found');
}

/** 404 for an unknown event, 403 when an instructor does not lead it. */
export function assertOwnsEvent(tx: Tx, actor: AdminActor, eventId: string): Promise<void> {
  return assertOwns(tx, actor, events, eventId, 'Event not found');
}

/** The instructor record linked to an account, for filtering an instructor's lists. */
export async function instructorIdOf(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/** Matches no instructor record: an instructor account no record names teaches nothing yet. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

/**
 * The instructor record a console list is limited to: undefined for staff and admins (every
 * row), the actor's own record for an instructor. An instructor whose account no record names
 * leads nothing yet: an empty list, not a refusal.
 */
export async function listScope(tx: Tx, actor: AdminActor): Promise<string | undefined> {
  if (actor.role !== 'instructor') return undefined;
  return (await instructorIdOf(tx, actor.id)) ?? NO_RECORD;
}

/**
 * What an instructor saves is always theirs: the input's instructor becomes their own record
 * (403 when no record names them). Staff and admins name any instructor.
 */
export async function asOwnInstructor<T extends object>(tx: Tx, actor: AdminActor, input: T): Promise<T> {
  if (actor.role !== 'instructor') return input;
  const own = await instructorIdOf(tx, actor.id);
  if (!own) throw forbidden(NOT_YOURS);
  return { ...input, instructorId: own };
}
