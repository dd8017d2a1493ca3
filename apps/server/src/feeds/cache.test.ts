import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FEED_FAILURES_KEPT, FeedCache } from './cache.ts';

const quiet = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('FeedCache', () => {
  it('keeps a bounded record of failed loads while a source is down, whatever learners search for', async () => {
    const cache = new FeedCache({ log: quiet });
    const down = async () => {
      throw new Error('source down');
    };
    const searches = FEED_FAILURES_KEPT + 500;
    for (let i = 0; i < searches; i++) {
      await expect(cache.get(`papers:search-${i}`, 60_000, down)).rejects.toThrow('source down');
    }
    // Each distinct search used to leave an entry behind for good: memory grew with every query.
    const failures = (cache as unknown as { failedAt: { size: number } }).failedAt;
    expect(failures.size).toBeLessThanOrEqual(FEED_FAILURES_KEPT);
  });

  it('still serves the last good copy without asking again during the backoff', async () => {
    let now = 0;
    const cache = new FeedCache({ log: quiet, now: () => now, failureBackoffMs: 1000 });
    await cache.get('k', 10, async () => 'good');
    now = 100;
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('down');
    };
    expect(await cache.get('k', 10, failing)).toEqual({ value: 'good', stale: true });
    expect(await cache.get('k', 10, failing)).toEqual({ value: 'good', stale: true });
    expect(calls).toBe(1);
  });
});
