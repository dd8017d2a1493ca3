import type { FastifyInstance } from 'fastify';
import { startSweep } from '../../lib/sweep.ts';
import { releaseExpiredHolds } from './holds.ts';

/** How often unpaid event orders are checked for lapsed seat holds. */
const SWEEP_INTERVAL_MS = 60_000;

/** Releases lapsed seat holds in the background while the server runs; stops when it closes. */
export function startHoldSweeper(app: FastifyInstance): void {
  const deps = { db: app.db, log: app.log, readCache: app.readCache };
  // One instance sweeps for all (docs/decisions/140).
  startSweep(app, {
    name: 'seat-hold-sweep',
    everyMs: SWEEP_INTERVAL_MS,
    run: () => releaseExpiredHolds(deps),
  });
}
