import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { courseEnrollments, eventEnrollments } from '../db/schema.ts';
import { recentAnnouncements } from '../jobs/announcements.ts';
import { type MailJob, type MailJobDeps, mailKey } from '../jobs/mail-jobs.ts';
import { claim, depth, finish, MAX_ATTEMPTS, notificationDepth, offer, retryLater } from '../jobs/queue.ts';
import type { JobRegistry } from '../jobs/registry.ts';
import { planReminders } from '../jobs/reminders.ts';
import { startSweep } from '../lib/sweep.ts';
import { whatsappSender } from '../whatsapp/sender.ts';
import { PLUGIN } from './names.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobQueueOptions {
  /**
   * Every job kind the app runs (apps/server/src/job-handlers.ts), handed in by app.ts: a plugin
   * imports no module, so the modules' handlers come to it (docs/decisions/202-one-job-queue.md).
   */
  handlers: JobRegistry;
  /** How often an idle worker looks for due jobs, in milliseconds; 2000 by default. */
  pollMs?: number;
  /** The clock the reminder rules read; tests pass their own. */
  now?: () => Date;
}

export interface JobQueue {
  /**
   * Puts a job on the queue, to run at `startAfter` (now by default). Same job twice: one job. A
   * kind no module registered throws UnknownJobKindError.
   */
  enqueue(job: MailJob, startAfter?: Date): Promise<void>;
  /** After an enrolment commits: its confirmation, and the reminders of what it gives access to. */
  enrolled(kind: 'course' | 'event', userId: string, itemId: string): Promise<void>;
  /** Plans due reminders and catches reviews and certificates; returns how many jobs it offered. */
  sweep(): Promise<number>;
}

/** Reminders are planned, and missed announcements caught, this often (on the scheduler leader). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The job queue (docs/decisions/131, 202): a table on our database, a worker on every instance
 * (a due job is claimed by one, FOR UPDATE SKIP LOCKED) running it through its kind's handler,
 * and a sweep on the scheduler leader only (decision 140). Closing the app stops the worker
 * after the job in hand.
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance, opts: JobQueueOptions) => {
    const now = opts.now ?? (() => new Date());
    const jobHandlers = opts.handlers;
    const pollMs = opts.pollMs ?? 2000;
    const db = app.db;
    const deps: MailJobDeps = {
      db,
      mailer: app.mailer,
      invoiceLinks: app.invoiceLinks,
      appUrl: app.config.appUrl,
      now,
      notifications: {
        whatsapp: whatsappSender(app.config),
        secret: app.config.jwtSecret,
        mailFrom: app.config.mailFrom,
        count: (channel, outcome) => app.metrics.countNotification(channel, outcome),
      },
    };

    // The worker: claims due jobs one by one until none is due, then waits pollMs.
    let stopping = false;
    let running: Promise<void> | undefined;
    let poll: NodeJS.Timeout | undefined;
    const drain = async () => {
      while (!stopping) {
        const job = await claim<MailJob>(db, now());
        if (!job) return;
        try {
          await finish(db, job.id, await jobHandlers.run(deps, job.data, job.attempts), now());
        } catch (err) {
          const last = job.attempts >= MAX_ATTEMPTS;
          app.log.error(
            { err, key: job.key, attempts: job.attempts },
            last ? 'job given up' : 'job failed; retried later',
          );
          await retryLater(db, job, (err as Error).message, now());
        }
      }
    };
    const wake = () => {
      if (stopping || running) return;
      clearTimeout(poll);
      running = drain()
        .catch((err) => app.log.error({ err }, 'job worker could not reach the queue'))
        .finally(() => {
          running = undefined;
          if (stopping) return;
          poll = setTimeout(wake, pollMs);
          poll.unref();
        });
    };

    const enqueue = async (job: MailJob, startAfter?: Date) => {
      jobHandlers.check(job);
      const at = now();
      if (await offer(db, mailKey(job), job, startAfter ?? at)) {
        if (!startAfter || startAfter <= at) wake();
      }
    };

    const jobs: JobQueue = {
      enqueue,
      async enrolled(kind, userId, itemId) {
        // The enrolment has committed: a failure here is logged and the sweep plans the reminders.
        try {
          const table = kind === 'course' ? courseEnrollments : eventEnrollments;
          const item = kind === 'course' ? courseEnrollments.courseId : eventEnrollments.eventId;
          const [row] = await db
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.userId, userId), eq(item, itemId)));
          if (row) await enqueue({ kind: `${kind}-confirmation`, enrolmentId: row.id });
          for (const r of await planReminders(db, now(), { userId })) await enqueue(r.job, r.startAfter);
        } catch (err) {
          app.log.error({ err, kind, userId, itemId }, 'enrolment mail not queued');
        }
      },
      async sweep() {
        const at = now();
        const reminders = await planReminders(db, at);
        for (const r of reminders) await enqueue(r.job, r.startAfter);
        const announcements = await recentAnnouncements(db, at);
        for (const job of announcements) await enqueue(job);
        app.metrics.setJobQueueDepth('mail', await depth(db));
        for (const [channel, n] of Object.entries(await notificationDepth(db))) {
          app.metrics.setJobQueueDepth(`notification-${channel}`, n);
        }
        return reminders.length + announcements.length;
      },
    };
    app.decorate('jobs', jobs);

    startSweep(app, { name: 'mail-sweep', everyMs: SWEEP_INTERVAL_MS, run: () => jobs.sweep() });
    // Jobs left from before a restart are due now: look at once.
    app.addHook('onReady', async () => wake());
    app.addHook('onClose', async () => {
      // Graceful: no new claims; the job in hand finishes; the rest wait in the database.
      stopping = true;
      clearTimeout(poll);
      await running;
    });
  },
  { name: PLUGIN.jobs, dependencies: [PLUGIN.core, PLUGIN.payments, PLUGIN.leader, 'kalvi-metrics'] },
);
