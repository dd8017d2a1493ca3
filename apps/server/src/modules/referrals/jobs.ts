import type { JobHandlers } from '../../jobs/registry.ts';
import { settleRewardJob } from './rewards.ts';

/**
 * This module's kind on the job queue: a referrer's reward, settled once the friend's refund
 * window has passed (docs/decisions/182), registered in plugins/jobs.ts
 * (docs/decisions/202-one-job-queue.md).
 */
export const referralJobHandlers: JobHandlers = {
  'referral-reward': (deps, job) => settleRewardJob(deps, job),
};
