import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts';
import { backupPglite, backupPostgres, defaultBackupFile, restorePglite, restorePostgres } from './backup.ts';

/**
 * npm run db:backup [-- file]   and   npm run db:restore -- file
 * On the embedded database (DATA_DIR/db) the server must be stopped: the data-directory lock
 * is taken, so a running server makes this refuse instead of copying a moving target. With
 * DATABASE_URL, pg_dump / pg_restore do the work and the server may keep running for a backup.
 */
async function main(): Promise<void> {
  const [command, fileArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore')
    throw new UsageError('usage: cli.ts backup|restore [file]');
  const config = loadConfig();
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const dbDir = join(config.dataDir, 'db');
  if (command === 'restore' && !fileArg)
    throw new UsageError('Name the backup to restore: npm run db:restore -- <file>');
  const file = resolve(fileArg ?? defaultBackupFile(config.dataDir, kind));
  const release = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  try {
    if (command === 'backup') {
      mkdirSync(dirname(file), { recursive: true });
      if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
      else await backupPglite(dbDir, file);
      console.info(`Backed up the ${kind} database to ${file}`);
    } else {
      if (config.databaseUrl) await restorePostgres(file, config.databaseUrl);
      else await restorePglite(file, dbDir);
      console.info(`Restored ${file} into the ${kind} database`);
    }
  } finally {
    await release?.();
  }
}

class UsageError extends Error {}

main().catch((err: unknown) => {
  const explained =
    err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof UsageError;
  console.error(explained || !(err instanceof Error) ? String((err as Error).message ?? err) : err.stack);
  process.exit(1);
});
