import type { FastifyInstance } from 'fastify';
import { startSweep } from '../../lib/sweep.ts';
import { pruneSubmissions } from './retention.ts';

/** Submissions past their keeping time are pruned this often (retention.ts). */
const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Prunes old submissions in the background while the server runs; stops when it closes. */
export function startSubmissionSweeper(app: FastifyInstance, now: () => Date = () => new Date()): void {
  // One instance sweeps for all (docs/decisions/140).
  startSweep(app, {
    name: 'submission-prune-sweep',
    everyMs: SWEEP_INTERVAL_MS,
    run: () => pruneSubmissions(app.db, now()),
  });
}
