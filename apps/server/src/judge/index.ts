import type { JudgeConfig } from '../config.ts';
import { createEmbeddedJudge } from './embedded.ts';
import { createJudge0Judge } from './judge0.ts';
import type { Judge } from './types.ts';

export { createEmbeddedJudge } from './embedded.ts';
export { createJudge0Judge, Judge0Fault } from './judge0.ts';
export * from './types.ts';

/** Judge0 when JUDGE0_URL is set, else the embedded judge (docs/decisions/171-coding-exercises.md#judge). */
export function createJudge(config: JudgeConfig): Judge {
  if (config.judge0Url)
    return createJudge0Judge({ url: config.judge0Url, authToken: config.judge0AuthToken });
  return createEmbeddedJudge({ workers: config.workers });
}
