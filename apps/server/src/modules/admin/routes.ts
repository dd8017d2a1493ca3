import { failureSchema, messageDataAnswer, type Role } from '@kalvi/shared';
import {
  auditPageAnswerSchema,
  auditQuery,
  roleChangeSchema,
  roleGrantByEmailSchema,
  roleGrantSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLUGIN } from '../../plugins/names.ts';
import { staffActor } from '../../plugins/roles.ts';
import { auditPage } from './audit-queries.ts';
import { staffRoute } from './guard.ts';
import { setRole } from './roles-service.ts';

const ROLE_CHANGE_ANSWERS = {
  200: messageDataAnswer(roleChangeSchema),
  400: failureSchema,
  404: failureSchema,
  409: failureSchema,
};

/** The console's own routes: the audit log and role grants (admins only). */
async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const grant = async (request: FastifyRequest, target: { id: string } | { email: string }, role: Role) => {
    const data = await setRole(app.db, staffActor(request), target, role);
    return { success: true as const, message: 'Role updated', data };
  };

  r.get(
    '/api/admin/audit',
    staffRoute(app, 'audit', {
      operationId: 'listAuditEntries',
      summary: 'The audit log of console changes, newest first, filtered and paged',
      querystring: auditQuery,
      response: { 200: auditPageAnswerSchema, 400: failureSchema },
    }),
    async (request) => ({ success: true as const, ...(await auditPage(app.db, request.query)) }),
  );

  r.put(
    '/api/admin/users/:id/role',
    staffRoute(app, 'roles', {
      operationId: 'setUserRole',
      summary: 'Give an account a role (learner, instructor, staff or admin)',
      params: z.object({ id: z.string().max(64) }),
      body: roleGrantSchema,
      response: ROLE_CHANGE_ANSWERS,
    }),
    (request) => grant(request, { id: request.params.id }, request.body.role),
  );

  r.post(
    '/api/admin/roles',
    staffRoute(app, 'roles', {
      operationId: 'grantRoleByEmail',
      summary: 'Give the account with this e-mail a role',
      body: roleGrantByEmailSchema,
      response: ROLE_CHANGE_ANSWERS,
    }),
    (request) => grant(request, { email: request.body.email }, request.body.role),
  );
}

export const adminModule = fp(adminRoutes, {
  name: 'admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
