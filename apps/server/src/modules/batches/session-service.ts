import {
  type AdminSession,
  BATCH_INSTRUCTOR_NOT_FOUND,
  BATCH_IS_CANCELLED,
  BATCH_SESSION_NOT_FOUND,
  SESSION_ALREADY_CANCELLED,
  SESSION_ALREADY_STARTED,
  SESSION_MAX_MINUTES,
  SESSION_MIN_MINUTES,
  SESSION_MOVED_INTO_PAST,
  SESSION_TOO_LONG,
  SESSION_TOO_SHORT,
  SESSIONS_OVERLAP,
  type SessionEdit,
} from '@kalvi/shared';
import { eq, sql } from 'drizzle-orm';
import { batchSessions } from '../../db/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertOwnsCourse } from '../../lib/ownership.ts';
import type { Tx } from '../../lib/tx.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { instructorExists, lockBatch, lockSession, overlapsInBatch } from './queries.ts';
import { type BatchDeps, changing, sessionViews } from './service.ts';
import { type SessionChange, tellMembers } from './session-notices.ts';

/** One session changed by staff; every change raises its SEQUENCE (docs/product/batches.md#sessions). */

const MINUTE = 60_000;

/** The locked session and its batch, after the actor's right to change it is checked. */
async function lockedSession(tx: Tx, actor: AdminActor, id: string) {
  if (!isUuid(id)) throw notFound(BATCH_SESSION_NOT_FOUND);
  const session = await lockSession(tx, id);
  if (!session) throw notFound(BATCH_SESSION_NOT_FOUND);
  const batch = await lockBatch(tx, session.batchId);
  if (!batch) throw notFound(BATCH_SESSION_NOT_FOUND);
  await assertOwnsCourse(tx, actor, batch.courseId);
  if (batch.status === 'cancelled') throw new AppError(409, BATCH_IS_CANCELLED);
  return session;
}

async function viewOf(tx: Tx, batchId: string, id: string): Promise<AdminSession> {
  const found = (await sessionViews(tx, batchId)).find((s) => s.id === id);
  if (!found) throw notFound(BATCH_SESSION_NOT_FOUND);
  return found;
}

/** Move, stretch, hand to another instructor or attach the recording. */
export async function editSession(deps: BatchDeps, actor: AdminActor, id: string, edit: SessionEdit) {
  const now = deps.now ? deps.now() : new Date();
  const changes: SessionChange[] = [];
  const saved = await changing(deps, () =>
    deps.db.transaction(async (tx) => {
      const session = await lockedSession(tx, actor, id);
      const startsAt = edit.startsAt ? new Date(edit.startsAt) : session.startsAt;
      const endsAt = edit.endsAt ? new Date(edit.endsAt) : session.endsAt;
      const moved =
        startsAt.getTime() !== session.startsAt.getTime() || endsAt.getTime() !== session.endsAt.getTime();
      const instructorId = edit.instructorId ?? session.instructorId;
      if (moved) {
        if (session.startsAt <= now) throw badRequest(SESSION_ALREADY_STARTED);
        if (startsAt <= now) throw badRequest(SESSION_MOVED_INTO_PAST);
        const minutes = (endsAt.getTime() - startsAt.getTime()) / MINUTE;
        if (minutes < SESSION_MIN_MINUTES) throw badRequest(SESSION_TOO_SHORT);
        if (minutes > SESSION_MAX_MINUTES) throw badRequest(SESSION_TOO_LONG);
        if (
          session.status === 'scheduled' &&
          (await overlapsInBatch(tx, session.batchId, id, startsAt, endsAt))
        )
          throw badRequest(SESSIONS_OVERLAP);
      }
      if (
        instructorId !== session.instructorId &&
        (!isUuid(instructorId) || !(await instructorExists(tx, instructorId)))
      )
        throw badRequest(BATCH_INSTRUCTOR_NOT_FOUND);
      const before = await viewOf(tx, session.batchId, id);
      await tx
        .update(batchSessions)
        .set({
          startsAt,
          endsAt,
          instructorId,
          recordingUrl: edit.recordingUrl === undefined ? session.recordingUrl : edit.recordingUrl,
          sequence: sql`${batchSessions.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(batchSessions.id, id));
      const after = await viewOf(tx, session.batchId, id);
      await writeAudit(tx, actor, {
        action: 'batch-session.update',
        entityType: 'batch-session',
        entityId: id,
        before,
        after,
      });
      // A retried transaction starts the list again: only the committed attempt's changes are told.
      changes.length = 0;
      if (moved && session.status === 'scheduled') changes.push({ kind: 'moved', sequence: after.sequence });
      if (after.recordingUrl && !before.recordingUrl) changes.push({ kind: 'recording' });
      return after;
    }),
  );
  if (deps.notices) for (const change of changes) await tellMembers(deps.notices, id, change);
  return saved;
}

/** A cancelled session stays in every calendar as STATUS:CANCELLED, its SEQUENCE raised. */
export async function cancelSession(deps: BatchDeps, actor: AdminActor, id: string) {
  const saved = await changing(deps, () =>
    deps.db.transaction(async (tx) => {
      const session = await lockedSession(tx, actor, id);
      if (session.status === 'cancelled') throw new AppError(409, SESSION_ALREADY_CANCELLED);
      const before = await viewOf(tx, session.batchId, id);
      await tx
        .update(batchSessions)
        .set({ status: 'cancelled', sequence: sql`${batchSessions.sequence} + 1`, updatedAt: sql`now()` })
        .where(eq(batchSessions.id, id));
      const after = await viewOf(tx, session.batchId, id);
      await writeAudit(tx, actor, {
        action: 'batch-session.cancel',
        entityType: 'batch-session',
        entityId: id,
        before,
        after,
      });
      return after;
    }),
  );
  if (deps.notices) await tellMembers(deps.notices, id, { kind: 'cancelled' });
  return saved;
}
