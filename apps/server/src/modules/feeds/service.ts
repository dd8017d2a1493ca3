import {
  ARTICLES_PER_PAGE,
  type Article,
  type ArticlesQuery,
  type FeedPage,
  makePagination,
  PAPERS_PER_PAGE,
  type Paper,
  type PapersQuery,
  PROBLEMS_PER_PAGE,
  type Problem,
  type ProblemsQuery,
} from '@kalvi/shared';
import type { Redis } from 'ioredis';
import type { FeedsConfig } from '../../config.ts';
import { fetchPapers } from '../../feeds/arxiv.ts';
import { FeedCache } from '../../feeds/cache.ts';
import { fetchProblems } from '../../feeds/codeforces.ts';
import { upstream } from '../../feeds/upstream.ts';
import { fetchArticles } from '../../feeds/wikipedia.ts';
import type { Logger } from '../../lib/deps.ts';
import { badGateway } from '../../lib/errors.ts';

const MINUTE = 60_000;
/** How long a copy counts as fresh (issue 7): the problemset changes slowly, searches faster. */
export const FRESH_MS = { problems: 60 * MINUTE, papers: 30 * MINUTE, articles: 30 * MINUTE };

/** One page of a feed; `stale` when the source failed and this is the last good copy. */
export type FeedSlice<T> = Omit<FeedPage<T>, 'success'>;

function pageOf<T>(items: T[], page: number, perPage: number, stale: boolean): FeedSlice<T> {
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    pagination: makePagination(page, perPage, items.length),
    stale,
  };
}

export type FeedsService = ReturnType<typeof feedsService>;

/**
 * Problems, papers and articles from the public services, through one cache: each upstream
 * query is fetched once and then filtered and paged here (docs/product/feeds-and-chat.md#feeds-through-our-server).
 */
export function feedsService(options: { config: FeedsConfig; redis: Redis | undefined; log: Logger }) {
  const { config } = options;
  const cache = new FeedCache({ redis: options.redis, log: options.log });
  const common = { timeoutMs: config.timeoutMs, userAgent: config.userAgent };
  const codeforces = upstream({
    ...common,
    name: 'Codeforces',
    spacingMs: config.spacingMs.codeforces,
    accept: 'application/json',
  });
  const arxiv = upstream({
    ...common,
    name: 'arXiv',
    spacingMs: config.spacingMs.arxiv,
    accept: 'application/atom+xml',
  });
  const wikipedia = upstream({
    ...common,
    name: 'Wikipedia',
    spacingMs: config.spacingMs.wikipedia,
    accept: 'application/json',
  });

  /** The cached answer, or a 502 saying which list could not be loaded when there is no copy. */
  async function cached<T>(key: string, freshMs: number, what: string, load: () => Promise<T>) {
    try {
      return await cache.get(key, freshMs, load);
    } catch (error) {
      options.log.error({ err: error, key }, 'feed source failed and no copy is cached');
      throw badGateway(`${what} could not be loaded right now. Please try again in a moment.`);
    }
  }

  /** Papers and articles: one upstream search per topic or query, paged here. */
  async function search<T>(
    kind: 'papers' | 'articles',
    baseUrl: string,
    query: { topic: string; q?: string | undefined; page: number },
    perPage: number,
    fetchAll: (terms: string) => Promise<T[]>,
  ): Promise<FeedSlice<T>> {
    // The learner's words when given, else the topic; searches differing only in case share a copy.
    const terms = query.q ?? query.topic;
    const { value, stale } = await cached(
      `${kind}:${baseUrl}:${terms.toLowerCase()}`,
      FRESH_MS[kind],
      kind === 'papers' ? 'Research papers' : 'Articles',
      () => fetchAll(terms),
    );
    return pageOf(value, query.page, perPage, stale);
  }

  return {
    async problems(query: ProblemsQuery): Promise<FeedSlice<Problem>> {
      const tag = query.tag ?? '';
      const { value, stale } = await cached(
        `problems:${config.codeforcesUrl}:${tag}`,
        FRESH_MS.problems,
        'Practice problems',
        () => fetchProblems(codeforces, config.codeforcesUrl, query.tag),
      );
      const kept = value.filter((problem) => problem.rating >= query.minRating);
      return pageOf(kept, query.page, PROBLEMS_PER_PAGE, stale);
    },
    papers: (query: PapersQuery): Promise<FeedSlice<Paper>> =>
      search('papers', config.arxivUrl, query, PAPERS_PER_PAGE, (terms) =>
        fetchPapers(arxiv, config.arxivUrl, terms),
      ),
    articles: (query: ArticlesQuery): Promise<FeedSlice<Article>> =>
      search('articles', config.wikipediaUrl, query, ARTICLES_PER_PAGE, (terms) =>
        fetchArticles(wikipedia, config.wikipediaUrl, terms),
      ),
  };
}
