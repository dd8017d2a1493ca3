import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ENGINES } from './engines.ts';

/**
 * One judge worker process (docs/decisions/171-coding-exercises.md#judge): a fork of
 * worker/worker.mjs with an empty environment, a temporary working directory, a bounded heap
 * and Node's permission model, and the messages it exchanges with the pool (pool.ts).
 */

const WORKER = join(import.meta.dirname, 'worker', 'worker.mjs');

export interface WorkerMessage {
  type: 'result' | 'up' | 'loaded' | 'begun' | 'cache' | 'started';
  job?: number;
  /** With `begun`: the thread a job runs in, never one an earlier job used (SQL: the worker's own). */
  realm?: number;
  outcome?: RawOutcome;
  /** With `cache`: each engine's image (null for an engine that makes none). */
  images?: Record<string, Uint8Array | null>;
}

export interface RawOutcome {
  status: 'ok' | 'compile_error' | 'runtime_error' | 'time_limit' | 'memory_limit' | 'output_limit' | 'fault';
  stdout?: string;
  stderr?: string;
  timeMs?: number;
  errorLine?: number | null;
  rows?: unknown[][];
  truncated?: boolean;
}

export interface TestMessage {
  source: string;
  input: string;
  limits: { timeMs: number; memoryMb: number; outputKb: number };
}

export interface Slot {
  child: ChildProcess;
  dir: string;
  up: Promise<void>;
  /** Every engine loaded and a fresh interpreter and database made ahead. */
  loaded: Promise<void>;
  /** `loaded` has resolved: the pool gives a job to such a worker first. */
  ready: boolean;
  busy: boolean;
  /** Jobs begun: a worker's engine images are cached only from one that has run none. */
  jobs: number;
  exited: boolean;
  /** The worker's resident memory when the current job began (docs/decisions/193-judge-job-boundary.md). */
  baselineMb: number;
  pending: ((message: WorkerMessage | null) => void) | null;
}

/** What the pool hears of a worker besides the job's own messages. */
export interface WorkerEvents {
  /** The worker's engine images, offered once its engines are loaded. */
  cache(slot: Slot, message: WorkerMessage): void;
  /** The process ended, whatever the cause. */
  exit(slot: Slot): void;
}

/**
 * Forks a worker in a fresh temporary directory, reading the engine images in `cacheDir`, that
 * loads the engines named (engines.ts) and may read their packages and nothing else of the disk.
 */
export function spawnWorker(
  cacheDir: string,
  heapMb: number,
  engines: readonly string[],
  events: WorkerEvents,
): Slot {
  const dir = mkdtempSync(join(tmpdir(), 'kalvi-judge-'));
  const packages = ENGINES.filter((engine) => engines.includes(engine.id)).flatMap(
    (engine) => engine.packages,
  );
  const child = fork(WORKER, [cacheDir, engines.join(',')], {
    cwd: dir,
    env: {},
    execArgv: workerFlags(heapMb, cacheDir, packages),
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  const up = signal();
  const loaded = signal();
  const slot: Slot = {
    child,
    dir,
    up: up.promise,
    loaded: loaded.promise,
    ready: false,
    busy: false,
    jobs: 0,
    exited: false,
    baselineMb: 0,
    pending: null,
  };
  child.on('message', (message: WorkerMessage) => {
    if (message.type === 'up') up.resolve();
    else if (message.type === 'cache') events.cache(slot, message);
    else if (message.type === 'loaded') {
      slot.ready = true;
      loaded.resolve();
    } else slot.pending?.(message);
  });
  child.on('exit', () => {
    slot.exited = true;
    up.reject(new Error('A judge worker stopped while starting'));
    loaded.reject(new Error('A judge worker stopped while starting'));
    slot.pending?.(null);
    events.exit(slot);
  });
  child.on('error', () => {});
  return slot;
}

function signal() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** Resident memory of a process in MB, from /proc (Linux); 0 elsewhere, where the watch is off. */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Node's permission model (its flag's name depends on the version) and the heap bound. */
function workerFlags(heapMb: number, cacheDir: string, packages: readonly string[]): string[] {
  const reads = [dirname(WORKER), cacheDir, ...packages.map(packageRoot)];
  const major = Number(process.versions.node.split('.')[0]);
  const permission = [
    major >= 22 ? '--permission' : '--experimental-permission',
    ...reads.map((path) => `--allow-fs-read=${path}`),
    // Each Python or JavaScript job runs in a thread of its own (docs/decisions/193-judge-job-boundary.md).
    '--allow-worker',
  ];
  return [
    ...permission,
    `--max-old-space-size=${heapMb}`,
    // The worker collects after each job, so a dropped interpreter's WebAssembly memory is given
    // back before the next test's resident size is watched (Node 24 keeps it until a later GC).
    '--expose-gc',
    '--disallow-code-generation-from-strings',
    '--no-warnings',
  ];
}

/** Where Node finds a package from here: the nearest node_modules that holds it. */
function packageRoot(name: string): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`Cannot find the package ${name}`);
  }
}
