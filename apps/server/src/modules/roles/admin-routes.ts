import { failureSchema, idParamsSchema, messageDataAnswer, type Role } from '@kalvi/shared';
import { roleChangeSchema, roleGrantByEmailSchema, roleGrantSchema } from '@kalvi/shared/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { setRole } from './service.ts';

const ROLE_CHANGE_ANSWERS = {
  200: messageDataAnswer(roleChangeSchema),
  400: failureSchema,
  404: failureSchema,
  409: failureSchema,
};

/** Role grants (admins only; docs/decisions/120-roles-and-access.md). */
async function roleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const grant = async (request: FastifyRequest, target: { id: string } | { email: string }, role: Role) => {
    const data = await setRole({ db: app.db }, adminActor(request), target, role);
    return answer(data, 'Role updated');
  };

  r.put(
    '/api/admin/users/:id/role',
    adminRoute(app, 'roles', {
      operationId: 'setUserRole',
      summary: 'Give an account a role (learner, instructor, staff or admin)',
      params: idParamsSchema,
      body: roleGrantSchema,
      response: ROLE_CHANGE_ANSWERS,
    }),
    (request) => grant(request, { id: request.params.id }, request.body.role),
  );

  r.post(
    '/api/admin/roles',
    adminRoute(app, 'roles', {
      operationId: 'grantRoleByEmail',
      summary: 'Give the account with this e-mail a role',
      body: roleGrantByEmailSchema,
      response: ROLE_CHANGE_ANSWERS,
    }),
    (request) => grant(request, { email: request.body.email }, request.body.role),
  );
}

export const rolesAdminModule = fp(roleRoutes, {
  name: 'roles-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
