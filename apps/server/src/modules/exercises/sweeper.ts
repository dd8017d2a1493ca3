import type { FastifyInstance } from 'fastify';
import { pruneSubmissions } from './retention.ts';

/** Submissions past their keeping time are pruned this often (retention.ts). */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Prunes old submissions in the background while the server runs; stops when it closes. */
export function startSubmissionSweeper(app: FastifyInstance, now: () => Date = () => new Date()): void {
  const sweeper = setInterval(() => {
    // One instance sweeps for all (docs/decisions/140).
    void app.leader.runIfLeader('submission-prune-sweep', () => pruneSubmissions(app.db, now()));
  }, SWEEP_INTERVAL_MS);
  // The timer alone must not keep the process alive.
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
}
