import { failureSchema, siteSettingsAnswerSchema } from '@kalvi/shared';
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
import { publicCache } from '../../lib/cache-control.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { readSettings, type SettingsDeps, siteSettings, updateSettings } from './service.ts';

/** The academy's settings: read by every public page, edited by admins (docs/decisions/123). */
async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const deps: SettingsDeps = {
    db: app.db,
    readCache: app.readCache,
    production: app.config.env === 'production',
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        operationId: 'getSiteSettings',
        summary: "The academy's contact details, festive banner, videos and catalogue counts",
        security: [],
        response: { 200: siteSettingsAnswerSchema },
      },
    },
    async (_request, reply) => {
      publicCache(reply);
      return answer(await siteSettings(deps));
    },
  );

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

export const settingsModule = fp(settingsRoutes, {
  name: 'settings',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles, PLUGIN.readCache],
  encapsulate: true,
});
