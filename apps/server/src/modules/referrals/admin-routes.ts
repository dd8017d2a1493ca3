import {
  dataAnswer,
  failureSchema,
  messageDataAnswer,
  REFERRAL_SETTINGS_SAVED,
  referralSettingsSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { readReferralSettings, saveReferralSettings } from './service.ts';

/** The console's referral settings. */
async function referralsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/admin/referrals/settings',
    adminRoute(app, 'settings', {
      operationId: 'getReferralSettings',
      summary: "A friend's discount (percent, 0 is off) and the referrer's credit (paise)",
      response: { 200: dataAnswer(referralSettingsSchema) },
    }),
    async () => answer(await readReferralSettings(deps)),
  );

  r.put(
    '/api/admin/referrals/settings',
    adminRoute(app, 'settings', {
      operationId: 'saveReferralSettings',
      summary: "Set a friend's discount and the referrer's credit",
      body: referralSettingsSchema,
      response: { 200: messageDataAnswer(referralSettingsSchema), 400: failureSchema },
    }),
    async (request) =>
      answer(await saveReferralSettings(deps, adminActor(request), request.body), REFERRAL_SETTINGS_SAVED),
  );
}

export const referralsAdminModule = fp(referralsAdminRoutes, {
  name: 'referrals-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
