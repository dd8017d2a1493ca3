import { failureSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRoute } from '../../lib/staff-access.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { returnsCsv } from './service.ts';

/** The month's GSTR-1 material for the accountant (docs/decisions/178). */
async function gstReturnsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/gst-returns',
    staffRoute(app, 'orders', {
      operationId: 'exportGstReturns',
      summary: "A month's B2B invoices, B2C invoices by place of supply and rate, and credit notes, as CSV",
      querystring: z.object({
        month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM'),
      }),
      produces: ['text/csv'],
      response: { 200: z.string(), 400: failureSchema, 409: failureSchema },
    }),
    async (request, reply) => {
      const csv = await returnsCsv({ db: app.db }, request.query.month, requestLanguage(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kalvi-gstr1-${request.query.month}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}

export const gstReturnsModule = fp(gstReturnsRoutes, {
  name: 'gst-returns',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
