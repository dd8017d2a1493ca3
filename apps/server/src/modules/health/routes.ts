import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const PING_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ status: z.literal('ok'), database: z.string() }),
          }),
          503: z.object({ success: z.literal(false), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await Promise.race([
          opts.database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS),
          ),
        ]);
        return { success: true as const, data: { status: 'ok' as const, database: opts.database.kind } };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ success: false as const, message: 'The database is not answering' });
      }
    },
  );
}
