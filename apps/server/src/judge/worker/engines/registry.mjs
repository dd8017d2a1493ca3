import { readdirSync } from 'node:fs';

/**
 * The embedded judge's engines: every other file of this folder, one per language, all of one
 * shape; the worker (worker.mjs), a job's thread (job-thread.mjs) and the server
 * (judge/engines.ts) read this list and nothing else (docs/decisions/201-judge-language-registry.md).
 * Each has a row of the same id in packages/shared/src/judge-languages.ts (engines.test.ts). An
 * engine file imports its packages only when it loads, so the server reads this list without
 * loading any engine.
 *
 *   id           the language it runs (its row's id)
 *   packages     what the worker may read of node_modules, under Node's permission model
 *   thread       true: each job runs in a worker_thread of its own, made ahead and terminated at
 *                the job's end, for engines whose programs could reach JavaScript; false: in the
 *                worker's own realm, which no learner code reaches
 *                (docs/decisions/193-judge-job-boundary.md)
 *   spareBeside  (thread) true: the next job's thread starts beside a job; false: once it ends,
 *                so a large engine's memory is never counted as the job's
 *   stopsItself  true: the engine itself stops a program at its time limit; false: the server
 *                kills the worker, which costs a restart (docs/decisions/195-judge-lease-restarts-retention.md)
 *   wasm()       (thread) the WebAssembly the worker compiles once and hands each job's thread
 *   makeImage()  optional: bytes made once, in the engine's realm (a snapshot, a template), that
 *                the pool caches so later workers start from them
 *   load({ image, compiled })  loads the engine in the realm that runs its jobs
 *   fresh()      a job's state: in a thread, for its one job; in the worker, reused while clean
 *   run(state, { source, input, limits })  one test's raw outcome (worker-process.ts, RawOutcome)
 *   reusable(state), close(state)  (worker) whether the state may serve the next job; its end
 */
const here = new URL('./', import.meta.url);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.mjs') && name !== 'registry.mjs')
  .sort();
export const ENGINES = (await Promise.all(files.map((name) => import(new URL(name, here).href)))).map(
  (module) => module.default,
);

export function engineFor(language) {
  return ENGINES.find((engine) => engine.id === language);
}
