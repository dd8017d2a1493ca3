import {
  type AdminBatch,
  type AdminSession,
  addDays,
  BATCH_BEFORE_PUBLISHED,
  BATCH_DEADLINE_AFTER_START,
  BATCH_DEADLINE_PAST,
  BATCH_INSTRUCTOR_NOT_FOUND,
  BATCH_IS_CANCELLED,
  BATCH_NEEDS_INSTRUCTOR,
  BATCH_NO_SESSIONS,
  BATCH_NOT_FOUND,
  BATCH_STARTS_IN_PAST,
  type BatchEdit,
  type BatchInput,
  fillPercent,
  INSTRUCTOR_DOUBLE_BOOKED,
  makePagination,
  planSessions,
  SESSIONS_OVERLAP,
  seatsBelowTaken,
} from '@kalvi/shared';
import { eq, sql } from 'drizzle-orm';
import { batches, batchSessions } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { CacheDeps, DbDeps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwnsCourse } from '../../lib/ownership.ts';
import type { Tx } from '../../lib/tx.ts';
import type { MeetingProvider } from '../../meetings/jitsi.ts';
import { BATCHES_CACHE } from '../../plugins/read-cache.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { holidayDatesBetween } from '../holidays/queries.ts';
import {
  batchById,
  countMembers,
  courseBatchPage,
  courseForBatch,
  instructorExists,
  lockBatch,
  sessionsOfBatch,
} from './queries.ts';
import type { SessionNoticeDeps } from './session-notices.ts';

/** The console's batch desk (docs/product/batches.md#the-batch-desk). */

export interface BatchDeps extends CacheDeps {
  meetings: MeetingProvider;
  now?: () => Date;
  /** Tells members of a session's changes; absent, nobody is told (docs/decisions/217). */
  notices?: SessionNoticeDeps;
}

/** Runs a change, then drops the cached course-page lists it may have changed. */
export async function changing<T>(deps: BatchDeps, work: () => Promise<T>): Promise<T> {
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (err) {
        // Two writes checking one exclusion constraint at once can each wait for the other's
        // row: PostgreSQL ends one as a deadlock. Its transaction is run again, and then meets
        // the committed row as an ordinary overlap (a PostgreSQL server did; PGlite never does).
        if (attempt < DEADLOCK_ATTEMPTS && isDeadlock(err)) continue;
        throw overlapRefusal(err);
      }
    }
  } finally {
    deps.readCache.invalidate(BATCHES_CACHE);
  }
}

const DEADLOCK_ATTEMPTS = 3;

interface DatabaseError {
  code?: string;
  constraint?: string;
}

/** The database's error with `code` (SQLSTATE) behind `err` and its causes (Drizzle wraps the driver's). */
function databaseError(err: unknown, code: string): DatabaseError | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as DatabaseError).code === code) return e as DatabaseError;
  }
  return undefined;
}

const isDeadlock = (err: unknown) => databaseError(err, '40P01') !== undefined;

const clock = (deps: BatchDeps) => (deps.now ? deps.now() : new Date());

/**
 * The refusal an overlap constraint of batch_sessions stands for, or the error itself. The
 * database is the judge of overlaps (docs/decisions/212-batches-model-and-time-zones.md), so two
 * staff saving at once cannot both book one instructor: the second write is refused here.
 */
export function overlapRefusal(err: unknown): unknown {
  const constraint = databaseError(err, '23P01')?.constraint;
  if (constraint === 'batch_sessions_instructor_overlap') return conflict(INSTRUCTOR_DOUBLE_BOOKED);
  if (constraint === 'batch_sessions_batch_overlap') return badRequest(SESSIONS_OVERLAP);
  return err;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function batchView(tx: Tx, id: string): Promise<AdminBatch> {
  const row = await batchById(tx, id);
  if (!row) throw notFound(BATCH_NOT_FOUND);
  return toAdminBatch(row);
}

function toAdminBatch(row: NonNullable<Awaited<ReturnType<typeof batchById>>>): AdminBatch {
  return {
    ...row,
    language: row.language as AdminBatch['language'],
    status: row.status as AdminBatch['status'],
    enrolmentDeadline: iso(row.enrolmentDeadline),
    createdAt: iso(row.createdAt),
    firstSessionAt: iso(row.firstSessionAt ?? row.enrolmentDeadline),
    lastSessionAt: iso(row.lastSessionAt ?? row.enrolmentDeadline),
    fillPercent: fillPercent(row.seatsTaken, row.seats),
  };
}

export async function sessionViews(tx: Tx, batchId: string): Promise<AdminSession[]> {
  const rows = await sessionsOfBatch(tx, batchId);
  return rows.map((r) => ({
    ...r,
    status: r.status as AdminSession['status'],
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
  }));
}

async function detail(tx: Tx, id: string) {
  return { batch: await batchView(tx, id), sessions: await sessionViews(tx, id) };
}

/** A batch and the sessions its pattern makes, all or nothing. */
export async function createBatch(deps: BatchDeps, actor: AdminActor, courseId: string, input: BatchInput) {
  const now = clock(deps);
  return changing(deps, () =>
    deps.db.transaction(async (tx) => {
      await assertOwnsCourse(tx, actor, courseId);
      const course = await courseForBatch(tx, courseId);
      if (!course) throw notFound('Course not found');
      const instructorId = input.instructorId ?? course.instructorId;
      if (!instructorId) throw badRequest(BATCH_NEEDS_INSTRUCTOR);
      if (!isUuid(instructorId) || !(await instructorExists(tx, instructorId)))
        throw badRequest(BATCH_INSTRUCTOR_NOT_FOUND);

      // The academy's holidays in the pattern's weeks are skipped too (docs/product/holidays.md).
      const last = addDays(input.startDate, input.weeks * 7 - 1);
      const holidays = await holidayDatesBetween(tx, input.startDate, last);
      const planned = planSessions({ ...input, skipDates: [...input.skipDates, ...holidays] });
      const first = planned[0];
      if (!first) throw badRequest(BATCH_NO_SESSIONS);
      if (first.startsAt <= now) throw badRequest(BATCH_STARTS_IN_PAST);
      if (!course.isPublished || first.startsAt < course.publicationDate)
        throw badRequest(BATCH_BEFORE_PUBLISHED);
      const deadline = input.enrolmentDeadline ? new Date(input.enrolmentDeadline) : first.startsAt;
      if (deadline > first.startsAt) throw badRequest(BATCH_DEADLINE_AFTER_START);
      if (deadline <= now) throw badRequest(BATCH_DEADLINE_PAST);

      const [batch] = await tx
        .insert(batches)
        .values({
          courseId,
          language: input.language,
          startDate: first.date,
          timeZone: input.timeZone,
          weekdays: [...input.weekdays].sort((a, b) => a - b),
          startTime: input.startTime,
          durationMinutes: input.durationMinutes,
          seats: input.seats,
          enrolmentDeadline: deadline,
          instructorId,
        })
        .returning({ id: batches.id });
      if (!batch) throw new Error('batch insert returned nothing');
      await tx.insert(batchSessions).values(
        planned.map((s) => ({
          batchId: batch.id,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          instructorId,
          meetingUrl: deps.meetings.newRoom(),
        })),
      );
      const made = await detail(tx, batch.id);
      await writeAudit(tx, actor, {
        action: 'batch.create',
        entityType: 'batch',
        entityId: batch.id,
        before: null,
        after: { ...made.batch, sessions: planned.length },
      });
      return made;
    }),
  );
}

/** Seats (never below those taken), the enrolment deadline, open or closed. */
export async function editBatch(deps: BatchDeps, actor: AdminActor, id: string, edit: BatchEdit) {
  if (!isUuid(id)) throw notFound(BATCH_NOT_FOUND);
  const now = clock(deps);
  return changing(deps, () =>
    deps.db.transaction(async (tx) => {
      const locked = await lockBatch(tx, id);
      if (!locked) throw notFound(BATCH_NOT_FOUND);
      await assertOwnsCourse(tx, actor, locked.courseId);
      if (locked.status === 'cancelled') throw new AppError(409, BATCH_IS_CANCELLED);
      const before = await batchView(tx, id);
      if (edit.seats !== undefined) {
        const taken = await countMembers(tx, id);
        if (edit.seats < taken) throw badRequest(seatsBelowTaken(taken));
      }
      if (edit.enrolmentDeadline !== undefined) {
        const deadline = new Date(edit.enrolmentDeadline);
        if (deadline <= now) throw badRequest(BATCH_DEADLINE_PAST);
        if (deadline > new Date(before.firstSessionAt)) throw badRequest(BATCH_DEADLINE_AFTER_START);
      }
      await tx
        .update(batches)
        .set({
          seats: edit.seats,
          enrolmentDeadline: edit.enrolmentDeadline ? new Date(edit.enrolmentDeadline) : undefined,
          status: edit.status,
          updatedAt: sql`now()`,
        })
        .where(eq(batches.id, id));
      const after = await detail(tx, id);
      await writeAudit(tx, actor, {
        action: 'batch.update',
        entityType: 'batch',
        entityId: id,
        before,
        after: after.batch,
      });
      return after;
    }),
  );
}

export async function readBatch(deps: DbDeps, actor: AdminActor, id: string) {
  if (!isUuid(id)) throw notFound(BATCH_NOT_FOUND);
  return deps.db.transaction(async (tx) => {
    const batch = await batchView(tx, id);
    await assertOwnsCourse(tx, actor, batch.courseId);
    return { batch, sessions: await sessionViews(tx, id) };
  });
}

/** A course's batches, latest start first, each with its fill rate. */
export async function listCourseBatches(
  deps: DbDeps,
  actor: AdminActor,
  courseId: string,
  query: { page: number; limit: number },
) {
  await assertOwnsCourse(deps.db, actor, courseId);
  const { rows, total } = await courseBatchPage(
    deps.db,
    courseId,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { data: rows.map(toAdminBatch), pagination: makePagination(query.page, query.limit, total) };
}
