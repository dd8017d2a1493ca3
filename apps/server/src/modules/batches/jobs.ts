import type { JobHandlers } from '../../jobs/registry.ts';
import { remindMembers } from './reminders.ts';

/**
 * This module's kind on the job queue: a session's reminder moment, which makes one reminder
 * per member (docs/decisions/224-ics-writer-and-feed-cache.md); registered in job-handlers.ts
 * (docs/decisions/202-one-job-queue.md). The reminders themselves are the classroom's
 * `reminder` kind.
 */
export const batchJobHandlers: JobHandlers = {
  'batch-reminders': async (deps, job) =>
    (await remindMembers(deps.db, job, deps.now())) > 0 ? 'sent' : 'dropped',
};
