import { ADVISOR_SUCCESS, advisorAnswerSchema, advisorRequestSchema, failureSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer } from '../../lib/answer.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { saveAdvisorRequest } from './service.ts';

/** Enough for a family sharing one connection, too few for a script filling our advisors' day. */
const ADVISOR_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };

async function advisorRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/advisor',
    {
      config: { rateLimit: ADVISOR_RATE_LIMIT },
      schema: {
        tags: ['advisor'],
        operationId: 'requestAdvisorCall',
        summary: 'Ask an advisor to call back (the "Talk to our Advisor" form)',
        description:
          'Stores the request and answers 201. The same request again within a few minutes is not stored twice, and answers 201 all the same.',
        security: [],
        body: advisorRequestSchema,
        response: { 201: advisorAnswerSchema, 400: failureSchema, 429: failureSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveAdvisorRequest({ db: app.db }, request.body);
      if (saved.duplicate) request.log.info({ id: saved.id }, 'advisor request repeated; kept the first');
      return reply.status(201).send(answer({ id: saved.id }, ADVISOR_SUCCESS));
    },
  );
}

export const advisorModule = fp(advisorRoutes, {
  name: 'advisor',
  dependencies: [PLUGIN.core],
  encapsulate: true,
});
