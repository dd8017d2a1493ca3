import { failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  attendanceEventPageSchema,
  attendanceEventQuery,
  attendanceInputSchema,
  attendanceSavedSchema,
  attendeePageSchema,
  attendeeQuery,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { ATTENDANCE_SAVED, attendanceEvents, attendees, saveAttendance } from './service.ts';

/** /api/admin/attendance...: staff mark who attended an event; attendees of certificate events get one. */
async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/admin/attendance/events',
    adminRoute(app, 'attendance', {
      operationId: 'listAttendanceEvents',
      summary: 'Events that offer a certificate, latest start first, with enrolled and attended counts',
      querystring: attendanceEventQuery,
      response: { 200: attendanceEventPageSchema, 400: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answerPage(await attendanceEvents(deps, request.query));
    },
  );

  r.get(
    '/api/admin/attendance/events/:id',
    adminRoute(app, 'attendance', {
      operationId: 'listEventAttendees',
      summary: "An event's enrolled learners, whether each attended, and their certificate",
      params: idParamsSchema,
      querystring: attendeeQuery,
      response: { 200: attendeePageSchema, 400: failureSchema, 404: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      return answerPage(await attendees(deps, request.params.id, request.query));
    },
  );

  r.put(
    '/api/admin/attendance/events/:id',
    adminRoute(app, 'attendance', {
      operationId: 'saveEventAttendance',
      summary: 'Save attendance marks; attendees of an event offering certificates get one, once',
      params: idParamsSchema,
      body: attendanceInputSchema,
      response: { 200: attendanceSavedSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema },
    }),
    async (request) => {
      const data = await saveAttendance(deps, adminActor(request), request.params.id, request.body);
      return answer(data, ATTENDANCE_SAVED);
    },
  );
}

export const attendanceAdminModule = fp(attendanceRoutes, {
  name: 'attendance-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
