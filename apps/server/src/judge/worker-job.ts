import { type RawOutcome, rssMb, type Slot, type TestMessage } from './worker-process.ts';

/**
 * One job's conversation with its worker (docs/decisions/171-coding-exercises.md#judge): the
 * worker makes the job's engine ready, then runs each test while the pool watches its time and
 * memory and kills the worker when a test overruns either.
 */

const KILL_GRACE_MS = 250;
const MEMORY_POLL_MS = 20;
/** Polls in a row above the limit before the watch stops a test (a quarter of a second). */
const OVERRUN_POLLS = 12;
/** Above the job's limit: the worker's JavaScript heap and the engines' bookkeeping. */
export const RSS_HEADROOM_MB = 256;
/** Making a job's fresh engine ready: seconds on a busy machine, never a minute. */
const BEGIN_TIMEOUT_MS = 60_000;

/**
 * The worker makes the job's thread or database ready before its memory is measured: the job's
 * resident memory is counted from here to its end, across all its tests
 * (docs/decisions/193-judge-job-boundary.md). Resolves with the realm the job runs in.
 */
export function beginJob(slot: Slot, job: number, language: string): Promise<number | undefined> {
  if (slot.exited) return Promise.reject(new Error('A judge worker stopped'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      slot.pending = null;
      reject(new Error('A judge worker did not start the job in time'));
    }, BEGIN_TIMEOUT_MS);
    slot.pending = (message) => {
      if (message !== null && (message.type !== 'begun' || message.job !== job)) return;
      clearTimeout(timer);
      slot.pending = null;
      if (message === null) reject(new Error('A judge worker stopped'));
      else {
        slot.baselineMb = rssMb(slot.child.pid);
        resolve(message.realm);
      }
    };
    slot.child.send({ type: 'begin', job, language });
  });
}

/** Runs one test of the job; `closed` tells a worker lost to the pool's closing from a crash. */
export function runTest(
  slot: Slot,
  job: number,
  language: string,
  test: TestMessage,
  closed: () => boolean,
): Promise<RawOutcome> {
  if (slot.exited) return Promise.resolve(crashed());
  return new Promise((resolve) => {
    const baseline = slot.baselineMb;
    let started = performance.now();
    let settled = false;
    let timer: NodeJS.Timeout;
    const settle = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      slot.pending = null;
      resolve(outcome);
    };
    const kill = (status: RawOutcome['status'], stderr: string) => {
      slot.child.kill('SIGKILL');
      slot.exited = true;
      settle({
        status,
        stdout: '',
        stderr,
        timeMs: Math.round(performance.now() - started),
        errorLine: null,
      });
    };
    // Until the worker says the test started, only a hung worker is waited out.
    timer = setTimeout(() => kill('fault', 'A judge worker did not start the test'), BEGIN_TIMEOUT_MS);
    // A backstop for memory the WebAssembly budget does not see (the worker's own heap), counted
    // from the job's start: what an earlier test kept counts too.
    // Only an overrun that lasts: a dropped interpreter's memory stays resident until the worker's
    // next collection (Node 24 collects it later than Node 20), which is not the test's.
    let over = 0;
    const watch = setInterval(() => {
      over = rssMb(slot.child.pid) - baseline > test.limits.memoryMb + RSS_HEADROOM_MB ? over + 1 : 0;
      if (over >= OVERRUN_POLLS) kill('memory_limit', `Stopped above ${test.limits.memoryMb} MB\n`);
    }, MEMORY_POLL_MS);
    slot.pending = (message) => {
      if (message === null) settle(closed() ? { status: 'fault', stderr: 'The judge is closed' } : crashed());
      else if (message.job !== job) return;
      else if (message.type === 'started') {
        started = performance.now();
        clearTimeout(timer);
        timer = setTimeout(
          () => kill('time_limit', `Stopped after ${test.limits.timeMs} ms\n`),
          test.limits.timeMs + KILL_GRACE_MS,
        );
      } else if (message.type === 'result' && message.outcome) settle(message.outcome);
    };
    slot.child.send({ type: 'run', job, language, ...test });
  });
}

function crashed(): RawOutcome {
  return {
    status: 'runtime_error',
    stdout: '',
    stderr: 'The program stopped its worker\n',
    timeMs: 0,
    errorLine: null,
  };
}
