import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/**
 * The worker's side of a job's thread (job-thread.mjs): started ahead of its job with the engine
 * loaded, given the job's tests one by one, terminated when the job ends
 * (docs/decisions/193-judge-job-boundary.md).
 */

const ENTRY = new URL('./job-thread.mjs', import.meta.url);
/** A thread's JavaScript heap: Pyodide's and QuickJS's glue and the captured output. */
const THREAD_HEAP_MB = 256;

function startThread(workerData) {
  return new Worker(ENTRY, {
    workerData,
    env: {},
    argv: [],
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
}

/** Makes an engine's image (makeImage) in a thread of its own, which then ends. */
export function makeImageInThread(engine) {
  const thread = startThread({ language: engine.id, makeImage: true });
  return new Promise((resolve, reject) => {
    thread.once('message', (message) => {
      resolve(message.image);
      thread.terminate();
    });
    thread.once('error', reject);
    thread.once('exit', () => reject(new Error('The image thread stopped')));
  });
}

/** The engines' WebAssembly, compiled once per worker; a module sent to a thread shares its code. */
const compiled = {};

/** A job's thread, resolved once its engine is loaded and it waits for the first test. */
export async function prepareThread(engine, image) {
  compiled[engine.id] ??= WebAssembly.compile(readFileSync(engine.wasm()));
  const thread = startThread({ language: engine.id, image, compiled: await compiled[engine.id] });
  let ended = null;
  let failure = null;
  let current = null;
  thread.on('error', (error) => {
    failure = error;
  });
  thread.on('exit', () => {
    ended = failure ?? new Error('The job thread stopped');
    current?.(null);
  });
  thread.on('message', (message) => current?.(message));
  const ready = new Promise((resolve, reject) => {
    current = (message) => {
      current = null;
      if (message?.type === 'ready') resolve();
      else reject(ended ?? new Error('The job thread did not start'));
    };
  });
  return ready.then(() => ({
    /** One test; a thread that dies during it answers for its death, never hangs. */
    run(test) {
      if (ended) return Promise.resolve(stopped(ended));
      return new Promise((resolve) => {
        current = (message) => {
          current = null;
          resolve(message === null ? stopped(ended) : message.outcome);
        };
        thread.postMessage(test);
      });
    },
    end: () => thread.terminate(),
    /** Node numbers threads once per process and never again: a new number is a new realm. */
    realm: thread.threadId,
  }));
}

function stopped(error) {
  const memory = error?.code === 'ERR_WORKER_OUT_OF_MEMORY';
  return {
    status: memory ? 'memory_limit' : 'runtime_error',
    stdout: '',
    stderr: memory ? 'The program used up its memory\n' : 'The program stopped its job\n',
    timeMs: 0,
    errorLine: null,
  };
}
