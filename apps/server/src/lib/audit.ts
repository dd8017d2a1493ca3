import { auditLog } from '../db/schema.ts';
import type { Tx } from './tx.ts';

/** Who made a change: a member of staff, or the command line (no account). */
export interface AuditActor {
  id: string | null;
  email: string;
}

/** An actor with an account: a member of staff, as the console's services are called with. */
export type SignedActor = AuditActor & { id: string };

export const COMMAND_LINE: AuditActor = { id: null, email: 'command line' };

export interface AuditEntry {
  /** `<entity>.<verb>`: `course.create`, `course.publish`, `user.role`, `settings.update`... */
  action: string;
  entityType: string;
  entityId: string;
  /** The row as it was (null for a creation) and as it is now (null for a deletion). */
  before: object | null;
  after: object | null;
}

/** JSON as the column stores it: dates as ISO strings, so before and after compare as text. */
function plain(value: object | null): Record<string, unknown> | null {
  return value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}

/**
 * Records one console change. Call it with the transaction that makes the change, so the entry
 * and the change are committed or rolled back together (docs/decisions/120-roles-and-access.md).
 */
export async function writeAudit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}
