import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local servers standing in for the problemset, preprint and encyclopedia services during the
 * end-to-end run, so the product is exercised through its real server without the internet.
 * They answer in each service's real format with made-up data. A search containing
 * 'unavailable' fails (to show the error state); one containing 'nothing matches' finds nothing.
 */

export const FAILING_SEARCH = 'unavailable';
export const EMPTY_SEARCH = 'nothing matches';

const NAMES = [
  'Watermelon',
  'Theatre Square',
  'Way Too Long Words',
  'Domino Piling',
  'Bit++',
  'Petya and Strings',
  'Beautiful Matrix',
  'Helpful Maths',
  'Word Capitalization',
  'Stones on the Table',
  'Boy or Girl',
  'Young Physicist',
];
const TAG_SETS = [
  ['dp', 'greedy', 'math', 'implementation', 'brute force'],
  ['graphs', 'dfs and similar', 'shortest paths'],
  ['strings', 'implementation'],
  ['binary search', 'sorting', 'greedy'],
  ['data structures', 'dp', 'trees'],
  ['math', 'number theory'],
];

/** 240 problems, newest first like the real service, plus the kinds the server must leave out. */
export function problemset() {
  const problems: Record<string, unknown>[] = Array.from({ length: 240 }, (_, i) => ({
    contestId: 2100 - Math.floor(i / 4),
    index: ['A', 'B', 'C', 'D1'][i % 4],
    name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`,
    type: 'PROGRAMMING',
    rating: 800 + ((i * 11 + Math.floor(i / 7)) % 28) * 100,
    tags: TAG_SETS[i % TAG_SETS.length],
  }));
  problems.push({ contestId: 2101, index: 'A', name: 'Not yet rated', type: 'PROGRAMMING', tags: ['dp'] });
  problems.push({
    index: 'Z',
    name: 'Acm-style without contest',
    type: 'PROGRAMMING',
    rating: 1500,
    tags: ['dp'],
  });
  return problems;
}

function codeforces(url: URL) {
  const wanted = (url.searchParams.get('tags') ?? '').split(';').filter(Boolean);
  const problems = problemset().filter((p) => wanted.every((tag) => (p.tags as string[]).includes(tag)));
  return {
    type: 'application/json',
    body: JSON.stringify({ status: 'OK', result: { problems, problemStatistics: [] } }),
  };
}

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function arxiv(url: URL) {
  const terms = (url.searchParams.get('search_query') ?? '').replace(/^all:/, '');
  if (terms.includes(FAILING_SEARCH)) return { status: 503, type: 'text/plain', body: 'Service Unavailable' };
  const count = terms.includes(EMPTY_SEARCH)
    ? 0
    : Math.min(Number(url.searchParams.get('max_results') ?? 50), 50);
  const title = terms.replace(/\b\w/g, (c) => c.toUpperCase());
  const entries = Array.from({ length: count }, (_, i) => {
    const id = `2603.${String(10_000 + i)}v1`;
    const day = String(28 - (i % 28)).padStart(2, '0');
    const authors = ['Asha Raman', 'Vikram Iyer', 'Meena Subramanian', 'Karthik Rao'].slice(0, 1 + (i % 4));
    return `  <entry>
    <id>http://arxiv.org/abs/${id}</id>
    <updated>2026-02-${day}T10:00:00Z</updated>
    <published>2026-02-${day}T10:00:00Z</published>
    <title>${escapeXml(title)} at Scale:\n  Study ${i + 1}</title>
    <summary>  We present study ${i + 1} on ${escapeXml(terms)}, with results that hold across
  many settings &amp; datasets. ${'Our method improves on strong baselines in accuracy and cost. '.repeat(5)}
</summary>
${authors.map((a) => `    <author><name>${a}</name></author>`).join('\n')}
    <link href="http://arxiv.org/abs/${id}" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/${id}" rel="related" type="application/pdf"/>
    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="cs.AI" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.AI" scheme="http://arxiv.org/schemas/atom"/>
  </entry>`;
  });
  return {
    type: 'application/atom+xml; charset=utf-8',
    body: `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="html">ArXiv Query: search_query=all:${escapeXml(terms)}</title>
  <id>http://arxiv.org/api/stand-in</id>
  <updated>2026-03-01T00:00:00-05:00</updated>
  <opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">${count * 40}</opensearch:totalResults>
  <opensearch:startIndex xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">0</opensearch:startIndex>
  <opensearch:itemsPerPage xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">50</opensearch:itemsPerPage>
${entries.join('\n')}
</feed>
`,
  };
}

function wikipedia(url: URL) {
  const search = (url.searchParams.get('srsearch') ?? '').replace(/ computer science$/, '');
  if (search.includes(FAILING_SEARCH)) {
    return { status: 500, type: 'text/html', body: '<h1>Wikimedia Error</h1>' };
  }
  const count = search.includes(EMPTY_SEARCH) ? 0 : 50;
  const topic = search.replace(/\b\w/g, (c) => c.toUpperCase());
  const results = Array.from({ length: count }, (_, i) => ({
    ns: 0,
    title: i === 0 ? topic : `${topic} (part ${i + 1})`,
    pageid: 5000 + i,
    size: 30_000,
    wordcount: 4000,
    snippet: `In <span class="searchmatch">computer</span> <span class="searchmatch">science</span>, &quot;${search}&quot; part ${i + 1} covers trees &amp; graphs`,
    timestamp: '2026-01-15T08:00:00Z',
  }));
  return {
    type: 'application/json',
    body: JSON.stringify({
      batchcomplete: '',
      query: { searchinfo: { totalhits: count * 10 }, search: results },
    }),
  };
}

type Handler = (url: URL) => { status?: number; type: string; body: string };

async function serve(handler: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const answer = handler(new URL(req.url ?? '/', 'http://stand-in'));
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Starts the three stand-ins; answers the environment that points the server at them. */
export async function startFeedStandIns(): Promise<{ env: Record<string, string>; close: () => void }> {
  const [cf, ax, wiki] = await Promise.all([serve(codeforces), serve(arxiv), serve(wikipedia)]);
  return {
    env: {
      CODEFORCES_API_URL: `${cf.origin}/api`,
      ARXIV_API_URL: `${ax.origin}/api`,
      WIKIPEDIA_API_URL: `${wiki.origin}/w/api.php`,
    },
    close: () => {
      for (const s of [cf, ax, wiki]) s.server.close();
    },
  };
}
