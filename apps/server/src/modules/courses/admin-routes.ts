import { failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  adminCourseAnswerSchema,
  adminCourseInputSchema,
  adminCourseListQuerySchema,
  adminCoursePageSchema,
  adminCourseSavedSchema,
  COURSE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_TYPES,
  courseInstructorPageSchema,
  courseInstructorQuerySchema,
} from '@kalvi/shared/admin';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import {
  type AdminCourseDeps,
  COURSE_ARCHIVED,
  COURSE_CREATED,
  COURSE_DUPLICATED,
  COURSE_PUBLISHED,
  COURSE_SAVED,
  COURSE_UNPUBLISHED,
  changeCourseStatus,
  courseInstructors,
  createAdminCourse,
  duplicateAdminCourse,
  listAdminCourses,
  readAdminCourse,
  type StatusChange,
  updateAdminCourse,
} from './admin-service.ts';
import {
  imageTooLarge,
  PICTURE_REMOVED,
  PICTURE_SAVED,
  removeCoursePicture,
  saveCoursePicture,
} from './image.ts';

/** The picture arrives as the raw body; these are the types a browser declares for one. */
const PICTURE_BODY_TYPES = [...COURSE_IMAGE_TYPES, 'application/octet-stream'];

const STATUS_ROUTES: { change: StatusChange; operationId: string; summary: string; message: string }[] = [
  {
    change: 'publish',
    operationId: 'publishAdminCourse',
    summary: 'Publish a course: the catalogue shows it at once (every instance)',
    message: COURSE_PUBLISHED,
  },
  {
    change: 'unpublish',
    operationId: 'unpublishAdminCourse',
    summary: 'Move a course back to drafts: it leaves the catalogue; enrolled learners keep it',
    message: COURSE_UNPUBLISHED,
  },
  {
    change: 'archive',
    operationId: 'archiveAdminCourse',
    summary: 'Archive a course: it leaves the catalogue; enrolled learners keep it',
    message: COURSE_ARCHIVED,
  },
];

/** /api/admin/courses: the console's courses (docs/decisions/121-staff-courses.md). */
async function coursesAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: AdminCourseDeps = { db: app.db, readCache: app.readCache };

  // The picture is the body itself; the size is refused while it streams in (413), and the
  // bytes, not this declared type, decide whether it is a picture (image.ts).
  // No route here reads text, so a picture sent as text is refused as such (415), not parsed.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    PICTURE_BODY_TYPES,
    { parseAs: 'buffer', bodyLimit: COURSE_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  r.get(
    '/api/admin/courses',
    adminRoute(app, 'courses', {
      operationId: 'listAdminCourses',
      summary:
        'Courses in every status, searched by title, filtered by status and category (an instructor sees their own)',
      querystring: adminCourseListQuerySchema,
      response: { 200: adminCoursePageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await listAdminCourses(deps, adminActor(request), request.query)),
  );

  r.get(
    '/api/admin/course-instructors',
    adminRoute(app, 'courses', {
      operationId: 'listCourseInstructors',
      summary: 'Instructor records a course can name, by name',
      querystring: courseInstructorQuerySchema,
      response: { 200: courseInstructorPageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await courseInstructors(deps, request.query)),
  );

  r.get(
    '/api/admin/courses/:id',
    adminRoute(app, 'courses', {
      operationId: 'getAdminCourse',
      summary: 'One course with every field the form edits',
      params: idParamsSchema,
      response: { 200: adminCourseAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await readAdminCourse(deps, adminActor(request), request.params.id)),
  );

  r.post(
    '/api/admin/courses',
    adminRoute(app, 'courses', {
      operationId: 'createAdminCourse',
      summary: 'Create a course as a draft',
      body: adminCourseInputSchema,
      response: { 201: adminCourseSavedSchema, 400: failureSchema },
    }),
    async (request, reply) => {
      const data = await createAdminCourse(deps, adminActor(request), request.body);
      return reply.status(201).send(answer(data, COURSE_CREATED));
    },
  );

  r.put(
    '/api/admin/courses/:id',
    adminRoute(app, 'courses', {
      operationId: 'updateAdminCourse',
      summary: 'Save every field of a course; a new fee applies to new orders only',
      params: idParamsSchema,
      body: adminCourseInputSchema,
      response: { 200: adminCourseSavedSchema, 400: failureSchema, 404: failureSchema },
    }),
    async (request) => {
      const data = await updateAdminCourse(deps, adminActor(request), request.params.id, request.body);
      return answer(data, COURSE_SAVED);
    },
  );

  r.post(
    '/api/admin/courses/:id/duplicate',
    adminRoute(app, 'courses', {
      operationId: 'duplicateAdminCourse',
      summary: 'Copy a course as a draft titled "(copy)"',
      params: idParamsSchema,
      response: { 201: adminCourseSavedSchema, 404: failureSchema },
    }),
    async (request, reply) => {
      const data = await duplicateAdminCourse(deps, adminActor(request), request.params.id);
      return reply.status(201).send(answer(data, COURSE_DUPLICATED));
    },
  );

  for (const route of STATUS_ROUTES) {
    r.post(
      `/api/admin/courses/:id/${route.change}`,
      adminRoute(app, 'courses', {
        operationId: route.operationId,
        summary: route.summary,
        params: idParamsSchema,
        response: { 200: adminCourseSavedSchema, 404: failureSchema },
      }),
      async (request) => {
        const { course } = await changeCourseStatus(
          deps,
          adminActor(request),
          request.params.id,
          route.change,
        );
        return answer(course, route.message);
      },
    );
  }

  r.put(
    '/api/admin/courses/:id/image',
    {
      ...adminRoute(app, 'courses', {
        operationId: 'putAdminCourseImage',
        summary:
          'Upload the course picture as the request body: JPEG, PNG or WebP by its bytes, at most 2 MB',
        params: idParamsSchema,
        consumes: PICTURE_BODY_TYPES,
        response: {
          200: adminCourseSavedSchema,
          400: failureSchema,
          404: failureSchema,
          413: failureSchema,
          415: failureSchema,
        },
      }),
      // Only the picture can make this body large, so "too large" is said about the picture.
      errorHandler: (error: FastifyError) => {
        if (error.statusCode === 413) throw imageTooLarge();
        throw error;
      },
    },
    async (request) => {
      const data = await saveCoursePicture(deps, adminActor(request), request.params.id, request.body);
      return answer(data, PICTURE_SAVED);
    },
  );

  r.delete(
    '/api/admin/courses/:id/image',
    adminRoute(app, 'courses', {
      operationId: 'deleteAdminCourseImage',
      summary: 'Remove the course picture: the course is drawn from its title again',
      params: idParamsSchema,
      response: { 200: adminCourseSavedSchema, 404: failureSchema },
    }),
    async (request) => {
      const data = await removeCoursePicture(deps, adminActor(request), request.params.id);
      return answer(data, PICTURE_REMOVED);
    },
  );
}

export const coursesAdminModule = fp(coursesAdminRoutes, {
  name: 'courses-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache],
  encapsulate: true,
});
