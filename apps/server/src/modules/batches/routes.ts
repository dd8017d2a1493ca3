import {
  BATCH_MOVED,
  batchMoveSchema,
  CALENDAR_RESET,
  calendarLinkAnswerSchema,
  calendarParamsSchema,
  calendarResetAnswerSchema,
  failureSchema,
  idParamsSchema,
  joinAnswerSchema,
  messageAnswerSchema,
  myBatchAnswerSchema,
  publicBatchesAnswerSchema,
  timetableAnswerSchema,
  upcomingBatchesQuery,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/answer.ts';
import { publicCache } from '../../lib/cache-control.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { meetingProvider } from '../../meetings/provider.ts';
import { signedIn } from '../../plugins/auth.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { calendarFeed, calendarLink, resetCalendarLink } from './calendar-service.ts';
import { joinSession, publicBatches, timetable } from './learner-service.ts';
import { moveToBatch } from './move-service.ts';
import { myBatch } from './my-batch-service.ts';
import { startBatchReminderSweep } from './reminders.ts';
import { sessionIcsRoutes } from './session-ics-routes.ts';

/** Batches as learners meet them (docs/product/batches.md). */

/** A join is one press, and a retry or two; a script pressing in a loop is stopped. */
const JOIN_LIMIT = perAccountPerMinute(20);
const RESET_LIMIT = perAccountPerMinute(5);
const MOVE_LIMIT = perAccountPerMinute(10);

async function batchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { appUrl } = app.config;
  const deps = {
    db: app.db,
    readCache: app.readCache,
    meetings: meetingProvider(app.config.meetings),
    log: app.log,
    jobs: app.jobs,
  };
  const calendarDeps = { db: app.db, appUrl };
  startBatchReminderSweep(app);

  r.get(
    '/api/batches',
    {
      schema: {
        tags: ['batches'],
        operationId: 'listCourseUpcomingBatches',
        summary: "A course's batches still taking learners: start, language, days and times, seats left",
        security: [],
        querystring: upcomingBatchesQuery,
        response: { 200: publicBatchesAnswerSchema },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return answer(await publicBatches(deps, request.query.courseId));
    },
  );

  r.get(
    '/api/me/timetable',
    signedInRoute(app, 'batches', {
      operationId: 'readMyTimetable',
      summary: "My next live session, this week's, and past ones with their recordings",
      response: { 200: timetableAnswerSchema },
    }),
    async (request) => answer(await timetable(deps, signedIn(request).id)),
  );

  r.get(
    '/api/me/batches/:id',
    signedInRoute(app, 'batches', {
      operationId: 'readMyBatch',
      summary: 'My batch: its sessions with recordings, sessions attended of held, certificate progress',
      params: idParamsSchema,
      response: { 200: myBatchAnswerSchema, 404: failureSchema },
    }),
    async (request) =>
      answer(await myBatch(deps, signedIn(request).id, request.params.id, requestLanguage(request))),
  );

  r.post(
    '/api/live/:id/join',
    {
      ...signedInRoute(app, 'batches', {
        operationId: 'joinLiveSession',
        summary:
          "Join a session of my batch from 15 minutes before its start: attendance noted, the meeting's address given",
        params: idParamsSchema,
        response: {
          200: joinAnswerSchema,
          403: failureSchema,
          404: failureSchema,
          409: failureSchema,
          429: failureSchema,
          503: failureSchema,
        },
      }),
      config: JOIN_LIMIT,
    },
    async (request) => answer(await joinSession(deps, signedIn(request).id, request.params.id)),
  );

  r.post(
    '/api/me/batches/:id/move',
    {
      ...signedInRoute(app, 'batches', {
        operationId: 'moveMyBatch',
        summary:
          'Move once, before my batch starts, to an open batch of the course with a seat that has not started',
        params: idParamsSchema,
        body: batchMoveSchema,
        response: {
          200: messageAnswerSchema,
          400: failureSchema,
          403: failureSchema,
          404: failureSchema,
          409: failureSchema,
          429: failureSchema,
        },
      }),
      config: MOVE_LIMIT,
    },
    async (request) => {
      const userId = signedIn(request).id;
      const move = { fromBatchId: request.params.id, toBatchId: request.body.toBatchId, userId };
      await moveToBatch(deps, { kind: 'learner', userId }, move);
      return { success: true as const, message: BATCH_MOVED };
    },
  );

  r.get(
    '/api/me/calendar',
    signedInRoute(app, 'batches', {
      operationId: 'readMyCalendarLink',
      summary: 'The address of my private calendar feed (made on first asking)',
      response: { 200: calendarLinkAnswerSchema },
    }),
    async (request) => answer(await calendarLink(calendarDeps, signedIn(request).id)),
  );

  r.post(
    '/api/me/calendar/reset',
    {
      ...signedInRoute(app, 'batches', {
        operationId: 'resetMyCalendarLink',
        summary: 'A new calendar feed address; the old one stops working',
        response: { 200: calendarResetAnswerSchema, 429: failureSchema },
      }),
      config: RESET_LIMIT,
    },
    async (request) => answer(await resetCalendarLink(calendarDeps, signedIn(request).id), CALENDAR_RESET),
  );

  r.get(
    '/api/calendar/:file',
    {
      schema: {
        tags: ['batches'],
        operationId: 'readCalendarFeed',
        // The secret in the address is the credential: calendar apps send no session.
        summary: 'A private calendar feed (RFC 5545) of my live sessions: /api/calendar/<secret>.ics',
        security: [],
        params: calendarParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.string(), 404: failureSchema },
      },
    },
    async (request, reply) => {
      const feed = await calendarFeed(calendarDeps, request.params.file);
      reply.header('cache-control', 'private, max-age=300');
      reply.type('text/calendar; charset=utf-8');
      return feed;
    },
  );

  await app.register(sessionIcsRoutes);
}

export const batchesModule = fp(batchRoutes, {
  name: 'batches',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache, PLUGIN.jobs, PLUGIN.leader],
  encapsulate: true,
});
