import { failureSchema, holidayListAnswerSchema, holidayListQuery } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer } from '../../lib/answer.ts';
import { publicCache } from '../../lib/cache-control.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { listHolidays } from './service.ts';

/** The academy's holidays, open to anyone (docs/product/holidays.md#lists). */
async function holidayRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/holidays',
    {
      schema: {
        tags: ['holidays'],
        operationId: 'listHolidays',
        summary: "The academy's holidays from `from` to `to` (default: today in India, 366 days)",
        security: [],
        querystring: holidayListQuery,
        response: { 200: holidayListAnswerSchema, 400: failureSchema },
      },
    },
    async (request, reply) => {
      publicCache(reply);
      return answer(await listHolidays(deps, request.query));
    },
  );
}

export const holidaysModule = fp(holidayRoutes, {
  name: 'holidays',
  dependencies: [PLUGIN.core],
  encapsulate: true,
});
