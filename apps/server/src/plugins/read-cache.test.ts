import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prepareJson } from '../lib/prepared-json.ts';
import { entryBytes, ReadCache } from './read-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('serves a second read from memory and shares one load between concurrent misses', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const gate = deferred<void>();
    const load = async () => {
      loads++;
      await gate.promise;
      return { n: loads };
    };
    const both = Promise.all([cache.get('courses', 'page=1', load), cache.get('courses', 'page=1', load)]);
    gate.resolve();
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(await cache.get('courses', 'page=1', load)).toBe(a);
    expect(loads).toBe(1);
  });

  it('drops a namespace on invalidation and tells other instances', async () => {
    const published: string[] = [];
    const cache = new ReadCache((ns) => published.push(ns));
    let version = 1;
    const load = async () => ({ version });
    expect(await cache.get('events', 'all', load)).toEqual({ version: 1 });
    version = 2;
    expect(await cache.get('events', 'all', load)).toEqual({ version: 1 });
    cache.invalidate('events');
    expect(await cache.get('events', 'all', load)).toEqual({ version: 2 });
    expect(published).toEqual(['events']);
  });

  it('does not keep an answer loaded before a write that happened during the load', async () => {
    const cache = new ReadCache();
    const gate = deferred<void>();
    let version = 1;
    const slow = cache.get('courses', 'k', async () => {
      const seen = version;
      await gate.promise;
      return { version: seen };
    });
    version = 2;
    cache.invalidate('courses');
    gate.resolve();
    expect(await slow).toEqual({ version: 1 });
    expect(await cache.get('courses', 'k', async () => ({ version }))).toEqual({ version: 2 });
  });

  it('counts a prepared answer by its JSON and gzip bytes, and keeps to its bound in bytes', async () => {
    const body = { items: Array.from({ length: 200 }, (_, i) => ({ title: `Course ${i}`, fee: i })) };
    const prepared = prepareJson(
      z.object({ items: z.array(z.object({ title: z.string(), fee: z.number() })) }),
      body,
    );
    const bytes = entryBytes('courses:0:list', prepared);
    expect(bytes).toBe(
      'courses:0:list'.length * 2 + prepared.json.byteLength + prepared.gzip.byteLength + 256,
    );
    // Four such entries fit in a bound of 4.5 of them; a fifth pushes the oldest out.
    const cache = new ReadCache(undefined, { maxBytes: Math.floor(bytes * 4.5) });
    for (let i = 0; i < 5; i++) await cache.get('courses', `list${i}`, async () => prepared);
    expect(cache.sizeBytes).toBeLessThanOrEqual(Math.floor(bytes * 4.5));
    expect(cache.sizeBytes).toBeGreaterThanOrEqual(bytes * 4 - 16);
    let reloaded = 0;
    await cache.get('courses', 'list0', async () => {
      reloaded++;
      return prepared;
    });
    expect(reloaded).toBe(1);
  });
});
