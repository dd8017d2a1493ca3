import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { exerciseSubmissions } from '../../db/schema.ts';
import { ENGINES } from '../../judge/engines.ts';
import { embeddedEvenWithJudge0 } from '../../judge/routed.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { Tx } from '../../lib/tx.ts';

/**
 * The restart budget (docs/decisions/195-judge-lease-restarts-retention.md): a Python or SQL
 * test that overruns its time (or the worker's memory) on the embedded judge is stopped by
 * killing its worker process, and a fresh worker of about 650 MB takes seconds of CPU to start.
 * Within the per-minute limit one account could keep every core restarting workers, so each
 * account may cause a few such verdicts in a window; past them its Python and SQL code waits.
 */

/** The languages whose overrun costs a worker (JavaScript stops itself inside QuickJS). */
const RESTARTING_LANGUAGES = ENGINES.filter((engine) => !engine.stopsItself).map((engine) => engine.id);
/** Worker-killing verdicts an account may cause in a window. */
export const RESTART_BUDGET = 5;
export const RESTART_WINDOW_MS = 15 * 60_000;

export const restartsSpent = (minutes: number) =>
  `Your code ran out of time or memory too often. Please try again in ${minutes} minutes.`;

/**
 * Only the embedded judge restarts workers; Judge0 runs each test in a box of its own, and with
 * a Judge0 configured SQL still runs embedded (docs/decisions/201-judge-language-registry.md).
 */
export function costsRestarts(judgeKind: 'embedded' | 'judge0' | undefined, language: string): boolean {
  const embedded = judgeKind !== 'judge0' || embeddedEvenWithJudge0(language);
  return embedded && RESTARTING_LANGUAGES.includes(language);
}

/**
 * Refuses (429, with Retry-After) while the account's last RESTART_BUDGET worker-killing
 * verdicts all fall inside the window; the refusal lifts when the oldest of them leaves it.
 */
export async function assertRestartBudget(tx: Tx, userId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - RESTART_WINDOW_MS);
  const recent = await tx
    .select({ judgedAt: exerciseSubmissions.judgedAt })
    .from(exerciseSubmissions)
    .where(
      and(
        eq(exerciseSubmissions.userId, userId),
        // The verdicts that stop a worker: the time limit always, the memory limit when the RSS
        // watch stops it; written out so the partial index exercise_submissions_restarts_idx serves it.
        sql`${exerciseSubmissions.verdict} in ('time_limit', 'memory_limit')`,
        gt(exerciseSubmissions.judgedAt, since),
        inArray(exerciseSubmissions.language, RESTARTING_LANGUAGES),
      ),
    )
    .orderBy(desc(exerciseSubmissions.judgedAt))
    .limit(RESTART_BUDGET);
  const oldest = recent[RESTART_BUDGET - 1]?.judgedAt;
  if (!oldest) return;
  const waitMs = Math.max(1_000, oldest.getTime() + RESTART_WINDOW_MS - now.getTime());
  throw tooManyRequests(restartsSpent(Math.ceil(waitMs / 60_000)), Math.ceil(waitMs / 1000));
}
