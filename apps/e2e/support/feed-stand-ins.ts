import {
  type Answer,
  atomFeed,
  type CfProblem,
  cfOk,
  startStandIn,
  wikiSearch,
} from '@kalvi/server/test-support/feed-stand-ins';

/**
 * The problemset, preprint and encyclopedia services during the end-to-end run, so the product
 * is exercised through its real server without the internet: the server tests' stand-ins
 * (apps/server/src/test/feed-stand-ins.ts) answering made-up data in each service's real format.
 * A search containing 'unavailable' fails (to show the error state); one containing
 * 'nothing matches' finds nothing.
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
export function problemset(): CfProblem[] {
  const problems: CfProblem[] = Array.from({ length: 240 }, (_, i) => ({
    contestId: 2100 - Math.floor(i / 4),
    index: ['A', 'B', 'C', 'D1'][i % 4] ?? 'A',
    name: `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`,
    rating: 800 + ((i * 11 + Math.floor(i / 7)) % 28) * 100,
    tags: TAG_SETS[i % TAG_SETS.length] ?? [],
  }));
  problems.push({ contestId: 2101, index: 'A', name: 'Not yet rated', tags: ['dp'] });
  problems.push({ index: 'Z', name: 'Acm-style without contest', rating: 1500, tags: ['dp'] });
  return problems;
}

function codeforces(url: URL): Answer {
  const wanted = (url.searchParams.get('tags') ?? '').split(';').filter(Boolean);
  return cfOk(problemset().filter((p) => wanted.every((tag) => p.tags.includes(tag))));
}

function arxiv(url: URL): Answer {
  const terms = (url.searchParams.get('search_query') ?? '').replace(/^all:/, '');
  if (terms.includes(FAILING_SEARCH)) return { status: 503, type: 'text/plain', body: 'Service Unavailable' };
  const count = terms.includes(EMPTY_SEARCH)
    ? 0
    : Math.min(Number(url.searchParams.get('max_results') ?? 50), 50);
  const title = terms.replace(/\b\w/g, (c) => c.toUpperCase());
  const entries = Array.from({ length: count }, (_, i) => ({
    id: `2603.${String(10_000 + i)}v1`,
    title: `${title} at Scale:\n  Study ${i + 1}`,
    summary: `  We present study ${i + 1} on ${terms}, with results that hold across
  many settings & datasets. ${'Our method improves on strong baselines in accuracy and cost. '.repeat(5)}
`,
    published: `2026-02-${String(28 - (i % 28)).padStart(2, '0')}T10:00:00Z`,
    authors: ['Asha Raman', 'Vikram Iyer', 'Meena Subramanian', 'Karthik Rao'].slice(0, 1 + (i % 4)),
  }));
  return atomFeed(entries, count * 40);
}

function wikipedia(url: URL): Answer {
  const search = (url.searchParams.get('srsearch') ?? '').replace(/ computer science$/, '');
  if (search.includes(FAILING_SEARCH)) {
    return { status: 500, type: 'text/html', body: '<h1>Wikimedia Error</h1>' };
  }
  const count = search.includes(EMPTY_SEARCH) ? 0 : 50;
  const topic = search.replace(/\b\w/g, (c) => c.toUpperCase());
  return wikiSearch(
    Array.from({ length: count }, (_, i) => ({
      title: i === 0 ? topic : `${topic} (part ${i + 1})`,
      snippet: `In <span class="searchmatch">computer</span> <span class="searchmatch">science</span>, &quot;${search}&quot; part ${i + 1} covers trees &amp; graphs`,
    })),
  );
}

/** Starts the three stand-ins; answers the environment that points the server at them. */
export async function startFeedStandIns(): Promise<{ env: Record<string, string>; close: () => void }> {
  const [cf, ax, wiki] = await Promise.all([
    startStandIn('/api', codeforces),
    startStandIn('/api', arxiv),
    startStandIn('/w/api.php', wikipedia),
  ]);
  return {
    env: { CODEFORCES_API_URL: cf.baseUrl, ARXIV_API_URL: ax.baseUrl, WIKIPEDIA_API_URL: wiki.baseUrl },
    close: () => {
      for (const s of [cf, ax, wiki]) void s.close();
    },
  };
}
