import { afterEach, describe, expect, it, vi } from 'vitest';
import { cfFailed, cfOk } from '../../test/feed-stand-ins.ts';
import { closeRigs, deferred, get, paging, problemset, rig, TIMEOUT_MS } from './fixture.ts';

afterEach(closeRigs);

describe('GET /api/feeds/problems', () => {
  it('keeps rated problems at or above the minimum, 20 a page, with the problem page address', async () => {
    const { app, cf } = await rig();
    cf.respond = () => cfOk(problemset());
    const all = problemset().filter((p) => p.contestId && p.rating !== undefined);
    const atLeast1600 = all.filter((p) => (p.rating ?? 0) >= 1600);

    const first = await get(app, '/api/feeds/problems?minRating=1600&tag=dp&page=1');
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.stale).toBe(false);
    expect(first.body.pagination).toEqual(
      paging(1, Math.ceil(atLeast1600.length / 20), atLeast1600.length, 20),
    );
    expect(first.body.data).toHaveLength(20);
    expect(first.body.data.every((p: { rating: number }) => p.rating >= 1600)).toBe(true);
    const expected = atLeast1600[0];
    expect(first.body.data[0]).toEqual({
      contestId: expected?.contestId,
      index: expected?.index,
      name: expected?.name,
      rating: expected?.rating,
      tags: expected?.tags,
      url: `https://codeforces.com/problemset/problem/${expected?.contestId}/${expected?.index}`,
    });
    expect(first.headers['cache-control']).toBe('public, max-age=60');

    const last = await get(
      app,
      `/api/feeds/problems?minRating=1600&tag=dp&page=${first.body.pagination.total_pages}`,
    );
    expect(last.body.data).toHaveLength(atLeast1600.length % 20 || 20);
    const beyond = await get(app, '/api/feeds/problems?minRating=1600&tag=dp&page=99');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);

    // The upstream query carries the tag and our User-Agent; filtering and paging happened here.
    expect(cf.calls).toHaveLength(1);
    expect(cf.calls[0]?.url.pathname).toBe('/api/problemset.problems');
    expect(cf.calls[0]?.url.searchParams.get('tags')).toBe('dp');
    expect(cf.calls[0]?.headers['user-agent']).toMatch(/^KalviAcademy\/1\.0 \(.+\)/);
  });

  it('leaves out unrated problems and problems without a contest, and asks for all tags by default', async () => {
    const { app, cf } = await rig();
    cf.respond = () => cfOk(problemset());
    const res = await get(app, '/api/feeds/problems?page=3');
    expect(res.body.pagination.total_items).toBe(45);
    const names = (
      await Promise.all([1, 2, 3].map((p) => get(app, `/api/feeds/problems?page=${p}`)))
    ).flatMap((r) => r.body.data.map((p: { name: string }) => p.name));
    expect(names).toHaveLength(45);
    expect(names).not.toContain('Unrated one');
    expect(names).not.toContain('No contest');
    expect(cf.calls[0]?.url.searchParams.get('tags')).toBe('');
  });

  it('skips malformed problems instead of failing the whole list', async () => {
    const { app, cf } = await rig();
    const odd = [
      { contestId: '12', index: 'A', name: 'Contest id as text', rating: 900, tags: ['dp'] },
      { contestId: 13, index: 'A', name: 'Rating as text', rating: '900', tags: ['dp'] },
      { contestId: 14, index: '', name: 'No index', rating: 900, tags: [] },
      { contestId: 15, index: 'B', name: 'Tags missing', rating: 900 },
    ];
    cf.respond = () => ({ body: JSON.stringify({ status: 'OK', result: { problems: odd } }) });
    const res = await get(app, '/api/feeds/problems');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        contestId: 15,
        index: 'B',
        name: 'Tags missing',
        rating: 900,
        tags: [],
        url: 'https://codeforces.com/problemset/problem/15/B',
      },
    ]);
  });

  it('sends a two-word tag as one tag', async () => {
    const { app, cf } = await rig();
    cf.respond = () => cfOk(problemset());
    expect((await get(app, '/api/feeds/problems?tag=binary%20search')).status).toBe(200);
    expect(cf.calls[0]?.url.searchParams.get('tags')).toBe('binary search');
  });

  it.each([
    ['minRating=900', 'Difficulty must be one of: 800, 1200, 1600, 2000, 2400'],
    ['minRating=abc', 'Difficulty must be one of: 800, 1200, 1600, 2000, 2400'],
    ['tag=trees', 'Topic must be one of: dp, greedy'],
    ['tag=%3Cscript%3E', 'Topic must be one of'],
    ['page=0', 'Page must be at least 1'],
    ['page=1.5', 'Page must be a whole number'],
    ['page=two', 'Page must be a whole number'],
    ['page=5000', 'Page must be at most 1000'],
  ])('refuses %s with 400 and a clear message, without calling the service', async (query, message) => {
    const { app, cf } = await rig();
    const res = await get(app, `/api/feeds/problems?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
    expect(cf.calls).toHaveLength(0);
  });

  it('serves every difficulty and page of one tag from one upstream call (one entry per upstream query)', async () => {
    const { app, cf } = await rig();
    cf.respond = () => cfOk(problemset());
    for (const url of [
      '/api/feeds/problems?tag=dp',
      '/api/feeds/problems?tag=dp&minRating=2000',
      '/api/feeds/problems?tag=dp&page=2',
    ]) {
      expect((await get(app, url)).status).toBe(200);
    }
    expect(cf.calls).toHaveLength(1);
    await get(app, '/api/feeds/problems?tag=greedy');
    expect(cf.calls).toHaveLength(2);
  });

  it('makes one upstream call for ten concurrent misses', async () => {
    const { app, cf } = await rig();
    const firstCall = deferred();
    const release = deferred();
    cf.respond = async () => {
      firstCall.resolve();
      await release.promise;
      return cfOk(problemset());
    };
    const pending = Array.from({ length: 10 }, () => get(app, '/api/feeds/problems?tag=math'));
    await firstCall.promise;
    release.resolve();
    const answers = await Promise.all(pending);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(cf.calls).toHaveLength(1);
  });

  it('answers 502 with a clear message when the service fails and there is no copy', async () => {
    const { app, cf } = await rig();
    cf.respond = () => cfFailed('Internal error');
    const res = await get(app, '/api/feeds/problems');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      message: 'Practice problems could not be loaded right now. Please try again in a moment.',
    });
  });

  it('serves the last good copy marked stale when the service fails, then fresh again once it is back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, cf } = await rig();
    cf.respond = () => cfOk(problemset());
    const good = await get(app, '/api/feeds/problems?minRating=2400');
    expect(good.body.stale).toBe(false);

    vi.setSystemTime(Date.now() + 61 * 60_000); // past the hour a problemset stays fresh
    cf.respond = () => ({
      status: 503,
      type: 'text/html',
      body: '<h1>Codeforces is temporarily unavailable</h1>',
    });
    const stale = await get(app, '/api/feeds/problems?minRating=2400');
    expect(stale.status).toBe(200);
    expect(stale.body.stale).toBe(true);
    expect(stale.body.data).toEqual(good.body.data);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(cf.calls).toHaveLength(2);

    // Right after a failure the copy is served without asking the failing service again.
    expect((await get(app, '/api/feeds/problems?minRating=2400')).body.stale).toBe(true);
    expect(cf.calls).toHaveLength(2);

    vi.setSystemTime(Date.now() + 31_000);
    cf.respond = () => cfOk(problemset().slice(0, 3));
    const fresh = await get(app, '/api/feeds/problems');
    expect(fresh.body.stale).toBe(false);
    expect(fresh.body.pagination.total_items).toBe(3);
    expect(cf.calls).toHaveLength(3);
  });

  it('treats an OK status without problems as nonsense and keeps the good copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, cf } = await rig();
    cf.respond = () => cfOk(problemset());
    await get(app, '/api/feeds/problems');
    vi.setSystemTime(Date.now() + 61 * 60_000);
    cf.respond = () => ({ body: JSON.stringify({ status: 'OK', result: {} }) });
    const res = await get(app, '/api/feeds/problems');
    expect(res.body.stale).toBe(true);
    expect(res.body.pagination.total_items).toBe(45);
  });

  it('gives up on a service that never answers: 502 without a copy, the stale copy with one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, cf } = await rig();
    cf.respond = () => 'hang';
    const started = performance.now();
    const none = await get(app, '/api/feeds/problems');
    expect(none.status).toBe(502);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 10);

    cf.respond = () => cfOk(problemset());
    vi.setSystemTime(Date.now() + 31_000);
    expect((await get(app, '/api/feeds/problems')).body.stale).toBe(false);
    vi.setSystemTime(Date.now() + 61 * 60_000);
    cf.respond = () => 'hang';
    const stale = await get(app, '/api/feeds/problems');
    expect(stale.status).toBe(200);
    expect(stale.body.stale).toBe(true);
    expect(stale.body.pagination.total_items).toBe(45);
  });
});
