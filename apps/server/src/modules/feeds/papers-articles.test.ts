import { afterEach, describe, expect, it, vi } from 'vitest';
import { atomError, atomFeed, wikiError, wikiSearch } from '../../test/feed-stand-ins.ts';
import { closeRigs, entry, get, paging, rig } from './fixture.ts';

afterEach(closeRigs);

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
