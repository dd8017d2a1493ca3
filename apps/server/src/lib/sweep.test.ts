import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SweepHost, startSweep } from './sweep.ts';

/** A run the test finishes when it chooses. */
function deferred() {
  let finish: (err?: Error) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    finish = (err) => (err ? reject(err) : resolve());
  });
  return { done, finish };
}

/** A sweep's runs, each held open until the test finishes it. */
function heldRuns() {
  const runs: ReturnType<typeof deferred>[] = [];
  const run = () => {
    const held = deferred();
    runs.push(held);
    return held.done;
  };
  return { runs, run };
}

/** The parts of the app a sweep uses, recorded: the leader's gate, the log, the close hooks. */
function fakeHost(leading = true) {
  const gated: string[] = [];
  const errors: { sweep?: string; err?: unknown }[] = [];
  const warnings: string[] = [];
  const onClose: (() => Promise<void>)[] = [];
  const host = {
    leader: {
      runIfLeader: async (job: string, work: () => Promise<unknown>) => {
        gated.push(job);
        if (leading) await work();
      },
    },
    log: {
      error: (obj: { sweep?: string; err?: unknown }) => errors.push(obj),
      warn: (_obj: object, msg: string) => warnings.push(msg),
    },
    addHook: (_name: 'onClose', hook: () => Promise<void>) => onClose.push(hook),
  };
  const close = async () => {
    for (const hook of onClose) await hook();
  };
  return { host: host as unknown as SweepHost, gated, errors, warnings, close };
}

describe('startSweep (docs/decisions/202-one-job-queue.md)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every period through the scheduler leader, by its name', async () => {
    const { host, gated, close } = fakeHost();
    let runs = 0;
    const sweep = startSweep(host, { name: 'tidy', everyMs: 1000, run: async () => runs++ });
    vi.advanceTimersByTime(999);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(1);
    await sweep.settled();
    expect(runs).toBe(1);
    vi.advanceTimersByTime(1000);
    await sweep.settled();
    expect({ runs, gated }).toEqual({ runs: 2, gated: ['tidy', 'tidy'] });
    await close();
  });

  it('runs nothing on an instance that does not lead, unless the sweep is for every instance', async () => {
    const { host, gated, close } = fakeHost(false);
    const ran: string[] = [];
    const gatedSweep = startSweep(host, { name: 'once', everyMs: 1000, run: async () => ran.push('once') });
    const everywhere = startSweep(host, {
      name: 'local',
      everyMs: 1000,
      everyInstance: true,
      run: async () => ran.push('local'),
    });
    vi.advanceTimersByTime(1000);
    await Promise.all([gatedSweep.settled(), everywhere.settled()]);
    expect({ ran, gated }).toEqual({ ran: ['local'], gated: ['once'] });
    await close();
  });

  it('never overlaps two runs of the same sweep: ticks while one runs are skipped', async () => {
    const { host, warnings, close } = fakeHost();
    const { runs, run } = heldRuns();
    const sweep = startSweep(host, { name: 'slow', everyMs: 1000, run });
    vi.advanceTimersByTime(1000);
    expect(runs).toHaveLength(1);
    // Three more ticks while the first run is still going: none starts a second run.
    vi.advanceTimersByTime(3000);
    expect(runs).toHaveLength(1);
    expect(warnings).toEqual(Array(3).fill('sweep still running; this tick is skipped'));
    runs[0]?.finish();
    await sweep.settled();
    vi.advanceTimersByTime(1000);
    expect(runs).toHaveLength(2);
    runs[1]?.finish();
    await close();
  });

  it('logs a failing run instead of throwing, and tries again at the next tick', async () => {
    const { host, errors, close } = fakeHost();
    let calls = 0;
    const sweep = startSweep(host, {
      name: 'flaky',
      everyMs: 1000,
      everyInstance: true,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
    });
    vi.advanceTimersByTime(1000);
    await sweep.settled();
    expect(errors).toEqual([{ sweep: 'flaky', err: new Error('database away') }]);
    vi.advanceTimersByTime(1000);
    await sweep.settled();
    expect({ calls, errors: errors.length }).toEqual({ calls: 2, errors: 1 });
    await close();
  });

  it('stops when the app closes, after the run in hand has finished', async () => {
    const { host, close } = fakeHost();
    const { runs, run } = heldRuns();
    startSweep(host, { name: 'closing', everyMs: 1000, run });
    vi.advanceTimersByTime(1000);
    let closed = false;
    const closing = close().then(() => {
      closed = true;
    });
    // The close waits for the run in hand: every promise that can settle has (setImmediate is not
    // faked, and runs after them), yet the close has not.
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    runs[0]?.finish();
    await closing;
    expect(closed).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(runs).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds a share of the jitter, drawn once, to the period', async () => {
    const { host, close } = fakeHost();
    let runs = 0;
    const sweep = startSweep(
      host,
      { name: 'spread', everyMs: 1000, jitterMs: 200, run: async () => runs++ },
      () => 0.5,
    );
    expect(sweep.periodMs).toBe(1100);
    vi.advanceTimersByTime(1099);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(1);
    await sweep.settled();
    vi.advanceTimersByTime(1100);
    await sweep.settled();
    expect(runs).toBe(2);
    await close();
  });
});
