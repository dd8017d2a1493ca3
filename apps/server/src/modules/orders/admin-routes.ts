import { failureSchema, idParam, idParamsSchema } from '@kalvi/shared';
import {
  adminOrderAnswerSchema,
  adminOrderPageSchema,
  adminPageQuerySchema,
  orderListQuerySchema,
  refundAnswerSchema,
  refundInputSchema,
  refundQueuePageSchema,
  resolveRequestInputSchema,
} from '@kalvi/shared/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-route.ts';
import { answer, answerPage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { adminActor } from '../../plugins/roles.ts';
import { adminOrder, adminOrders, closeRequests, REQUEST_CLOSED, refundQueue } from './admin-orders.ts';
import { type RefundDeps, refundOrder } from './admin-service.ts';
import { checkRefund } from './refund-reconcile.ts';
import { startRefundSweeper } from './refund-sweeper.ts';

const refundParams = idParamsSchema.extend({ refundId: idParam });
/** What a refund, or asking the provider about one, may answer. */
const refundAnswers = {
  200: refundAnswerSchema,
  400: failureSchema,
  404: failureSchema,
  409: failureSchema,
  502: failureSchema,
};

async function ordersAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: RefundDeps = {
    db: app.db,
    log: app.log,
    readCache: app.readCache,
    gateway: app.paymentGateway,
    mailer: app.mailer,
    jobs: app.jobs,
  };
  startRefundSweeper(app, deps);

  r.get(
    '/api/admin/orders',
    adminRoute(app, 'orders', {
      operationId: 'listAdminOrders',
      summary: 'Orders, newest first: search by e-mail, order id or payment id; filter by status and dates',
      querystring: orderListQuerySchema,
      response: { 200: adminOrderPageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await adminOrders(deps, request.query)),
  );

  r.get(
    '/api/admin/orders/:id',
    adminRoute(app, 'orders', {
      operationId: 'getAdminOrder',
      summary: "An order's story: payment, invoice, refunds and queue entries",
      params: idParamsSchema,
      response: { 200: adminOrderAnswerSchema, 404: failureSchema },
    }),
    async (request) => answer(await adminOrder(deps, request.params.id)),
  );

  r.post(
    '/api/admin/orders/:id/refunds',
    adminRoute(app, 'orders', {
      operationId: 'refundAdminOrder',
      summary: 'Refund in full (no amount) or in part (paise); the idempotency key makes a repeat harmless',
      params: idParamsSchema,
      body: refundInputSchema,
      response: refundAnswers,
    }),
    async (request) => {
      const { id } = request.params;
      const { message } = await refundOrder(deps, adminActor(request), id, request.body);
      return answer(await adminOrder(deps, id), message);
    },
  );

  r.post(
    '/api/admin/orders/:id/refunds/:refundId/check',
    adminRoute(app, 'orders', {
      operationId: 'checkAdminRefund',
      summary: 'Ask the payment service about a refund it never confirmed, and record its word',
      params: refundParams,
      response: refundAnswers,
    }),
    async (request) => {
      const { id, refundId } = request.params;
      const { message } = await checkRefund(deps, adminActor(request), id, refundId);
      return answer(await adminOrder(deps, id), message);
    },
  );

  r.get(
    '/api/admin/refund-queue',
    adminRoute(app, 'orders', {
      operationId: 'listRefundQueue',
      summary: 'Payments waiting for a refund decision, the longest waiting first',
      querystring: adminPageQuerySchema,
      response: { 200: refundQueuePageSchema, 400: failureSchema },
    }),
    async (request) => answerPage(await refundQueue(deps, request.query.page, request.query.limit)),
  );

  r.post(
    '/api/admin/orders/:id/close-requests',
    adminRoute(app, 'orders', {
      operationId: 'closeRefundRequests',
      summary: "Take an order's payment out of the refund queue without refunding, with a note",
      params: idParamsSchema,
      body: resolveRequestInputSchema,
      response: { 200: refundAnswerSchema, 400: failureSchema, 404: failureSchema },
    }),
    async (request) => {
      const { after } = await closeRequests(
        deps,
        adminActor(request),
        request.params.id,
        request.body.resolution,
      );
      return answer(after, REQUEST_CLOSED);
    },
  );
}

export const ordersAdminModule = fp(ordersAdminRoutes, {
  name: 'orders-admin',
  dependencies: [
    PLUGIN.core,
    PLUGIN.auth,
    PLUGIN.roles,
    PLUGIN.readCache,
    PLUGIN.payments,
    PLUGIN.leader,
    PLUGIN.jobs,
  ],
  encapsulate: true,
});
