import { sql } from 'drizzle-orm';
import { exerciseSubmissions } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/**
 * How long submissions are kept (docs/product/exercises-and-judge.md#keeping-submissions, decision 195 at
 * docs/decisions/195-judge-lease-restarts-retention.md). A learner keeps the history of their
 * submits (time, verdict, tests passed) and staff their statistics, which read the summary
 * columns and the exercise's counters; what goes is what nobody reads again: runs, which never
 * count and whose code lives on in the draft and later submissions, and the code and per-test
 * output of submits that a later submit has superseded, except the learner's best.
 */

const DAY_MS = 86_400_000;
/** A judged run is deleted this long after it was made. */
export const RUNS_KEPT_DAYS = 30;
/** A superseded submit keeps its code and per-test output this long, then only its summary. */
export const SUPERSEDED_CODE_KEPT_DAYS = 180;
/** Rows changed per statement, so a sweep never holds many row locks at once. */
const BATCH = 500;

export interface Pruned {
  runsDeleted: number;
  codeCleared: number;
}

async function deleteOldRuns(tx: Tx, before: Date): Promise<number> {
  const rows = await tx.execute(sql`
    delete from ${exerciseSubmissions} where id in (
      select id from ${exerciseSubmissions}
      where status in ('done', 'failed') and kind = 'run' and created_at < ${before.toISOString()}::timestamptz
      limit ${BATCH}
    )
    returning id`);
  return rows.rows.length;
}

/**
 * Clears the code and results of old submits that have a later submit of the same learner and
 * exercise and are not the best: accepted first, then most tests passed, then the newest. An
 * empty `code` (no submission can be sent empty) tells the reader the code is no longer kept.
 */
async function clearSuperseded(tx: Tx, before: Date): Promise<number> {
  const rows = await tx.execute(sql`
    update ${exerciseSubmissions} set code = '', results = '[]'::jsonb
    where id in (
      select o.id from ${exerciseSubmissions} o
      where o.kind = 'submit' and o.status in ('done', 'failed') and o.code <> ''
        and o.created_at < ${before.toISOString()}::timestamptz
        and exists (
          select 1 from ${exerciseSubmissions} n
          where n.user_id = o.user_id and n.exercise_id = o.exercise_id and n.kind = 'submit'
            and n.created_at > o.created_at
        )
        and o.id <> (
          select b.id from ${exerciseSubmissions} b
          where b.user_id = o.user_id and b.exercise_id = o.exercise_id and b.kind = 'submit'
            and b.status = 'done'
          order by (b.verdict = 'accepted') desc, b.passed desc, b.created_at desc
          limit 1
        )
      limit ${BATCH}
    )
    returning id`);
  return rows.rows.length;
}

/** One sweep: everything past its time, batch by batch. */
export async function pruneSubmissions(tx: Tx, now: Date): Promise<Pruned> {
  const runsBefore = new Date(now.getTime() - RUNS_KEPT_DAYS * DAY_MS);
  const codeBefore = new Date(now.getTime() - SUPERSEDED_CODE_KEPT_DAYS * DAY_MS);
  const pruned: Pruned = { runsDeleted: 0, codeCleared: 0 };
  let n: number;
  do {
    n = await deleteOldRuns(tx, runsBefore);
    pruned.runsDeleted += n;
  } while (n === BATCH);
  do {
    n = await clearSuperseded(tx, codeBefore);
    pruned.codeCleared += n;
  } while (n === BATCH);
  return pruned;
}
