import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { accountsByRole, type TestAccount } from '../../test/accounts.ts';
import { createTestUser, testApp } from '../../test/harness.ts';

describe('roles, role grants and their audit entries', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    ({ admin } = await accountsByRole(app, database));
  });

  // The database is the run's shared one (test/harness.ts): only the app is closed.
  afterAll(async () => {
    await app.close();
  });

  it('a new account is a learner, and /api/auth/me says so', async () => {
    const learner = await createTestUser(app, database);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: learner.auth });
    expect(me.json().user.role).toBe('learner');
  });

  it('an admin grants a role; the change and its audit entry are stored together', async () => {
    const learner = await createTestUser(app, database);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${learner.id}/role`,
      headers: admin.auth,
      payload: { role: 'instructor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ before: 'learner', after: 'instructor' });
    const [row] = await database.db.select().from(users).where(eq(users.id, learner.id));
    expect(row?.role).toBe('instructor');

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, learner.id), eq(auditLog.action, 'user.role')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      entityType: 'user',
      before: { email: learner.email, role: 'learner' },
      after: { email: learner.email, role: 'instructor' },
    });

    const page = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityId=${learner.id}&action=user.`,
      headers: admin.auth,
    });
    expect(page.json().data).toHaveLength(1);
    expect(page.json().pagination.total_items).toBe(1);
  });

  it('a lowered role ends the account’s sessions, so its open console stops at once', async () => {
    const { staff } = await accountsByRole(app, database);
    const before = await app.inject({ method: 'GET', url: '/api/auth/me', headers: staff.auth });
    expect(before.statusCode).toBe(200);
    await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${staff.id}/role`,
      headers: admin.auth,
      payload: { role: 'learner' },
    });
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers: staff.auth });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an unknown role, an unknown account and an admin demoting themselves', async () => {
    const learner = await createTestUser(app, database);
    const put = (id: string, role: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/role`,
        headers: admin.auth,
        payload: { role },
      });
    const bad = await put(learner.id, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Role must be learner, instructor, staff or admin');
    expect((await put('not-a-uuid', 'staff')).statusCode).toBe(404);
    const self = await put(admin.id, 'learner');
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot change your own role');
  });

  it('a bad audit filter is a 400 with its reason, not a 500', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=yesterday',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe('From must be a date (YYYY-MM-DD)');
  });
});

describe('npm run user:role from the repository root', () => {
  const repositoryRoot = join(import.meta.dirname, '../../../../..');

  it('makes an existing account an admin on the embedded database, with an audit entry', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalvi-role-'));
    try {
      const database = await openDatabase({ dataDir: join(dataDir, 'db') });
      await database.migrate();
      await database.db
        .insert(users)
        .values({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', passwordHash: 'x' });
      await database.close();

      const run = (...args: string[]) =>
        spawnSync('npm', ['run', '--silent', 'user:role', '--', ...args], {
          cwd: repositoryRoot,
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
        });
      const ok = run('ADA@example.com', 'admin');
      expect(ok.stderr).toBe('');
      expect(ok.stdout).toContain('ada@example.com is now admin (was learner).');
      expect(run('ada@example.com', 'owner').stderr).toContain('Unknown role "owner"');
      expect(run('nobody@example.com', 'admin').stderr).toContain('No account has this e-mail address');

      const reopened = await openDatabase({ dataDir: join(dataDir, 'db') });
      const [row] = await reopened.db.select().from(users).where(eq(users.email, 'ada@example.com'));
      const entries = await reopened.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, row?.id ?? ''));
      await reopened.close();
      expect(row?.role).toBe('admin');
      expect(entries).toEqual([expect.objectContaining({ actorId: null, actorEmail: 'command line' })]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
