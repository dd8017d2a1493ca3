import { dashboardAnswerSchema } from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { dashboardFigures } from './service.ts';

/** The console's home: one call for every figure on it (docs/decisions/123). */
async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/dashboard',
    adminRoute(app, 'dashboard', {
      operationId: 'getDashboard',
      summary: 'Revenue net of refunds, registrations, enrolments, leads, seats and the refund queue',
      response: { 200: dashboardAnswerSchema },
      cache: 'no-store',
    }),
    async () => answer(await dashboardFigures({ db: app.db, production: app.config.env === 'production' })),
  );
}

export const dashboardAdminModule = fp(dashboardRoutes, {
  name: 'dashboard-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
