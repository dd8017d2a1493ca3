import {
  failureSchema,
  HOLIDAY_ADDED,
  HOLIDAY_REMOVED,
  holidayAnswerSchema,
  holidayInputSchema,
  holidayListAnswerSchema,
  holidayListQuery,
  idParamsSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { addHoliday, listHolidays, removeHoliday } from './service.ts';

/** The console's Holidays: /api/admin/holidays (docs/product/holidays.md#the-console). */
async function holidaysAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/admin/holidays',
    adminRoute(app, 'holidays', {
      operationId: 'listAdminHolidays',
      summary: "The academy's holidays from `from` to `to`, as staff manage them",
      querystring: holidayListQuery,
      response: { 200: holidayListAnswerSchema, 400: failureSchema },
    }),
    async (request) => answer(await listHolidays(deps, request.query)),
  );

  r.post(
    '/api/admin/holidays',
    adminRoute(app, 'holidays', {
      operationId: 'addHoliday',
      summary: 'Make a day a holiday, named in English and Tamil; batches made later hold no session on it',
      body: holidayInputSchema,
      response: { 201: holidayAnswerSchema, 400: failureSchema, 409: failureSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(answer(await addHoliday(deps, adminActor(request), request.body), HOLIDAY_ADDED)),
  );

  r.delete(
    '/api/admin/holidays/:id',
    adminRoute(app, 'holidays', {
      operationId: 'removeHoliday',
      summary: 'A day is a holiday no more; batches already made keep their sessions',
      params: idParamsSchema,
      response: { 200: holidayAnswerSchema, 404: failureSchema },
    }),
    async (request) =>
      answer(await removeHoliday(deps, adminActor(request), request.params.id), HOLIDAY_REMOVED),
  );
}

export const holidaysAdminModule = fp(holidaysAdminRoutes, {
  name: 'holidays-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
