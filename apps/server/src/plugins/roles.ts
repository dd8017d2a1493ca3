import type { Role } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
// The decorators this plugin reads (requireUser, db) are declared there; imported for the type alone.
import type {} from './auth.ts';
import { PLUGIN } from './names.ts';

/** The signed-in member of staff a console route acts for. */
export interface AdminActor {
  id: string;
  email: string;
  role: Role;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    actor: AdminActor | null;
  }
  interface FastifyInstance {
    /**
     * preHandler for `/api/admin/...`: 401 signed out, 403 unless the account holds one of
     * `roles` (docs/decisions/120-roles-and-access.md). The role is read from the database on
     * every request, so a role taken away counts at once, not at the next sign-in.
     */
    requireRole: (...roles: Role[]) => Guard;
  }
}

export const NO_RIGHT = 'You do not have permission to do this';

export const rolesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('actor', null);
    app.decorate('requireRole', (...roles: Role[]): Guard => {
      if (roles.length === 0) throw new Error('requireRole needs at least one role');
      return async (request, reply) => {
        await app.requireUser(request, reply);
        const userId = request.user?.id;
        if (!userId) throw unauthorized();
        const [row] = await app.db
          .select({ email: users.email, role: users.role, disabledAt: users.disabledAt })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        if (!row || row.disabledAt) throw unauthorized('Your session has expired. Please log in again.');
        if (!roles.includes(row.role)) throw forbidden(NO_RIGHT);
        request.actor = { id: userId, email: row.email, role: row.role };
      };
    });
  },
  { name: PLUGIN.roles, dependencies: [PLUGIN.core, PLUGIN.auth] },
);

/** The actor `app.requireRole` put on the request (a route without it has none). */
export function adminActor(request: FastifyRequest): AdminActor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
