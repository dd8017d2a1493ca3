import { failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  moderatedReviewAnswerSchema,
  moderatedReviewPageSchema,
  moderationInputSchema,
  moderationQuerySchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { listForModeration, REVIEW_HIDDEN, REVIEW_RESTORED, setReviewHidden } from './service.ts';

async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, readCache: app.readCache };

  r.get(
    '/api/admin/reviews',
    adminRoute(app, 'reviews', {
      operationId: 'listReviewsForModeration',
      summary: 'Reviews newest first, all, visible or hidden',
      querystring: moderationQuerySchema,
      response: { 200: moderatedReviewPageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await listForModeration(deps, request.query)),
  );

  for (const [verb, hidden, message] of [
    ['hide', true, REVIEW_HIDDEN],
    ['restore', false, REVIEW_RESTORED],
  ] as const) {
    r.post(
      `/api/admin/reviews/:id/${verb}`,
      adminRoute(app, 'reviews', {
        operationId: hidden ? 'hideReview' : 'restoreReview',
        summary: hidden
          ? 'Hide a review with a reason: it leaves the course rating and count at once'
          : 'Restore a hidden review, with a reason',
        params: idParamsSchema,
        body: moderationInputSchema,
        response: { 200: moderatedReviewAnswerSchema, 400: failureSchema, 404: failureSchema },
      }),
      async (request) => {
        const { after } = await setReviewHidden(
          deps,
          adminActor(request),
          request.params.id,
          hidden,
          request.body.reason,
        );
        return answer(after, message);
      },
    );
  }
}

export const moderationAdminModule = fp(moderationRoutes, {
  name: 'moderation-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache],
  encapsulate: true,
});
