import { failureSchema } from '@kalvi/shared';
import {
  adminCurriculumAnswerSchema,
  adminCurriculumSavedSchema,
  authorableCoursePageSchema,
  authorableCourseQuery,
  lessonInputSchema,
  moveSchema,
  sectionInputSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LESSON_BODY_LIMIT } from '../../lib/body-limits.ts';
import { privateNoStore } from '../../lib/cache-control.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { type StaffActor, staffActor } from '../../plugins/roles.ts';
import { staffRoute } from '../admin/guard.ts';
import { assertOwnsCourse, instructorIdOf } from '../admin/ownership.ts';
import { adminCurriculum, authorableCourses } from './queries.ts';
import {
  addLesson,
  addSection,
  deleteLesson,
  deleteSection,
  LESSON_ADDED,
  LESSON_DELETED,
  LESSON_SAVED,
  MOVED,
  moveLesson,
  moveSection,
  renameSection,
  SECTION_ADDED,
  SECTION_DELETED,
  SECTION_SAVED,
  updateLesson,
} from './service.ts';

const id = z.string().max(64);
const courseParams = z.object({ id });
const sectionParams = z.object({ id, sectionId: id });
const lessonParams = z.object({ id, lessonId: id });
const SAVED = { 200: adminCurriculumSavedSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema };
/** An instructor whose account no instructor record names teaches nothing: an empty picker. */
const NO_RECORD = '00000000-0000-0000-0000-000000000000';

/** /api/admin/courses/:id/curriculum...: authoring, for instructors on their own courses and staff on any. */
async function curriculumAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Ownership first (404 unknown course, 403 someone else's), then the change. */
  const owned = async (request: FastifyRequest, courseId: string): Promise<StaffActor> => {
    const actor = staffActor(request);
    await assertOwnsCourse(app.db, actor, courseId);
    return actor;
  };

  r.get(
    '/api/admin/curriculum/courses',
    staffRoute(app, 'curriculum', {
      operationId: 'listAuthorableCourses',
      summary: 'Courses whose curriculum the caller may author, by title (an instructor sees their own)',
      querystring: authorableCourseQuery,
      response: { 200: authorableCoursePageSchema, 400: failureSchema },
    }),
    async (request, reply) => {
      const actor = staffActor(request);
      const own =
        actor.role === 'instructor' ? ((await instructorIdOf(app.db, actor.id)) ?? NO_RECORD) : undefined;
      const { page, limit, q } = request.query;
      privateNoStore(reply);
      return { success: true as const, ...(await authorableCourses(app.db, page, limit, q, own)) };
    },
  );

  r.get(
    '/api/admin/courses/:id/curriculum',
    staffRoute(app, 'curriculum', {
      operationId: 'getAdminCurriculum',
      summary: "A course's sections and lessons with every field, quiz answers included",
      params: courseParams,
      response: { 200: adminCurriculumAnswerSchema, 404: failureSchema },
    }),
    async (request, reply) => {
      await owned(request, request.params.id);
      privateNoStore(reply);
      return { success: true as const, data: await adminCurriculum(app.db, request.params.id) };
    },
  );

  r.post(
    '/api/admin/courses/:id/sections',
    staffRoute(app, 'curriculum', {
      operationId: 'addCurriculumSection',
      summary: 'Add a section at the end of the curriculum',
      params: courseParams,
      body: sectionInputSchema,
      response: { ...SAVED, 201: adminCurriculumSavedSchema },
    }),
    async (request, reply) => {
      const actor = await owned(request, request.params.id);
      const data = await addSection(app.db, actor, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: SECTION_ADDED, data });
    },
  );

  r.put(
    '/api/admin/courses/:id/sections/:sectionId',
    staffRoute(app, 'curriculum', {
      operationId: 'renameCurriculumSection',
      summary: 'Rename a section',
      params: sectionParams,
      body: sectionInputSchema,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, sectionId } = request.params;
      const actor = await owned(request, courseId);
      const data = await renameSection(app.db, actor, courseId, sectionId, request.body);
      return { success: true as const, message: SECTION_SAVED, data };
    },
  );

  r.delete(
    '/api/admin/courses/:id/sections/:sectionId',
    staffRoute(app, 'curriculum', {
      operationId: 'deleteCurriculumSection',
      summary: 'Delete an empty section',
      params: sectionParams,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, sectionId } = request.params;
      const actor = await owned(request, courseId);
      const data = await deleteSection(app.db, actor, courseId, sectionId);
      return { success: true as const, message: SECTION_DELETED, data };
    },
  );

  r.post(
    '/api/admin/courses/:id/sections/:sectionId/move',
    staffRoute(app, 'curriculum', {
      operationId: 'moveCurriculumSection',
      summary: 'Move a section up or down one place',
      params: sectionParams,
      body: moveSchema,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, sectionId } = request.params;
      const actor = await owned(request, courseId);
      const data = await moveSection(app.db, actor, courseId, sectionId, request.body);
      return { success: true as const, message: MOVED, data };
    },
  );

  r.post(
    '/api/admin/courses/:id/lessons',
    {
      ...staffRoute(app, 'curriculum', {
        operationId: 'addCurriculumLesson',
        summary: 'Add a lesson at the end of a section',
        params: courseParams,
        body: lessonInputSchema,
        response: { ...SAVED, 201: adminCurriculumSavedSchema },
      }),
      bodyLimit: LESSON_BODY_LIMIT,
    },
    async (request, reply) => {
      const actor = await owned(request, request.params.id);
      const data = await addLesson(app.db, actor, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, message: LESSON_ADDED, data });
    },
  );

  r.put(
    '/api/admin/courses/:id/lessons/:lessonId',
    {
      ...staffRoute(app, 'curriculum', {
        operationId: 'updateCurriculumLesson',
        summary: 'Save every field of a lesson',
        params: lessonParams,
        body: lessonInputSchema,
        response: SAVED,
      }),
      bodyLimit: LESSON_BODY_LIMIT,
    },
    async (request) => {
      const { id: courseId, lessonId } = request.params;
      const actor = await owned(request, courseId);
      const data = await updateLesson(app.db, actor, courseId, lessonId, request.body);
      return { success: true as const, message: LESSON_SAVED, data };
    },
  );

  r.delete(
    '/api/admin/courses/:id/lessons/:lessonId',
    staffRoute(app, 'curriculum', {
      operationId: 'deleteCurriculumLesson',
      summary: 'Delete a lesson no learner has progress in',
      params: lessonParams,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, lessonId } = request.params;
      const actor = await owned(request, courseId);
      const data = await deleteLesson(app.db, actor, courseId, lessonId);
      return { success: true as const, message: LESSON_DELETED, data };
    },
  );

  r.post(
    '/api/admin/courses/:id/lessons/:lessonId/move',
    staffRoute(app, 'curriculum', {
      operationId: 'moveCurriculumLesson',
      summary: 'Move a lesson up or down one place in its section',
      params: lessonParams,
      body: moveSchema,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, lessonId } = request.params;
      const actor = await owned(request, courseId);
      const data = await moveLesson(app.db, actor, courseId, lessonId, request.body);
      return { success: true as const, message: MOVED, data };
    },
  );
}

export const curriculumAdminModule = fp(curriculumAdminRoutes, {
  name: 'curriculum-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
