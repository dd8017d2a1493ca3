import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { AppError } from '../lib/errors.ts';
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
  // Made once, so the coupon preview and create-order count in the same buckets. Checked by a
  // hook of our own: the plugin runs one limit per request, and create-order has its own.
  const tried = (request: FastifyRequest) => !hasCouponCode(request.body);
  const limits = [
    app.createRateLimit({
      max: COUPON_TRIES_PER_ACCOUNT,
      timeWindow: '1 minute',
      keyGenerator: (request) => `coupon-try:${accountRateKey(request)}`,
      allowList: tried,
    }),
    app.createRateLimit({
      max: COUPON_TRIES_PER_ADDRESS,
      timeWindow: '1 minute',
      keyGenerator: (request) => `coupon-try-ip:${request.ip}`,
      allowList: tried,
    }),
  ];
  const couponGuessLimit: preValidationHookHandler = async (request, reply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        const after = `${result.ttlInSeconds} seconds`;
        throw new AppError(429, `Too many requests. Please try again in ${after}.`);
      }
    }
  };
  app.decorate('couponGuessLimits', [couponGuessLimit]);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation hooks that slow a coupon code guessed in a loop (docs/decisions/181-coupons.md):
     * per account and per address, counting only requests that carry a code.
     */
    couponGuessLimits: preValidationHookHandler[];
  }
}

/** Codes one account may try a minute, and one address (a campus shares one). */
const COUPON_TRIES_PER_ACCOUNT = 10;
const COUPON_TRIES_PER_ADDRESS = 100;

/** create-order's `couponCode` or the preview's `code`, given and not empty. */
function hasCouponCode(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { couponCode, code } = body as { couponCode?: unknown; code?: unknown };
  return Boolean(couponCode) || Boolean(code);
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
