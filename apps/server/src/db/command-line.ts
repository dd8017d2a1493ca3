import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import type { Db } from './client.ts';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * The configured database, migrated, for a command run on the server's command line
 * (npm run user:role, npm run images:reencode). The embedded database belongs to one process at
 * a time, so beside a running server the command refuses instead of sharing it.
 */
export async function withCommandLineDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'db'),
    });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  } finally {
    await release?.();
  }
}
