import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { type Mailer, outboxMailer, smtpMailer } from './mail/mailer.ts';
import { advisorRoutes } from './modules/advisor/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { courseRoutes } from './modules/courses/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { feedsRoutes } from './modules/feeds/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

/** What a module may need besides the Fastify instance; tests pass their own pieces. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  redis: Redis | undefined;
}

export interface BuildOptions {
  database: Database;
  mailer?: Mailer;
  /** Extra pino logger options (a test's stream), or false to keep tests quiet. */
  logger?: boolean | object;
}

/** Body limit: a 5 MB photo arrives base64-encoded inside JSON (4/3 larger) plus the form. */
const BODY_LIMIT = 8 * 1024 * 1024;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(config.logLevel),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    // A hop count as Fastify applies it at run time (its types only take the function form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, app.log));
  const deps: AppDeps = { config, database: options.database, mailer, redis };

  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(etag);
  await app.register(cookie);
  registerCsrfGuard(app, config.appUrl);
  await registerRateLimit(app, redis);
  await registerOpenApi(app);
  await app.register(authPlugin, { db: deps.database.db, secret: config.jwtSecret });
  await app.register(readCachePlugin, { redis });

  await app.register(healthRoutes, { database: deps.database });
  await app.register(authRoutes, deps);
  await app.register(courseRoutes, { database: deps.database });
  await app.register(reviewRoutes, { database: deps.database });
  await app.register(paymentRoutes, { deps });
  await app.register(eventRoutes, { database: deps.database });
  await app.register(feedsRoutes, { deps });
  await app.register(advisorRoutes, deps);

  await registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => {
    mailer.close();
    await redis?.quit();
  });
  return app;
}
