import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: local HTTP servers standing in for the problemset, preprint and encyclopedia
 * services, answering in each one's real format (docs/decisions/051-e2e-feed-stand-ins.md).
 * Tests swap the answer between calls and read what was asked. The one stand-in of the
 * repository: the end-to-end run (apps/e2e/support/feed-stand-ins.ts) and apps/cluster use it
 * too, as `@kalvi/server/test-support/feed-stand-ins`.
 */

export interface Answer {
  status?: number;
  type?: string;
  body: string;
}

/** An answer, or 'hang' for a server that accepts the call and never answers. */
export type Responder = (url: URL) => Answer | 'hang' | Promise<Answer | 'hang'>;

export interface StandIn {
  /** The base address to put in the config, e.g. http://127.0.0.1:40123/api. */
  baseUrl: string;
  calls: { url: URL; headers: IncomingHttpHeaders; at: number }[];
  respond: Responder;
  close(): Promise<void>;
}

export async function startStandIn(path: string, respond: Responder): Promise<StandIn> {
  const standIn: StandIn = {
    baseUrl: '',
    calls: [],
    respond,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    standIn.calls.push({ url, headers: req.headers, at: Date.now() });
    const answer = await standIn.respond(url);
    if (answer === 'hang') return;
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return standIn;
}

// Codeforces -----------------------------------------------------------------------------

export interface CfProblem {
  contestId?: number;
  index: string;
  name: string;
  rating?: number;
  tags: string[];
}

export function cfOk(problems: CfProblem[]): Answer {
  return {
    body: JSON.stringify({
      status: 'OK',
      result: {
        problems: problems.map((p) => ({ ...p, type: 'PROGRAMMING' })),
        problemStatistics: problems.map((p) => ({
          contestId: p.contestId,
          index: p.index,
          solvedCount: 1000,
        })),
      },
    }),
  };
}

export function cfFailed(comment: string): Answer {
  return { status: 400, body: JSON.stringify({ status: 'FAILED', comment }) };
}

// arXiv ----------------------------------------------------------------------------------

export interface AtomEntry {
  id: string;
  title: string;
  summary: string;
  published: string;
  authors: string[];
}

const escapeXml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function atomFeed(entries: AtomEntry[], total = entries.length): Answer {
  const items = entries
    .map(
      (e) => `  <entry>
    <id>http://arxiv.org/abs/${e.id}</id>
    <updated>${e.published}</updated>
    <published>${e.published}</published>
    <title>${escapeXml(e.title)}</title>
    <summary>${escapeXml(e.summary)}</summary>
${e.authors.map((a) => `    <author>\n      <name>${escapeXml(a)}</name>\n    </author>`).join('\n')}
    <arxiv:comment xmlns:arxiv="http://arxiv.org/schemas/atom">12 pages</arxiv:comment>
    <link href="http://arxiv.org/abs/${e.id}" rel="alternate" type="text/html"/>
    <link title="pdf" href="http://arxiv.org/pdf/${e.id}" rel="related" type="application/pdf"/>
    <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="cs.AI" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.AI" scheme="http://arxiv.org/schemas/atom"/>
    <category term="cs.LG" scheme="http://arxiv.org/schemas/atom"/>
  </entry>`,
    )
    .join('\n');
  return {
    type: 'application/atom+xml; charset=utf-8',
    body: `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <link href="http://arxiv.org/api/query?search_query%3Dall%3Aai" rel="self" type="application/atom+xml"/>
  <title type="html">ArXiv Query: search_query=all:ai&amp;id_list=&amp;start=0&amp;max_results=50</title>
  <id>http://arxiv.org/api/cHxbiOdZaP56ODnBPIenZhzg5f8</id>
  <updated>2026-03-06T00:00:00-05:00</updated>
  <opensearch:totalResults xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">${total}</opensearch:totalResults>
  <opensearch:startIndex xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">0</opensearch:startIndex>
  <opensearch:itemsPerPage xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">50</opensearch:itemsPerPage>
${items}
</feed>
`,
  };
}

/** How the preprint service reports a malformed query: a feed with one entry under its errors address. */
export function atomError(message: string): Answer {
  return {
    status: 400,
    type: 'application/atom+xml',
    body: `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <entry>
    <id>http://arxiv.org/api/errors#${message.replaceAll(' ', '_')}</id>
    <title>Error</title>
    <summary>${escapeXml(message)}</summary>
  </entry>
</feed>`,
  };
}

// Wikipedia ------------------------------------------------------------------------------

export function wikiSearch(results: { title: string; snippet: string }[]): Answer {
  return {
    body: JSON.stringify({
      batchcomplete: '',
      continue: { sroffset: results.length, continue: '-||' },
      query: {
        searchinfo: { totalhits: results.length * 20 },
        search: results.map((r, i) => ({
          ns: 0,
          title: r.title,
          pageid: 1000 + i,
          size: 40_000,
          wordcount: 5000,
          snippet: r.snippet,
          timestamp: '2026-02-01T10:00:00Z',
        })),
      },
    }),
  };
}

export function wikiError(info: string): Answer {
  return { body: JSON.stringify({ error: { code: 'internal_api_error', info }, servedby: 'mw-api' }) };
}
