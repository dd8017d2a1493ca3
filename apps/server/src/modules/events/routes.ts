import { EVENT_MESSAGES, eventItemSchema, eventListQuerySchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { failureSchema, paginationSchema, publicCache } from '../../lib/envelopes.ts';
import { prepareJson, sendPrepared } from '../../lib/prepared-json.ts';
import { enrollInEvent, getEvent, listEvents } from './service.ts';

/** The read cache namespace of every public event answer; enrolments and payments invalidate it. */
export const EVENTS_CACHE = 'events';

const eventListResponse = z.object({
  success: z.literal(true),
  data: z.array(eventItemSchema),
  pagination: paginationSchema,
});

/** Public lists may be kept briefly by a CDN; browsers revalidate with the ETag every time. */
export async function eventRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  const { db } = opts.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: 'A page of events, filtered and ordered by the server',
        querystring: eventListQuerySchema,
        response: { 200: eventListResponse, 400: failureSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // Keys in a fixed order, so equal queries share one cache entry.
      const key = JSON.stringify([
        query.page,
        query.limit,
        query.search?.toLowerCase() ?? '',
        query.status ?? '',
        query.type ?? '',
        query.mode ?? '',
        query.is_free ?? '',
        query.category?.toLowerCase() ?? '',
      ]);
      const page = await app.readCache.get(EVENTS_CACHE, `list:${key}`, async () =>
        prepareJson(eventListResponse, { success: true, ...(await listEvents(db, query)) }),
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
        summary: 'One event',
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ success: z.literal(true), data: eventItemSchema }), 404: failureSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await app.readCache.get(EVENTS_CACHE, `one:${id.toLowerCase()}`, () => getEvent(db, id));
      publicCache(reply);
      return { success: true as const, data };
    },
  );

  routes.post(
    '/api/events/enroll/:eventId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['events'],
        summary: 'Enrol in a free event, or confirm the enrolment a verified payment made',
        description:
          '402 for a paid event without a verified payment; 409 when the event is full, not upcoming, past its registration deadline, or the learner is already enrolled.',
        security: [{ bearerAuth: [] }],
        params: z.object({ eventId: z.string() }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            enrolledEvents: z.array(z.string()),
          }),
          401: failureSchema,
          402: failureSchema,
          404: failureSchema,
          409: failureSchema,
        },
      },
    },
    async (request) => {
      const enrolledEvents = await enrollInEvent(db, request.user?.id ?? '', request.params.eventId);
      app.readCache.invalidate(EVENTS_CACHE);
      return { success: true as const, message: EVENT_MESSAGES.enrolled, enrolledEvents };
    },
  );
}
