import {
  courseReviewQuery,
  reviewCreateSchema,
  reviewListQuery,
  reviewSchema,
  reviewUpdateSchema,
} from '@kalvi/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { failureSchema, paginationSchema, publicCache } from '../../lib/envelopes.ts';
import { unauthorized } from '../../lib/errors.ts';
import { sessionRateKey } from '../../plugins/rate-limit.ts';
import { prepareJson, sendPrepared } from '../courses/prepared-json.ts';
import { COURSES_CACHE } from '../courses/service.ts';
import {
  createReview,
  deleteReview,
  listAllReviews,
  listCourseReviews,
  listMyReviews,
  REVIEWS_CACHE,
  updateReview,
} from './service.ts';

const reviewPage = z.object({
  success: z.literal(true),
  data: z.array(reviewSchema),
  pagination: paginationSchema,
});
const oneReview = z.object({ success: z.literal(true), message: z.string(), data: reviewSchema });
const writeFailures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
/**
 * Enough for a learner who edits a few times; a script posting reviews in a loop is stopped.
 * Counted per session (the bearer token), so learners behind one campus address do not
 * share a budget.
 */
const WRITE_LIMIT = {
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: sessionRateKey,
  },
};

export async function reviewRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  const { db } = opts.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  // The product's own sentence for a signed-out writer (docs/product/courses-and-reviews.md#who-may-review), instead of the generic 401.
  const requireWriter = async (request: FastifyRequest, reply: Parameters<typeof app.requireUser>[1]) => {
    if (!request.headers.authorization) throw unauthorized('Please login to submit a review');
    await app.requireUser(request, reply);
  };
  const userId = (request: FastifyRequest) => request.user?.id ?? '';
  const changed = () => app.readCache.invalidate(REVIEWS_CACHE, COURSES_CACHE);

  r.get(
    '/api/reviews',
    {
      schema: {
        tags,
        summary: 'All reviews, newest first, paged',
        querystring: reviewListQuery,
        response: { 200: reviewPage, 400: failureSchema },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const result = await app.readCache.get(REVIEWS_CACHE, `all:${page}:${limit}`, () =>
        listAllReviews(db, page, limit),
      );
      publicCache(reply);
      return { success: true as const, ...result };
    },
  );

  r.get(
    '/api/reviews/course/:courseId',
    {
      schema: {
        tags,
        summary: "A course's reviews, sorted, filtered by stars and paged",
        params: z.object({ courseId: z.string() }),
        querystring: courseReviewQuery,
        response: { 200: reviewPage, 400: failureSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      const q = request.query;
      const key = `course:${courseId.toLowerCase()}:${q.sort}:${q.rating ?? 'all'}:${q.page}:${q.limit}`;
      const result = await app.readCache.get(REVIEWS_CACHE, key, async () =>
        prepareJson(reviewPage, { success: true, ...(await listCourseReviews(db, courseId, q)) }),
      );
      publicCache(reply);
      return sendPrepared(request, reply, result);
    },
  );

  r.get(
    '/api/reviews/my',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in learner's reviews, newest first, paged",
        security: [{ bearerAuth: [] }],
        querystring: reviewListQuery,
        response: { 200: reviewPage, 400: failureSchema, 401: failureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page, limit } = request.query;
      return { success: true as const, ...(await listMyReviews(db, userId(request), page, limit)) };
    },
  );

  r.post(
    '/api/reviews',
    {
      preHandler: requireWriter,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Review a course the learner is enrolled in (or a free course); one review each',
        security: [{ bearerAuth: [] }],
        body: reviewCreateSchema,
        response: { 201: oneReview, ...writeFailures, 409: failureSchema },
      },
    },
    async (request, reply) => {
      const data = await createReview(db, userId(request), request.body);
      changed();
      return reply
        .status(201)
        .send({ success: true as const, message: 'Review submitted successfully!', data });
    },
  );

  r.put(
    '/api/reviews/:id',
    {
      preHandler: requireWriter,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: "Edit one's own review",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string() }),
        body: reviewUpdateSchema,
        response: { 200: oneReview, ...writeFailures },
      },
    },
    async (request) => {
      const data = await updateReview(db, userId(request), request.params.id, request.body);
      changed();
      return { success: true as const, message: 'Review updated successfully!', data };
    },
  );

  r.delete(
    '/api/reviews/:id',
    {
      preHandler: requireWriter,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: "Delete one's own review",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...writeFailures },
      },
    },
    async (request) => {
      await deleteReview(db, userId(request), request.params.id);
      changed();
      return { success: true as const, message: 'Review deleted successfully!' };
    },
  );
}
