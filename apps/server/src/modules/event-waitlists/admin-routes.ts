import {
  failureSchema,
  idParam,
  idParamsSchema,
  messageAnswerSchema,
  WAITLIST_PASSED_ON,
  waitlistPageSchema,
  waitlistQuerySchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answerMessage, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { eventLine, passOfferOn, type WaitlistDeps } from './service.ts';

/** The console's view of an event's waitlist (docs/decisions/180-event-waitlists.md). */
async function eventWaitlistsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: WaitlistDeps = { db: app.db, readCache: app.readCache, jobs: app.jobs };

  r.get(
    '/api/admin/events/:id/waitlist',
    adminRoute(app, 'events', {
      operationId: 'listEventWaitlist',
      summary: "An event's waitlist and its offers, first joined first (an instructor: their own events)",
      params: idParamsSchema,
      querystring: waitlistQuerySchema,
      response: { 200: waitlistPageSchema, 400: failureSchema, 404: failureSchema },
    }),
    async (request) =>
      answerPage(await eventLine(deps, adminActor(request), request.params.id, request.query)),
  );

  r.post(
    '/api/admin/events/:id/waitlist/:entryId/pass-on',
    adminRoute(app, 'events', {
      operationId: 'passWaitlistOfferOn',
      summary: 'End an open offer now; its seat passes to the next in line',
      params: idParamsSchema.extend({ entryId: idParam }),
      response: { 200: messageAnswerSchema, 404: failureSchema, 409: failureSchema },
    }),
    async (request) => {
      await passOfferOn(deps, adminActor(request), request.params.id, request.params.entryId);
      return answerMessage(WAITLIST_PASSED_ON);
    },
  );
}

export const eventWaitlistsAdminModule = fp(eventWaitlistsAdminRoutes, {
  name: 'event-waitlists-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache],
  encapsulate: true,
});
