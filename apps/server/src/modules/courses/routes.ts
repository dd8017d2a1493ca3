import {
  courseAnswerSchema,
  courseFacetsAnswerSchema,
  courseListAnswerSchema,
  courseListQuery,
  courseStatsAnswerSchema,
  failureSchema,
  freeCourseEnrolAnswerSchema,
  freeEnrolBodySchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/answer.ts';
import { noStore, publicCache } from '../../lib/cache-control.ts';
import { prepareJson, sendPrepared } from '../../lib/prepared-json.ts';
import { signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { type CoursesDeps, coursePage, enrolInFreeCourse, facets, oneCourse, stats } from './service.ts';

/**
 * Public catalogue answers: browsers revalidate every time (the ETag makes that a cheap 304 on
 * a slow connection, and a learner sees their own review or enrolment at once), while a shared
 * cache in front may keep a page for a few seconds (docs/decisions/020).
 */
async function courseRoutes(app: FastifyInstance): Promise<void> {
  const deps: CoursesDeps = { db: app.db, readCache: app.readCache, jobs: app.jobs };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['courses'];

  r.get(
    '/api/courses',
    {
      schema: {
        tags,
        operationId: 'listCourses',
        summary: 'Published courses: searched, filtered, sorted and paged by the database',
        security: [],
        querystring: courseListQuery,
        response: { 200: courseListAnswerSchema, 400: failureSchema },
      },
    },
    async (request, reply) => {
      const page = await coursePage(deps, request.query, (result) =>
        prepareJson(courseListAnswerSchema, { success: true, ...result }),
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
        operationId: 'listCourseFacets',
        summary: 'The categories and levels present in the catalogue, for the filter bar',
        security: [],
        response: { 200: courseFacetsAnswerSchema },
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return answer(await facets(deps));
    },
  );

  r.get(
    '/api/courses/stats/overview',
    {
      schema: {
        tags,
        operationId: 'getCourseStats',
        summary: 'Catalogue totals, counted from the data',
        security: [],
        response: { 200: courseStatsAnswerSchema },
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return answer(await stats(deps));
    },
  );

  r.get(
    '/api/courses/:id',
    {
      schema: {
        tags,
        operationId: 'getCourse',
        summary: 'One published course with everything its detail view shows',
        security: [],
        params: z.object({ id: z.string() }),
        response: { 200: courseAnswerSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const course = await oneCourse(deps, request.params.id, (data) =>
        prepareJson(courseAnswerSchema, { success: true, data }),
      );
      publicCache(reply);
      return sendPrepared(request, reply, course);
    },
  );

  r.post(
    '/api/courses/enroll/:courseId',
    {
      onRequest: app.requireUser,
      config: perAccountPerMinute(30),
      schema: {
        tags,
        operationId: 'enrolInFreeCourse',
        summary: 'Enrol the signed-in learner in a free course (paid courses go through payments)',
        security: USER_SECURITY,
        params: z.object({ courseId: z.string() }),
        body: freeEnrolBodySchema,
        response: {
          200: freeCourseEnrolAnswerSchema,
          400: failureSchema,
          401: failureSchema,
          402: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { outcome, enrolledCourses } = await enrolInFreeCourse(
        deps,
        signedIn(request).id,
        request.params.courseId,
        request.body?.batchId,
      );
      noStore(reply);
      return {
        success: true as const,
        message:
          outcome === 'enrolled' ? 'Enrolled successfully!' : 'You are already enrolled in this course!',
        enrolledCourses,
      };
    },
  );
}

export const coursesModule = fp(courseRoutes, {
  name: 'courses',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache],
  encapsulate: true,
});
