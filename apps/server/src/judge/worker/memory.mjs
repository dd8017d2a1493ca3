/**
 * The memory limit of a job, for every engine at once: each WebAssembly memory grows through
 * Memory.prototype.grow, so growth beyond the job's budget is refused. The engine then sees an
 * allocation fail (Python's MemoryError, QuickJS's and PostgreSQL's out of memory), and the
 * test's verdict is Memory limit. The budget is the job's, not the test's: memory an earlier test
 * of the job kept is not given again to the next (docs/decisions/193-judge-job-boundary.md).
 * Each JavaScript realm (a job's thread, the worker's own) has its own copy of this module.
 */

const grow = WebAssembly.Memory.prototype.grow;
let budget = Number.POSITIVE_INFINITY;
let started = false;
let refused = false;

WebAssembly.Memory.prototype.grow = function limitedGrow(pages) {
  const bytes = pages * 65536;
  if (bytes > budget) {
    refused = true;
    throw new RangeError('The memory limit of the job is reached');
  }
  budget -= bytes;
  return grow.call(this, pages);
};

/** Starts the job's budget at its first test; later calls in the same job change nothing. */
export function jobBudget(megabytes) {
  if (started) return;
  started = true;
  budget = megabytes * 1024 * 1024;
}

/** Ends the job's budget: what runs between jobs (a fresh database) is the worker's own. */
export function endJobBudget() {
  started = false;
  budget = Number.POSITIVE_INFINITY;
}

/** Runs one test; a failure after a refused growth is the Memory limit, not the program's error. */
export async function watchRefusal(work) {
  refused = false;
  const result = await work();
  const failed = result.status !== 'ok' && result.status !== 'output_limit';
  return refused && failed ? { ...result, status: 'memory_limit' } : result;
}
