import type { MailJob, MailJobDeps } from './mail-jobs.ts';

/** What running a job came to: done, or dropped because it no longer applied. */
export type JobOutcome = 'sent' | 'dropped';

/** Runs one claimed job of its kind; throws to have the queue try it again later. */
export type JobHandler<K extends MailJob['kind']> = (
  deps: MailJobDeps,
  job: Extract<MailJob, { kind: K }>,
  attempts: number,
) => Promise<JobOutcome>;

/** What a module with background work exports: its job kinds, each with its handler. */
export type JobHandlers = { [K in MailJob['kind']]?: JobHandler<K> };

/** A job whose kind no registered module handles (docs/decisions/202-one-job-queue.md). */
export class UnknownJobKindError extends Error {
  constructor(readonly kind: string) {
    super(`No handler is registered for job kind "${kind}"`);
    this.name = 'UnknownJobKindError';
  }
}

export interface JobRegistry {
  /** The kinds registered, sorted. */
  readonly kinds: readonly string[];
  /** Throws UnknownJobKindError when no module handles this job's kind. */
  check(job: { kind: string }): void;
  /** Runs a claimed job through its kind's handler; UnknownJobKindError when there is none. */
  run(deps: MailJobDeps, job: MailJob, attempts: number): Promise<JobOutcome>;
}

/**
 * The one registry of the queue's job kinds, from the modules' handler maps. A kind two modules
 * both claim is a mistake found at start, not a race over which handler wins.
 */
export function jobRegistry(...modules: JobHandlers[]): JobRegistry {
  const handlers = new Map<string, JobHandler<MailJob['kind']>>();
  for (const module of modules) {
    for (const [kind, handler] of Object.entries(module)) {
      if (handlers.has(kind)) throw new Error(`Job kind "${kind}" is registered twice`);
      handlers.set(kind, handler as JobHandler<MailJob['kind']>);
    }
  }
  const check = (job: { kind: string }) => {
    if (!handlers.has(job.kind)) throw new UnknownJobKindError(String(job.kind));
  };
  return {
    kinds: [...handlers.keys()].sort(),
    check,
    async run(deps, job, attempts) {
      const handler = handlers.get(job.kind);
      if (!handler) throw new UnknownJobKindError(String(job.kind));
      return handler(deps, job, attempts);
    },
  };
}
