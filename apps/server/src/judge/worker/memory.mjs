/**
 * The memory limit of a test, for every engine at once: each WebAssembly memory grows through
 * Memory.prototype.grow, so growth beyond the test's budget is refused. The engine then sees an
 * allocation fail (Python's MemoryError, QuickJS's and PostgreSQL's out of memory), and the
 * test's verdict is Memory limit (docs/decisions/171-coding-exercises.md#judge).
 */

const grow = WebAssembly.Memory.prototype.grow;
let budget = Number.POSITIVE_INFINITY;
let refused = false;

WebAssembly.Memory.prototype.grow = function limitedGrow(pages) {
  const bytes = pages * 65536;
  if (bytes > budget) {
    refused = true;
    throw new RangeError('The memory limit of the test is reached');
  }
  budget -= bytes;
  return grow.call(this, pages);
};

/** Runs `work` with at most `megabytes` of new WebAssembly memory; says whether growth was refused. */
export async function withMemoryBudget(megabytes, work) {
  budget = megabytes * 1024 * 1024;
  refused = false;
  try {
    const result = await work();
    return { result, refused };
  } finally {
    budget = Number.POSITIVE_INFINITY;
  }
}
