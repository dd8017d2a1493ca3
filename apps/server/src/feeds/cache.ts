import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** What a feed answer carries: the value, and whether it is an old copy served because the source failed. */
export interface Cached<T> {
  value: T;
  stale: boolean;
}

interface Entry {
  value: unknown;
  /** When the upstream gave us this value (ms since the epoch), wherever it was fetched. */
  storedAt: number;
  /** Length of its JSON, to bound the memory the copies take. */
  size: number;
}

export interface FeedCacheOptions {
  /** With Redis every instance shares the copies; without it each process keeps its own. */
  redis?: Redis;
  /** Prefix of the Redis keys. */
  prefix?: string;
  log: FastifyBaseLogger;
  /** After a failure with a copy at hand, serve the copy without asking the source again for this long. */
  failureBackoffMs?: number;
  now?: () => number;
}

/**
 * How many keys' last failure time is remembered. Keys carry learners' searches, so while a
 * source is down every new search would otherwise add an entry that is never dropped.
 */
export const FEED_FAILURES_KEPT = 10_000;

/** Hits and misses of every feed cache in this process, for /metrics. */
export const feedCacheStats = { hits: 0, misses: 0, bytes: 0 };

/** How long one instance may hold the cross-instance load lock before it lapses. */
const LOAD_LOCK_MS = 15_000;
/** How often an instance waiting on another's load looks for the shared copy. */
const LOCK_POLL_MS = 100;

/** Old copies are kept this long to be served when a source is down. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The upstream cache of the feeds (issue 7): one entry per upstream query, fresh for a while,
 * one load for concurrent misses, and the last good copy (marked stale) when a load fails.
 * The in-process copy sits in front of Redis so a fresh hit costs no network round trip.
 */
export class FeedCache {
  private readonly local = new LRUCache<string, Entry>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, entry.size),
  });
  private readonly inflight = new Map<string, Promise<Cached<unknown>>>();
  // Bounded in entries and in bytes: a key is a learner's search text.
  private readonly failedAt = new LRUCache<string, number>({
    max: FEED_FAILURES_KEPT,
    maxSize: 2 * 1024 * 1024,
    sizeCalculation: (_value, key) => key.length + 8,
  });
  private readonly prefix: string;
  private readonly now: () => number;
  private readonly failureBackoffMs: number;

  constructor(private readonly options: FeedCacheOptions) {
    this.prefix = options.prefix ?? 'kalvi:feeds:';
    this.now = options.now ?? Date.now;
    this.failureBackoffMs = options.failureBackoffMs ?? 30_000;
  }

  async get<T>(key: string, freshMs: number, load: () => Promise<T>): Promise<Cached<T>> {
    const local = this.local.get(key);
    if (local && this.isFresh(local, freshMs)) {
      feedCacheStats.hits++;
      return { value: local.value as T, stale: false };
    }
    feedCacheStats.misses++;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.refresh(key, freshMs, local, load).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending as Promise<Cached<T>>;
  }

  private isFresh(entry: Entry, freshMs: number): boolean {
    return this.now() - entry.storedAt < freshMs;
  }

  private async refresh<T>(
    key: string,
    freshMs: number,
    local: Entry | undefined,
    load: () => Promise<T>,
  ): Promise<Cached<T>> {
    const shared = await this.readShared(key);
    if (shared && (!local || shared.storedAt > local.storedAt)) this.local.set(key, shared);
    const best = this.local.get(key);
    if (best && this.isFresh(best, freshMs)) return { value: best.value as T, stale: false };

    const failedAt = this.failedAt.get(key);
    if (best && failedAt !== undefined && this.now() - failedAt < this.failureBackoffMs) {
      return { value: best.value as T, stale: true };
    }
    try {
      const shared = await this.loadOnceAcrossInstances(key, freshMs, load);
      if (shared) return { value: shared.value as T, stale: false };
      const value = await load();
      this.failedAt.delete(key);
      await this.store(key, value);
      return { value, stale: false };
    } catch (error) {
      this.failedAt.set(key, this.now());
      if (!best) throw error;
      this.options.log.warn({ err: error, key }, 'feed source failed; serving the last good copy');
      return { value: best.value as T, stale: true };
    }
  }

  /**
   * With Redis, one instance loads a cold key for all (docs/decisions/140): the one that sets
   * the lock loads and shares the copy; the others wait for that copy. Returns the shared
   * copy when another instance loaded it; undefined when this instance should load (it holds
   * the lock, the holder gave up, or Redis is unreachable).
   */
  private async loadOnceAcrossInstances<T>(
    key: string,
    freshMs: number,
    load: () => Promise<T>,
  ): Promise<Entry | undefined> {
    const redis = this.options.redis;
    if (redis?.status !== 'ready') return undefined;
    const lockKey = `${this.prefix}lock:${key}`;
    try {
      const got = await redis.set(lockKey, '1', 'PX', LOAD_LOCK_MS, 'NX');
      if (got === 'OK') {
        try {
          const value = await load();
          this.failedAt.delete(key);
          await this.store(key, value);
          return this.local.get(key);
        } finally {
          await redis.del(lockKey).catch(() => {});
        }
      }
      this.options.log.info(
        { key },
        'feed cache: another instance is loading this key; waiting for its copy',
      );
      const deadline = Date.now() + LOAD_LOCK_MS;
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
        const shared = await this.readShared(key);
        if (shared && this.isFresh(shared, freshMs)) {
          this.local.set(key, shared);
          return shared;
        }
        if ((await redis.exists(lockKey)) === 0) return undefined;
      }
    } catch (error) {
      this.options.log.warn(
        { err: error, key },
        'feed cache: Redis lock unavailable; loading in this instance',
      );
    }
    return undefined;
  }

  private async store(key: string, value: unknown): Promise<void> {
    const storedAt = this.now();
    const json = JSON.stringify({ value, storedAt });
    this.local.set(key, { value, storedAt, size: json.length });
    const redis = this.options.redis;
    if (!redis) return;
    try {
      await redis.set(this.prefix + key, json, 'PX', KEEP_MS);
    } catch (error) {
      this.options.log.warn({ err: error, key }, 'feed cache: could not share the copy through Redis');
    }
  }

  private async readShared(key: string): Promise<Entry | undefined> {
    const redis = this.options.redis;
    if (!redis) return undefined;
    try {
      const json = await redis.get(this.prefix + key);
      if (!json) return undefined;
      const parsed = JSON.parse(json) as { value: unknown; storedAt: unknown };
      if (typeof parsed.storedAt !== 'number') return undefined;
      return { value: parsed.value, storedAt: parsed.storedAt, size: json.length };
    } catch (error) {
      this.options.log.warn({ err: error, key }, 'feed cache: could not read the shared copy from Redis');
      return undefined;
    }
  }
}
