import type { FastifyInstance } from 'fastify';

/** A piece of periodic background work (docs/decisions/202-one-job-queue.md). */
export interface Sweep {
  /** Named in the logs and in the scheduler's run counts on /metrics. */
  name: string;
  /** The time between two ticks, in milliseconds. */
  everyMs: number;
  /**
   * Up to this much added to the period, drawn once when the sweep starts, so instances started
   * together do not tick in step; 0 by default.
   */
  jitterMs?: number;
  /** Runs on every instance; by default only on the scheduler leader (docs/decisions/140). */
  everyInstance?: boolean;
  run: () => Promise<unknown>;
}

/** The parts of the app a sweep uses: the leader's gate, the log, the close hook. */
export type SweepHost = Pick<FastifyInstance, 'leader' | 'log' | 'addHook'>;

export interface StartedSweep {
  /** The period drawn for this start: everyMs plus its share of the jitter. */
  readonly periodMs: number;
  /** Resolves when the run in progress, if any, has finished. */
  settled(): Promise<void>;
}

/**
 * Starts a sweep: a tick every period while the app runs. A tick that finds the previous run of
 * the same sweep still going is skipped (logged), so two runs never overlap; a failing run is
 * logged and the next tick tries again; closing the app stops the ticks and waits for the run
 * in hand. The timer alone does not keep the process alive.
 */
export function startSweep(host: SweepHost, sweep: Sweep, random: () => number = Math.random): StartedSweep {
  const periodMs = sweep.everyMs + Math.floor(random() * (sweep.jitterMs ?? 0));
  let running: Promise<void> | undefined;
  let stopped = false;
  const once = async () => {
    if (sweep.everyInstance) await sweep.run();
    else await host.leader.runIfLeader(sweep.name, sweep.run);
  };
  const tick = () => {
    if (stopped) return;
    if (running) {
      host.log.warn({ sweep: sweep.name }, 'sweep still running; this tick is skipped');
      return;
    }
    running = once()
      .catch((err) => host.log.error({ err, sweep: sweep.name }, 'sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, periodMs);
  timer.unref();
  host.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
  return {
    periodMs,
    settled: async () => {
      await running;
    },
  };
}
