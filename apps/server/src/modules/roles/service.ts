import type { Role } from '@kalvi/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.ts';
import { type AuditActor, writeAudit } from '../../lib/audit.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from '../../lib/tx.ts';

export interface RoleChange {
  userId: string;
  email: string;
  before: Role;
  after: Role;
}

/**
 * Gives an account a role, with its audit entry, in one transaction. A role taken away ends
 * the account's sessions, so a former admin's open console stops working at once.
 */
export async function setRole(
  { db }: DbDeps,
  actor: AuditActor,
  target: { email: string } | { id: string },
  role: Role,
): Promise<RoleChange> {
  if ('id' in target && !isUuid(target.id)) throw notFound('Account not found');
  return db.transaction(async (tx) => {
    const where =
      'email' in target ? eq(users.email, target.email.trim().toLowerCase()) : eq(users.id, target.id);
    const [row] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(where)
      .for('update')
      .limit(1);
    if (!row) throw notFound('email' in target ? 'No account has this e-mail address' : 'Account not found');
    // An admin cannot lock themselves out of the console; another admin (or the command line) can.
    if (row.id === actor.id && role !== row.role) throw conflict('You cannot change your own role');
    if (row.role !== role) {
      await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, row.id));
      if (rank(role) < rank(row.role)) await endSessions(tx, row.id);
      await writeAudit(tx, actor, {
        action: 'user.role',
        entityType: 'user',
        entityId: row.id,
        before: { email: row.email, role: row.role },
        after: { email: row.email, role },
      });
    }
    return { userId: row.id, email: row.email, before: row.role, after: role };
  });
}

const RANK: Record<Role, number> = { learner: 0, instructor: 1, staff: 2, admin: 3 };
function rank(role: Role): number {
  return RANK[role];
}

/** Revokes every live session of an account (a lowered role, a disabled account). */
export async function endSessions(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
