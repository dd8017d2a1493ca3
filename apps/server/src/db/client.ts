import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isDatabaseUnavailable } from '../plugins/database-outage.ts';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only), for the pool metrics. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One try per connection the pool may hold stale after a restart, and one fresh. */
const PING_ATTEMPTS = 3;

export interface PoolLog {
  error(obj: object, msg: string): void;
}

/**
 * When PostgreSQL ends an idle connection (a restart, a failover, pg_terminate_backend) the
 * pool emits 'error'; without a listener Node ends the process. The pool has already dropped
 * that client and opens a new one on the next query, so logging is all that is needed.
 */
export function keepPoolAlive(pool: pg.Pool, log: PoolLog): void {
  pool.on('error', (err) => {
    log.error(
      { err: { message: err.message, code: (err as { code?: string }).code } },
      'database connection lost; the pool reconnects on the next query',
    );
  });
}

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/**
 * The extensions the migrations create, loaded into every embedded database: pg_trgm backs the
 * catalogue search index (docs/decisions/021); btree_gist the batch sessions' overlap
 * constraints (docs/decisions/212-batches-model-and-time-zones.md).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/**
 * PGlite in `dataDir` (or in memory with 'memory://') when no URL is given, otherwise a
 * node-postgres pool. Both speak the same SQL; the drizzle API is the same, so the services
 * use one type for both.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** Where a lost idle connection is reported; defaults to stderr. */
  log?: PoolLog;
  poolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // A request waits at most this long for a connection, so an outage answers 503 quickly.
      connectionTimeoutMillis: 5000,
    });
    keepPoolAlive(pool, opts.log ?? { error: (obj, msg) => console.error(msg, obj) });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
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
      // Right after PostgreSQL ends the pool's connections (a restart, a failover) an idle one may
      // not have noticed yet and fails once; the pool then drops it. A harmless `select 1` is
      // retried on the next connection so readiness reports the database, not one stale socket.
      ping: async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            await pool.query('select 1');
            return;
          } catch (err) {
            if (attempt >= PING_ATTEMPTS || !isDatabaseUnavailable(err)) throw err;
          }
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir.startsWith('memory://') ? dataDir : join(dataDir), {
    extensions: PGLITE_EXTENSIONS,
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
