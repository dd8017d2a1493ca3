import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { type Mailer, outboxMailer, smtpMailer } from '../mail/mailer.ts';
import { academyContact, signingMailer } from '../mail/signature.ts';
import { PLUGIN } from './names.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database with its lifecycle (kind, ping); `db` is its query builder. */
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Shared by rate limits, the read cache's invalidations and the feed cache; absent without REDIS_URL. */
    redis: Redis | undefined;
  }
}

export interface CoreOptions {
  config: Config;
  database: Database;
  /** Tests pass a recording mailer; otherwise SMTP when configured, else the outbox folder. */
  mailer?: Mailer;
}

/** The dependencies every module shares, decorated on the instance once (docs/decisions/080). */
export const corePlugin = fp(
  async (app: FastifyInstance, opts: CoreOptions) => {
    const { config } = opts;
    const redis = config.redisUrl
      ? // No offline queue: while Redis is down a command fails at once and the caller falls back
        // to this instance (docs/decisions/140) instead of waiting for the reconnection.
        // keyPrefix: every key, including those of Lua scripts and the rate-limit store, carries
        // REDIS_KEY_PREFIX (channels do not: the read cache adds it itself).
        new Redis(config.redisUrl, {
          lazyConnect: false,
          maxRetriesPerRequest: 2,
          enableOfflineQueue: false,
          keyPrefix: config.redisKeyPrefix,
        })
      : undefined;
    const transport =
      opts.mailer ??
      (config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom)
        : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, app.log));
    const mailer = signingMailer(transport, () => academyContact({ db: opts.database.db }));
    app.decorate('config', config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('mailer', mailer);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      mailer.close();
      await redis?.quit();
    });
  },
  { name: PLUGIN.core },
);
