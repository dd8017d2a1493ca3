import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

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
});
