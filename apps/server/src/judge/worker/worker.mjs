import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import './open-flags.mjs';
import { ENGINES as ALL_ENGINES } from './engines/registry.mjs';
import { endJobBudget, jobBudget, watchRefusal } from './memory.mjs';
import { makeImageInThread, prepareThread } from './threads.mjs';

/**
 * A judge worker: a child process of the server, started with an empty environment, bounded
 * memory and Node's permission model (docs/decisions/171-coding-exercises.md#judge). It runs the
 * engines of the registry (docs/decisions/201-judge-language-registry.md): a thread engine's
 * jobs (Python, JavaScript) each in a thread of its own, made ahead and terminated at the job's
 * end; the others' (SQL) here, in a state reused while no test spoiled it
 * (docs/decisions/193-judge-job-boundary.md).
 *
 * Messages in: { type: 'begin', job, language }, then { type: 'run', job, language, source, input,
 * limits } per test, then { type: 'end', job, language }.
 * Messages out: { type: 'up' } once it listens, { type: 'cache', images } when it made the
 * engines' images, { type: 'loaded' } once every engine is, { type: 'begun', job, realm },
 * { type: 'started', job }, { type: 'result', job, outcome }.
 */

const send = process.send.bind(process);

/** The pool's cache directory (argv): the engines' images an earlier worker made. */
const cacheDir = process.argv[2];
/** The engines this worker loads (argv, by id): those of the languages its pool judges. */
const ENGINES = ALL_ENGINES.filter((engine) => process.argv[3]?.split(',').includes(engine.id));
const engineFor = (language) => ENGINES.find((engine) => engine.id === language);
const cached = (engine) => {
  try {
    return readFileSync(join(cacheDir, `${engine.id}.image`));
  } catch {
    return null;
  }
};

/** Per engine: its image, from the cache or made here (in a thread for a thread engine). */
const fromCache = new Set();
const images = Object.fromEntries(
  ENGINES.map((engine) => {
    const hit = engine.makeImage ? cached(engine) : null;
    if (hit) fromCache.add(engine.id);
    const make = engine.thread ? () => makeImageInThread(engine) : () => engine.makeImage();
    return [engine.id, hit || !engine.makeImage ? Promise.resolve(hit) : make()];
  }),
);
/** Per engine, ready to give a job its state: a thread engine loads in each job's thread instead. */
const loading = Object.fromEntries(
  ENGINES.map((engine) => [
    engine.id,
    images[engine.id].then(async (image) => {
      if (!engine.thread) await engine.load({ image });
      return image;
    }),
  ]),
);

/** Per job, its thread or state; dropped at the job's end. */
const jobs = new Map();
/** Per engine, made ahead of the next job, so a job does not wait for it. */
const spare = {};

function prepare(language) {
  const engine = engineFor(language);
  spare[language] ??= loading[language].then((image) =>
    engine.thread ? prepareThread(engine, image) : engine.fresh(),
  );
  // Not awaited here: a failed spare fails the job that takes it.
  spare[language].catch(() => {});
}

async function stateFor(job, language) {
  if (jobs.has(job)) return jobs.get(job);
  prepare(language);
  const state = spare[language];
  spare[language] = null;
  jobs.set(job, state);
  if (engineFor(language).spareBeside) prepare(language);
  return state;
}

async function run({ job, language, source, input, limits }) {
  const engine = engineFor(language);
  const state = await stateFor(job, language);
  // The server starts the test's clock when this reaches it, not while the worker is busy before.
  await new Promise((resolve) => send({ type: 'started', job }, resolve));
  if (engine.thread) return state.run({ source, input, limits });
  jobBudget(limits.memoryMb);
  return watchRefusal(() => engine.run(state, { source, input, limits }));
}

/** A job's thread ends with its job; a worker engine's state serves the next job while clean. */
async function end(job, language) {
  const engine = engineFor(language);
  const state = await jobs.get(job)?.catch(() => null);
  jobs.delete(job);
  if (engine.thread) {
    await state?.end();
    return;
  }
  endJobBudget();
  if (state && engine.reusable(state) && !spare[language]) {
    spare[language] = Promise.resolve(state);
    return;
  }
  if (state) await Promise.resolve(engine.close(state)).catch(() => {});
}

let queue = Promise.resolve();
process.on('message', (message) => {
  queue = queue.then(async () => {
    if (message.type === 'begin') {
      const state = await stateFor(message.job, message.language).catch(() => null);
      // The realm a job's program runs in: a thread never used before, or this worker's own.
      const realm = engineFor(message.language).thread ? state?.realm : threadId;
      send({ type: 'begun', job: message.job, realm });
    } else if (message.type === 'run') {
      const outcome = await run(message).catch((error) => ({
        status: 'fault',
        stderr: String(error?.stack ?? error),
      }));
      send({ type: 'result', job: message.job, outcome });
    } else if (message.type === 'end') {
      await end(message.job, message.language);
      globalThis.gc?.();
      // The next job begins once the spare is made, so none is made during a job but QuickJS's,
      // and a job's resident memory is its own (docs/decisions/193-judge-job-boundary.md).
      prepare(message.language);
      await spare[message.language]?.catch(() => {});
    }
  });
});

for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest']) delete globalThis[name];

send({ type: 'up' });
const made = await Promise.all(ENGINES.map((engine) => loading[engine.id]));
if (fromCache.size === 0 && made.some(Boolean)) {
  send({ type: 'cache', images: Object.fromEntries(ENGINES.map((engine, i) => [engine.id, made[i]])) });
}
for (const engine of ENGINES) prepare(engine.id);
await Promise.all(ENGINES.map((engine) => spare[engine.id]));
send({ type: 'loaded' });
