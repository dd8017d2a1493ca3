import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { seedDatabase } from './db/seed/index.ts';
import { seedsOnStart } from './db/seed/policy.ts';

/** Starts the server: config, lock, migrate, seed an empty embedded database, listen, close cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  let logger: FastifyInstance['log'] | undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
    // A connection PostgreSQL ends (restart, failover) is logged, never fatal: the pool reconnects.
    log: { error: (obj, msg) => (logger ? logger.error(obj, msg) : console.error(msg, obj)) },
  });
  // With PostgreSQL, instances starting together migrate once: the migrator holds an advisory lock.
  await database.migrate();
  const app = await buildApp(config, { database });
  logger = app.log;
  if (seedsOnStart(config.env, database.kind)) {
    await seedDatabase(database.db, {
      log: (msg) => app.log.info(msg),
      meetingsBaseUrl: config.meetings.jitsiBaseUrl,
    });
  }

  let closing = false;
  // Fastify's close stops accepting, answers new requests on open connections with 503,
  // waits for the requests in flight and closes idle keep-alive connections.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing`);
    try {
      await app.close();
      await database.close();
      await releaseLock?.();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kalvi is serving on ${config.appUrl} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Kalvi failed to start:', err);
  }
  process.exit(1);
});
