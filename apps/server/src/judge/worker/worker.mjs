import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import './open-flags.mjs';
import { endJobBudget, jobBudget, watchRefusal } from './memory.mjs';
import { freshSql, loadSql, runSql } from './sql.mjs';
import { makePythonSnapshot, prepareThread } from './threads.mjs';

/**
 * A judge worker: a child process of the server, started with an empty environment, bounded
 * memory and Node's permission model (docs/decisions/171-coding-exercises.md#judge). Python and
 * JavaScript jobs each run in a thread of their own, made ahead and terminated at the job's end;
 * SQL runs here, in a database reused while no test spoiled it
 * (docs/decisions/193-judge-job-boundary.md).
 *
 * Messages in: { type: 'begin', job, language }, then { type: 'run', job, language, source, input,
 * limits } per test, then { type: 'end', job, language }.
 * Messages out: { type: 'up' } once JavaScript is ready, { type: 'cache', python, sql } when it
 * made them, { type: 'loaded' } once every engine is, { type: 'begun', job, realm },
 * { type: 'started', job }, { type: 'result', job, outcome }.
 */

const send = process.send.bind(process);

/** The pool's cache directory (argv): a Python snapshot and an SQL template an earlier worker made. */
const cacheDir = process.argv[2];
const cached = (name) => {
  try {
    return readFileSync(join(cacheDir, name));
  } catch {
    return null;
  }
};

const cachedSnapshot = cached('python.snapshot');
const loading = {
  python: cachedSnapshot ? Promise.resolve(cachedSnapshot) : makePythonSnapshot(),
  sql: loadSql(cached('sql.template')),
};

/** Per job, its thread (Python, JavaScript) or database (SQL); dropped at the job's end. */
const jobs = new Map();
/** Made ahead of the next job, so a job does not wait for it. */
const spare = { python: null, javascript: null, sql: null };

function prepare(language) {
  if (language === 'python') spare.python ??= loading.python.then((s) => prepareThread('python', s));
  if (language === 'javascript') spare.javascript ??= prepareThread('javascript');
  if (language === 'sql') spare.sql ??= loading.sql.then(freshSql);
  // Not awaited here: a failed spare fails the job that takes it.
  spare[language]?.catch(() => {});
}

async function stateFor(job, language) {
  if (jobs.has(job)) return jobs.get(job);
  prepare(language);
  const state = spare[language];
  spare[language] = null;
  jobs.set(job, state);
  // A QuickJS thread is small and quick to start: the next one starts now, beside this job. A
  // Pyodide thread waits for the job's end, so its memory is never counted as the job's.
  if (language === 'javascript') prepare(language);
  return state;
}

async function run({ job, language, source, input, limits }) {
  const state = await stateFor(job, language);
  // The server starts the test's clock when this reaches it, not while the worker is busy before.
  await new Promise((resolve) => send({ type: 'started', job }, resolve));
  if (language !== 'sql') return state.run({ source, input, limits });
  jobBudget(limits.memoryMb);
  return watchRefusal(() => runSql(state, source, input, limits));
}

/**
 * A job's thread ends with its job. The SQL database serves the next job too when no test
 * spoiled it (it is compared after every test), since starting one takes seconds.
 */
async function end(job, language) {
  const state = await jobs.get(job)?.catch(() => null);
  jobs.delete(job);
  if (language !== 'sql') {
    await state?.end();
    return;
  }
  endJobBudget();
  if (state && !state.spoiled && !spare.sql) {
    spare.sql = Promise.resolve(state);
    return;
  }
  await state?.close().catch(() => {});
}

let queue = Promise.resolve();
process.on('message', (message) => {
  queue = queue.then(async () => {
    if (message.type === 'begin') {
      const state = await stateFor(message.job, message.language).catch(() => null);
      // The realm a job's program runs in: a thread never used before, or this worker's for SQL.
      send({ type: 'begun', job: message.job, realm: message.language === 'sql' ? threadId : state?.realm });
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
const [pythonSnapshot, sqlTemplate] = await Promise.all([loading.python, loading.sql]);
if (!cachedSnapshot && sqlTemplate) send({ type: 'cache', python: pythonSnapshot, sql: sqlTemplate });
prepare('python');
prepare('javascript');
prepare('sql');
await Promise.all([spare.python, spare.javascript, spare.sql]);
send({ type: 'loaded' });
