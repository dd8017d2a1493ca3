import type { FastifyInstance } from 'fastify';
import { startSweep } from '../../lib/sweep.ts';
import type { RefundDeps } from './admin-service.ts';
import { sweepUnsettled } from './refund-reconcile.ts';

/** How often refunds waiting for the provider's word are asked about. */
const SWEEP_INTERVAL_MS = 5 * 60_000;

/** Settles unconfirmed refunds in the background while the server runs; stops when it closes. */
export function startRefundSweeper(app: FastifyInstance, deps: RefundDeps): void {
  // One instance sweeps for all (docs/decisions/140).
  startSweep(app, {
    name: 'refund-settle-sweep',
    everyMs: SWEEP_INTERVAL_MS,
    run: () => sweepUnsettled(deps),
  });
}
