import {
  failureSchema,
  myRefundStandingsAnswerSchema,
  refundRequestAnswerSchema,
  refundRequestInputSchema,
} from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer, answerMessage } from '../../lib/answer.ts';
import { signedInRoute } from '../../lib/signed-in-route.ts';
import { signedIn, USER_SECURITY } from '../../plugins/auth.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { myRefundStandings, requestRefund } from './service.ts';

/** The learner's side of refunds: what the policy says about their recent orders, and the request. */
async function refundRequestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db };

  r.get(
    '/api/refund-requests/mine',
    signedInRoute(app, 'payments', {
      operationId: 'listMyRefundStandings',
      summary: "The refund policy's verdict on the learner's recent orders, and their requests",
      response: { 200: myRefundStandingsAnswerSchema },
      cache: 'no-store',
    }),
    async (request) => answer(await myRefundStandings(deps, signedIn(request).id)),
  );

  r.post(
    '/api/refund-requests',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        tags: ['payments'],
        operationId: 'requestRefund',
        summary: 'Ask for a refund of one order while the policy allows it; asking twice records one request',
        security: USER_SECURITY,
        body: refundRequestInputSchema,
        response: {
          200: refundRequestAnswerSchema,
          201: refundRequestAnswerSchema,
          400: failureSchema,
          401: failureSchema,
          404: failureSchema,
          409: failureSchema,
          422: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { created, message } = await requestRefund(deps, signedIn(request).id, request.body);
      return reply.status(created ? 201 : 200).send(answerMessage(message));
    },
  );
}

export const refundRequestsModule = fp(refundRequestRoutes, {
  name: 'refund-requests',
  dependencies: [PLUGIN.core, PLUGIN.auth],
  encapsulate: true,
});
