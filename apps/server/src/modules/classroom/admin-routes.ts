import { failureSchema, idParam, idParamsSchema } from '@kalvi/shared';
import {
  adminCurriculumAnswerSchema,
  adminCurriculumSavedSchema,
  authorableCoursePageSchema,
  authorableCourseQuery,
  lessonInputSchema,
  moveSchema,
  sectionInputSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { LESSON_BODY_LIMIT } from '../../lib/body-limits.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import {
  addLesson,
  addSection,
  authorableCoursesFor,
  deleteLesson,
  deleteSection,
  LESSON_ADDED,
  LESSON_DELETED,
  LESSON_SAVED,
  MOVED,
  moveLesson,
  moveSection,
  readCurriculum,
  renameSection,
  SECTION_ADDED,
  SECTION_DELETED,
  SECTION_SAVED,
  updateLesson,
} from './admin-service.ts';

const sectionParams = idParamsSchema.extend({ sectionId: idParam });
const lessonParams = idParamsSchema.extend({ lessonId: idParam });
const SAVED = { 200: adminCurriculumSavedSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema };

/** /api/admin/courses/:id/curriculum...: authoring, for instructors on their own courses and staff on any. */
async function classroomAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/admin/curriculum/courses',
    adminRoute(app, 'curriculum', {
      operationId: 'listAuthorableCourses',
      summary: 'Courses whose curriculum the caller may author, by title (an instructor sees their own)',
      querystring: authorableCourseQuery,
      response: { 200: authorableCoursePageSchema, 400: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answerPage(await authorableCoursesFor(deps, adminActor(request), request.query));
    },
  );

  r.get(
    '/api/admin/courses/:id/curriculum',
    adminRoute(app, 'curriculum', {
      operationId: 'getAdminCurriculum',
      summary: "A course's sections and lessons with every field, quiz answers included",
      params: idParamsSchema,
      response: { 200: adminCurriculumAnswerSchema, 404: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      const data = await readCurriculum(deps, adminActor(request), request.params.id);
      return answer(data);
    },
  );

  r.post(
    '/api/admin/courses/:id/sections',
    adminRoute(app, 'curriculum', {
      operationId: 'addCurriculumSection',
      summary: 'Add a section at the end of the curriculum',
      params: idParamsSchema,
      body: sectionInputSchema,
      response: { ...SAVED, 201: adminCurriculumSavedSchema },
    }),
    async (request, reply) => {
      const data = await addSection(deps, adminActor(request), request.params.id, request.body);
      return reply.status(201).send(answer(data, SECTION_ADDED));
    },
  );

  r.put(
    '/api/admin/courses/:id/sections/:sectionId',
    adminRoute(app, 'curriculum', {
      operationId: 'renameCurriculumSection',
      summary: 'Rename a section',
      params: sectionParams,
      body: sectionInputSchema,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, sectionId } = request.params;
      const data = await renameSection(deps, adminActor(request), courseId, sectionId, request.body);
      return answer(data, SECTION_SAVED);
    },
  );

  r.delete(
    '/api/admin/courses/:id/sections/:sectionId',
    adminRoute(app, 'curriculum', {
      operationId: 'deleteCurriculumSection',
      summary: 'Delete an empty section',
      params: sectionParams,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, sectionId } = request.params;
      const data = await deleteSection(deps, adminActor(request), courseId, sectionId);
      return answer(data, SECTION_DELETED);
    },
  );

  r.post(
    '/api/admin/courses/:id/sections/:sectionId/move',
    adminRoute(app, 'curriculum', {
      operationId: 'moveCurriculumSection',
      summary: 'Move a section up or down one place',
      params: sectionParams,
      body: moveSchema,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, sectionId } = request.params;
      const data = await moveSection(deps, adminActor(request), courseId, sectionId, request.body);
      return answer(data, MOVED);
    },
  );

  r.post(
    '/api/admin/courses/:id/lessons',
    {
      ...adminRoute(app, 'curriculum', {
        operationId: 'addCurriculumLesson',
        summary: 'Add a lesson at the end of a section',
        params: idParamsSchema,
        body: lessonInputSchema,
        response: { ...SAVED, 201: adminCurriculumSavedSchema },
      }),
      bodyLimit: LESSON_BODY_LIMIT,
    },
    async (request, reply) => {
      const data = await addLesson(deps, adminActor(request), request.params.id, request.body);
      return reply.status(201).send(answer(data, LESSON_ADDED));
    },
  );

  r.put(
    '/api/admin/courses/:id/lessons/:lessonId',
    {
      ...adminRoute(app, 'curriculum', {
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
      const data = await updateLesson(deps, adminActor(request), courseId, lessonId, request.body);
      return answer(data, LESSON_SAVED);
    },
  );

  r.delete(
    '/api/admin/courses/:id/lessons/:lessonId',
    adminRoute(app, 'curriculum', {
      operationId: 'deleteCurriculumLesson',
      summary: 'Delete a lesson no learner has progress in',
      params: lessonParams,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, lessonId } = request.params;
      const data = await deleteLesson(deps, adminActor(request), courseId, lessonId);
      return answer(data, LESSON_DELETED);
    },
  );

  r.post(
    '/api/admin/courses/:id/lessons/:lessonId/move',
    adminRoute(app, 'curriculum', {
      operationId: 'moveCurriculumLesson',
      summary: 'Move a lesson up or down one place in its section',
      params: lessonParams,
      body: moveSchema,
      response: SAVED,
    }),
    async (request) => {
      const { id: courseId, lessonId } = request.params;
      const data = await moveLesson(deps, adminActor(request), courseId, lessonId, request.body);
      return answer(data, MOVED);
    },
  );
}

export const classroomAdminModule = fp(classroomAdminRoutes, {
  name: 'classroom-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
