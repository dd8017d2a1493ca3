import { failureSchema } from '@kalvi/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { USER_SECURITY } from '../plugins/auth.ts';

/**
 * What every route for a signed-in person is declared with: `requireUser` at onRequest, so a
 * signed-out caller gets 401 before the body is read, and the parts of its API document that say
 * so (its tag, the bearer security, the 401 answer). The console's routes use `staffRoute`
 * (lib/staff-access.ts), which adds the role.
 */
export function signedInRoute<S extends FastifySchema & { response: Record<number, unknown> }>(
  app: FastifyInstance,
  tag: string,
  schema: S,
): { onRequest: FastifyInstance['requireUser']; schema: S } {
  return {
    onRequest: app.requireUser,
    schema: {
      tags: [tag],
      security: USER_SECURITY,
      ...schema,
      response: { 401: failureSchema, ...schema.response },
    },
  };
}
