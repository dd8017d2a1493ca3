import { failureSchema, healthAnswerSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answer } from '../../lib/answer.ts';
import { noStore } from '../../lib/cache-control.ts';
import { PLUGIN } from '../../plugins/names.ts';
import { pingDatabase } from './service.ts';

async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Whether the server and its database answer',
        security: [],
        response: { 200: healthAnswerSchema, 503: failureSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      try {
        await pingDatabase({ database: app.database });
        return answer({ status: 'ok' as const, database: app.database.kind });
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ success: false as const, message: 'The database is not answering' });
      }
    },
  );
}

export const healthModule = fp(healthRoutes, {
  name: 'health',
  dependencies: [PLUGIN.core],
  encapsulate: true,
});
