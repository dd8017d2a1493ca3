import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fallbackStore } from './rate-limit-store.ts';

/**
 * Wired globally off: each sensitive route sets its own `config.rateLimit`. The store is
 * in-process, or Redis when REDIS_URL is set so that every instance counts together (in-process
 * again while Redis is unreachable).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const { redis } = app;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackStore(redis, app.log, 'kalvi-rl:') } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

/**
 * The key of a signed-in route's limit: the verified account, which the route's `onRequest`
 * authentication has put on the request before the limit is counted (the limit's hook runs after
 * the route's own). Never the header's bytes: `Bearer  TOKEN` with one more space each time would
 * get a fresh bucket (docs/decisions/169-requests-one-visitor-can-send.md). A request no account
 * signed in (a route that reads the user without requiring one) counts against its address.
 */
export function accountRateKey(request: FastifyRequest): string {
  return request.user ? `account:${request.user.id}` : request.ip;
}

/**
 * A signed-in route's limit per account and minute. Per account, not per address: a whole campus
 * may share one address; and not per session, which a second sign-in would renew.
 */
export function perAccountPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute', keyGenerator: accountRateKey } };
}
