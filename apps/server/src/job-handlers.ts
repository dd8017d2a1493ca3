import { classroomJobHandlers } from './jobs/notification-jobs.ts';
import { jobRegistry } from './jobs/registry.ts';
import { batchJobHandlers } from './modules/batches/jobs.ts';
import { waitlistJobHandlers } from './modules/event-waitlists/jobs.ts';
import { referralJobHandlers } from './modules/referrals/jobs.ts';

/**
 * Every job kind the app runs, each module's handlers registered here and nowhere else
 * (docs/decisions/202-one-job-queue.md). Beside app.ts, which hands it to the queue's plugin:
 * plugins sit below the modules and import none of them.
 */
export const jobHandlers = jobRegistry(
  classroomJobHandlers,
  waitlistJobHandlers,
  referralJobHandlers,
  batchJobHandlers,
);
