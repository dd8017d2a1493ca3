import {
  EVENT_ENROLLED,
  eventAnswerSchema,
  eventEnrolAnswerSchema,
  eventListAnswerSchema,
  eventListQuerySchema,
  failureSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/answer.ts';
import { publicCache } from '../../lib/cache-control.ts';
import { prepareJson, sendPrepared } from '../../lib/prepared-json.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { type EventsDeps, enrollInEvent, eventPage, oneEvent } from './service.ts';

/** Public lists may be kept briefly by a CDN; browsers revalidate with the ETag every time. */
async function eventRoutes(app: FastifyInstance): Promise<void> {
  const deps: EventsDeps = { db: app.db, readCache: app.readCache, jobs: app.jobs };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        operationId: 'listEvents',
        summary: 'A page of events, filtered and ordered by the server',
        security: [],
        querystring: eventListQuerySchema,
        response: { 200: eventListAnswerSchema, 400: failureSchema },
      },
    },
    async (request, reply) => {
      const page = await eventPage(deps, request.query, (result) =>
        prepareJson(eventListAnswerSchema, { success: true, ...result }),
      );
      publicCache(reply);
      return sendPrepared(request, reply, page);
    },
  );

  routes.get(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        operationId: 'getEvent',
        summary: 'One event',
        security: [],
        params: z.object({ id: z.string() }),
        response: { 200: eventAnswerSchema, 404: failureSchema },
      },
    },
    async (request, reply) => {
      const data = await oneEvent(deps, request.params.id);
      publicCache(reply);
      return answer(data);
    },
  );

  routes.post(
    '/api/events/enroll/:eventId',
    signedInRoute(app, 'events', {
      operationId: 'enrolInEvent',
      summary: 'Enrol in a free event, or confirm the enrolment a verified payment made',
      description:
        '402 for a paid event without a verified payment; 409 when the event is full, not upcoming, past its registration deadline, or the learner is already enrolled.',
      params: z.object({ eventId: z.string() }),
      response: {
        200: eventEnrolAnswerSchema,
        402: failureSchema,
        404: failureSchema,
        409: failureSchema,
      },
    }),
    async (request) => {
      const enrolledEvents = await enrollInEvent(deps, signedIn(request).id, request.params.eventId);
      return { success: true as const, message: EVENT_ENROLLED, enrolledEvents };
    },
  );
}

export const eventsModule = fp(eventRoutes, {
  name: 'events',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache],
  encapsulate: true,
});
