import { siteSettingsAnswerSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer } from '../../lib/answer.ts';
import { publicCache } from '../../lib/cache-control.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { type SettingsDeps, siteSettings } from './service.ts';

/** The academy's settings: read by every public page (docs/decisions/123); admins edit them through admin-routes.ts. */
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
}

export const settingsModule = fp(settingsRoutes, {
  name: 'settings',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache],
  encapsulate: true,
});
