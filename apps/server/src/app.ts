import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { jobHandlers } from './job-handlers.ts';
import { createJudge } from './judge/index.ts';
import type { Judge } from './judge/types.ts';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits.ts';
import type { Mailer } from './mail/mailer.ts';
import { advisorModule } from './modules/advisor/routes.ts';
import { attendanceAdminModule } from './modules/attendance/admin-routes.ts';
import { auditLogAdminModule } from './modules/audit-log/admin-routes.ts';
import { pageViewer } from './modules/auth/page-viewer.ts';
import { profileModule } from './modules/auth/profile-routes.ts';
import { authModule } from './modules/auth/routes.ts';
import { batchesAdminModule } from './modules/batches/admin-routes.ts';
import { batchesModule } from './modules/batches/routes.ts';
import { classroomAdminModule } from './modules/classroom/admin-routes.ts';
import { certificatesModule } from './modules/classroom/certificate-routes.ts';
import { classroomModule } from './modules/classroom/routes.ts';
import { couponsAdminModule } from './modules/coupons/admin-routes.ts';
import { couponsModule } from './modules/coupons/routes.ts';
import { coursesAdminModule } from './modules/courses/admin-routes.ts';
import { coursePicturesModule } from './modules/courses/picture-routes.ts';
import { coursesModule } from './modules/courses/routes.ts';
import { dashboardAdminModule } from './modules/dashboard/admin-routes.ts';
import { enrollmentsModule } from './modules/enrollments/routes.ts';
import { eventWaitlistsAdminModule } from './modules/event-waitlists/admin-routes.ts';
import { eventWaitlistsModule } from './modules/event-waitlists/routes.ts';
import { eventsAdminModule } from './modules/events/admin-routes.ts';
import { eventsModule } from './modules/events/routes.ts';
import { exercisesAdminModule } from './modules/exercises/admin-routes.ts';
import { exercisesModule } from './modules/exercises/routes.ts';
import { feedsModule } from './modules/feeds/routes.ts';
import { gstReturnsAdminModule } from './modules/gst-returns/admin-routes.ts';
import { healthModule } from './modules/health/routes.ts';
import { holidaysAdminModule } from './modules/holidays/admin-routes.ts';
import { holidaysModule } from './modules/holidays/routes.ts';
import { instructorsAdminModule } from './modules/instructors/admin-routes.ts';
import { instructorsModule } from './modules/instructors/routes.ts';
import { invoicesModule } from './modules/invoices/routes.ts';
import { leadsAdminModule } from './modules/leads/admin-routes.ts';
import { learnersAdminModule } from './modules/learners/admin-routes.ts';
import { moderationAdminModule } from './modules/moderation/admin-routes.ts';
import { notificationsModule } from './modules/notifications/routes.ts';
import { whatsappWebhookModule } from './modules/notifications/webhook-routes.ts';
import { ordersAdminModule } from './modules/orders/admin-routes.ts';
import { ordersModule } from './modules/orders/routes.ts';
import { simulatedGatewayModule } from './modules/orders/simulated-gateway-routes.ts';
import { projectReviewAdminModule } from './modules/project-review/admin-routes.ts';
import { questionsAdminModule } from './modules/questions/admin-routes.ts';
import { questionsModule } from './modules/questions/routes.ts';
import { referralsAdminModule } from './modules/referrals/admin-routes.ts';
import { referralsModule } from './modules/referrals/routes.ts';
import { refundRequestsModule } from './modules/refund-requests/routes.ts';
import { reviewsModule } from './modules/reviews/routes.ts';
import { rolesAdminModule } from './modules/roles/admin-routes.ts';
import { settingsAdminModule } from './modules/settings/admin-routes.ts';
import { settingsModule } from './modules/settings/routes.ts';
import { webhookModule } from './modules/webhook/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { corePlugin } from './plugins/core.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/errors.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { type JobQueueOptions, jobQueuePlugin } from './plugins/jobs.ts';
import { type JudgingOptions, judgingPlugin } from './plugins/judging.ts';
import { languagePlugin } from './plugins/language.ts';
import { leaderPlugin } from './plugins/leader.ts';
import { loggerOptions } from './plugins/logging.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { readinessRoutes } from './plugins/readiness.ts';
import { AnswerLog } from './plugins/request-log.ts';
import { rolesPlugin } from './plugins/roles.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface BuildOptions {
  database: Database;
  mailer?: Mailer;
  /** Extra pino logger options (a test's stream), or false to keep tests quiet. */
  logger?: boolean | object;
  /** The mail job queue's polling and clock; tests shorten and control them. */
  jobs?: Omit<JobQueueOptions, 'handlers'>;
  /** The code judge (apps/server/src/judge/types.ts); null: none, and runs and submits answer 503. */
  judge?: Judge | null;
  /** The judging loop's size, polling and clock; tests control them. */
  judging?: Omit<JudgingOptions, 'judge'>;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Every feature module: each is an encapsulated plugin that reads the shared decorators. */
const MODULES = [
  healthModule,
  authModule,
  profileModule,
  coursesModule,
  reviewsModule,
  ordersModule,
  simulatedGatewayModule,
  webhookModule,
  enrollmentsModule,
  invoicesModule,
  eventsModule,
  feedsModule,
  advisorModule,
  auditLogAdminModule,
  rolesAdminModule,
  ordersAdminModule,
  learnersAdminModule,
  instructorsModule,
  instructorsAdminModule,
  refundRequestsModule,
  moderationAdminModule,
  leadsAdminModule,
  eventsAdminModule,
  eventWaitlistsModule,
  eventWaitlistsAdminModule,
  coursesAdminModule,
  coursePicturesModule,
  classroomModule,
  certificatesModule,
  classroomAdminModule,
  projectReviewAdminModule,
  attendanceAdminModule,
  exercisesModule,
  exercisesAdminModule,
  settingsModule,
  settingsAdminModule,
  dashboardAdminModule,
  gstReturnsAdminModule,
  couponsModule,
  couponsAdminModule,
  referralsModule,
  referralsAdminModule,
  questionsModule,
  questionsAdminModule,
  batchesModule,
  batchesAdminModule,
  holidaysModule,
  holidaysAdminModule,
  notificationsModule,
  whatsappWebhookModule,
];

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
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A hop count as Fastify applies it at run time (its types only take the function form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    logController: new AnswerLog(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks on every request take a callback, not an async function: each promise costs a
  // measurable share of a cached answer (docs/decisions/158-api-near-the-floor.md).
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Shared dependencies first: each plugin names what it needs (plugins/names.ts), so a
  // wrong order here stops the server at start-up.
  await app.register(corePlugin, { config, database: options.database, mailer: options.mailer });
  registerErrorHandler(app);
  await app.register(gracefulClosePlugin);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(etag);
  await app.register(cookie);
  registerCsrfGuard(app, config.appUrl);
  await registerRateLimit(app);
  await registerOpenApi(app);
  await app.register(authPlugin);
  await app.register(languagePlugin);
  await app.register(rolesPlugin);
  await app.register(readCachePlugin);
  await app.register(paymentsPlugin);
  await app.register(leaderPlugin);
  await app.register(metricsPlugin);
  await app.register(jobQueuePlugin, { ...options.jobs, handlers: jobHandlers });
  // `null` says "no judge" (run and submit answer 503); unset means the configured one, whose
  // workers start on first use.
  await app.register(judgingPlugin, {
    ...options.judging,
    judge: options.judge !== undefined ? options.judge : createJudge(config.judge),
  });

  await app.register(readinessRoutes);
  for (const module of MODULES) await app.register(module);

  await registerWebApp(app, config.webDist, {
    viewer: (request, reply) => pageViewer(app, request, reply),
    appUrl: config.appUrl,
  });
  return app;
}
