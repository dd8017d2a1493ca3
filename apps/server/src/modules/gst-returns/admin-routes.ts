import { failureSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { asDownload } from '../../lib/download.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { portalJson } from './portal-json.ts';
import { gstr1Month, returnsCsv } from './service.ts';

/** The month's GSTR-1 material for the accountant (docs/decisions/178). */
async function gstReturnsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const querystring = z.object({
    month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM'),
  });
  r.get(
    '/api/admin/gst-returns',
    adminRoute(app, 'orders', {
      operationId: 'exportGstReturns',
      summary: "A month's B2B invoices, B2C invoices by place of supply and rate, and credit notes, as CSV",
      querystring,
      produces: ['text/csv'],
      response: { 200: z.string(), 400: failureSchema, 409: failureSchema },
      cache: 'no-store',
    }),
    async (request, reply) => {
      const csv = await returnsCsv({ db: app.db }, request.query.month, requestLanguage(request));
      return asDownload(reply, 'text/csv; charset=utf-8', `kalvi-gstr1-${request.query.month}.csv`).send(csv);
    },
  );
  r.get(
    '/api/admin/gst-returns.json',
    adminRoute(app, 'orders', {
      operationId: 'exportGstReturnsJson',
      summary: "The month's GSTR-1 in the JSON the GST portal's offline tool imports",
      querystring,
      response: { 200: z.record(z.string(), z.unknown()), 400: failureSchema, 409: failureSchema },
      cache: 'no-store',
    }),
    async (request, reply) => {
      const json = portalJson(await gstr1Month({ db: app.db }, request.query.month));
      const name = `kalvi-gstr1-${request.query.month}.json`;
      return asDownload(reply, 'application/json; charset=utf-8', name).send(json);
    },
  );
}

export const gstReturnsAdminModule = fp(gstReturnsRoutes, {
  name: 'gst-returns-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
