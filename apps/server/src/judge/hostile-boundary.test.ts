import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOK, PLANT, PLANT_FOR_JAVASCRIPT, PLANT_FOR_SQL } from '../test/judge-plants.ts';
import { createEmbeddedJudge, type EmbeddedJudge } from './embedded.ts';
import { RSS_HEADROOM_MB } from './worker-job.ts';
import { rssMb } from './worker-process.ts';

/**
 * Nothing a job does survives into another job, whoever's it is, and a job's memory is bounded
 * as a whole (docs/decisions/193-judge-job-boundary.md). One worker, so every job below lands on
 * the worker the job before it used: the case an attacker hopes for.
 */

const limits = { timeMs: 5000, memoryMb: 64, outputKb: 16 };

describe('the boundary of a job in the embedded judge', () => {
  let judge: EmbeddedJudge;
  beforeAll(async () => {
    judge = createEmbeddedJudge({ workers: 1 });
    await judge.ready();
  });
  afterAll(() => judge.close());

  const one = async (language: string, source: string, expected = '') => {
    const [outcome] = await judge.judge({ language, source, tests: [{ input: '', expected }], limits });
    if (!outcome) throw new Error('no outcome');
    return outcome;
  };

  it('Python cannot reach pyodide_js: not by import, sys.meta_path, its finder or the collector', async () => {
    const routes = [
      'import pyodide_js\nprint("reached pyodide_js")',
      'import sys\nfor f in sys.meta_path:\n    if "pyodide_js" in (getattr(f, "jsproxies", None) or {}):\n        print("reached pyodide_js")',
      'import sys\nprint([type(f).__name__ for f in sys.meta_path if "Js" in type(f).__name__] or "none")',
      'import gc\nfor f in gc.get_objects():\n    if "pyodide_js" in (getattr(f, "jsproxies", None) or {}):\n        print("reached pyodide_js")',
      'import gc\nprint([m.__name__ for m in gc.get_objects() if type(m).__name__ == "module" and hasattr(m, "to_js")])',
    ];
    for (const source of routes) {
      const outcome = await one('python', source);
      expect([source, outcome.stdout]).not.toEqual([source, expect.stringMatching(/reached|Js|to_js|ffi/)]);
      expect([source, outcome.stdout]).not.toEqual([source, expect.stringMatching(/\[.+\]/)]);
    }
    expect((await one('python', PLANT)).stdout).toBe('unreached\n');
  }, 120_000);

  it('plant in one job, look in the next, as another learner: Python', async () => {
    await one('python', PLANT);
    expect((await one('python', LOOK, 'clean')).stdout).toBe('clean\n');
    expect((await one('python', LOOK, 'clean')).stdout).toBe('clean\n');
  }, 120_000);

  it('plant in one job, look in the next, as another learner: JavaScript', async () => {
    await one('python', PLANT_FOR_JAVASCRIPT);
    expect((await one('javascript', 'print(typeof JSON, typeof Date)')).stdout).toBe('object function\n');
    await one(
      'javascript',
      'Object.prototype.kalvi_planted = "planted"; globalThis.kalvi = 1; Array.prototype.push = null;',
    );
    expect((await one('javascript', 'print(({}).kalvi_planted, typeof kalvi, typeof [].push)')).stdout).toBe(
      'undefined undefined function\n',
    );
  }, 120_000);

  it('plant in one job, look in the next, as another learner: SQL', async () => {
    await one('python', PLANT_FOR_SQL);
    expect((await one('sql', 'SELECT 1, 2')).stdout).toBe('1|2');
    await one('sql', "SELECT set_config('kalvi.planted', 'planted', false)");
    // PostgreSQL keeps a custom setting's name, empty, after a rollback: its value is what counts.
    const look = "SELECT coalesce(nullif(current_setting('kalvi.planted', true), ''), 'clean')";
    expect((await one('sql', look)).stdout).toBe('clean');
  }, 120_000);

  it("a job's memory is bounded across its tests: 100 MB kept per test ends at the limit", async () => {
    const limit = 128;
    const before = rssMb(judge.workerPids()[0]);
    let peak = before;
    const watch = setInterval(() => {
      peak = Math.max(peak, rssMb(judge.workerPids()[0]));
    }, 10);
    const outcomes = await judge.judge({
      language: 'python',
      source: "import sys\nsys.__dict__.setdefault('k', []).append(b'x' * 100_000_000)",
      tests: Array.from({ length: 5 }, () => ({ input: '', expected: '' })),
      limits: { ...limits, memoryMb: limit },
    });
    clearInterval(watch);
    expect(outcomes.map((o) => o.verdict)).toEqual(['accepted', ...Array(4).fill('memory_limit')]);
    expect(peak - before).toBeLessThan(limit + RSS_HEADROOM_MB);
  }, 120_000);
});
