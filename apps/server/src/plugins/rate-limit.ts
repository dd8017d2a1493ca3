import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fallbackStore } from './rate-limit-store.ts';
import { sessionCookie } from './session-cookie.ts';

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
 * A per-session rate-limit key: the bearer header or the session cookie, hashed (keys may sit
 * in Redis, session tokens must not), or the client address for a request with neither.
 */
export function sessionRateKey(request: FastifyRequest): string {
  const credential = request.headers.authorization ?? sessionCookie(request);
  return credential ? createHash('sha256').update(credential).digest('base64url') : request.ip;
}

/**
 * A route's limit per session and minute. Per session, not per address: a whole campus may
 * share one address. The limit runs before authentication, so it keys on the bearer header
 * (a request without one is refused anyway).
 */
export function perSessionPerMinute(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute', keyGenerator: sessionRateKey } };
}
