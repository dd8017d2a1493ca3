import {
  dataAnswer,
  failureSchema,
  messageDataAnswer,
  REFERRAL_SETTINGS_SAVED,
  referralSettingsSchema,
  referralSummaryAnswerSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer } from '../../lib/answer.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { readReferralSettings, referralSummary, saveReferralSettings } from './service.ts';

async function referralRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/referrals/me',
    signedInRoute(app, 'payments', {
      operationId: 'myReferrals',
      summary: "The caller's referral code, credit to spend and credit waiting (paise)",
      response: { 200: referralSummaryAnswerSchema },
      cache: 'private, no-store',
    }),
    async (request) => answer(await referralSummary(deps, signedIn(request).id)),
  );

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

export const referralsModule = fp(referralRoutes, {
  name: 'referrals',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
