/**
 * The names of the plugins that decorate the instance. A plugin lists the ones it reads in
 * its `dependencies`, so Fastify refuses to start when they are registered in the wrong
 * order, instead of a decorator being undefined at the first request (docs/decisions/080).
 */
export const PLUGIN = {
  /** config, database, db, mailer, redis */
  core: 'kalvi-core',
  /** requireUser, optionalUser, sessionTokens, request.user */
  auth: 'kalvi-auth',
  /** readCache */
  readCache: 'kalvi-read-cache',
  /** paymentGateway, invoiceLinks */
  payments: 'kalvi-payments',
  /** leader: runs scheduled jobs on one instance only */
  leader: 'kalvi-leader',
} as const;
