import {
  ATTENDANCE_SAVED,
  adminBatchDetailAnswerSchema,
  adminBatchPageAnswerSchema,
  attendanceInputSchema,
  attendanceParamsSchema,
  BATCH_CANCELLED_DONE,
  BATCH_MEMBER_MOVED,
  BATCH_SAVED,
  batchAttendanceAnswerSchema,
  batchCancelSchema,
  batchCreated,
  batchEditSchema,
  batchInputSchema,
  batchListQuery,
  batchMoveSchema,
  batchSavedAnswerSchema,
  failureSchema,
  idParam,
  idParamsSchema,
  messageAnswerSchema,
  SESSION_CANCELLED,
  SESSION_SAVED,
  sessionEditSchema,
  sessionSavedAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerMessage, answerPage } from '../../lib/answer.ts';
import { asDownload } from '../../lib/download.ts';
import { meetingProvider } from '../../meetings/provider.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { attendanceCsv, batchAttendance, correctAttendance } from './attendance-service.ts';
import { cancelBatch } from './cancel-service.ts';
import { moveToBatch } from './move-service.ts';
import { createBatch, editBatch, listCourseBatches, readBatch } from './service.ts';
import { cancelSession, editSession } from './session-service.ts';

/** The console's batch desk: /api/admin/... (docs/product/batches.md#the-batch-desk). */

const refusals = { 400: failureSchema, 404: failureSchema };
const changes = { ...refusals, 409: failureSchema };

async function batchesAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.db,
    readCache: app.readCache,
    meetings: meetingProvider(app.config.meetings),
    log: app.log,
    jobs: app.jobs,
    notices: { db: app.db, log: app.log, jobs: app.jobs, appUrl: app.config.appUrl },
  };

  r.get(
    '/api/admin/courses/:id/batches',
    adminRoute(app, 'courses', {
      operationId: 'listCourseBatches',
      summary: "A course's batches, latest start first, with seats taken and fill rate",
      params: idParamsSchema,
      querystring: batchListQuery,
      response: { 200: adminBatchPageAnswerSchema, ...refusals },
    }),
    async (request) =>
      answerPage(await listCourseBatches(deps, adminActor(request), request.params.id, request.query)),
  );

  r.post(
    '/api/admin/courses/:id/batches',
    adminRoute(app, 'courses', {
      operationId: 'createBatch',
      summary: 'Create a batch from a weekly pattern; its sessions are made with it, holidays left out',
      params: idParamsSchema,
      body: batchInputSchema,
      response: { 201: batchSavedAnswerSchema, ...changes },
    }),
    async (request, reply) => {
      const made = await createBatch(deps, adminActor(request), request.params.id, request.body);
      return reply.status(201).send(answer(made, batchCreated(made.sessions.length)));
    },
  );

  r.get(
    '/api/admin/batches/:id',
    adminRoute(app, 'courses', {
      operationId: 'readBatch',
      summary: 'A batch with its sessions, their meeting rooms and attendance counts',
      params: idParamsSchema,
      response: { 200: adminBatchDetailAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await readBatch(deps, adminActor(request), request.params.id)),
  );

  r.patch(
    '/api/admin/batches/:id',
    adminRoute(app, 'courses', {
      operationId: 'editBatch',
      summary: 'Change seats (never below those taken), the enrolment deadline, or open and close enrolment',
      params: idParamsSchema,
      body: batchEditSchema,
      response: { 200: batchSavedAnswerSchema, ...changes },
    }),
    async (request) =>
      answer(await editBatch(deps, adminActor(request), request.params.id, request.body), BATCH_SAVED),
  );

  r.patch(
    '/api/admin/batch-sessions/:id',
    adminRoute(app, 'courses', {
      operationId: 'editBatchSession',
      summary: 'Reschedule a session, change its instructor or attach its recording; its SEQUENCE rises',
      params: idParamsSchema,
      body: sessionEditSchema,
      response: { 200: sessionSavedAnswerSchema, ...changes },
    }),
    async (request) =>
      answer(await editSession(deps, adminActor(request), request.params.id, request.body), SESSION_SAVED),
  );

  r.post(
    '/api/admin/batch-sessions/:id/cancel',
    adminRoute(app, 'courses', {
      operationId: 'cancelBatchSession',
      summary: 'Cancel one session: calendars show it cancelled; its SEQUENCE rises',
      params: idParamsSchema,
      response: { 200: sessionSavedAnswerSchema, ...changes },
    }),
    async (request) =>
      answer(await cancelSession(deps, adminActor(request), request.params.id), SESSION_CANCELLED),
  );

  r.post(
    '/api/admin/batches/:id/cancel',
    adminRoute(app, 'courses', {
      operationId: 'cancelBatch',
      summary:
        'Cancel a whole batch: its sessions cancelled, every member told, paid ones in the refund queue with a move offered',
      params: idParamsSchema,
      body: batchCancelSchema,
      response: { 200: messageAnswerSchema, ...changes },
    }),
    async (request) => {
      await cancelBatch(deps, adminActor(request), request.params.id, request.body?.reason ?? '');
      return { success: true as const, message: BATCH_CANCELLED_DONE };
    },
  );

  r.post(
    '/api/admin/batches/:id/members/:userId/move',
    adminRoute(app, 'courses', {
      operationId: 'moveBatchMember',
      summary: 'Move a learner to another batch of the course, at any time; audited and mailed',
      params: idParamsSchema.extend({ userId: idParam }),
      body: batchMoveSchema,
      response: { 200: messageAnswerSchema, ...changes },
    }),
    async (request) => {
      const { id, userId } = request.params;
      await moveToBatch(
        deps,
        { kind: 'staff', actor: adminActor(request) },
        { fromBatchId: id, toBatchId: request.body.toBatchId, userId },
      );
      return { success: true as const, message: BATCH_MEMBER_MOVED };
    },
  );

  r.get(
    '/api/admin/batches/:id/attendance',
    adminRoute(app, 'courses', {
      operationId: 'readBatchAttendance',
      summary: "A batch's sessions and each learner's attended sessions",
      params: idParamsSchema,
      response: { 200: batchAttendanceAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await batchAttendance(deps, adminActor(request), request.params.id)),
  );

  r.get(
    '/api/admin/batches/:id/attendance.csv',
    adminRoute(app, 'courses', {
      operationId: 'exportBatchAttendance',
      summary: "A batch's attendance as CSV: a row per learner, a column per session held, totals",
      params: idParamsSchema,
      produces: ['text/csv'],
      response: { 200: z.string(), 404: failureSchema },
      cache: 'no-store',
    }),
    async (request, reply) => {
      const csv = await attendanceCsv(deps, adminActor(request), request.params.id, requestLanguage(request));
      return asDownload(reply, 'text/csv; charset=utf-8', `kalvi-attendance-${request.params.id}.csv`).send(
        csv,
      );
    },
  );

  r.put(
    '/api/admin/batch-sessions/:sessionId/attendance/:userId',
    adminRoute(app, 'courses', {
      operationId: 'correctSessionAttendance',
      summary: 'Mark whether a learner attended a session that has started (audited)',
      params: attendanceParamsSchema,
      body: attendanceInputSchema,
      response: { 200: messageAnswerSchema, ...changes },
    }),
    async (request) => {
      const { sessionId, userId } = request.params;
      await correctAttendance(deps, adminActor(request), sessionId, userId, request.body.attended);
      return answerMessage(ATTENDANCE_SAVED);
    },
  );
}

export const batchesAdminModule = fp(batchesAdminRoutes, {
  name: 'batches-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache, PLUGIN.jobs],
  encapsulate: true,
});
