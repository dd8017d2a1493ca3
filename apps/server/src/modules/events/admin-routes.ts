import { failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  adminEventAnswerSchema,
  adminEventInputSchema,
  adminEventListQuerySchema,
  adminEventPageSchema,
  adminEventSavedSchema,
  eventCancelledSchema,
  instructorOptionsSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import {
  type AdminEventDeps,
  cancelAdminEvent,
  createAdminEvent,
  EVENT_CANCELLED,
  EVENT_CREATED,
  EVENT_SAVED,
  instructorOptions,
  listAdminEvents,
  readAdminEvent,
  updateAdminEvent,
} from './admin-service.ts';

async function eventsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: AdminEventDeps = {
    db: app.db,
    log: app.log,
    readCache: app.readCache,
    jobs: app.jobs,
  };

  r.get(
    '/api/admin/events',
    adminRoute(app, 'events', {
      operationId: 'listAdminEvents',
      summary: 'Events, latest start first (an instructor sees their own)',
      querystring: adminEventListQuerySchema,
      response: { 200: adminEventPageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await listAdminEvents(deps, adminActor(request), request.query)),
  );

  r.get(
    '/api/admin/events/instructors',
    adminRoute(app, 'events', {
      operationId: 'listEventInstructorOptions',
      summary: 'The instructor records an event may name (an instructor gets only their own)',
      response: { 200: instructorOptionsSchema },
    }),
    async (request) => answer(await instructorOptions(deps, adminActor(request))),
  );

  r.get(
    '/api/admin/events/:id',
    adminRoute(app, 'events', {
      operationId: 'getAdminEvent',
      summary: 'One event with every field the form edits',
      params: idParamsSchema,
      response: { 200: adminEventAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await readAdminEvent(deps, adminActor(request), request.params.id)),
  );

  r.post(
    '/api/admin/events',
    adminRoute(app, 'events', {
      operationId: 'createAdminEvent',
      summary: 'Create an event',
      body: adminEventInputSchema,
      response: { 201: adminEventSavedSchema, 400: failureSchema, 422: failureSchema },
    }),
    async (request, reply) => {
      const data = await createAdminEvent(deps, adminActor(request), request.body);
      return reply.status(201).send(answer(data, EVENT_CREATED));
    },
  );

  r.put(
    '/api/admin/events/:id',
    adminRoute(app, 'events', {
      operationId: 'updateAdminEvent',
      summary: 'Save every field of an event; seats never below those registered',
      params: idParamsSchema,
      body: adminEventInputSchema,
      response: {
        200: adminEventSavedSchema,
        400: failureSchema,
        404: failureSchema,
        409: failureSchema,
        422: failureSchema,
      },
    }),
    async (request) => {
      const { after } = await updateAdminEvent(deps, adminActor(request), request.params.id, request.body);
      return answer(after, EVENT_SAVED);
    },
  );

  r.post(
    '/api/admin/events/:id/cancel',
    adminRoute(app, 'events', {
      operationId: 'cancelAdminEvent',
      summary: 'Cancel an event: every enrolled learner is e-mailed, each paid seat joins the refund queue',
      params: idParamsSchema,
      response: { 200: eventCancelledSchema, 404: failureSchema, 409: failureSchema },
    }),
    async (request) => {
      const { after, learnersTold, refundsQueued } = await cancelAdminEvent(
        deps,
        adminActor(request),
        request.params.id,
      );
      return answer({ event: after, learnersTold, refundsQueued }, EVENT_CANCELLED);
    },
  );
}

export const eventsAdminModule = fp(eventsAdminRoutes, {
  name: 'events-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache, PLUGIN.jobs],
  encapsulate: true,
});
