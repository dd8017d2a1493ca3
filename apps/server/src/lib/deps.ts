import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ReadCache } from '../plugins/read-cache.ts';

/**
 * The first argument of every service function: its dependencies as one object, built by the
 * module's plugin from decorators (docs/decisions/080-module-shape.md). A service that needs
 * more (the read cache, a logger, the mailer) declares `interface XxxDeps extends DbDeps`, never
 * an inline `{ db: Db }`; a step that runs inside its caller's transaction takes `tx: Tx` instead
 * (docs/decisions/205-one-casing-messages-deps.md).
 */
export interface DbDeps {
  db: Db;
}

/**
 * The logger a service takes in its deps: the one Fastify type a service may use, named here so
 * that a service imports nothing from Fastify itself (docs/decisions/203-declared-import-rules-and-guards.md).
 */
export type Logger = FastifyBaseLogger;

/** A service whose writes change cached answers, which it drops after committing (decision 080). */
export interface CacheDeps extends DbDeps {
  readCache: ReadCache;
}
