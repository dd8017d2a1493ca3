import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cfOk } from '../../test/feed-stand-ins.ts';
import { TEST_REDIS_KEY_PREFIX } from '../../test/harness.ts';
import { redisAnswers } from '../../test/redis.ts';
import { closeRigs, get, open, problemset, rig } from './fixture.ts';

afterEach(closeRigs);

describe.runIf(await redisAnswers())('with REDIS_URL', () => {
  let redis: Redis;
  beforeEach(() => {
    redis = new Redis('redis://127.0.0.1:6379');
    open.push({ close: () => redis.quit() });
  });

  it('shares the copy between instances: the second instance does not call the service', async () => {
    const first = await rig({ REDIS_URL: 'redis://127.0.0.1:6379' });
    first.cf.respond = () => cfOk(problemset());
    const second = await rig({ REDIS_URL: 'redis://127.0.0.1:6379' }, first);

    const a = await get(first.app, '/api/feeds/problems?tag=graphs');
    const b = await get(second.app, '/api/feeds/problems?tag=graphs&minRating=1200');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.stale).toBe(false);
    expect(b.body.pagination.total_items).toBe(
      problemset().filter((p) => p.contestId && (p.rating ?? 0) >= 1200).length,
    );
    expect(first.cf.calls).toHaveLength(1);

    // The copy sits under this test process's REDIS_KEY_PREFIX, and nowhere without it.
    const keys = await redis.keys(`${TEST_REDIS_KEY_PREFIX}kalvi:feeds:problems:${first.cf.baseUrl}:*`);
    expect(keys).toEqual([`${TEST_REDIS_KEY_PREFIX}kalvi:feeds:problems:${first.cf.baseUrl}:graphs`]);
    expect(await redis.keys(`kalvi:feeds:problems:${first.cf.baseUrl}:*`)).toEqual([]);
    await redis.del(...keys);
  });
});
