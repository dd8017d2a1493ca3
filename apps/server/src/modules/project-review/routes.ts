import { failureSchema, projectReviewSchema } from '@kalvi/shared';
import { reviewDoneSchema, reviewQueuePageSchema, reviewQueueQuery } from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailJob } from '../../jobs/mail-jobs.ts';
import { privateNoStore } from '../../lib/cache-control.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { staffActor } from '../../plugins/roles.ts';
import { staffRoute } from '../admin/guard.ts';
import { instructorIdOf } from '../admin/ownership.ts';
import { PROJECT_APPROVED, PROJECT_RETURNED, review, reviewPage } from './service.ts';

/** An instructor whose account no instructor record names teaches nothing: an empty queue. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

async function projectReviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/projects',
    staffRoute(app, 'projects', {
      operationId: 'listProjectSubmissions',
      summary: 'Project submissions in a status, newest first (an instructor sees their own courses)',
      querystring: reviewQueueQuery,
      response: { 200: reviewQueuePageSchema, 400: failureSchema },
    }),
    async (request, reply) => {
      const actor = staffActor(request);
      const own =
        actor.role === 'instructor' ? ((await instructorIdOf(app.db, actor.id)) ?? NO_RECORD) : undefined;
      const { status, page, limit } = request.query;
      privateNoStore(reply);
      return { success: true as const, ...(await reviewPage(app.db, status, page, limit, own)) };
    },
  );

  r.post(
    '/api/admin/projects/:id/review',
    staffRoute(app, 'projects', {
      operationId: 'reviewProjectSubmission',
      summary: 'Approve a project (the lesson completes) or return it with feedback',
      params: z.object({ id: z.string().max(64) }),
      body: projectReviewSchema,
      response: { 200: reviewDoneSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema },
    }),
    async (request) => {
      const data = await review(app.db, staffActor(request), request.params.id, request.body);
      await announceReview(app, data.submission.id, data.submission.reviewedAt, data.certificateId);
      const message = request.body.decision === 'approve' ? PROJECT_APPROVED : PROJECT_RETURNED;
      return { success: true as const, message, data };
    },
  );
}

export const projectReviewModule = fp(projectReviewRoutes, {
  name: 'project-review',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});

/**
 * Queues the learner's e-mails now rather than at the next minute's sweep (jobs/announcements.ts),
 * which stays as the safety net for a process that stops between the commit and this call.
 */
async function announceReview(
  app: FastifyInstance,
  submissionId: string,
  reviewedAt: string | null,
  certificateId: string | null,
): Promise<void> {
  const jobs: MailJob[] = [];
  if (reviewedAt) jobs.push({ kind: 'project-reviewed', submissionId, reviewedAt });
  if (certificateId) jobs.push({ kind: 'certificate-issued', certificateId });
  for (const job of jobs) {
    await app.mailJobs.enqueue(job).catch((err) => app.log.error({ err, job }, 'review mail not queued'));
  }
}
