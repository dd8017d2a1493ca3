import type { FastifyReply } from 'fastify';

/** Public read-mostly answers: browsers revalidate, a CDN may keep them for 10 seconds. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, must-revalidate';

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
