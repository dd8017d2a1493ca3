import { articlesQuerySchema, type FeedPage, papersQuerySchema, problemsQuerySchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { failureSchema, paginationSchema } from '../../lib/envelopes.ts';
import { feedsService } from './service.ts';

function feedPage<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    pagination: paginationSchema,
    stale: z.boolean().describe('True when the source failed and this is the last good copy'),
  });
}

const problem = z.object({
  contestId: z.number().int(),
  index: z.string(),
  name: z.string(),
  rating: z.number().int(),
  tags: z.array(z.string()),
  url: z.string(),
});
const paper = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  authors: z.array(z.string()),
  published: z.string(),
  link: z.string(),
  pdf_link: z.string(),
});
const article = z.object({ title: z.string(), snippet: z.string(), url: z.string() });

export const FEED_REQUESTS_PER_MINUTE = 120;

export async function feedsRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const service = feedsService({ config: opts.deps.config.feeds, redis: opts.deps.redis, log: app.log });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** A public feed list: validated query, one page of the cached upstream answer. */
  function feedRoute<Q extends z.ZodType, I extends z.ZodType>(
    path: string,
    summary: string,
    querystring: Q,
    item: I,
    load: (query: z.output<Q>) => Promise<FeedPage<z.input<I>>>,
  ) {
    routes.get(
      path,
      {
        // Per client (docs/decisions/109): each miss may cost a call to a service that asks us to be
        // gentle; generous enough for a class behind one address paging through results.
        config: { rateLimit: { max: FEED_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['feeds'],
          summary,
          querystring,
          response: { 200: feedPage(item), 400: failureSchema, 429: failureSchema, 502: failureSchema },
        },
      },
      async (request, reply) => {
        const page = await load(request.query as z.output<Q>);
        // Public and the same for everyone: a CDN may keep a fresh answer briefly, never a stale one.
        reply.header('cache-control', page.stale ? 'no-cache' : 'public, max-age=60');
        return page;
      },
    );
  }

  feedRoute(
    '/api/feeds/problems',
    'Practice problems at or above a rating, optionally of one topic, 20 a page',
    problemsQuerySchema,
    problem,
    service.problems,
  );
  feedRoute(
    '/api/feeds/papers',
    'The newest research papers on a topic or search, 10 a page of 50',
    papersQuerySchema,
    paper,
    service.papers,
  );
  feedRoute(
    '/api/feeds/articles',
    'Encyclopedia articles on a computer science topic or search, 10 a page of 50',
    articlesQuerySchema,
    article,
    service.articles,
  );
}
