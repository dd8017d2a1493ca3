import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadJavaScript, runJavaScript } from './javascript.mjs';
import { withMemoryBudget } from './memory.mjs';
import { freshPython, loadPython, runPython } from './python.mjs';
import { freshSql, loadSql, runSql } from './sql.mjs';

/**
 * A judge worker: a child process of the server, started with an empty environment, bounded
 * memory and Node's permission model. It loads the engines once and then runs tests one at a
 * time, as the server sends them (docs/decisions/171-coding-exercises.md#judge).
 *
 * Messages in: { type: 'begin', job, language }, then { type: 'run', job, language, source, input,
 * limits } per test, then { type: 'end', job, language }.
 * Messages out: { type: 'up' } once JavaScript is ready, { type: 'cache', python, sql } when it made them, { type: 'loaded' } once every engine is, { type: 'begun', job }, { type: 'result', job, outcome }.
 */

const send = process.send.bind(process);
const onMessage = (listener) => process.on('message', listener);

/** The pool's cache directory (argv): a Python snapshot and an SQL template an earlier worker made. */
const cacheDir = process.argv[2];
const cached = (name) => {
  try {
    return readFileSync(join(cacheDir, name));
  } catch {
    return null;
  }
};

const loading = {
  javascript: loadJavaScript(),
  python: loadPython(cached('python.snapshot')),
  sql: loadSql(cached('sql.template')),
};

/** Per job, the fresh interpreter or database it runs in; dropped at the job's end. */
const jobs = new Map();
/** Made ahead of the next job, so a job does not wait for it. */
const spare = { python: null, sql: null };

function prepare(language) {
  if (language === 'python') spare.python ??= loading.python.then(freshPython);
  if (language === 'sql') spare.sql ??= loading.sql.then(freshSql);
}

async function stateFor(job, language) {
  if (jobs.has(job)) return jobs.get(job);
  let state = null;
  if (language === 'python' || language === 'sql') {
    prepare(language);
    state = spare[language];
    spare[language] = null;
  }
  jobs.set(job, state);
  return state;
}

async function run({ job, language, source, input, limits }) {
  await loading[language];
  const state = await stateFor(job, language);
  // The server starts the test's clock when this reaches it, not while the worker is busy before.
  await new Promise((resolve) => process.send({ type: 'started', job }, resolve));
  const { result, refused } = await withMemoryBudget(limits.memoryMb, () => {
    if (language === 'javascript') return runJavaScript(source, input, limits);
    if (language === 'python') return runPython(state, source, input, limits);
    return runSql(state, source, input, limits);
  });
  const failed = result.status !== 'ok' && result.status !== 'output_limit';
  return refused && failed ? { ...result, status: 'memory_limit' } : result;
}

/**
 * Python's interpreter serves one job only. The SQL database serves the next job too when no
 * test spoiled it (it is compared after every test), since starting one takes seconds.
 */
async function end(job, language) {
  const state = await jobs.get(job);
  jobs.delete(job);
  if (language === 'sql' && state && !state.spoiled && !spare.sql) {
    spare.sql = Promise.resolve(state);
    return;
  }
  if (state && typeof state.close === 'function') await state.close().catch(() => {});
}

let queue = Promise.resolve();
onMessage((message) => {
  queue = queue.then(async () => {
    if (message.type === 'begin') {
      await loading[message.language];
      await stateFor(message.job, message.language);
      send({ type: 'begun', job: message.job });
    } else if (message.type === 'run') {
      const outcome = await run(message).catch((error) => ({
        status: 'fault',
        stderr: String(error?.stack ?? error),
      }));
      send({ type: 'result', job: message.job, outcome });
    } else if (message.type === 'end') {
      await end(message.job, message.language);
      globalThis.gc?.();
      prepare(message.language);
    }
  });
});

// What a program that breaks out of its engine would look for first.
for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest']) delete globalThis[name];

await loading.javascript;
send({ type: 'up' });
const [pythonSnapshot, sqlTemplate] = await Promise.all([loading.python, loading.sql]);
if (pythonSnapshot && sqlTemplate) send({ type: 'cache', python: pythonSnapshot, sql: sqlTemplate });
prepare('python');
prepare('sql');
await Promise.all([spare.python, spare.sql]);
send({ type: 'loaded' });
