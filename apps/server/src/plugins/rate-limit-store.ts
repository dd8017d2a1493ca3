import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type IncrCallback = (err: Error | null, result: { current: number; ttl: number } | null) => void;
interface Store {
  incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: {
    continueExceeding: boolean;
    exponentialBackoff: boolean;
    routeInfo: { method: string; url: string };
  }): Store;
}
type StoreClass = new (...args: unknown[]) => Store;

// The plugin's own stores (no typed export): counting stays exactly theirs.
const require = createRequire(import.meta.url);
const RedisStore: StoreClass = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: StoreClass = require('@fastify/rate-limit/store/LocalStore.js');

interface GlobalParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * A rate-limit store that counts in Redis (every instance together) and, while Redis cannot
 * be reached, in this process, so limits still hold during an outage instead of failing open
 * or refusing everyone. Recovery is automatic: the next successful Redis call counts there again.
 */
export function fallbackStore(
  redis: Redis,
  log: FastifyBaseLogger,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  let usingLocal = false;
  const switchTo = (local: boolean, err?: Error) => {
    if (local === usingLocal) return;
    usingLocal = local;
    if (local)
      log.error(
        { err: { message: err?.message } },
        'rate limits: Redis unreachable, counting in this instance',
      );
    else log.info('rate limits: Redis is back, counting across instances again');
  };

  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr(key: string, cb: IncrCallback, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        switchTo(true, new Error(`Redis connection is ${redis.status}`));
        this.local.incr(key, cb, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (err, result) => {
          if (err) {
            switchTo(true, err);
            this.local.incr(key, cb, timeWindow, max);
            return;
          }
          switchTo(false);
          cb(null, result);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<Store['child']>[0]): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  // The plugin builds the store with its global parameters; its declared types describe the
  // route options loosely, hence the cast.
  return class extends FallbackStore {
    constructor(params: GlobalParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
