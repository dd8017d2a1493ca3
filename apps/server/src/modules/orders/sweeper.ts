import type { FastifyInstance } from 'fastify';
import { releaseExpiredHolds } from './holds.ts';

/** How often unpaid event orders are checked for lapsed seat holds. */
const SWEEP_INTERVAL_MS = 60_000;

/** Releases lapsed seat holds in the background while the server runs; stops when it closes. */
export function startHoldSweeper(app: FastifyInstance): void {
  const deps = { db: app.db, log: app.log, readCache: app.readCache };
  const sweeper = setInterval(() => {
    // One instance sweeps for all (docs/decisions/140).
    void app.leader.runIfLeader('seat-hold-sweep', () => releaseExpiredHolds(deps));
  }, SWEEP_INTERVAL_MS);
  // The timer alone must not keep the process alive.
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
}
