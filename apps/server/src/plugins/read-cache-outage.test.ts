import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('ReadCache during a database outage and under memory pressure', () => {
  it('serves the expired copy when the database cannot be reached, and fresh data once it can', async () => {
    let clock = 1000;
    const cache = new ReadCache(undefined, { ttlMs: 1000, now: () => clock });
    expect(await cache.get('courses', 'p1', async () => ({ v: 1 }))).toEqual({ v: 1 });
    clock += 5000;
    expect(
      await cache.get('courses', 'p1', async () => {
        throw refused();
      }),
    ).toEqual({ v: 1 });
    expect(cache.stats.staleServed).toBe(1);
    expect(await cache.get('courses', 'p1', async () => ({ v: 2 }))).toEqual({ v: 2 });
  });

  it('passes other failures through and has nothing to serve for a key never loaded', async () => {
    let clock = 1000;
    const cache = new ReadCache(undefined, { ttlMs: 1000, now: () => clock });
    await expect(cache.get('courses', 'x', async () => Promise.reject(refused()))).rejects.toThrow(
      'ECONNREFUSED',
    );
    await cache.get('courses', 'y', async () => ({ v: 1 }));
    clock += 5000;
    await expect(
      cache.get('courses', 'y', async () => Promise.reject(new Error('bad query'))),
    ).rejects.toThrow('bad query');
  });

  it('keeps the bytes it holds under its bound', async () => {
    const cache = new ReadCache(undefined, { maxBytes: 10_000 });
    for (let i = 0; i < 200; i++)
      await cache.get('courses', `page=${i}`, async () => ({ text: 'x'.repeat(500) }));
    expect(cache.sizeBytes).toBeLessThanOrEqual(10_000);
    expect(cache.sizeBytes).toBeGreaterThan(9_000);
  });
});
