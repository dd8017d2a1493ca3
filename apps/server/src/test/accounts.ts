import type { Role } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createTestUser } from './harness.ts';

export type TestAccount = Awaited<ReturnType<typeof createTestUser>> & { role: Role };

/** A signed-in account holding `role`, straight in the database, for console tests. */
export async function createAccountWithRole(
  app: FastifyInstance,
  database: Database,
  role: Role,
): Promise<TestAccount> {
  const account = await createTestUser(app, database, { firstName: role });
  await database.db.update(users).set({ role }).where(eq(users.id, account.id));
  return { ...account, role };
}

/** One signed-in account per role. */
export async function accountsByRole(
  app: FastifyInstance,
  database: Database,
): Promise<Record<Role, TestAccount>> {
  const [learner, instructor, staff, admin] = await Promise.all(
    (['learner', 'instructor', 'staff', 'admin'] as const).map((role) =>
      createAccountWithRole(app, database, role),
    ),
  );
  if (!learner || !instructor || !staff || !admin) throw new Error('test accounts missing');
  return { learner, instructor, staff, admin };
}
