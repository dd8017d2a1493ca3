import type { FastifyReply, FastifyRequest } from 'fastify';

/** Public read-mostly answers: browsers revalidate, a CDN may keep them for 10 seconds. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, must-revalidate';

/** For an address that changes whenever what it answers changes (a hashed asset, a versioned picture). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function publicCache(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
}

/** Answers about one signed-in person: never kept by a browser or a shared cache. */
export function privateNoStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/** Answers that change with every call and hold one person's data. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/**
 * How a signed-in route's answer may be kept, declared with the route (`signedInRoute`,
 * `adminRoute`) instead of written first in its handler: `'private, no-store'` for answers about
 * one person, `'no-store'` for answers that change with every call.
 */
export type CachePolicy = 'private, no-store' | 'no-store';

/**
 * What a route declaration adds for its cache policy: a preHandler, so after auth and validation.
 * A signed-in route that declares none answers `private, no-store`: whatever it returns is about
 * the caller, and a list that forgot its policy must not sit in a shared cache.
 */
export function cacheHook(cache: CachePolicy = 'private, no-store'): {
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
} {
  return {
    preHandler: async (_request, reply) => {
      reply.header('cache-control', cache);
    },
  };
}
