import { ROLES, type Role } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { accountsByRole, type TestAccount } from '../test/accounts.ts';
import { testApp } from '../test/harness.ts';
import { ScriptedJudge } from '../test/judge-double.ts';
import { fillPath } from '../test/openapi-operations.ts';

interface AdminOperation {
  method: string;
  path: string;
  roles: Role[];
  security: unknown[];
  statuses: string[];
}

/**
 * The role table, walked from the API document as an outside client reads it: every
 * `/api/admin/...` operation, called signed out, then as each role. A route added tomorrow is
 * covered the day it is added (docs/decisions/120-roles-and-access.md).
 */
describe('every /api/admin route checks the role on the server', () => {
  let app: FastifyInstance;
  let database: Database;
  let accounts: Record<Role, TestAccount>;
  let operations: AdminOperation[];

  beforeAll(async () => {
    // A judge, so the exercise routes reach their handlers instead of answering 503.
    ({ app, database } = await testApp({ judge: new ScriptedJudge() }));
    accounts = await accountsByRole(app, database);
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { 'x-roles'?: Role[]; security?: unknown[]; responses?: object }>>;
    };
    operations = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          roles: op['x-roles'] ?? [],
          security: op.security ?? [],
          statuses: Object.keys(op.responses ?? {}),
        })),
      );
  });

  // The database is the run's shared one (test/harness.ts): only the app is closed.
  afterAll(async () => {
    await app.close();
  });

  const call = (op: AdminOperation, headers: Record<string, string> = {}) =>
    app.inject({
      method: op.method as 'GET',
      url: fillPath(op.path),
      headers: { ...headers, ...(op.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
      payload: op.method === 'GET' ? undefined : '{}',
    });

  it('finds the admin routes, each naming its roles, its security and its 401 and 403', () => {
    expect(operations.length).toBeGreaterThanOrEqual(2);
    for (const op of operations) {
      expect(op.roles.length, `${op.method} ${op.path} x-roles`).toBeGreaterThan(0);
      expect(op.roles, `${op.method} ${op.path} is closed to learners`).not.toContain('learner');
      expect(op.security.length, `${op.method} ${op.path} security`).toBeGreaterThan(0);
      expect(op.statuses).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    for (const op of operations) {
      const res = await call(op);
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('answers 403 to every role the route does not name, and lets the named ones past the guard', async () => {
    for (const op of operations) {
      for (const role of ROLES) {
        const res = await call(op, accounts[role].auth);
        const where = `${op.method} ${op.path} as ${role}`;
        if (op.roles.includes(role)) {
          expect([401, 403], where).not.toContain(res.statusCode);
          expect(res.statusCode, where).toBeLessThan(500);
          // A console answer is about the academy's people: never kept by a shared cache.
          if (res.statusCode === 200) expect(res.headers['cache-control'], where).toMatch(/no-store|private/);
        } else {
          expect(res.statusCode, where).toBe(403);
          expect(res.json().message, where).toBe('You do not have permission to do this');
        }
      }
    }
  });
});
