import { failureSchema, readinessAnswerSchema } from '@kalvi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { answer } from '../lib/answer.ts';

const PING_TIMEOUT_MS = 2000;

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${PING_TIMEOUT_MS} ms`)),
      PING_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/ready: 200 only while every store this instance needs answers, so nginx and
 * orchestrators send traffic elsewhere meanwhile (/api/health only says the process lives).
 * Also logs once when Redis goes away and once when it is back (docs/decisions/140).
 */
export async function readinessRoutes(app: FastifyInstance): Promise<void> {
  const { database, redis } = app;
  if (redis) watchRedis(app, redis);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        security: [],
        summary: 'Whether this instance can serve: its database (and Redis when configured) answer',
        response: { 200: readinessAnswerSchema, 503: failureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const problems: string[] = [];
      try {
        await within(database.ping(), 'the database');
      } catch (err) {
        request.log.warn({ err }, 'not ready: database unreachable');
        problems.push('the database is not answering');
      }
      if (redis) {
        try {
          await within(redis.ping(), 'Redis');
        } catch (err) {
          request.log.warn({ err }, 'not ready: Redis unreachable');
          problems.push('Redis is not answering');
        }
      }
      if (problems.length > 0) {
        return reply
          .status(503)
          .send({ success: false as const, message: `Not ready: ${problems.join('; ')}` });
      }
      return answer({ status: 'ready' as const, database: database.kind, redis: Boolean(redis) });
    },
  );
}

function watchRedis(app: FastifyInstance, redis: Redis): void {
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    app.log.error(
      { err: { message: err.message } },
      'Redis unreachable: rate limits and caches fall back to this instance until it returns',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('Redis is back: rate limits and caches are shared again');
  });
}
