import { ADVISOR_SUCCESS, advisorRequestSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { failureSchema } from '../../lib/envelopes.ts';
import { saveAdvisorRequest } from './service.ts';

/** Enough for a family sharing one connection, too few for a script filling our advisors' day. */
export const ADVISOR_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };

export async function advisorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/advisor',
    {
      config: { rateLimit: ADVISOR_RATE_LIMIT },
      schema: {
        tags: ['advisor'],
        summary: 'Ask an advisor to call back (the "Talk to our Advisor" form)',
        description:
          'Stores the request and answers 201. The same request again within a few minutes is not stored twice, and answers 201 all the same.',
        body: advisorRequestSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ id: z.uuid() }),
          }),
          400: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const saved = await saveAdvisorRequest(deps.database.db, request.body);
      if (saved.duplicate) request.log.info({ id: saved.id }, 'advisor request repeated; kept the first');
      return reply
        .status(201)
        .send({ success: true as const, message: ADVISOR_SUCCESS, data: { id: saved.id } });
    },
  );
}
