import { failureSchema } from '@kalvi/shared';
import { auditPageAnswerSchema, auditQuery } from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { auditPage } from './service.ts';

/** /api/admin/audit: the log of console changes (admins only; docs/decisions/120-roles-and-access.md). */
async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    adminRoute(app, 'audit', {
      operationId: 'listAuditEntries',
      summary: 'The audit log of console changes, newest first, filtered and paged',
      querystring: auditQuery,
      response: { 200: auditPageAnswerSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await auditPage({ db: app.db }, request.query)),
  );
}

export const auditLogAdminModule = fp(auditLogRoutes, {
  name: 'audit-log-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
