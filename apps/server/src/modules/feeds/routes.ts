import {
  articleSchema,
  articlesQuerySchema,
  failureSchema,
  feedPageSchema,
  paperSchema,
  papersQuerySchema,
  problemSchema,
  problemsQuerySchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { type FeedSlice, feedsService } from './service.ts';

export const FEED_REQUESTS_PER_MINUTE = 120;

async function feedsRoutes(app: FastifyInstance): Promise<void> {
  const service = feedsService({ config: app.config.feeds, redis: app.redis, log: app.log });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** A public feed list: validated query, one page of the cached upstream answer. */
  function feedRoute<Q extends z.ZodType, I extends z.ZodType>(
    route: { path: string; operationId: string; summary: string },
    querystring: Q,
    item: I,
    load: (query: z.output<Q>) => Promise<FeedSlice<z.input<I>>>,
  ) {
    routes.get(
      route.path,
      {
        // Per client (docs/decisions/109): each miss may cost a call to a service that asks us to be
        // gentle; generous enough for a class behind one address paging through results.
        config: { rateLimit: { max: FEED_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['feeds'],
          operationId: route.operationId,
          summary: route.summary,
          security: [],
          querystring,
          response: { 200: feedPageSchema(item), 400: failureSchema, 429: failureSchema, 502: failureSchema },
        },
      },
      async (request, reply) => {
        const page = await load(request.query as z.output<Q>);
        // Public and the same for everyone: a CDN may keep a fresh answer briefly, never a stale one.
        reply.header('cache-control', page.stale ? 'no-cache' : 'public, max-age=60');
        return answerPage(page);
      },
    );
  }

  feedRoute(
    {
      path: '/api/feeds/problems',
      operationId: 'listPracticeProblems',
      summary: 'Practice problems at or above a rating, optionally of one topic, 20 a page',
    },
    problemsQuerySchema,
    problemSchema,
    service.problems,
  );
  feedRoute(
    {
      path: '/api/feeds/papers',
      operationId: 'listResearchPapers',
      summary: 'The newest research papers on a topic or search, 10 a page of 50',
    },
    papersQuerySchema,
    paperSchema,
    service.papers,
  );
  feedRoute(
    {
      path: '/api/feeds/articles',
      operationId: 'listArticles',
      summary: 'Encyclopedia articles on a computer science topic or search, 10 a page of 50',
    },
    articlesQuerySchema,
    articleSchema,
    service.articles,
  );
}

export const feedsModule = fp(feedsRoutes, {
  name: 'feeds',
  dependencies: [PLUGIN.core],
  encapsulate: true,
});
