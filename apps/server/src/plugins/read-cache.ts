import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { isDatabaseUnavailable } from './database-outage.ts';
import { PLUGIN } from './names.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

const CHANNEL = 'kalvi:read-cache:invalidate';

/**
 * The namespaces of cached public answers. A write in one module may change another's
 * answers (a review moves a course's rating), so the names live here, not in the modules.
 */
export const COURSES_CACHE = 'courses';
export const EVENTS_CACHE = 'events';
export const REVIEWS_CACHE = 'reviews';
/** A course's upcoming batches and their seats left (modules/batches). */
export const BATCHES_CACHE = 'batches';
/** The academy settings the public site reads (modules/settings). */
export const SETTINGS_CACHE = 'settings';

/**
 * In-process cache for public, read-mostly answers (docs/product/budgets.md#caching-anonymous-reads), keyed by namespace and
 * normalised query. Writes call invalidate(namespace); with Redis the invalidation is
 * published so every instance drops its copy too. Concurrent misses share one load.
 */
/** Bound in bytes (docs/decisions/140, 142), each entry counted by entryBytes. */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The bytes one entry holds, strings at two bytes a character (V8's widest). A prepared answer
 * (its JSON and gzip bytes, lib/prepared-json.ts) is counted from its parts: serialising it
 * again would count each gzip byte as up to four characters of a number array and make garbage
 * at every fill. Anything else is counted by its JSON.
 */
export function entryBytes(key: string, value: object): number {
  const prepared = value as { json?: unknown; gzip?: unknown };
  if (Buffer.isBuffer(prepared.json) && Buffer.isBuffer(prepared.gzip)) {
    return key.length * 2 + prepared.json.byteLength + prepared.gzip.byteLength + ENTRY_OVERHEAD;
  }
  return (key.length + JSON.stringify(value).length) * 2 + ENTRY_OVERHEAD;
}
/** The LRU's own slot, the object and its ETags. */
const ENTRY_OVERHEAD = 256;

export class ReadCache {
  /** Hits, misses and stale copies served while the database failed, for /metrics. */
  readonly stats = { hits: 0, misses: 0, staleServed: 0 };
  private readonly entries: LRUCache<string, object>;
  private readonly inflight = new Map<string, Promise<object>>();
  private readonly generation = new Map<string, number>();

  constructor(
    private readonly publish?: (namespace: string) => void,
    options: { ttlMs?: number; maxBytes?: number; now?: () => number } = {},
  ) {
    this.entries = new LRUCache<string, object>({
      max: 5000,
      maxSize: options.maxBytes ?? READ_CACHE_MAX_BYTES,
      sizeCalculation: (value, key) => entryBytes(key, value),
      ttl: options.ttlMs ?? 60_000,
      ...(options.now ? { perf: { now: options.now } } : {}),
      // Expired entries stay until evicted so that a load failing because the database is
      // down can still answer with the last copy.
      noDeleteOnStaleGet: true,
    });
  }

  /** Bytes held, for /metrics and the memory investigation (docs/decisions/140). */
  get sizeBytes(): number {
    return this.entries.calculatedSize;
  }

  async get<T extends object>(namespace: string, key: string, load: () => Promise<T>): Promise<T> {
    const gen = this.generation.get(namespace) ?? 0;
    const fullKey = `${namespace}:${gen}:${key}`;
    const hit = this.entries.get(fullKey);
    if (hit) {
      this.stats.hits++;
      return hit as T;
    }
    this.stats.misses++;
    const pending = this.inflight.get(fullKey);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then((value) => {
        // Only keep it if no write invalidated the namespace while we were loading.
        if ((this.generation.get(namespace) ?? 0) === gen) this.entries.set(fullKey, value);
        return value;
      })
      .catch((error: unknown) => {
        const last = isDatabaseUnavailable(error)
          ? this.entries.get(fullKey, { allowStale: true })
          : undefined;
        if (!last) throw error;
        this.stats.staleServed++;
        return last as T;
      })
      .finally(() => this.inflight.delete(fullKey));
    this.inflight.set(fullKey, promise);
    return promise;
  }

  invalidate(...namespaces: string[]): void {
    for (const ns of namespaces) this.invalidateLocal(ns);
    for (const ns of namespaces) this.publish?.(ns);
  }

  invalidateLocal(namespace: string): void {
    this.generation.set(namespace, (this.generation.get(namespace) ?? 0) + 1);
    // The old generation can never be read again: free it now rather than when the LRU
    // bound evicts it (under write traffic it otherwise fills the cache to its bound).
    const prefix = `${namespace}:`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

export const readCachePlugin = fp(
  async (app: FastifyInstance) => {
    const publisher = app.redis;
    // ioredis puts its keyPrefix before keys only, not before pub/sub channels.
    const channel = `${app.config.redisKeyPrefix}${CHANNEL}`;
    // A lost invalidation during a Redis outage costs at most the entries' 60 s lifetime.
    const publish = (ns: string) =>
      void publisher
        ?.publish(channel, ns)
        .catch((err: Error) => app.log.warn({ err }, 'read cache: could not publish'));
    const cache = new ReadCache(publisher ? publish : undefined);
    app.decorate('readCache', cache);
    if (publisher) {
      const subscriber = publisher.duplicate({ enableOfflineQueue: true });
      await subscriber.subscribe(channel);
      subscriber.on('message', (_channel, ns: string) => cache.invalidateLocal(ns));
      app.addHook('onClose', async () => {
        await subscriber.quit();
      });
    }
  },
  { name: PLUGIN.readCache, dependencies: [PLUGIN.core] },
);
