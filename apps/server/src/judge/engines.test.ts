import { JUDGE_LANGUAGES } from '@kalvi/shared';
import { describe, expect, it } from 'vitest';
import { ENGINES } from './engines.ts';

/** The contract every engine file keeps (worker/engines/registry.mjs, docs/decisions/201-judge-language-registry.md). */
interface Engine {
  id: string;
  packages: string[];
  thread: boolean;
  spareBeside: boolean;
  stopsItself: boolean;
  wasm?: () => URL;
  makeImage?: () => Promise<Uint8Array>;
  load: (...args: unknown[]) => Promise<void>;
  fresh: () => Promise<unknown>;
  run: (...args: unknown[]) => unknown;
  reusable?: (state: unknown) => boolean;
  close?: (state: unknown) => unknown;
}

describe('the registry of embedded engines', () => {
  it('has one engine per row of the shared table, and a row per engine', () => {
    const ids = (list: readonly { id: string }[]) => list.map((l) => l.id).sort();
    expect(ids(ENGINES)).toEqual(ids(JUDGE_LANGUAGES));
  });

  it('gives every engine the same shape: a thread engine its WebAssembly, a worker engine its reuse', () => {
    for (const engine of ENGINES as unknown as Engine[]) {
      expect(engine.packages.length, engine.id).toBeGreaterThan(0);
      for (const fn of [engine.load, engine.fresh, engine.run]) expect(typeof fn, engine.id).toBe('function');
      for (const flag of [engine.thread, engine.spareBeside, engine.stopsItself]) {
        expect(typeof flag, engine.id).toBe('boolean');
      }
      if (engine.thread) {
        // Called in the worker, where import.meta.resolve finds the package (not under Vitest).
        expect(typeof engine.wasm, engine.id).toBe('function');
      } else {
        expect([typeof engine.reusable, typeof engine.close, engine.spareBeside], engine.id).toEqual([
          'function',
          'function',
          false,
        ]);
      }
    }
  });

  it('keeps Python and JavaScript, whose programs could reach JavaScript, in a thread per job', () => {
    // docs/decisions/193-judge-job-boundary.md: only SQL, which runs no JavaScript, stays in the worker.
    expect(ENGINES.filter((engine) => !engine.thread).map((engine) => engine.id)).toEqual(['sql']);
  });
});
