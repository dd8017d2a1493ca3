import { couponPreviewAnswerSchema, couponPreviewSchema, failureSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer } from '../../lib/answer.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { previewCoupon } from './service.ts';

async function couponRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const failures = { 400: failureSchema, 404: failureSchema, 409: failureSchema };

  r.post(
    '/api/coupons/preview',
    {
      ...signedInRoute(app, 'payments', {
        operationId: 'previewCoupon',
        summary:
          'What the caller would pay for a course or event (paise): a coupon or referral code, then credit; codes are not listed',
        body: couponPreviewSchema,
        response: { 200: couponPreviewAnswerSchema, ...failures, 422: failureSchema, 429: failureSchema },
        cache: 'private, no-store',
      }),
      // Without a code the preview still reads the database: as often as create-order may be called.
      config: perAccountPerMinute(60),
      // Shared with create-order: a code guessed in a loop is slow either way (decision 181).
      preValidation: app.couponGuessLimits,
    },
    async (request) => {
      const { preview, message } = await previewCoupon(deps, signedIn(request).id, request.body);
      return answer(preview, message);
    },
  );
}

export const couponsModule = fp(couponRoutes, {
  name: 'coupons',
  dependencies: [PLUGIN.core, PLUGIN.auth],
  encapsulate: true,
});
