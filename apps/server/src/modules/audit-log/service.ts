import { makePagination, type Pagination } from '@kalvi/shared';
import type { AuditEntry, AuditQuery } from '@kalvi/shared/admin';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { escapeLike } from '../../lib/like.ts';
import { readPage } from '../../lib/paging.ts';

const DAY_MS = 86_400_000;

/**
 * The audit log, newest first, filtered. Each filter is an equality or a prefix on an indexed
 * column (audit_log_*_idx), so a year of entries pages as fast as a day's.
 */
export async function auditPage(
  { db }: DbDeps,
  query: AuditQuery,
): Promise<{ data: AuditEntry[]; pagination: Pagination }> {
  const where: SQL[] = [];
  if (query.action) where.push(ilike(auditLog.action, `${escapeLike(query.action)}%`));
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.actor) where.push(ilike(auditLog.actorEmail, `${escapeLike(query.actor.toLowerCase())}%`));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  const filter = where.length ? and(...where) : undefined;
  const { rows, total } = await readPage(
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(
        ...(query.sort === 'oldest'
          ? [asc(auditLog.createdAt), asc(auditLog.id)]
          : [desc(auditLog.createdAt), desc(auditLog.id)]),
      ),
    db.select({ n: count() }).from(auditLog).where(filter),
    query,
  );
  return {
    data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: makePagination(query.page, query.limit, total),
  };
}
