import { EMBEDDED_LANGUAGES } from '@kalvi/shared';
import type { JudgeConfig } from '../config.ts';
import { createEmbeddedJudge } from './embedded.ts';
import { createJudge0Judge } from './judge0.ts';
import { createRoutedJudge, embeddedEvenWithJudge0 } from './routed.ts';
import type { Judge } from './types.ts';

export { createEmbeddedJudge } from './embedded.ts';
export { createJudge0Judge, Judge0Fault } from './judge0.ts';
export { embeddedEvenWithJudge0 } from './routed.ts';
export * from './types.ts';

/**
 * The embedded judge; with JUDGE0_URL set, Judge0 for what it lists and the embedded engines for
 * the rest (SQL) (docs/decisions/201-judge-language-registry.md).
 */
export function createJudge(config: JudgeConfig): Judge {
  if (!config.judge0Url) return createEmbeddedJudge({ workers: config.workers });
  // Its workers load only the engines of those languages: an SQL worker holds no Pyodide.
  const embedded = createEmbeddedJudge({
    workers: config.workers,
    languages: EMBEDDED_LANGUAGES.filter(embeddedEvenWithJudge0),
  });
  const judge0 = createJudge0Judge({ url: config.judge0Url, authToken: config.judge0AuthToken });
  return createRoutedJudge(judge0, embedded);
}
