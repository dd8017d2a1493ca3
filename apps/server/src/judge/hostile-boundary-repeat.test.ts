import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOK, PLANT } from '../test/judge-plants.ts';
import { WorkerPool } from './pool.ts';

/**
 * A learner's job never runs where another learner's job ran: 100 times in a row, learner A
 * plants and learner B looks, on one worker, and every job gets a realm no earlier job had
 * (docs/decisions/193-judge-job-boundary.md). Most rounds are JavaScript, which starts a thread
 * in a tenth of the time Python does; every tenth round is Python, whose plant reaches the
 * realm it runs in when a route to JavaScript is open.
 */

const limits = { timeMs: 5000, memoryMb: 64, outputKb: 16 };
const ROUNDS = 100;

const JS_PLANT =
  'Object.defineProperty(Object.prototype, "kalvi_planted", { value: "planted-by-an-earlier-learner" }); globalThis.kalvi = 1;';
const JS_LOOK = 'print(({}).kalvi_planted ?? "clean", typeof kalvi)';

describe('100 rounds of plant and look across two learners', () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = new WorkerPool({ size: 1 });
    await pool.ready();
  }, 120_000);
  afterAll(() => pool.close());

  const job = (language: string, source: string) =>
    pool.lease(language, async (run, where) => ({
      ...where,
      outcome: await run({ source, input: '', limits }),
    }));

  it('no look finds a plant, and no two jobs share a realm', async () => {
    const realms = new Set<number>();
    const pids = new Set<number | undefined>();
    const looks: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const python = round % 10 === 9;
      const planted = await job(python ? 'python' : 'javascript', python ? PLANT : JS_PLANT);
      const looked = await job(python ? 'python' : 'javascript', python ? LOOK : JS_LOOK);
      for (const { realm, pid } of [planted, looked]) {
        expect(realm).toBeTypeOf('number');
        realms.add(realm as number);
        pids.add(pid);
      }
      looks.push(looked.outcome.stdout ?? '');
    }
    expect(looks.filter((look) => !/^clean( undefined)?\n$/.test(look))).toEqual([]);
    // One worker served every job, each in a thread of its own.
    expect(pids.size).toBe(1);
    expect(realms.size).toBe(2 * ROUNDS);
  }, 600_000);
});
