import { failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  leadAnswerSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadPageSchema,
  leadUpdateSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { asDownload } from '../../lib/download.ts';
import { requestLanguage } from '../../plugins/language.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { exportLeads, LEAD_UPDATED, listLeads, updateLead } from './service.ts';

async function leadRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/admin/leads',
    adminRoute(app, 'leads', {
      operationId: 'listLeads',
      summary: 'Advisor call requests, newest first; filter by status, find by e-mail or mobile',
      querystring: leadListQuerySchema,
      response: { 200: leadPageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await listLeads(deps, request.query)),
  );

  r.get(
    '/api/admin/leads/export',
    adminRoute(app, 'leads', {
      operationId: 'exportLeads',
      summary: 'The filtered leads as CSV (cells safe against spreadsheet formulas)',
      querystring: leadFilterSchema,
      produces: ['text/csv'],
      response: { 200: z.string(), 400: failureSchema },
      cache: 'no-store',
    }),
    async (request, reply) => {
      const { csv } = await exportLeads(deps, request.query, requestLanguage(request));
      const day = new Date().toISOString().slice(0, 10);
      return asDownload(reply, 'text/csv; charset=utf-8', `kalvi-leads-${day}.csv`).send(csv);
    },
  );

  r.patch(
    '/api/admin/leads/:id',
    adminRoute(app, 'leads', {
      operationId: 'updateLead',
      summary: "Change a lead's status, notes or assignee",
      params: idParamsSchema,
      body: leadUpdateSchema,
      response: { 200: leadAnswerSchema, 400: failureSchema, 404: failureSchema },
    }),
    async (request) => {
      const { after } = await updateLead(deps, adminActor(request), request.params.id, request.body);
      return answer(after, LEAD_UPDATED);
    },
  );
}

export const leadsAdminModule = fp(leadRoutes, {
  name: 'leads-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
