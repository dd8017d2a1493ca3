import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../client.ts';

const run = promisify(execFile);

/**
 * The embedded database: PGlite's own dump of its data directory (a gzipped tarball), taken
 * while no server has it open (the caller holds the data-directory lock), so it is consistent.
 */
export async function backupPglite(dbDir: string, file: string): Promise<void> {
  if (!existsSync(dbDir)) throw new Error(`There is no database at ${dbDir} to back up.`);
  const db = await PGlite.create(dbDir, { extensions: PGLITE_EXTENSIONS });
  try {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** Restores a PGlite dump into an empty (or missing) data directory; never over live data. */
export async function restorePglite(file: string, dbDir: string): Promise<void> {
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
    throw new Error(
      `${dbDir} already holds a database. Restore into an empty DATA_DIR, or move it away first.`,
    );
  }
  const db = await PGlite.create(dbDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([readFileSync(file)]),
  });
  await db.close();
}

/** PostgreSQL: pg_dump's custom format, which pg_restore reads (docs in deploy/README.md). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/** Restores into the database at the URL, which must be empty (a fresh `createdb`). */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  await run('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}

export function defaultBackupFile(dataDir: string, kind: 'pglite' | 'postgres'): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(dataDir, 'backups', `kalvi-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}
