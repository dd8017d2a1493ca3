import { makePagination, type Pagination, type Role } from '@kalvi/shared';
import type { AdminLearner, LearnerDetail, LearnerListQuery } from '@kalvi/shared/admin';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { endSessions } from '../roles/service.ts';
import { learnerActivity, learnerRow, listLearners, toAdminLearner } from './queries.ts';

/**
 * Learners in the console: search, a learner's page, disable and enable
 * (docs/decisions/122-learners-instructors-refund-requests.md).
 */

export const ACCOUNT_NOT_FOUND = 'Account not found';
export const ACCOUNT_DISABLED = 'Account disabled';
export const ACCOUNT_ENABLED = 'Account enabled';
export const ALREADY_DISABLED = 'This account is already disabled';
export const ALREADY_ENABLED = 'This account is already enabled';
export const NOT_YOURSELF = 'You cannot disable or enable your own account';
export const ONLY_ADMIN = 'Only an admin can disable or enable a staff or admin account';

export async function learnerPage(
  { db }: DbDeps,
  query: LearnerListQuery,
): Promise<{ data: AdminLearner[]; pagination: Pagination }> {
  const { rows, total } = await listLearners(db, query);
  return { data: rows.map(toAdminLearner), pagination: makePagination(query.page, query.limit, total) };
}

/** A learner's page in the console; readLearnerDetail reads it inside a caller's transaction. */
export const learnerDetail = ({ db }: DbDeps, id: string) => readLearnerDetail(db, id);

async function readLearnerDetail(tx: Tx, id: string): Promise<LearnerDetail> {
  if (!isUuid(id)) throw notFound(ACCOUNT_NOT_FOUND);
  const row = await learnerRow(tx, id);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND);
  return { ...toAdminLearner(row), ...(await learnerActivity(tx, id)) };
}

/** Staff look after learners and instructors; the office's own accounts are an admin's to change. */
const STAFF_MAY_CHANGE: readonly Role[] = ['learner', 'instructor'];

/**
 * Disables or enables an account, with its audit entry, in one transaction. Disabling ends every
 * session of the account in the same statement's transaction, so a signed-in device is signed out
 * on its next request, and sign-in is refused while the account stays disabled. Pressing twice
 * changes it once: the second press finds the row already so and answers without a new entry.
 */
export async function setDisabled(
  { db }: DbDeps,
  actor: AdminActor & AuditActor,
  id: string,
  disable: boolean,
  reason: string,
): Promise<{ message: string; detail: LearnerDetail }> {
  if (!isUuid(id)) throw notFound(ACCOUNT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!row) throw notFound(ACCOUNT_NOT_FOUND);
    if (row.id === actor.id) throw conflict(NOT_YOURSELF);
    if (actor.role !== 'admin' && !STAFF_MAY_CHANGE.includes(row.role)) throw forbidden(ONLY_ADMIN);
    const already = disable ? row.disabledAt !== null : row.disabledAt === null;
    if (already)
      return {
        message: disable ? ALREADY_DISABLED : ALREADY_ENABLED,
        detail: await readLearnerDetail(tx, id),
      };
    const [after] = await tx
      .update(users)
      .set({ disabledAt: disable ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (disable) await endSessions(tx, id);
    await writeAudit(tx, actor, {
      action: disable ? 'user.disable' : 'user.enable',
      entityType: 'user',
      entityId: id,
      before: { email: row.email, role: row.role, disabledAt: row.disabledAt },
      after: { email: row.email, role: row.role, disabledAt: after?.disabledAt ?? null, reason },
    });
    return { message: disable ? ACCOUNT_DISABLED : ACCOUNT_ENABLED, detail: await readLearnerDetail(tx, id) };
  });
}
