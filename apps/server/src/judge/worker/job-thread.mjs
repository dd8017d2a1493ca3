import { parentPort, workerData } from 'node:worker_threads';
import './open-flags.mjs';
import { engineFor } from './engines/registry.mjs';
import { jobBudget, watchRefusal } from './memory.mjs';

/**
 * One job's thread: its own V8 isolate, so its own JavaScript realm, with one engine of the
 * registry loaded in it (Pyodide from the snapshot, or QuickJS). It runs the tests of a single
 * job and is then terminated, so nothing a program reaches of JavaScript outlives its job
 * (docs/decisions/193-judge-job-boundary.md). An engine file imports its packages only in its
 * load() or makeImage(), so after the lines below that take the thread's exits away.
 *
 * workerData: { language, compiled: WebAssembly.Module, image?: Uint8Array } or
 * { language, makeImage: true } for the thread that only makes the engine's image.
 * Messages in: { type: 'run', source, input, limits } per test.
 * Messages out: { type: 'ready' } | { type: 'image', image } | { type: 'result', outcome }.
 */

const { language, image, makeImage, compiled } = workerData;
const engine = engineFor(language);

// What a program that broke out of its engine would look for first: nothing to fetch with, no
// channel to another thread of the worker, and no thread of its own: on Node 20 a thread started
// with other execArgv leaves the permission model (docs/decisions/193-judge-job-boundary.md).
for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest', 'BroadcastChannel']) {
  delete globalThis[name];
}
const threads = process.getBuiltinModule('node:worker_threads');
threads.Worker = function Refused() {
  throw new Error('threads are not available in the judge');
};
process.getBuiltinModule('node:module').syncBuiltinESMExports();

async function load() {
  if (makeImage) {
    parentPort.postMessage({ type: 'image', image: await engine.makeImage() });
    return null;
  }
  await engine.load({ image, compiled });
  const state = await engine.fresh();
  return (test) => engine.run(state, test);
}

const runTest = await load();
if (runTest) {
  parentPort.on('message', async ({ source, input, limits }) => {
    // One budget for the whole job: memory an earlier test kept counts against the later ones.
    jobBudget(limits.memoryMb);
    const outcome = await watchRefusal(() => runTest({ source, input, limits })).catch((error) => ({
      status: 'fault',
      stderr: String(error?.stack ?? error),
    }));
    parentPort.postMessage({ type: 'result', outcome });
  });
  parentPort.postMessage({ type: 'ready' });
}
