import { formatSqlRows } from '@kalvi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './pool.ts';
import type { RawOutcome } from './worker-process.ts';

/**
 * Hostile SQL for the embedded judge (docs/decisions/171-coding-exercises.md#judge): output capped
 * in the worker, before it travels to the server.
 */

const limits = { timeMs: 5000, memoryMb: 64, outputKb: 16 };
const capBytes = limits.outputKb * 1024;
const bytes = (text: string) => Buffer.byteLength(text);

describe('what an SQL test sends out of its worker', () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = new WorkerPool({ size: 1 });
    await pool.ready();
  }, 180_000);
  afterAll(() => pool.close());

  /** The outcome as the worker sends it, before the server formats or cuts anything. */
  const raw = (source: string, input = ''): Promise<RawOutcome> =>
    pool.lease('sql', (run) => run({ source, input, limits }));

  it('an error echoing megabytes of a value is capped in the worker, whole characters only', async () => {
    for (const [source, input, start] of [
      ["SELECT repeat('x', 3000000)::int", '', 'ERROR: invalid input syntax for type integer: "xxx'],
      ["SELECT repeat('é', 3000000)::int", '', 'ERROR: invalid input syntax for type integer: "ééé'],
      ['SELECT 1', "SELECT repeat('x', 3000000)::int;", "The test's setup script failed: invalid input"],
    ] as const) {
      const outcome = await raw(source, input);
      expect([source, outcome.status]).toEqual([source, 'runtime_error']);
      expect(outcome.stderr?.startsWith(start)).toBe(true);
      expect(bytes(outcome.stderr ?? '')).toBeLessThanOrEqual(capBytes);
      expect(bytes(outcome.stderr ?? '')).toBeGreaterThan(capBytes - 2);
      expect(outcome.stderr).not.toContain('\uFFFD');
      expect(bytes(JSON.stringify(outcome))).toBeLessThan(capBytes + 1024);
    }
  }, 120_000);

  it('a huge cell is cut in the worker at the cap of what is shown', async () => {
    for (const source of [
      "SELECT ARRAY[repeat('x', 3000000)]",
      "SELECT repeat('é', 12000)",
      "SELECT 1, repeat('x', 1000) FROM generate_series(1, 100)",
    ]) {
      const outcome = await raw(source);
      expect([source, outcome.status, outcome.truncated]).toEqual([source, 'output_limit', true]);
      const shown = formatSqlRows(outcome.rows ?? []);
      expect(bytes(shown)).toBeLessThanOrEqual(capBytes);
      // Cut at the cap, not dropped whole: the learner sees the first 16 KB, as in Python.
      expect(bytes(shown)).toBeGreaterThan(capBytes - 1010);
      expect(shown).not.toContain('\uFFFD');
      expect(bytes(JSON.stringify(outcome))).toBeLessThan(capBytes + 1024);
    }
    const rows = await raw("SELECT 1, repeat('x', 1000) FROM generate_series(1, 100)");
    expect(formatSqlRows(rows.rows?.slice(0, 2) ?? [])).toBe(`1|${'x'.repeat(1000)}\n1|${'x'.repeat(1000)}`);
  }, 120_000);
});
