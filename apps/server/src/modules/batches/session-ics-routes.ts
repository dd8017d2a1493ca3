import { calendarParamsSchema, failureSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { sessionCalendarFile } from './calendar-service.ts';

/**
 * One live session as a calendar file, for a learner who wants it without subscribing
 * (docs/product/batches.md#the-calendar-feed): the same event, UID and SEQUENCE as in their feed.
 * Registered by the batches module (routes.ts).
 */
export async function sessionIcsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, appUrl: app.config.appUrl };

  r.get(
    '/api/me/sessions/:file',
    signedInRoute(app, 'batches', {
      operationId: 'downloadMySessionCalendar',
      summary: 'One live session of my batches as a calendar file: /api/me/sessions/<session id>.ics',
      params: calendarParamsSchema,
      produces: ['text/calendar'],
      response: { 200: z.string(), 403: failureSchema, 404: failureSchema },
    }),
    async (request, reply) => {
      const file = await sessionCalendarFile(
        deps,
        signedIn(request).id,
        request.params.file,
        requestLanguage(request),
      );
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', 'attachment; filename="kalvi-live-session.ics"');
      reply.type('text/calendar; charset=utf-8');
      return file;
    },
  );
}
