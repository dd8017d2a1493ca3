import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

const CHANNEL = 'kalvi:read-cache:invalidate';

/**
 * In-process cache for public, read-mostly answers (docs/product/budgets.md#caching-anonymous-reads), keyed by namespace and
 * normalised query. Writes call invalidate(namespace); with Redis the invalidation is
 * published so every instance drops its copy too. Concurrent misses share one load.
 */
export class ReadCache {
  private readonly entries = new LRUCache<string, object>({ max: 5000, ttl: 60_000 });
  private readonly inflight = new Map<string, Promise<object>>();
  private readonly generation = new Map<string, number>();

  constructor(private readonly publish?: (namespace: string) => void) {}

  async get<T extends object>(namespace: string, key: string, load: () => Promise<T>): Promise<T> {
    const gen = this.generation.get(namespace) ?? 0;
    const fullKey = `${namespace}:${gen}:${key}`;
    const hit = this.entries.get(fullKey);
    if (hit) return hit as T;
    const pending = this.inflight.get(fullKey);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then((value) => {
        // Only keep it if no write invalidated the namespace while we were loading.
        if ((this.generation.get(namespace) ?? 0) === gen) this.entries.set(fullKey, value);
        return value;
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
  }
}

export const readCachePlugin = fp(
  async (app: FastifyInstance, opts: { redis?: Redis }) => {
    const publisher = opts.redis;
    const cache = new ReadCache(publisher ? (ns) => void publisher.publish(CHANNEL, ns) : undefined);
    app.decorate('readCache', cache);
    if (publisher) {
      const subscriber = publisher.duplicate();
      await subscriber.subscribe(CHANNEL);
      subscriber.on('message', (_channel, ns: string) => cache.invalidateLocal(ns));
      app.addHook('onClose', async () => {
        await subscriber.quit();
      });
    }
  },
  { name: 'read-cache' },
);
