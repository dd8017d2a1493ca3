import type { Tx } from './tx.ts';

/**
 * What a console service calls inside the transaction that makes a change, so the audit entry
 * and the change commit or roll back together. The route builds it from the signed-in actor.
 */
export type AuditHook = (tx: Tx, before: object | null, after: object | null) => Promise<void>;

/** For callers with nobody to answer to (tests of the rules alone). */
export const noAudit: AuditHook = async () => {};
