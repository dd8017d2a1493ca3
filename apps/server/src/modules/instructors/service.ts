import { makePagination, type Pagination } from '@kalvi/shared';
import type {
  AdminInstructor,
  InstructorDetail,
  InstructorListQuery,
  InstructorValues,
} from '@kalvi/shared/admin';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, events, instructors, users } from '../../db/schema.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import { COURSES_CACHE, EVENTS_CACHE, type ReadCache } from '../../plugins/read-cache.ts';
import { applyPhoto, photoChange } from './photo.ts';
import { assignments, instructorRow, listInstructors, sameName, toAdminInstructor } from './queries.ts';

/**
 * Instructor records in the console: the name, title, photo and bio the catalogue shows, and the
 * account that owns the record's courses and events (docs/decisions/120, 122).
 */

export const INSTRUCTOR_NOT_FOUND = 'Instructor not found';
export const INSTRUCTOR_CREATED = 'Instructor created';
export const INSTRUCTOR_SAVED = 'Instructor saved';
export const NOTHING_TO_CHANGE = 'Nothing to change';
export const SAME_NAME = 'An instructor with this name already exists';
export const NO_ACCOUNT = 'No account has this e-mail address';
export const NOT_AN_INSTRUCTOR =
  'This account is not an instructor yet: an admin can give it the instructor role on the Roles page';
export const LINKED_ELSEWHERE = 'This account is already linked to another instructor';

type Input = InstructorValues;

export interface InstructorDeps {
  db: Db;
  readCache: ReadCache;
}

export async function instructorPage(
  { db }: DbDeps,
  query: InstructorListQuery,
): Promise<{ data: AdminInstructor[]; pagination: Pagination }> {
  const { rows, total } = await listInstructors(db, query);
  return { data: rows.map(toAdminInstructor), pagination: makePagination(query.page, query.limit, total) };
}

/** An instructor record in the console; readInstructorDetail reads it inside a caller's transaction. */
export const instructorDetail = ({ db }: DbDeps, id: string) => readInstructorDetail(db, id);

async function readInstructorDetail(tx: Tx, id: string): Promise<InstructorDetail> {
  if (!isUuid(id)) throw notFound(INSTRUCTOR_NOT_FOUND);
  const row = await instructorRow(tx, id);
  if (!row) throw notFound(INSTRUCTOR_NOT_FOUND);
  return { ...toAdminInstructor(row), ...(await assignments(tx, id)) };
}

/**
 * Every change to the records runs one at a time (a transaction-scoped advisory lock), so two
 * presses of Create cannot both pass the same-name check, and two records cannot race for one
 * account. Records are few and rarely changed; the lock costs nothing that matters.
 */
async function lockRecords(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kalvi:instructors'))`);
}

/** The account named by e-mail, checked: it exists, teaches, and has no other record. */
async function accountFor(tx: Tx, email: string, recordId: string | null): Promise<string | null> {
  if (!email) return null;
  const [account] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!account) throw notFound(NO_ACCOUNT);
  if (account.role === 'learner') throw conflict(NOT_AN_INSTRUCTOR);
  const [other] = await tx
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.userId, account.id), recordId ? ne(instructors.id, recordId) : undefined))
    .limit(1);
  if (other) throw conflict(LINKED_ELSEWHERE);
  return account.id;
}

function auditable(detail: InstructorDetail) {
  const { courses: _c, events: _e, courseCount: _cc, eventCount: _ec, updatedAt: _u, ...record } = detail;
  return { ...record, account: detail.account?.email ?? null };
}

export async function createInstructor(
  deps: InstructorDeps,
  actor: AuditActor,
  input: Input,
): Promise<InstructorDetail> {
  // The photo is decoded and checked before the transaction, so no lock waits on it.
  const photo = await photoChange(input.photo, '');
  return deps.db.transaction(async (tx) => {
    await lockRecords(tx);
    if (await sameName(tx, input.name)) throw conflict(SAME_NAME);
    const userId = await accountFor(tx, input.accountEmail, null);
    const [row] = await tx
      .insert(instructors)
      .values({ name: input.name, title: input.title, bio: input.bio, userId })
      .returning({ id: instructors.id });
    if (!row) throw new Error('instructor insert returned nothing');
    const photoUrl = await applyPhoto(tx, row.id, photo, '');
    if (photoUrl) await tx.update(instructors).set({ photoUrl }).where(eq(instructors.id, row.id));
    const after = await readInstructorDetail(tx, row.id);
    await writeAudit(tx, actor, {
      action: 'instructor.create',
      entityType: 'instructor',
      entityId: row.id,
      before: null,
      after: auditable(after),
    });
    return after;
  });
}

/**
 * Saves a record. The catalogue shows the name and title from copies on each course and event
 * (their own columns), so a new name or title is written there too and the read caches dropped.
 */
export async function updateInstructor(
  deps: InstructorDeps,
  actor: AuditActor,
  id: string,
  input: Input,
): Promise<{ message: string; detail: InstructorDetail }> {
  if (!isUuid(id)) throw notFound(INSTRUCTOR_NOT_FOUND);
  const result = await deps.db.transaction(async (tx) => {
    await lockRecords(tx);
    const before = await readInstructorDetail(tx, id);
    const photo = await photoChange(input.photo, before.photoUrl);
    const userId = await accountFor(tx, input.accountEmail, id);
    const changed =
      before.name !== input.name ||
      before.title !== input.title ||
      before.bio !== input.bio ||
      photo.kind !== 'keep' ||
      (before.account?.id ?? null) !== userId;
    if (!changed) return { message: NOTHING_TO_CHANGE, detail: before, renamed: false };
    if (before.name.toLowerCase() !== input.name.toLowerCase()) {
      const other = await sameName(tx, input.name);
      if (other && other.id !== id) throw conflict(SAME_NAME);
    }
    const photoUrl = await applyPhoto(tx, id, photo, before.photoUrl);
    await tx
      .update(instructors)
      .set({ name: input.name, title: input.title, bio: input.bio, photoUrl, userId, updatedAt: sql`now()` })
      .where(eq(instructors.id, id));
    const renamed = before.name !== input.name || before.title !== input.title;
    if (renamed) {
      const copy = { instructorName: input.name, instructorTitle: input.title };
      await tx.update(courses).set(copy).where(eq(courses.instructorId, id));
      await tx.update(events).set(copy).where(eq(events.instructorId, id));
    }
    const after = await readInstructorDetail(tx, id);
    await writeAudit(tx, actor, {
      action: 'instructor.update',
      entityType: 'instructor',
      entityId: id,
      before: auditable(before),
      after: auditable(after),
    });
    return { message: INSTRUCTOR_SAVED, detail: after, renamed };
  });
  if (result.renamed) deps.readCache.invalidate(COURSES_CACHE, EVENTS_CACHE);
  return { message: result.message, detail: result.detail };
}
