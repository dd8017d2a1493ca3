import { failureSchema } from '@kalvi/shared';
import {
  academySettingsAnswerSchema,
  academySettingsPatchSchema,
  academySettingsSavedSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { readSettings, type SettingsDeps, updateSettings } from './service.ts';

/** The console's Settings page (admins only). */
async function settingsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: SettingsDeps = {
    db: app.db,
    readCache: app.readCache,
    production: app.config.env === 'production',
  };

  r.get(
    '/api/admin/settings',
    adminRoute(app, 'settings', {
      operationId: 'getAcademySettings',
      summary: 'The academy settings an admin edits',
      response: { 200: academySettingsAnswerSchema },
      cache: 'no-store',
    }),
    async () => answer(await readSettings(deps)),
  );

  r.patch(
    '/api/admin/settings',
    adminRoute(app, 'settings', {
      operationId: 'updateAcademySettings',
      summary: 'Change some of the academy settings (the fields sent); the change is audited',
      body: academySettingsPatchSchema,
      response: { 200: academySettingsSavedSchema, 400: failureSchema },
    }),
    async (request) =>
      answer(await updateSettings(deps, adminActor(request), request.body), 'Settings saved'),
  );
}

export const settingsAdminModule = fp(settingsAdminRoutes, {
  name: 'settings-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache],
  encapsulate: true,
});
