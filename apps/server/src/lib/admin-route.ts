import { failureSchema } from '@kalvi/shared';
import { type AdminArea, rolesFor } from '@kalvi/shared/admin';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { USER_SECURITY } from '../plugins/auth.ts';
import type { Guard } from '../plugins/roles.ts';
import { type CachePolicy, cacheHook } from './cache-control.ts';

/**
 * What every `/api/admin/...` route is declared with: the role guard of its area and the parts
 * of its API document that say who may call it. The guard runs at onRequest, before the body is
 * read or validated, so a signed-out caller gets 401 and a learner 403 whatever they send.
 * `x-roles` names the roles in the document; the role-walk test reads it (admin-route.test.ts).
 * `cache` declares how the answer may be kept (lib/cache-control.ts); it is not part of the schema.
 */
export function adminRoute<S extends FastifySchema & { response: Record<number, unknown> }>(
  app: FastifyInstance,
  area: AdminArea,
  { cache, ...schema }: S & { cache?: CachePolicy },
): { onRequest: Guard; schema: Omit<S, 'cache'> } & ReturnType<typeof cacheHook> {
  return {
    onRequest: app.requireRole(...rolesFor(area)),
    ...cacheHook(cache),
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      'x-roles': rolesFor(area),
      ...schema,
      response: { 401: failureSchema, 403: failureSchema, ...schema.response },
    },
  };
}
