import {
  courseReviewQuery,
  failureSchema,
  messageAnswerSchema,
  reviewAnswerSchema,
  reviewCreateSchema,
  reviewListQuery,
  reviewPageAnswerSchema,
  reviewUpdateSchema,
} from '@kalvi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, answerMessage, answerPage } from '../../lib/answer.ts';
import { publicCache } from '../../lib/cache-control.ts';
import { unauthorized } from '../../lib/errors.ts';
import { prepareJson, sendPrepared } from '../../lib/prepared-json.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { sessionCookie } from '../../plugins/session-cookie.ts';
import {
  allReviews,
  courseReviews,
  createReview,
  deleteReview,
  myReviews,
  type ReviewsDeps,
  updateReview,
} from './service.ts';

const writeFailures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
/** Enough for a learner who edits a few times; a script posting reviews in a loop is stopped. */
const WRITE_LIMIT = perAccountPerMinute(20);

async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const deps: ReviewsDeps = { db: app.db, readCache: app.readCache };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  // The product's own sentence for a signed-out writer (docs/product/courses-and-reviews.md#who-may-review), instead of the generic 401.
  const requireWriter = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization && !sessionCookie(request)) {
      throw unauthorized('Please login to submit a review');
    }
    await app.requireUser(request, reply);
  };

  r.get(
    '/api/reviews',
    {
      schema: {
        tags,
        operationId: 'listReviews',
        summary: 'All reviews, newest first, paged',
        security: [],
        querystring: reviewListQuery,
        response: { 200: reviewPageAnswerSchema, 400: failureSchema },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return answerPage(await allReviews(deps, request.query));
    },
  );

  r.get(
    '/api/reviews/course/:courseId',
    {
      schema: {
        tags,
        operationId: 'listCourseReviews',
        summary: "A course's reviews, sorted, filtered by stars and paged",
        security: [],
        params: z.object({ courseId: z.string() }),
        querystring: courseReviewQuery,
        response: { 200: reviewPageAnswerSchema, 400: failureSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const page = await courseReviews(deps, request.params.courseId, request.query, (result) =>
        prepareJson(reviewPageAnswerSchema, { success: true, ...result }),
      );
      publicCache(reply);
      return sendPrepared(request, reply, page);
    },
  );

  r.get(
    '/api/reviews/my',
    signedInRoute(app, 'reviews', {
      operationId: 'listMyReviews',
      summary: "The signed-in learner's reviews, newest first, paged",
      querystring: reviewListQuery,
      response: { 200: reviewPageAnswerSchema, 400: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answerPage(await myReviews(deps, signedIn(request).id, request.query));
    },
  );

  r.post(
    '/api/reviews',
    {
      onRequest: requireWriter,
      config: WRITE_LIMIT,
      schema: {
        tags,
        operationId: 'createReview',
        summary: 'Review a course the learner is enrolled in (or a free course); one review each',
        security: USER_SECURITY,
        body: reviewCreateSchema,
        response: { 201: reviewAnswerSchema, ...writeFailures, 409: failureSchema },
      },
    },
    async (request, reply) => {
      const data = await createReview(deps, signedIn(request).id, request.body);
      return reply.status(201).send(answer(data, 'Review submitted successfully!'));
    },
  );

  r.put(
    '/api/reviews/:id',
    {
      onRequest: requireWriter,
      config: WRITE_LIMIT,
      schema: {
        tags,
        operationId: 'updateReview',
        summary: "Edit one's own review",
        security: USER_SECURITY,
        params: z.object({ id: z.string() }),
        body: reviewUpdateSchema,
        response: { 200: reviewAnswerSchema, ...writeFailures },
      },
    },
    async (request) => {
      const data = await updateReview(deps, signedIn(request).id, request.params.id, request.body);
      return answer(data, 'Review updated successfully!');
    },
  );

  r.delete(
    '/api/reviews/:id',
    {
      onRequest: requireWriter,
      config: WRITE_LIMIT,
      schema: {
        tags,
        operationId: 'deleteReview',
        summary: "Delete one's own review",
        security: USER_SECURITY,
        params: z.object({ id: z.string() }),
        response: { 200: messageAnswerSchema, ...writeFailures },
      },
    },
    async (request) => {
      await deleteReview(deps, signedIn(request).id, request.params.id);
      return answerMessage('Review deleted successfully!');
    },
  );
}

export const reviewsModule = fp(reviewRoutes, {
  name: 'reviews',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache],
  encapsulate: true,
});
