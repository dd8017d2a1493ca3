import { makePagination } from '@kalvi/shared';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { exerciseSubmissions, users } from '../../db/schema.ts';
import type { DbDeps } from '../../lib/deps.ts';
import { type PageRequest, readPage } from '../../lib/paging.ts';
import { personName } from '../../lib/person-name.ts';
import type { AdminActor } from '../../plugins/roles.ts';
import { authorable } from './admin-service.ts';
import { acceptanceRate, testsOf } from './queries.ts';

/**
 * What the console reads of an exercise's use (docs/decisions/172-exercise-queue-and-access.md):
 * the counters kept on its row, the most common failing test, and learners' submissions.
 */

export async function exerciseStats({ db }: DbDeps, actor: AdminActor, id: string) {
  const row = await authorable(db, actor, id);
  const [failing] = await db
    .select({ index: exerciseSubmissions.failedTest, n: count() })
    .from(exerciseSubmissions)
    .where(
      and(
        eq(exerciseSubmissions.exerciseId, row.id),
        eq(exerciseSubmissions.kind, 'submit'),
        isNotNull(exerciseSubmissions.failedTest),
      ),
    )
    .groupBy(exerciseSubmissions.failedTest)
    .orderBy(desc(count()), exerciseSubmissions.failedTest)
    .limit(1);
  const tests = failing ? await testsOf(db, row.id) : [];
  return {
    attempts: row.attempts,
    accepted: row.accepted,
    solvers: row.solvers,
    acceptanceRate: acceptanceRate(row),
    mostFailedTest:
      failing && failing.index !== null
        ? { index: failing.index, sample: tests[failing.index]?.sample ?? false, failures: failing.n }
        : null,
  };
}

export async function adminSubmissions(
  { db }: DbDeps,
  actor: AdminActor,
  id: string,
  { page, limit }: PageRequest,
) {
  const row = await authorable(db, actor, id);
  const where = eq(exerciseSubmissions.exerciseId, row.id);
  const { rows, total } = await readPage(
    db
      .select({
        s: exerciseSubmissions,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(exerciseSubmissions)
      .innerJoin(users, eq(users.id, exerciseSubmissions.userId))
      .where(where)
      .orderBy(desc(exerciseSubmissions.createdAt)),
    db.select({ n: count() }).from(exerciseSubmissions).where(where),
    { page, limit },
  );
  return {
    data: rows.map(({ s, firstName, lastName, email }) => ({
      id: s.id,
      kind: s.kind,
      status: s.status,
      verdict: s.verdict,
      passed: s.passed,
      total: s.total,
      code: s.code,
      createdAt: s.createdAt.toISOString(),
      learner: { id: s.userId, name: personName({ firstName, lastName }), email },
    })),
    pagination: makePagination(page, limit, total),
  };
}
