import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/**
 * PGlite in `dataDir` (or in memory with 'memory://') when no URL is given, otherwise a
 * node-postgres pool. Both speak the same SQL; the drizzle API is the same, so the services
 * use one type for both.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      // Several instances may start together: one migrates while the others wait.
      migrate: async () => {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock(7283401)');
          await migratePg(db as never, { migrationsFolder });
        } finally {
          await lock.query('select pg_advisory_unlock(7283401)').catch(() => {});
          lock.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the catalogue search index (docs/decisions/021).
  const client = await PGlite.create(dataDir.startsWith('memory://') ? dataDir : join(dataDir), {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
