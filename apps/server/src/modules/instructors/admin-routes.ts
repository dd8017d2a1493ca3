import { failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  instructorAnswerSchema,
  instructorChangeAnswerSchema,
  instructorInputSchema,
  instructorListQuery,
  instructorPageAnswerSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PHOTO_BODY_LIMIT } from '../../lib/body-limits.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import {
  createInstructor,
  INSTRUCTOR_CREATED,
  type InstructorDeps,
  instructorDetail,
  instructorPage,
  updateInstructor,
} from './service.ts';

const CHANGE_ANSWERS = {
  400: failureSchema,
  404: failureSchema,
  409: failureSchema,
};

/** The console's Instructors page: records, their account and what each teaches (staff and admins). */
async function instructorsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: InstructorDeps = { db: app.db, readCache: app.readCache };

  r.get(
    '/api/admin/instructors',
    adminRoute(app, 'instructors', {
      operationId: 'listInstructors',
      summary: 'Instructor records by name, searched by name',
      querystring: instructorListQuery,
      response: { 200: instructorPageAnswerSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await instructorPage(deps, request.query)),
  );

  r.get(
    '/api/admin/instructors/:id',
    adminRoute(app, 'instructors', {
      operationId: 'getInstructor',
      summary: 'An instructor record with the courses and events assigned to it',
      params: idParamsSchema,
      response: { 200: instructorAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await instructorDetail(deps, request.params.id)),
  );

  r.post(
    '/api/admin/instructors',
    {
      ...adminRoute(app, 'instructors', {
        operationId: 'createInstructor',
        summary: 'Create an instructor record, linked to an instructor account by e-mail when there is one',
        body: instructorInputSchema,
        response: { 201: instructorChangeAnswerSchema, ...CHANGE_ANSWERS },
      }),
      bodyLimit: PHOTO_BODY_LIMIT,
    },
    async (request, reply) => {
      const data = await createInstructor(deps, adminActor(request), request.body);
      return reply.status(201).send(answer(data, INSTRUCTOR_CREATED));
    },
  );

  r.put(
    '/api/admin/instructors/:id',
    {
      ...adminRoute(app, 'instructors', {
        operationId: 'updateInstructor',
        summary:
          "Save an instructor record; a new name or title also shows on the record's courses and events",
        params: idParamsSchema,
        body: instructorInputSchema,
        response: { 200: instructorChangeAnswerSchema, ...CHANGE_ANSWERS },
      }),
      bodyLimit: PHOTO_BODY_LIMIT,
    },
    async (request) => {
      const { message, detail } = await updateInstructor(
        deps,
        adminActor(request),
        request.params.id,
        request.body,
      );
      return answer(detail, message);
    },
  );
}

export const instructorsAdminModule = fp(instructorsAdminRoutes, {
  name: 'instructors-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache],
  encapsulate: true,
});
