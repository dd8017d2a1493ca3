import { failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  COURSE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_TYPES,
  courseInstructorPageSchema,
  courseInstructorQuerySchema,
  staffCourseAnswerSchema,
  staffCourseInputSchema,
  staffCourseListQuerySchema,
  staffCoursePageSchema,
  staffCourseSavedSchema,
} from '@kalvi/shared/admin';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import {
  COURSE_ARCHIVED,
  COURSE_CREATED,
  COURSE_DUPLICATED,
  COURSE_PUBLISHED,
  COURSE_SAVED,
  COURSE_UNPUBLISHED,
  changeCourseStatus,
  courseInstructors,
  createStaffCourse,
  duplicateStaffCourse,
  listStaffCourses,
  readStaffCourse,
  type StaffCourseDeps,
  type StatusChange,
  updateStaffCourse,
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
    operationId: 'publishStaffCourse',
    summary: 'Publish a course: the catalogue shows it at once (every instance)',
    message: COURSE_PUBLISHED,
  },
  {
    change: 'unpublish',
    operationId: 'unpublishStaffCourse',
    summary: 'Move a course back to drafts: it leaves the catalogue; enrolled learners keep it',
    message: COURSE_UNPUBLISHED,
  },
  {
    change: 'archive',
    operationId: 'archiveStaffCourse',
    summary: 'Archive a course: it leaves the catalogue; enrolled learners keep it',
    message: COURSE_ARCHIVED,
  },
];

/** /api/admin/courses: the console's courses (docs/decisions/121-staff-courses.md). */
async function coursesAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: StaffCourseDeps = { db: app.db, readCache: app.readCache };

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
      operationId: 'listStaffCourses',
      summary:
        'Courses in every status, searched by title, filtered by status and category (an instructor sees their own)',
      querystring: staffCourseListQuerySchema,
      response: { 200: staffCoursePageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await listStaffCourses(deps, adminActor(request), request.query)),
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
      operationId: 'getStaffCourse',
      summary: 'One course with every field the form edits',
      params: idParamsSchema,
      response: { 200: staffCourseAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await readStaffCourse(deps, adminActor(request), request.params.id)),
  );

  r.post(
    '/api/admin/courses',
    adminRoute(app, 'courses', {
      operationId: 'createStaffCourse',
      summary: 'Create a course as a draft',
      body: staffCourseInputSchema,
      response: { 201: staffCourseSavedSchema, 400: failureSchema },
    }),
    async (request, reply) => {
      const data = await createStaffCourse(deps, adminActor(request), request.body);
      return reply.status(201).send(answer(data, COURSE_CREATED));
    },
  );

  r.put(
    '/api/admin/courses/:id',
    adminRoute(app, 'courses', {
      operationId: 'updateStaffCourse',
      summary: 'Save every field of a course; a new fee applies to new orders only',
      params: idParamsSchema,
      body: staffCourseInputSchema,
      response: { 200: staffCourseSavedSchema, 400: failureSchema, 404: failureSchema },
    }),
    async (request) => {
      const data = await updateStaffCourse(deps, adminActor(request), request.params.id, request.body);
      return answer(data, COURSE_SAVED);
    },
  );

  r.post(
    '/api/admin/courses/:id/duplicate',
    adminRoute(app, 'courses', {
      operationId: 'duplicateStaffCourse',
      summary: 'Copy a course as a draft titled "(copy)"',
      params: idParamsSchema,
      response: { 201: staffCourseSavedSchema, 404: failureSchema },
    }),
    async (request, reply) => {
      const data = await duplicateStaffCourse(deps, adminActor(request), request.params.id);
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
        response: { 200: staffCourseSavedSchema, 404: failureSchema },
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
        operationId: 'putStaffCourseImage',
        summary:
          'Upload the course picture as the request body: JPEG, PNG or WebP by its bytes, at most 2 MB',
        params: idParamsSchema,
        consumes: PICTURE_BODY_TYPES,
        response: {
          200: staffCourseSavedSchema,
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
      operationId: 'deleteStaffCourseImage',
      summary: 'Remove the course picture: the course is drawn from its title again',
      params: idParamsSchema,
      response: { 200: staffCourseSavedSchema, 404: failureSchema },
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
