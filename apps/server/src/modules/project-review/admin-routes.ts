import { failureSchema, idParamsSchema, projectReviewSchema } from '@kalvi/shared';
import { reviewDoneSchema, reviewQueuePageSchema, reviewQueueQuery } from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { PROJECT_APPROVED, PROJECT_RETURNED, type ProjectReviewDeps, review, reviewPage } from './service.ts';

async function projectReviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: ProjectReviewDeps = { db: app.db, jobs: app.jobs, log: app.log };

  r.get(
    '/api/admin/projects',
    adminRoute(app, 'projects', {
      operationId: 'listProjectSubmissions',
      summary: 'Project submissions in a status, newest first (an instructor sees their own courses)',
      querystring: reviewQueueQuery,
      response: { 200: reviewQueuePageSchema, 400: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answerPage(await reviewPage(deps, adminActor(request), request.query));
    },
  );

  r.post(
    '/api/admin/projects/:id/review',
    adminRoute(app, 'projects', {
      operationId: 'reviewProjectSubmission',
      summary: 'Approve a project (the lesson completes) or return it with feedback',
      params: idParamsSchema,
      body: projectReviewSchema,
      response: { 200: reviewDoneSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema },
    }),
    async (request) => {
      const data = await review(deps, adminActor(request), request.params.id, request.body);
      const message = request.body.decision === 'approve' ? PROJECT_APPROVED : PROJECT_RETURNED;
      return answer(data, message);
    },
  );
}

export const projectReviewAdminModule = fp(projectReviewRoutes, {
  name: 'project-review-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
