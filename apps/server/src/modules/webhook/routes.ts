import { failureSchema, webhookAnswerSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerMessage } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { applyWebhook, type WebhookDeps } from './service.ts';

async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const deps: WebhookDeps = {
    db: app.db,
    log: app.log,
    readCache: app.readCache,
    jobs: app.jobs,
    gateway: app.paymentGateway,
    secret: app.config.razorpay.webhookSecret,
  };
  // Razorpay signs the raw body: keep it as bytes. This plugin is its own scope, so the
  // parser changes nothing for the other routes.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        operationId: 'receiveRazorpayWebhook',
        summary:
          'Razorpay webhook (payment.captured, order.paid, refund.processed, refund.failed), signed with the webhook secret',
        security: [{ razorpaySignature: [] }],
        response: { 200: webhookAnswerSchema, 400: failureSchema, 503: failureSchema },
      },
    },
    async (request) => {
      const outcome = await applyWebhook(deps, {
        body: request.body,
        signature: request.headers['x-razorpay-signature'],
        eventId: request.headers['x-razorpay-event-id'],
      });
      return answerMessage(outcome);
    },
  );
}

export const webhookModule = fp(webhookRoutes, {
  name: 'webhook',
  dependencies: [PLUGIN.core, PLUGIN.readCache],
  encapsulate: true,
});
