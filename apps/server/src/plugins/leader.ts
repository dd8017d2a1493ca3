import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { PLUGIN } from './names.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leader: Leader;
  }
}

/** The advisory-lock key the scheduler leader holds (the migrator uses 7283401). */
const LEADER_LOCK_KEY = 7283402;
const RETRY_MS = 5000;

export interface Leader {
  isLeader(): boolean;
  /** Runs a scheduled job here only while this instance leads; counts each run for /metrics. */
  runIfLeader(job: string, work: () => Promise<unknown>): Promise<void>;
  readonly runs: Map<string, number>;
}

/**
 * Scheduled jobs run on one instance, not on each (docs/decisions/140): with PostgreSQL the
 * instance whose own connection holds a session advisory lock leads; when it dies or loses
 * its connection the lock is released and another instance takes it within RETRY_MS. The
 * embedded database has one instance by construction, so it always leads.
 */
export const leaderPlugin = fp(
  async (app: FastifyInstance) => {
    const databaseUrl = app.database.kind === 'postgres' ? app.config.databaseUrl : undefined;
    let leading = !databaseUrl;
    let client: pg.Client | undefined;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;

    const lose = (reason: string) => {
      if (leading) app.log.warn(`scheduler leadership lost (${reason}); another instance takes over`);
      leading = false;
      client?.end().catch(() => {});
      client = undefined;
    };

    const tryToLead = async () => {
      if (closed || leading || !databaseUrl) return;
      try {
        if (!client) {
          const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
          next.on('error', (err) => lose(err.message));
          next.on('end', () => {
            if (client === next) lose('connection ended');
          });
          client = next;
          await next.connect();
        }
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
          LEADER_LOCK_KEY,
        ]);
        if (rows[0]?.ok) {
          leading = true;
          app.log.info('this instance now runs the scheduled jobs');
        }
      } catch (err) {
        lose((err as Error).message);
      }
    };

    const schedule = () => {
      timer = setTimeout(async () => {
        await tryToLead();
        if (!closed) schedule();
      }, RETRY_MS);
      timer.unref();
    };

    const runs = new Map<string, number>();
    const leader: Leader = {
      isLeader: () => leading,
      runs,
      async runIfLeader(job, work) {
        if (!leading) return;
        runs.set(job, (runs.get(job) ?? 0) + 1);
        try {
          await work();
        } catch (err) {
          app.log.error({ err, job }, 'scheduled job failed');
        }
      },
    };
    app.decorate('leader', leader);
    await tryToLead();
    schedule();
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      const last = client;
      client = undefined;
      leading = false;
      await last?.end().catch(() => {});
    });
  },
  { name: PLUGIN.leader, dependencies: [PLUGIN.core] },
);
