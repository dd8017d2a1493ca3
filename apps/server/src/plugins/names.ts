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
  /** requireRole, request.actor (the staff console's guard) */
  roles: 'kalvi-roles',
  /** readCache */
  readCache: 'kalvi-read-cache',
  /** paymentGateway, invoiceLinks */
  payments: 'kalvi-payments',
  /** translates answer messages to the request's language */
  language: 'kalvi-language',
  /** leader: runs scheduled jobs on one instance only */
  leader: 'kalvi-leader',
  /** jobs: the durable job queue (docs/decisions/131, 202) */
  jobs: 'kalvi-jobs',
  /** judging: the code judge and its loop (docs/decisions/172-exercise-queue-and-access.md) */
  judging: 'kalvi-judging',
} as const;
