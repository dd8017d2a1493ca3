import { readFileSync } from 'node:fs';
import { failureSchema, testGatewayPaySchema, verifyPaymentSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { SimulatedGateway } from '../../payments/simulated-gateway.ts';
import { signedIn } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { payableOrder } from './service.ts';

/**
 * The TEST MODE gateway's two routes; they exist only when no Razorpay keys are set
 * (docs/decisions/032). The checkout script is a static file because the CSP forbids inline script.
 */
async function simulatedGatewayRoutes(app: FastifyInstance): Promise<void> {
  const gateway = app.paymentGateway;
  if (!(gateway instanceof SimulatedGateway)) return;
  const script = readFileSync(new URL('../../payments/simulated-gateway-checkout.js', import.meta.url));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/payments/test-gateway/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(script),
  );

  r.post(
    '/api/payments/test-gateway/pay',
    signedInRoute(app, 'payments', {
      operationId: 'payWithTestGateway',
      summary: 'TEST MODE only: pay an own unpaid order; answers what Razorpay’s checkout would',
      body: testGatewayPaySchema,
      response: {
        200: verifyPaymentSchema,
        400: failureSchema,
        404: failureSchema,
        409: failureSchema,
      },
    }),
    async (request) => {
      const order = await payableOrder({ db: app.db }, signedIn(request).id, request.body.order_id);
      return gateway.capture(order.providerOrderId);
    },
  );
}

export const simulatedGatewayModule = fp(simulatedGatewayRoutes, {
  name: 'simulated-gateway',
  dependencies: [PLUGIN.core, PLUGIN.auth, PLUGIN.payments],
  encapsulate: true,
});
