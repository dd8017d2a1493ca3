import { failureSchema } from '@kalvi/shared';
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
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditHook } from '../../lib/audit-hook.ts';
import { forbidden } from '../../lib/errors.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { type StaffActor, staffActor } from '../../plugins/roles.ts';
import { writeAudit } from '../admin/audit.ts';
import { staffRoute } from '../admin/guard.ts';
import { assertOwnsCourse, instructorIdOf, NOT_YOURS } from '../admin/ownership.ts';
import {
  imageTooLarge,
  PICTURE_REMOVED,
  PICTURE_SAVED,
  removeCoursePicture,
  saveCoursePicture,
} from './image.ts';
import { listCourseInstructors, listStaffCourses, readStaffCourse } from './queries.ts';
import {
  COURSE_ARCHIVED,
  COURSE_CREATED,
  COURSE_DUPLICATED,
  COURSE_PUBLISHED,
  COURSE_SAVED,
  COURSE_UNPUBLISHED,
  changeCourseStatus,
  createStaffCourse,
  duplicateStaffCourse,
  type StaffCourseDeps,
  type StatusChange,
  updateStaffCourse,
} from './service.ts';

const idParams = z.object({ id: z.string().max(64) });
/** Matches no instructor record: an instructor account no record names teaches nothing yet. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';
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
async function staffCourseRoutes(app: FastifyInstance): Promise<void> {
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

  /** An instructor works only on courses of their own instructor record; staff on any. */
  async function ownInstructorId(actor: StaffActor): Promise<string | undefined> {
    if (actor.role !== 'instructor') return undefined;
    const own = await instructorIdOf(app.db, actor.id);
    if (!own) throw forbidden(NOT_YOURS);
    return own;
  }

  const auditAs =
    (request: FastifyRequest, action: string, id?: string): AuditHook =>
    (tx, before, after) =>
      writeAudit(tx, staffActor(request), {
        action,
        entityType: 'course',
        entityId: id ?? (after as { id: string }).id,
        before,
        after,
      });

  r.get(
    '/api/admin/courses',
    staffRoute(app, 'courses', {
      operationId: 'listStaffCourses',
      summary:
        'Courses in every status, searched by title, filtered by status and category (an instructor sees their own)',
      querystring: staffCourseListQuerySchema,
      response: { 200: staffCoursePageSchema, 400: failureSchema },
    }),
    async (request) => {
      const actor = staffActor(request);
      const own =
        actor.role === 'instructor' ? ((await instructorIdOf(app.db, actor.id)) ?? NO_RECORD) : undefined;
      return { success: true as const, ...(await listStaffCourses(app.db, request.query, own)) };
    },
  );

  r.get(
    '/api/admin/course-instructors',
    staffRoute(app, 'courses', {
      operationId: 'listCourseInstructors',
      summary: 'Instructor records a course can name, by name',
      querystring: courseInstructorQuerySchema,
      response: { 200: courseInstructorPageSchema, 400: failureSchema },
    }),
    async (request) => {
      const { page, limit, search } = request.query;
      return { success: true as const, ...(await listCourseInstructors(app.db, page, limit, search)) };
    },
  );

  r.get(
    '/api/admin/courses/:id',
    staffRoute(app, 'courses', {
      operationId: 'getStaffCourse',
      summary: 'One course with every field the form edits',
      params: idParams,
      response: { 200: staffCourseAnswerSchema, 404: failureSchema },
    }),
    async (request) => {
      await assertOwnsCourse(app.db, staffActor(request), request.params.id);
      return { success: true as const, data: await readStaffCourse(app.db, request.params.id) };
    },
  );

  r.post(
    '/api/admin/courses',
    staffRoute(app, 'courses', {
      operationId: 'createStaffCourse',
      summary: 'Create a course as a draft',
      body: staffCourseInputSchema,
      response: { 201: staffCourseSavedSchema, 400: failureSchema },
    }),
    async (request, reply) => {
      const own = await ownInstructorId(staffActor(request));
      const body = { ...request.body, ...(own && { instructorId: own }) };
      const data = await createStaffCourse(deps, body, auditAs(request, 'course.create'));
      return reply.status(201).send({ success: true as const, message: COURSE_CREATED, data });
    },
  );

  r.put(
    '/api/admin/courses/:id',
    staffRoute(app, 'courses', {
      operationId: 'updateStaffCourse',
      summary: 'Save every field of a course; a new fee applies to new orders only',
      params: idParams,
      body: staffCourseInputSchema,
      response: { 200: staffCourseSavedSchema, 400: failureSchema, 404: failureSchema },
    }),
    async (request) => {
      const actor = staffActor(request);
      const { id } = request.params;
      await assertOwnsCourse(app.db, actor, id);
      const own = await ownInstructorId(actor);
      const body = { ...request.body, ...(own && { instructorId: own }) };
      const data = await updateStaffCourse(deps, id, body, auditAs(request, 'course.update', id));
      return { success: true as const, message: COURSE_SAVED, data };
    },
  );

  r.post(
    '/api/admin/courses/:id/duplicate',
    staffRoute(app, 'courses', {
      operationId: 'duplicateStaffCourse',
      summary: 'Copy a course as a draft titled "(copy)"',
      params: idParams,
      response: { 201: staffCourseSavedSchema, 404: failureSchema },
    }),
    async (request, reply) => {
      await assertOwnsCourse(app.db, staffActor(request), request.params.id);
      const data = await duplicateStaffCourse(deps, request.params.id, auditAs(request, 'course.duplicate'));
      return reply.status(201).send({ success: true as const, message: COURSE_DUPLICATED, data });
    },
  );

  for (const route of STATUS_ROUTES) {
    r.post(
      `/api/admin/courses/:id/${route.change}`,
      staffRoute(app, 'courses', {
        operationId: route.operationId,
        summary: route.summary,
        params: idParams,
        response: { 200: staffCourseSavedSchema, 404: failureSchema },
      }),
      async (request) => {
        const { id } = request.params;
        await assertOwnsCourse(app.db, staffActor(request), id);
        const { course } = await changeCourseStatus(
          deps,
          id,
          route.change,
          auditAs(request, `course.${route.change}`, id),
        );
        return { success: true as const, message: route.message, data: course };
      },
    );
  }

  r.put(
    '/api/admin/courses/:id/image',
    {
      ...staffRoute(app, 'courses', {
        operationId: 'putStaffCourseImage',
        summary:
          'Upload the course picture as the request body: JPEG, PNG or WebP by its bytes, at most 2 MB',
        params: idParams,
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
      const { id } = request.params;
      await assertOwnsCourse(app.db, staffActor(request), id);
      const data = await saveCoursePicture(deps, id, request.body, auditAs(request, 'course.image', id));
      return { success: true as const, message: PICTURE_SAVED, data };
    },
  );

  r.delete(
    '/api/admin/courses/:id/image',
    staffRoute(app, 'courses', {
      operationId: 'deleteStaffCourseImage',
      summary: 'Remove the course picture: the course is drawn from its title again',
      params: idParams,
      response: { 200: staffCourseSavedSchema, 404: failureSchema },
    }),
    async (request) => {
      const { id } = request.params;
      await assertOwnsCourse(app.db, staffActor(request), id);
      const data = await removeCoursePicture(deps, id, auditAs(request, 'course.image', id));
      return { success: true as const, message: PICTURE_REMOVED, data };
    },
  );
}

export const staffCoursesModule = fp(staffCourseRoutes, {
  name: 'staff-courses',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache],
  encapsulate: true,
});
