import { failureSchema } from '@kalvi/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { USER_SECURITY } from '../plugins/auth.ts';
import { type CachePolicy, cacheHook } from './cache-control.ts';

/** Signed in or not: both are in the API document. */
const OPTIONAL_USER = [...USER_SECURITY, {}];

/**
 * What every route for a signed-in person is declared with: `requireUser` at onRequest, so a
 * signed-out caller gets 401 before the body is read, and the parts of its API document that say
 * so (its tag, the bearer security, the 401 answer). The console's routes use `adminRoute`
 * (lib/admin-route.ts), which adds the role.
 * `cache` declares how the answer may be kept (lib/cache-control.ts); it is not part of the schema.
 */
export function signedInRoute<S extends FastifySchema & { response: Record<number, unknown> }>(
  app: FastifyInstance,
  tag: string,
  { cache, ...schema }: S & { cache?: CachePolicy },
): { onRequest: FastifyInstance['requireUser']; schema: Omit<S, 'cache'> } & ReturnType<typeof cacheHook> {
  return {
    onRequest: app.requireUser,
    ...cacheHook(cache),
    schema: {
      tags: [tag],
      security: USER_SECURITY,
      ...schema,
      response: { 401: failureSchema, ...schema.response },
    },
  };
}

/**
 * What a route open to anyone that answers more to a signed-in caller is declared with (a preview
 * lesson, a practice problem with the caller's marks): `optionalUser` at onRequest, both
 * securities in its API document, and `private, no-store`, since the answer differs by caller.
 */
export function optionalUserRoute<S extends FastifySchema>(
  app: FastifyInstance,
  tag: string,
  schema: S,
): { onRequest: FastifyInstance['optionalUser']; schema: S } & ReturnType<typeof cacheHook> {
  return {
    onRequest: app.optionalUser,
    ...cacheHook('private, no-store'),
    schema: { tags: [tag], security: OPTIONAL_USER, ...schema },
  };
}
