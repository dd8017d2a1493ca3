import { join } from 'node:path';
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
  });
  await database.migrate();
  const app = await buildApp(config, { database });
  if (seedsOnStart(config.env, database.kind)) {
    await seedDatabase(database.db, { log: (msg) => app.log.info(msg) });
  }

  let closing = false;
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
