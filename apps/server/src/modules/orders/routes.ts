import {
  createOrderAnswerSchema,
  createOrderSchema,
  failureSchema,
  makePagination,
  ORDER_CREATED,
  ORDER_CREATED_UNHELD,
  orderAnswerSchema,
  orderListAnswerSchema,
  pageQuery,
  verifyPaymentAnswerSchema,
  verifyPaymentSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer } from '../../lib/answer.ts';
import { notFound } from '../../lib/errors.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { PAYMENT_NOT_RECORDED_MESSAGE } from '../../plugins/database-outage.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { perAccountPerMinute } from '../../plugins/rate-limit.ts';
import { findOrder, listOrders } from './history.ts';
import { createOrder, type OrdersDeps, verifyPayment } from './service.ts';
import { startHoldSweeper } from './sweeper.ts';

async function orderRoutes(app: FastifyInstance): Promise<void> {
  const deps: OrdersDeps = {
    db: app.db,
    gateway: app.paymentGateway,
    invoiceLinks: app.invoiceLinks,
    log: app.log,
    readCache: app.readCache,
    jobs: app.jobs,
    production: app.config.env === 'production',
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  startHoldSweeper(app);

  r.post(
    '/api/payments/create-order',
    {
      ...signedInRoute(app, 'payments', {
        operationId: 'createOrder',
        summary: 'Create an order for a course or an event, priced from the catalogue (paise)',
        body: createOrderSchema,
        response: {
          200: createOrderAnswerSchema,
          400: failureSchema,
          404: failureSchema,
          409: failureSchema,
          422: failureSchema,
          429: failureSchema,
          502: failureSchema,
        },
        cache: 'private, no-store',
      }),
      config: perAccountPerMinute(60),
      // A coupon code counts against the preview's limits too (docs/decisions/181-coupons.md).
      preValidation: app.couponGuessLimits,
    },
    async (request) => {
      const placed = await createOrder(deps, signedIn(request).id, request.body);
      const message = placed.seatHeld ? ORDER_CREATED : ORDER_CREATED_UNHELD;
      return { success: true as const, message, ...placed.checkout, seatHeld: placed.seatHeld };
    },
  );

  r.post(
    '/api/payments/verify-payment',
    {
      onRequest: app.requireUser,
      // Also when the session check itself cannot reach the database: the learner has paid.
      config: { ...perAccountPerMinute(60), outageMessage: PAYMENT_NOT_RECORDED_MESSAGE },
      schema: {
        tags,
        operationId: 'verifyPayment',
        summary: "Verify the checkout's signed answer, then mark the order paid and enrol (once)",
        security: USER_SECURITY,
        body: verifyPaymentSchema,
        response: {
          200: verifyPaymentAnswerSchema,
          400: failureSchema,
          401: failureSchema,
          409: failureSchema,
          429: failureSchema,
          503: failureSchema,
        },
      },
    },
    async (request) => {
      const data = await verifyPayment(deps, signedIn(request).id, request.body);
      return { success: true as const, message: 'Payment verified successfully', data };
    },
  );

  r.get(
    '/api/payments/orders',
    signedInRoute(app, 'payments', {
      operationId: 'listMyOrders',
      summary: "The caller's own orders, newest first",
      querystring: pageQuery(10),
      response: { 200: orderListAnswerSchema, 400: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      const { page, limit } = request.query;
      const userId = signedIn(request).id;
      const { items, total } = await listOrders(deps, { userId, page, limit });
      return { success: true as const, data: items, pagination: makePagination(page, limit, total) };
    },
  );

  r.get(
    '/api/payments/order/:id',
    signedInRoute(app, 'payments', {
      operationId: 'getMyOrder',
      summary: 'One of the caller’s own orders by its order id',
      params: z.object({ id: z.string().min(1).max(64) }),
      response: { 200: orderAnswerSchema, 400: failureSchema, 404: failureSchema },
      cache: 'private, no-store',
    }),
    async (request) => {
      const order = await findOrder(deps, {
        userId: signedIn(request).id,
        providerOrderId: request.params.id,
      });
      if (!order) throw notFound('Order not found');
      return answer(order);
    },
  );
}

export const ordersModule = fp(orderRoutes, {
  name: 'orders',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.readCache, PLUGIN.payments],
  encapsulate: true,
});
