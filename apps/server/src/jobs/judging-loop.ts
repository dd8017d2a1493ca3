import type { Db } from '../db/client.ts';
import type { Judge } from '../judge/types.ts';
import { judgeSubmission } from '../modules/exercises/judging.ts';
import { rememberLanguages } from '../modules/exercises/languages.ts';
import { claimSubmission, giveUpLapsed, holdLease } from './exercise-queue.ts';

export interface JudgingLoopOptions {
  db: Db;
  judge: Judge;
  /** Submissions judged at once on this instance; 2 by default, one per core of the small machine. */
  concurrency?: number;
  /**
   * How often an idle loop looks anyway (work offered by another process, lapsed leases); 0 for
   * never (tests, whose loops must wake only for their own submissions).
   */
  pollMs?: number;
  now?: () => Date;
  log: { error(obj: object, msg: string): void };
  /** After a passing submit issued a certificate (its e-mail). */
  onCertificate?: (certificateId: string) => Promise<void>;
}

/**
 * A bounded judging loop (docs/decisions/172-exercise-queue-and-access.md): at most `concurrency`
 * workers, each claiming and judging until the queue is empty. `wake()` after an insert starts
 * them at once; a slow poll catches work another instance offered and leases that lapsed.
 */
export class JudgingLoop {
  private active = new Set<Promise<void>>();
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly concurrency: number;
  private readonly now: () => Date;

  constructor(private readonly opts: JudgingLoopOptions) {
    this.concurrency = Math.max(1, opts.concurrency ?? 2);
    this.now = opts.now ?? (() => new Date());
  }

  start(): void {
    this.opts.judge
      .languages()
      .then(rememberLanguages)
      .catch((err) => this.opts.log.error({ err }, 'judge languages not read'));
    const pollMs = this.opts.pollMs ?? 5_000;
    if (pollMs > 0) {
      this.timer = setInterval(() => this.wake(), pollMs);
      this.timer.unref();
    }
    this.wake();
  }

  /** Starts workers up to the bound; each stops when nothing is left to claim. */
  wake(): void {
    while (!this.stopping && this.active.size < this.concurrency) {
      const worker: Promise<void> = this.work()
        .catch((err) => this.opts.log.error({ err }, 'judging worker could not reach the queue'))
        .finally(() => this.active.delete(worker));
      this.active.add(worker);
    }
  }

  /** Resolves when every worker running now (and the ones they hand over to) has stopped. */
  async settled(): Promise<void> {
    while (this.active.size > 0) await Promise.all([...this.active]);
  }

  /** No new claims; the submissions in hand are finished; the rest wait in the database. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await this.settled();
  }

  private async work(): Promise<void> {
    const { db, judge, log } = this.opts;
    await giveUpLapsed(db, this.now());
    while (!this.stopping) {
      const claimedAt = this.now();
      const claim = await claimSubmission(db, claimedAt);
      if (!claim) return;
      // Renewed while it runs, so no other judge takes a job that is still going.
      const hold = holdLease(db, claim, claimedAt, this.now, log);
      const outcome = await judgeSubmission({ db, judge, now: this.now, log }, claim).finally(() =>
        hold.release(),
      );
      if (outcome.kind === 'done' && outcome.certificateId) {
        await this.opts.onCertificate?.(outcome.certificateId);
      }
    }
  }
}
