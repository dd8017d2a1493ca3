import { courseFacetsSchema, courseListQuery, courseSchema, courseStatsSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { failureSchema, paginationSchema, publicCache } from '../../lib/envelopes.ts';
import { prepareJson, sendPrepared } from '../../lib/prepared-json.ts';
import {
  COURSES_CACHE,
  courseFacets,
  courseStats,
  enrolInFreeCourse,
  getCourse,
  listCourses,
} from './service.ts';

const courseListResponse = z.object({
  success: z.literal(true),
  data: z.array(courseSchema),
  pagination: paginationSchema,
});
const courseResponse = z.object({ success: z.literal(true), data: courseSchema });

/**
 * Public catalogue answers: browsers revalidate every time (the ETag makes that a cheap 304 on
 * a slow connection, and a learner sees their own review or enrolment at once), while a shared
 * cache in front may keep a page for a few seconds (docs/decisions/020).
 */
export async function courseRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  const { db } = opts.database;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['courses'];

  r.get(
    '/api/courses',
    {
      schema: {
        tags,
        summary: 'Published courses: searched, filtered, sorted and paged by the database',
        querystring: courseListQuery,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(courseSchema),
            pagination: paginationSchema,
          }),
          400: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const key = JSON.stringify([
        query.page,
        query.limit,
        query.search?.toLowerCase(),
        query.category,
        query.level,
        query.sort,
      ]);
      const page = await app.readCache.get(COURSES_CACHE, `list:${key}`, async () =>
        prepareJson(courseListResponse, { success: true, ...(await listCourses(db, query)) }),
      );
      publicCache(reply);
      return sendPrepared(request, reply, page);
    },
  );

  r.get(
    '/api/courses/unique',
    {
      schema: {
        tags,
        summary: 'The categories and levels present in the catalogue, for the filter bar',
        response: { 200: z.object({ success: z.literal(true), data: courseFacetsSchema }) },
      },
    },
    async (_request, reply) => {
      const data = await app.readCache.get(COURSES_CACHE, 'unique', () => courseFacets(db));
      publicCache(reply);
      return { success: true as const, data };
    },
  );

  r.get(
    '/api/courses/stats/overview',
    {
      schema: {
        tags,
        summary: 'Catalogue totals, counted from the data',
        response: { 200: z.object({ success: z.literal(true), data: courseStatsSchema }) },
      },
    },
    async (_request, reply) => {
      const data = await app.readCache.get(COURSES_CACHE, 'stats', () => courseStats(db));
      publicCache(reply);
      return { success: true as const, data };
    },
  );

  r.get(
    '/api/courses/:id',
    {
      schema: {
        tags,
        summary: 'One published course with everything its detail view shows',
        params: z.object({ id: z.string() }),
        response: { 200: courseResponse, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const course = await app.readCache.get(COURSES_CACHE, `course:${id.toLowerCase()}`, async () =>
        prepareJson(courseResponse, { success: true, data: await getCourse(db, id) }),
      );
      publicCache(reply);
      return sendPrepared(request, reply, course);
    },
  );

  r.post(
    '/api/courses/enroll/:courseId',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Enrol the signed-in learner in a free course (paid courses go through payments)',
        security: [{ bearerAuth: [] }],
        params: z.object({ courseId: z.string() }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            enrolledCourses: z.array(z.string()),
          }),
          401: failureSchema,
          402: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? '';
      const { outcome, enrolledCourses } = await enrolInFreeCourse(db, userId, request.params.courseId);
      if (outcome === 'enrolled') app.readCache.invalidate(COURSES_CACHE);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        message:
          outcome === 'enrolled' ? 'Enrolled successfully!' : 'You are already enrolled in this course!',
        enrolledCourses,
      };
    },
  );
}
