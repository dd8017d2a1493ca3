import { parentPort, workerData } from 'node:worker_threads';
import { jobBudget, watchRefusal } from './memory.mjs';

/**
 * One job's thread: its own V8 isolate, so its own JavaScript realm, with one engine loaded in
 * it (Pyodide from the snapshot, or QuickJS). It runs the tests of a single job and is then
 * terminated, so nothing a program reaches of JavaScript outlives its job
 * (docs/decisions/193-judge-job-boundary.md).
 *
 * workerData: { language: 'python' | 'javascript', compiled: WebAssembly.Module, snapshot?: Uint8Array } or
 * { language: 'python', makeSnapshot: true } for the thread that only makes the snapshot.
 * Messages in: { type: 'run', source, input, limits } per test.
 * Messages out: { type: 'ready' } | { type: 'snapshot', snapshot } | { type: 'result', outcome }.
 */

const { language, snapshot, makeSnapshot, compiled } = workerData;

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
  if (language === 'python') {
    const python = await import('./python.mjs');
    if (makeSnapshot) {
      parentPort.postMessage({ type: 'snapshot', snapshot: await python.loadPython(null) });
      return null;
    }
    python.useCompiled(compiled);
    await python.loadPython(snapshot);
    const state = await python.freshPython();
    return (source, input, limits) => python.runPython(state, source, input, limits);
  }
  const javascript = await import('./javascript.mjs');
  await javascript.loadJavaScript(compiled);
  return (source, input, limits) => javascript.runJavaScript(source, input, limits);
}

const runTest = await load();
if (runTest) {
  parentPort.on('message', async ({ source, input, limits }) => {
    // One budget for the whole job: memory an earlier test kept counts against the later ones.
    jobBudget(limits.memoryMb);
    const outcome = await watchRefusal(() => runTest(source, input, limits)).catch((error) => ({
      status: 'fault',
      stderr: String(error?.stack ?? error),
    }));
    parentPort.postMessage({ type: 'result', outcome });
  });
  parentPort.postMessage({ type: 'ready' });
}
