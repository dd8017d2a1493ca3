import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  type AtomEntry,
  atomError,
  atomFeed,
  type CfProblem,
  cfFailed,
  cfOk,
  type StandIn,
  startStandIn,
  wikiError,
  wikiSearch,
} from '../../test/feed-stand-ins.ts';
import { testConfig, testDatabase } from '../../test/harness.ts';

const TIMEOUT_MS = 300;

interface Rig {
  app: FastifyInstance;
  cf: StandIn;
  arxiv: StandIn;
  wiki: StandIn;
}

const open: { close(): Promise<unknown> }[] = [];

async function rig(env: Record<string, string> = {}, standIns?: Omit<Rig, 'app'>): Promise<Rig> {
  const upstreams = standIns ?? {
    cf: await startStandIn('/api', () => cfOk([])),
    arxiv: await startStandIn('/api', () => atomFeed([])),
    wiki: await startStandIn('/w/api.php', () => wikiSearch([])),
  };
  if (!standIns) open.push(upstreams.cf, upstreams.arxiv, upstreams.wiki);
  const config = testConfig({
    CODEFORCES_API_URL: upstreams.cf.baseUrl,
    ARXIV_API_URL: upstreams.arxiv.baseUrl,
    WIKIPEDIA_API_URL: upstreams.wiki.baseUrl,
    ...env,
  });
  // Short waits so a test of the timeout takes a moment, not five seconds.
  config.feeds.timeoutMs = TIMEOUT_MS;
  config.feeds.spacingMs = { codeforces: 0, arxiv: 0, wikipedia: 0 };
  const app = await buildApp(config, { database: await testDatabase(), logger: false });
  await app.ready();
  open.push(app);
  return { app, ...upstreams };
}

afterEach(async () => {
  vi.useRealTimers();
  for (const thing of open.splice(0).reverse()) await thing.close();
});

async function get(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

function paging(current_page: number, total_pages: number, total_items: number, items_per_page: number) {
  return { current_page, total_pages, total_items, items_per_page };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** 45 rated problems of 800..2600 in steps of 100 (cycled), plus the ones the service gives without rating or contest. */
function problemset(): CfProblem[] {
  const rated = Array.from({ length: 45 }, (_, i) => ({
    contestId: 2000 - i,
    index: i % 2 ? 'B1' : 'A',
    name: `Problem ${i}`,
    rating: 800 + (i % 19) * 100,
    tags: ['dp', 'greedy', 'math', 'graphs', 'strings'].slice(0, 1 + (i % 5)),
  }));
  return [
    ...rated,
    { contestId: 1999, index: 'Z', name: 'Unrated one', tags: ['dp'] },
    { index: 'A', name: 'No contest', rating: 1500, tags: ['dp'] },
  ];
}

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

function entry(n: number, over: Partial<AtomEntry> = {}): AtomEntry {
  return {
    id: `2603.${String(n).padStart(5, '0')}v1`,
    title: `Paper ${n}`,
    summary: `Summary of paper ${n}.`,
    published: '2026-03-05T17:59:58Z',
    authors: ['Asha Raman', 'Vikram Iyer'],
    ...over,
  };
}

describe('GET /api/feeds/papers', () => {
  it('reads the Atom feed into papers: tidy title, cut summary, long date, authors, abstract and pdf links', async () => {
    const { app, arxiv } = await rig();
    const long = `We study   large\n  language models.\n${'x'.repeat(400)}`;
    arxiv.respond = () =>
      atomFeed([
        entry(1, {
          title: 'Attention Is\n  Still All   You Need:\n  A Survey & More',
          summary: long,
          authors: ['Asha Raman', 'Vikram Iyer', 'Meena Subramanian', 'Karthik Rao'],
        }),
        entry(2, { authors: ['Solo Author'], summary: '  Short\n summary.  ' }),
      ]);
    const res = await get(app, '/api/feeds/papers?topic=machine%20learning');
    expect(res.status).toBe(200);
    const [first, second] = res.body.data;
    expect(first).toEqual({
      id: 'http://arxiv.org/abs/2603.00001v1',
      title: 'Attention Is Still All You Need: A Survey & More',
      summary: `${`We study large language models. ${'x'.repeat(400)}`.slice(0, 300)}...`,
      authors: ['Asha Raman', 'Vikram Iyer', 'Meena Subramanian', 'Karthik Rao'],
      published: 'March 5, 2026',
      link: 'http://arxiv.org/abs/2603.00001v1',
      pdf_link: 'http://arxiv.org/pdf/2603.00001v1',
    });
    expect(first.summary).toHaveLength(303);
    expect(second.authors).toEqual(['Solo Author']);
    expect(second.summary).toBe('Short summary.');

    const asked = arxiv.calls[0]?.url;
    expect(asked?.pathname).toBe('/api/query');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      search_query: 'all:machine learning',
      start: '0',
      max_results: '50',
      sortBy: 'submittedDate',
      sortOrder: 'descending',
    });
  });

  it('pages the fifty newest ten at a time, and answers an empty list for no results', async () => {
    const { app, arxiv } = await rig();
    arxiv.respond = (url) =>
      url.searchParams.get('search_query') === 'all:nothing at all'
        ? atomFeed([])
        : atomFeed(
            Array.from({ length: 50 }, (_, i) => entry(i)),
            12_345,
          );
    const page5 = await get(app, '/api/feeds/papers?page=5');
    expect(page5.body.data).toHaveLength(10);
    expect(page5.body.data[0].title).toBe('Paper 40');
    expect(page5.body.pagination).toEqual(paging(5, 5, 50, 10));
    expect(arxiv.calls[0]?.url.searchParams.get('search_query')).toBe('all:artificial intelligence');

    const none = await get(app, '/api/feeds/papers?q=nothing%20at%20all');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.pagination.total_items).toBe(0);
  });

  it('searches the words given instead of the topic, ignores a blank search, and shares copies across spacing and case', async () => {
    const { app, arxiv } = await rig();
    arxiv.respond = () => atomFeed([entry(1)]);
    await get(app, '/api/feeds/papers?topic=blockchain&q=%20%20%20');
    await get(app, '/api/feeds/papers?topic=blockchain');
    expect(arxiv.calls).toHaveLength(1);
    expect(arxiv.calls[0]?.url.searchParams.get('search_query')).toBe('all:blockchain');

    await get(app, '/api/feeds/papers?topic=blockchain&q=%20Graph%20%20Neural%0ANetworks%20');
    await get(app, '/api/feeds/papers?q=graph%20neural%20networks&page=2');
    expect(arxiv.calls).toHaveLength(2);
    expect(arxiv.calls[1]?.url.searchParams.get('search_query')).toBe('all:Graph Neural Networks');
  });

  it.each([
    ['topic=astrology', 'Topic must be one of: artificial intelligence'],
    [`q=${'a'.repeat(201)}`, 'Search must be at most 200 characters'],
    ['page=-1', 'Page must be at least 1'],
  ])('refuses %s with 400', async (query, message) => {
    const { app, arxiv } = await rig();
    const res = await get(app, `/api/feeds/papers?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(arxiv.calls).toHaveLength(0);
  });

  it.each([
    ['an error entry', () => atomError('incorrect id format')],
    ['an HTML page', () => ({ type: 'text/html', body: '<html><body><p>Rate exceeded<br></body></html>' })],
    [
      'XML that is not a feed',
      () => ({ type: 'application/xml', body: '<?xml version="1.0"?><error>busy</error>' }),
    ],
  ])('treats %s as a failure: 502 without a copy', async (_what, answer) => {
    const { app, arxiv } = await rig();
    arxiv.respond = answer;
    const res = await get(app, '/api/feeds/papers');
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      'Research papers could not be loaded right now. Please try again in a moment.',
    );
  });

  it('serves the old papers marked stale when the service later answers nonsense', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, arxiv } = await rig();
    arxiv.respond = () => atomFeed([entry(7)]);
    await get(app, '/api/feeds/papers?topic=cybersecurity');
    vi.setSystemTime(Date.now() + 29 * 60_000);
    arxiv.respond = () => ({ type: 'text/plain', body: 'not xml at all' });
    expect((await get(app, '/api/feeds/papers?topic=cybersecurity')).body.stale).toBe(false);
    expect(arxiv.calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2 * 60_000); // past the half hour
    const res = await get(app, '/api/feeds/papers?topic=cybersecurity');
    expect(res.body.stale).toBe(true);
    expect(res.body.data[0].title).toBe('Paper 7');
    expect(arxiv.calls).toHaveLength(2);
  });
});

describe('GET /api/feeds/articles', () => {
  it('strips every bit of markup, decodes entities and points at the article', async () => {
    const { app, wiki } = await rig();
    wiki.respond = () =>
      wikiSearch([
        {
          title: 'Binary search tree',
          snippet:
            'In <span class="searchmatch">computer</span> <span class="searchmatch">science</span>, a &quot;binary&quot; tree &amp; its <b>keys</b>&#32;&lt;sorted&gt;',
        },
        {
          title: 'C++ (programming language)',
          snippet:
            'Before<script>alert("x")</script> after <style>p{}</style><img src=x onerror=alert(1)>&nbsp;end',
        },
        { title: 'TCP/IP: Internet protocol suite', snippet: '' },
      ]);
    const res = await get(app, '/api/feeds/articles?topic=Algorithms');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        title: 'Binary search tree',
        snippet: 'In computer science, a "binary" tree & its keys <sorted>',
        url: 'https://en.wikipedia.org/wiki/Binary_search_tree',
      },
      {
        title: 'C++ (programming language)',
        snippet: 'Before after end',
        url: 'https://en.wikipedia.org/wiki/C%2B%2B_(programming_language)',
      },
      {
        title: 'TCP/IP: Internet protocol suite',
        snippet: '',
        url: 'https://en.wikipedia.org/wiki/TCP/IP:_Internet_protocol_suite',
      },
    ]);
    const asked = wiki.calls[0]?.url;
    expect(asked?.pathname).toBe('/w/api.php');
    expect(asked?.searchParams.get('action')).toBe('query');
    expect(asked?.searchParams.get('list')).toBe('search');
    expect(asked?.searchParams.get('srsearch')).toBe('Algorithms computer science');
    expect(asked?.searchParams.get('srlimit')).toBe('50');
    expect(asked?.searchParams.get('format')).toBe('json');
  });

  it('pages ten at a time and uses the default topic and a given search', async () => {
    const { app, wiki } = await rig();
    const results = Array.from({ length: 50 }, (_, i) => ({
      title: `Article ${i}`,
      snippet: `Snippet ${i}`,
    }));
    wiki.respond = () => wikiSearch(results);
    const page2 = await get(app, '/api/feeds/articles?page=2');
    expect(page2.body.data.map((a: { title: string }) => a.title)).toEqual(
      results.slice(10, 20).map((r) => r.title),
    );
    expect(page2.body.pagination).toEqual(paging(2, 5, 50, 10));
    expect(wiki.calls[0]?.url.searchParams.get('srsearch')).toBe('Data structures computer science');
    await get(app, '/api/feeds/articles?q=red-black%20trees');
    expect(wiki.calls[1]?.url.searchParams.get('srsearch')).toBe('red-black trees computer science');
  });

  it('answers 502 for an error answer and refuses a topic outside the list', async () => {
    const { app, wiki } = await rig();
    wiki.respond = () => wikiError('Database query error');
    const failed = await get(app, '/api/feeds/articles');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Articles could not be loaded right now. Please try again in a moment.');
    const refused = await get(app, '/api/feeds/articles?topic=Gardening');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Topic must be one of: Data structures');
  });
});

/** Whether the local Redis answers; the shared-cache test needs one. */
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

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

    const keys = await redis.keys(`kalvi:feeds:problems:${first.cf.baseUrl}:*`);
    expect(keys).toEqual([`kalvi:feeds:problems:${first.cf.baseUrl}:graphs`]);
    await redis.del(...keys);
  });
});
