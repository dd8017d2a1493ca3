import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_LOCK_MINUTES = 15;
const WINDOW_MS = LOGIN_LOCK_MINUTES * 60 * 1000;

/**
 * Counts failed sign-ins per account (docs/decisions/010). The rate-limit plugin counts every
 * request; here only failures count, so a learner who signs in often is never locked out while
 * someone guessing a password is, whichever address they guess from. In-process, or in Redis
 * when REDIS_URL is set so every instance sees the same count.
 */
export interface LoginGuard {
  isLocked(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

export function loginGuard(redis: Redis | undefined): LoginGuard {
  const key = (email: string) => `kalvi-login-fail:${email}`;
  const failures = new LRUCache<string, number>({ max: 50_000, ttl: WINDOW_MS });
  const local: LoginGuard = {
    isLocked: async (email) => (failures.get(key(email)) ?? 0) >= LOGIN_MAX_FAILURES,
    recordFailure: async (email) => {
      failures.set(key(email), (failures.get(key(email)) ?? 0) + 1, { noUpdateTTL: true });
    },
    clear: async (email) => {
      failures.delete(key(email));
    },
  };
  if (!redis) return local;
  // While Redis is unreachable this instance counts on its own (docs/decisions/140).
  const orLocal =
    <A extends unknown[], R>(shared: (...args: A) => Promise<R>, fallback: (...args: A) => Promise<R>) =>
    (...args: A) =>
      shared(...args).catch(() => fallback(...args));
  return {
    isLocked: orLocal(
      async (email: string) => Number(await redis.get(key(email))) >= LOGIN_MAX_FAILURES,
      local.isLocked,
    ),
    recordFailure: orLocal(async (email: string) => {
      const count = await redis.incr(key(email));
      // The window runs from the first failure, like the in-process counter's.
      if (count === 1) await redis.pexpire(key(email), WINDOW_MS);
    }, local.recordFailure),
    clear: orLocal(async (email: string) => {
      await redis.del(key(email));
    }, local.clear),
  };
}
