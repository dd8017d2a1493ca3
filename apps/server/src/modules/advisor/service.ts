import type { AdvisorRequestInput } from '@kalvi/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { advisorRequests } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';

/** A second identical request within this window is the same request (a double click, a retry). */
export const ADVISOR_DEDUPE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Stores an advisor call request, unless the same person asked the same thing moments ago.
 * A transaction-scoped advisory lock per e-mail and mobile makes two simultaneous identical
 * submissions queue, so the second one sees the first instead of inserting a twin.
 */
export async function saveAdvisorRequest(
  { db }: DbDeps,
  input: AdvisorRequestInput,
  now: Date = new Date(),
): Promise<{ id: string; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`advisor:${input.email}:${input.mobile}`}))`,
    );
    const since = new Date(now.getTime() - ADVISOR_DEDUPE_WINDOW_MS);
    const [existing] = await tx
      .select({ id: advisorRequests.id })
      .from(advisorRequests)
      .where(
        and(
          eq(advisorRequests.email, input.email),
          eq(advisorRequests.mobile, input.mobile),
          eq(advisorRequests.program, input.program),
          gt(advisorRequests.createdAt, since),
          eq(advisorRequests.fullName, input.fullName),
          eq(advisorRequests.graduationYear, input.graduationYear),
          eq(advisorRequests.jobTitle, input.jobTitle),
        ),
      )
      .orderBy(desc(advisorRequests.createdAt))
      .limit(1);
    if (existing) return { id: existing.id, duplicate: true };
    const [row] = await tx.insert(advisorRequests).values(input).returning({ id: advisorRequests.id });
    if (!row) throw new Error('advisor request insert returned nothing');
    return { id: row.id, duplicate: false };
  });
}
