import { COUPON_CREATED, COUPON_UPDATED, failureSchema, idParamsSchema } from '@kalvi/shared';
import {
  couponAnswerSchema,
  couponInputSchema,
  couponListQuerySchema,
  couponPageSchema,
  couponReadSchema,
  couponStatusSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { createCoupon, getCoupon, listCoupons, setCouponActive, updateCoupon } from './service.ts';

/** The console's Coupons page: list, create, change and pause coupons (docs/decisions/181-coupons.md). */
async function couponsAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };
  const failures = { 400: failureSchema, 404: failureSchema, 409: failureSchema };

  r.get(
    '/api/admin/coupons',
    adminRoute(app, 'coupons', {
      operationId: 'listCoupons',
      summary: 'Coupons, newest first; find by the start of a code',
      querystring: couponListQuerySchema,
      response: { 200: couponPageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await listCoupons(deps, request.query)),
  );

  r.get(
    '/api/admin/coupons/:id',
    adminRoute(app, 'coupons', {
      operationId: 'getCoupon',
      summary: 'One coupon, for its edit form',
      params: idParamsSchema,
      response: { 200: couponReadSchema, 400: failureSchema, 404: failureSchema },
    }),
    async (request) => answer(await getCoupon(deps, request.params.id)),
  );

  r.post(
    '/api/admin/coupons',
    adminRoute(app, 'coupons', {
      operationId: 'createCoupon',
      summary: 'Create a coupon: percent or paise off, for all or chosen courses and events',
      body: couponInputSchema,
      response: { 200: couponAnswerSchema, ...failures },
    }),
    async (request) => answer(await createCoupon(deps, adminActor(request), request.body), COUPON_CREATED),
  );

  r.put(
    '/api/admin/coupons/:id',
    adminRoute(app, 'coupons', {
      operationId: 'updateCoupon',
      summary: "Change a coupon's terms (its count of uses stays)",
      params: idParamsSchema,
      body: couponInputSchema,
      response: { 200: couponAnswerSchema, ...failures },
    }),
    async (request) =>
      answer(await updateCoupon(deps, adminActor(request), request.params.id, request.body), COUPON_UPDATED),
  );

  r.post(
    '/api/admin/coupons/:id/status',
    adminRoute(app, 'coupons', {
      operationId: 'setCouponStatus',
      summary: 'Pause or resume a coupon',
      params: idParamsSchema,
      body: couponStatusSchema,
      response: { 200: couponAnswerSchema, 400: failureSchema, 404: failureSchema },
    }),
    async (request) => {
      const { coupon, message } = await setCouponActive(
        deps,
        adminActor(request),
        request.params.id,
        request.body.active,
      );
      return answer(coupon, message);
    },
  );
}

export const couponsAdminModule = fp(couponsAdminRoutes, {
  name: 'coupons-admin',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.roles],
  encapsulate: true,
});
