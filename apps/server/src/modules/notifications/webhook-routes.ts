import { failureSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLUGIN } from '../../plugins/names.ts';
import { applyWhatsappWebhook, verifyHandshake, type WhatsappWebhookDeps } from './webhook-service.ts';

/** The WhatsApp Cloud API's webhook (docs/product/notifications.md#whatsapp). */
async function whatsappWebhookRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: WhatsappWebhookDeps = {
    db: app.db,
    now: () => new Date(),
    enqueue: (job) => app.jobs.enqueue(job),
    log: app.log,
    appSecret: app.config.whatsapp.appSecret,
    verifyToken: app.config.whatsapp.verifyToken,
    phoneNumberId: app.config.whatsapp.phoneNumberId,
  };
  // The signature covers the raw body: keep it as bytes (this plugin is its own scope).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  r.get(
    '/api/whatsapp/webhook',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'verifyWhatsappWebhook',
        security: [],
        summary: 'The Cloud API subscription handshake: the challenge back when the verify token matches',
        querystring: z.object({
          'hub.mode': z.string().max(40).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: z.string(), 403: failureSchema },
      },
    },
    async (request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return verifyHandshake(deps, request.query);
    },
  );

  r.post(
    '/api/whatsapp/webhook',
    {
      schema: {
        tags: ['notifications'],
        operationId: 'receiveWhatsappWebhook',
        security: [],
        summary: 'Delivery statuses and replies (STOP), signed with X-Hub-Signature-256',
        response: {
          200: z.object({
            success: z.literal(true),
            statuses: z.number(),
            messages: z.number(),
            /** Changes for another business number of the app, answered 200 and not applied. */
            ignored: z.number(),
          }),
          400: failureSchema,
          401: failureSchema,
          503: failureSchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const kept = await applyWhatsappWebhook(deps, raw, request.headers['x-hub-signature-256']);
      return { success: true as const, ...kept };
    },
  );
}

export const whatsappWebhookModule = fp(whatsappWebhookRoutes, {
  name: 'whatsapp-webhook',
  dependencies: [PLUGIN.core, PLUGIN.jobs],
  encapsulate: true,
});
