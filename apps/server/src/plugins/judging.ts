import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JudgingLoop } from '../jobs/judging-loop.ts';
import type { Judge } from '../judge/types.ts';
import { PLUGIN } from './names.ts';

declare module 'fastify' {
  interface FastifyInstance {
    judging: Judging;
  }
}

export interface JudgingOptions {
  /** The code judge; without one, runs and submits answer 503 (unless another process judges). */
  judge?: Judge | null;
  /** Submissions judged at once on this instance; JUDGE_WORKERS by default. */
  concurrency?: number;
  pollMs?: number;
  now?: () => Date;
}

export interface Judging {
  readonly judge: Judge | null;
  /** This instance judges (JUDGE_IN_PROCESS, with a judge); otherwise `npm run judge:worker` does. */
  readonly inProcess: boolean;
  /** A submission was queued: judge it now. */
  wake(): void;
  /** Resolves when this instance's workers have emptied the queue. */
  settled(): Promise<void>;
}

/**
 * The judging loop of docs/decisions/172-exercise-queue-and-access.md, started like the mail
 * worker (plugins/jobs.ts) and stopped on close after the submissions in hand.
 */
export const judgingPlugin = fp(
  async (app: FastifyInstance, opts: JudgingOptions) => {
    const judge = opts.judge ?? null;
    const inProcess = app.config.judgeInProcess;
    const loop =
      judge && inProcess
        ? new JudgingLoop({
            db: app.db,
            judge,
            // One submission per judge worker: the embedded judge runs one job per worker process.
            concurrency: opts.concurrency ?? app.config.judge.workers,
            pollMs: opts.pollMs,
            now: opts.now,
            log: app.log,
            onCertificate: (certificateId) =>
              app.jobs
                .enqueue({ kind: 'certificate-issued', certificateId })
                .catch((err) => app.log.error({ err, certificateId }, 'certificate mail not queued')),
          })
        : null;
    app.decorate('judging', {
      judge,
      inProcess,
      wake: () => loop?.wake(),
      settled: async () => loop?.settled(),
    } satisfies Judging);
    app.addHook('onReady', async () => loop?.start());
    app.addHook('onClose', async () => {
      await loop?.stop();
      await judge?.close();
    });
  },
  { name: PLUGIN.judging, dependencies: [PLUGIN.core, PLUGIN.jobs] },
);
