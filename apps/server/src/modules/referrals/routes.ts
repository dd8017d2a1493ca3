import { referralSummaryAnswerSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer } from '../../lib/answer.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { referralSummary } from './service.ts';

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
}

export const referralsModule = fp(referralRoutes, {
  name: 'referrals',
  dependencies: [PLUGIN.core, PLUGIN.auth],
  encapsulate: true,
});
