import { readFileSync } from 'node:fs';
import {
  createOrderSchema,
  enrollmentRecordSchema,
  invoiceLabel,
  makePagination,
  pageQuery,
  verifyPaymentSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { failureSchema } from '../../lib/envelopes.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized, unavailable } from '../../lib/errors.ts';
import { paymentGateway } from '../../payments/gateway.ts';
import { isValidWebhookSignature } from '../../payments/signature.ts';
import { TestGateway } from '../../payments/test-gateway.ts';
import { sessionRateKey } from '../../plugins/rate-limit.ts';
import { renderInvoicePdf } from './invoice.ts';
import { InvoiceLinks } from './invoice-link.ts';
import { findOrder, invoiceData, listOrders, myLearning } from './orders.ts';
import { createPaymentsService } from './service.ts';
import { applyWebhook } from './webhook.ts';

/** How often unpaid event orders are checked for lapsed seat holds. */
const SWEEP_INTERVAL_MS = 60_000;

const failures = {
  400: failureSchema,
  401: failureSchema,
  402: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  502: failureSchema,
};
const orderSummary = z.object({
  id: z.string(),
  item: z.object({ kind: z.enum(['course', 'event']), id: z.string(), title: z.string() }),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['created', 'paid', 'expired']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paymentId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
});
const noStore = { 'cache-control': 'private, no-store' };

export async function paymentRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { config, database } = opts.deps;
  const db = database.db;
  const gateway = paymentGateway(config);
  const links = new InvoiceLinks(config.jwtSecret);
  const paymentsDeps = {
    db,
    gateway,
    log: app.log,
    invalidateReadCaches: () => app.readCache.invalidate('courses', 'events'),
  };
  const service = createPaymentsService(paymentsDeps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Per session, not per address: a whole campus may share one address. The limit runs before
  // authentication, so it keys on the bearer header (a request without one is refused anyway).
  const userRateLimit = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: '1 minute',
      keyGenerator: sessionRateKey,
    },
  });

  const sweeper = setInterval(() => {
    service.releaseExpiredHolds().catch((err) => app.log.error({ err }, 'seat hold sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  r.post(
    '/api/payments/create-order',
    {
      preHandler: app.requireUser,
      config: userRateLimit(60),
      schema: {
        tags: ['payments'],
        summary: 'Create an order for a course or an event, priced from the catalogue (paise)',
        body: createOrderSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            key: z.string(),
            order: z.object({ id: z.string(), amount: z.number(), currency: z.string() }),
            checkoutScript: z.string(),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.createOrder(request.user?.id ?? '', request.body);
    },
  );

  r.post(
    '/api/payments/verify-payment',
    {
      preHandler: app.requireUser,
      config: userRateLimit(60),
      schema: {
        tags: ['payments'],
        summary: "Verify the checkout's signed answer, then mark the order paid and enrol (once)",
        body: verifyPaymentSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({
              orderId: z.string(),
              paymentId: z.string(),
              amountPaid: z.number(),
              invoiceNumber: z.string(),
              invoiceUrl: z.string(),
              enrolledCourses: z.array(z.string()),
              enrolledEvents: z.array(z.string()),
            }),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const userId = request.user?.id ?? '';
      const { payment, ...verified } = await service.verifyPayment(userId, request.body);
      return {
        success: true as const,
        message: 'Payment verified successfully',
        data: {
          ...verified,
          invoiceNumber: invoiceLabel(payment.invoiceNumber),
          invoiceUrl: await links.url(payment.id, userId),
        },
      };
    },
  );

  // Razorpay signs the raw body: keep it as bytes in this route's own scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (payment.captured, order.paid), signed with the webhook secret',
          response: {
            200: z.object({ success: z.literal(true), message: z.string() }),
            400: failureSchema,
            503: failureSchema,
          },
        },
      },
      async (request) => {
        const secret = config.razorpay.webhookSecret;
        if (!secret) throw unavailable('Webhooks are not configured on this server');
        const raw = request.body;
        const signature = request.headers['x-razorpay-signature'];
        if (
          !Buffer.isBuffer(raw) ||
          typeof signature !== 'string' ||
          !isValidWebhookSignature(secret, raw, signature)
        ) {
          throw badRequest('Invalid webhook signature');
        }
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('The request body is not valid JSON');
        }
        // Razorpay always sends an object; anything else would fail on its first field access.
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          throw badRequest('The webhook body must be a JSON object');
        }
        const eventId = request.headers['x-razorpay-event-id'];
        const outcome = await applyWebhook(paymentsDeps, service, {
          eventId: typeof eventId === 'string' && eventId ? eventId : undefined,
          body,
        });
        return { success: true as const, message: outcome };
      },
    );
  });

  r.post(
    '/api/enrollments',
    {
      preHandler: app.requireUser,
      config: userRateLimit(60),
      schema: {
        tags: ['payments'],
        summary: 'The enrolment record for a verified course payment; answers the invoice link',
        body: enrollmentRecordSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            enrollment: z.object({
              id: z.string(),
              courseId: z.string(),
              name: z.string(),
              email: z.string(),
              phone: z.string(),
              paymentId: z.string(),
              amountPaid: z.number(),
              invoiceNumber: z.string(),
              invoiceUrl: z.string(),
            }),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const userId = request.user?.id ?? '';
      const { payment, enrollmentId } = await service.recordEnrollment(userId, request.body);
      return {
        success: true as const,
        message: 'Enrollment successful! Invoice generated.',
        enrollment: {
          id: enrollmentId,
          courseId: request.body.courseId,
          name: payment.billingName,
          email: payment.billingEmail,
          phone: payment.billingPhone,
          paymentId: payment.providerPaymentId,
          amountPaid: payment.amount / 100,
          invoiceNumber: invoiceLabel(payment.invoiceNumber),
          invoiceUrl: await links.url(payment.id, userId),
        },
      };
    },
  );

  r.get(
    '/api/enrollments/mine',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The caller's enrolled courses and events, most recent first ('My learning')",
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              courses: z.array(
                z.object({ id: z.string(), title: z.string(), category: z.string(), enrolledAt: z.string() }),
              ),
              events: z.array(
                z.object({
                  id: z.string(),
                  title: z.string(),
                  startDate: z.string(),
                  mode: z.string(),
                  enrolledAt: z.string(),
                }),
              ),
            }),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { success: true as const, data: await myLearning(db, request.user?.id ?? '') };
    },
  );

  r.get(
    '/api/payments/orders',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The caller's own orders, newest first",
        querystring: pageQuery(10),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(orderSummary),
            pagination: z.object({
              current_page: z.number(),
              total_pages: z.number(),
              total_items: z.number(),
              items_per_page: z.number(),
            }),
          }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { page, limit } = request.query;
      const { items, total } = await listOrders(db, links, { userId: request.user?.id ?? '', page, limit });
      return { success: true as const, data: items, pagination: makePagination(page, limit, total) };
    },
  );

  r.get(
    '/api/payments/order/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'One of the caller’s own orders by its order id',
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: z.object({ success: z.literal(true), data: orderSummary }), ...failures },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const order = await findOrder(db, links, {
        userId: request.user?.id ?? '',
        providerOrderId: request.params.id,
      });
      if (!order) throw notFound('Order not found');
      return { success: true as const, data: order };
    },
  );

  r.get(
    '/api/payments/invoices/:id',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['payments'],
        summary: 'The tax invoice PDF of a payment: for its owner (bearer token or the signed link)',
        params: z.object({ id: z.uuid({ message: 'Invoice not found' }) }),
        // No response schema: the answer is a PDF (or the usual failureSchema envelope).
        querystring: z.object({ token: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const linkOwner = request.query.token ? await links.owner(request.query.token, id) : null;
      const caller = request.user?.id ?? linkOwner;
      if (!caller) {
        throw unauthorized(
          request.query.token ? 'This invoice link has expired. Open it again from My learning.' : undefined,
        );
      }
      const invoice = await invoiceData(db, id);
      if (!invoice) throw notFound('Invoice not found');
      if (invoice.ownerId !== caller) throw forbidden('This invoice belongs to another account');
      const pdf = await renderInvoicePdf({ ...invoice.data, testMode: gateway.kind === 'test-gateway' });
      return reply
        .headers(noStore)
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="kalvi-invoice-${invoiceLabel(invoice.data.invoiceNumber)}.pdf"`,
        )
        .send(pdf);
    },
  );

  if (gateway instanceof TestGateway) registerTestGateway(app, gateway, service);
}

/**
 * The TEST MODE gateway's two routes; they exist only when no Razorpay keys are set.
 * The checkout script is a static file because the CSP forbids inline script.
 */
function registerTestGateway(
  app: FastifyInstance,
  gateway: TestGateway,
  service: ReturnType<typeof createPaymentsService>,
): void {
  const script = readFileSync(new URL('../../payments/test-gateway-checkout.js', import.meta.url));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/payments/test-gateway/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(script),
  );

  r.post(
    '/api/payments/test-gateway/pay',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'TEST MODE only: pay an own unpaid order; answers what Razorpay’s checkout would',
        body: z.object({ order_id: z.string().min(1).max(64) }),
        response: {
          200: z.object({
            razorpay_order_id: z.string(),
            razorpay_payment_id: z.string(),
            razorpay_signature: z.string(),
          }),
          ...failures,
        },
      },
    },
    async (request) => {
      const order = await service.ownOrder(request.user?.id ?? '', request.body.order_id);
      if (order.status === 'paid') throw conflict('This order is already paid');
      if (order.status === 'expired')
        throw conflict('This order has expired. Please start the payment again.');
      return gateway.capture(order.providerOrderId);
    },
  );
}
