import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A bounded pool of judge worker processes (docs/decisions/171-coding-exercises.md#judge). Each
 * worker is a fork of worker/worker.mjs with an empty environment, a temporary working
 * directory, a bounded heap and Node's permission model; one job at a time; killed and replaced
 * when a test overruns its time or memory, or when it has grown too large between jobs.
 */

const WORKER = join(import.meta.dirname, 'worker', 'worker.mjs');
/** The packages the worker reads, and nothing else of the disk. */
const ENGINE_PACKAGES = [
  'pyodide',
  'quickjs-emscripten-core',
  '@jitl/quickjs-wasmfile-release-sync',
  '@jitl/quickjs-ffi-types',
  '@electric-sql/pglite',
];
/** What a worker may hold between jobs before it is replaced by a fresh one. */
const RECYCLE_RSS_MB = 900;
const KILL_GRACE_MS = 250;
const MEMORY_POLL_MS = 20;
/** Above the test's own limit: the worker's JavaScript heap and the engines' bookkeeping. */
const RSS_HEADROOM_MB = 256;
/** Making a job's fresh engine ready: seconds on a busy machine, never a minute. */
const BEGIN_TIMEOUT_MS = 60_000;

export interface WorkerMessage {
  type: 'result' | 'up' | 'loaded' | 'begun' | 'cache' | 'started';
  job?: number;
  outcome?: RawOutcome;
  python?: Uint8Array;
  sql?: Uint8Array;
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

export interface PoolOptions {
  size: number;
  /** The V8 heap of a worker; WebAssembly memory is watched separately. */
  heapMb?: number;
}

interface Slot {
  child: ChildProcess;
  dir: string;
  up: Promise<void>;
  /** Every engine loaded and a fresh interpreter and database made ahead. */
  loaded: Promise<void>;
  busy: boolean;
  /** Jobs begun: a worker's engine images are cached only from one that has run none. */
  jobs: number;
  exited: boolean;
  pending: ((message: WorkerMessage | null) => void) | null;
}

let nextJob = 1;

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: { resolve: (slot: Slot) => void; reject: (error: Error) => void }[] = [];
  private closed = false;
  /** Engine images (a Python snapshot, an SQL template) the first worker made, so others start in seconds. */
  private readonly cacheDir = mkdtempSync(join(tmpdir(), 'kalvi-judge-cache-'));
  private cached = false;

  constructor(private readonly options: PoolOptions) {
    // The first worker makes the engine images; the others start from them once they exist.
    const first = this.spawn();
    this.slots.push(first);
    this.others = first.loaded.then(
      () => this.grow(),
      () => this.grow(),
    );
  }

  private readonly others: Promise<void>;

  private grow(): void {
    while (!this.closed && this.slots.length < this.options.size) {
      const slot = this.spawn();
      this.slots.push(slot);
      const next = this.waiting.shift();
      if (next) {
        slot.busy = true;
        next.resolve(slot);
      }
    }
  }

  /** Workers alive now, for the bench and the tests: at most the pool's size. */
  pids(): number[] {
    return this.slots.filter((s) => !s.exited && s.child.pid !== undefined).map((s) => s.child.pid as number);
  }

  async ready(): Promise<void> {
    await this.others;
    await Promise.all(this.slots.map((s) => s.loaded));
  }

  /** Runs one job's tests on one worker; `run` yields each test's raw outcome. */
  async lease<T>(
    language: string,
    work: (run: (test: TestMessage) => Promise<RawOutcome>) => Promise<T>,
  ): Promise<T> {
    const slot = await this.acquire();
    const job = nextJob++;
    try {
      slot.jobs += 1;
      await slot.up;
      await this.begin(slot, job, language);
      return await work((test) => this.runTest(slot, job, language, test));
    } finally {
      this.release(slot, job, language);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('The judge is closed'));
    for (const slot of this.slots) this.retire(slot);
    this.slots.length = 0;
    rmSync(this.cacheDir, { recursive: true, force: true });
  }

  private async acquire(): Promise<Slot> {
    if (this.closed) throw new Error('The judge is closed');
    const free = this.slots.find((s) => !s.busy);
    if (free) {
      free.busy = true;
      return free;
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(slot: Slot, job: number, language: string): void {
    if (this.closed) return;
    let current = slot;
    if (slot.exited || rssMb(slot.child.pid) > RECYCLE_RSS_MB) {
      current = this.replace(slot);
    } else {
      slot.child.send({ type: 'end', job, language });
    }
    const next = this.waiting.shift();
    if (next) next.resolve(current);
    else current.busy = false;
  }

  /** The worker makes the job's interpreter or database ready before its memory is measured. */
  private begin(slot: Slot, job: number, language: string): Promise<void> {
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
        else resolve();
      };
      slot.child.send({ type: 'begin', job, language });
    });
  }

  private runTest(slot: Slot, job: number, language: string, test: TestMessage): Promise<RawOutcome> {
    if (slot.exited) return Promise.resolve(crashed());
    return new Promise((resolve) => {
      const baseline = rssMb(slot.child.pid);
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
      // A backstop for memory the WebAssembly budget does not see (the worker's own heap).
      const watch = setInterval(() => {
        if (rssMb(slot.child.pid) - baseline > test.limits.memoryMb + RSS_HEADROOM_MB) {
          kill('memory_limit', `Stopped above ${test.limits.memoryMb} MB\n`);
        }
      }, MEMORY_POLL_MS);
      slot.pending = (message) => {
        if (message === null)
          settle(this.closed ? { status: 'fault', stderr: 'The judge is closed' } : crashed());
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

  private replace(slot: Slot): Slot {
    this.retire(slot);
    const fresh = this.spawn();
    fresh.busy = slot.busy;
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots[index] = fresh;
    return fresh;
  }

  private retire(slot: Slot): void {
    if (!slot.exited) slot.child.kill('SIGKILL');
    slot.exited = true;
    rmSync(slot.dir, { recursive: true, force: true });
  }

  private keep(slot: Slot, message: WorkerMessage): void {
    if (this.cached || slot.jobs > 0 || !message.python || !message.sql) return;
    writeFileSync(join(this.cacheDir, 'python.snapshot'), message.python);
    writeFileSync(join(this.cacheDir, 'sql.template'), message.sql);
    this.cached = true;
  }

  private spawn(): Slot {
    const dir = mkdtempSync(join(tmpdir(), 'kalvi-judge-'));
    const child = fork(WORKER, [this.cacheDir], {
      cwd: dir,
      env: {},
      execArgv: workerFlags(this.options.heapMb ?? 256, this.cacheDir),
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
      busy: false,
      jobs: 0,
      exited: false,
      pending: null,
    };
    child.on('message', (message: WorkerMessage) => {
      if (message.type === 'up') up.resolve();
      else if (message.type === 'cache') this.keep(slot, message);
      else if (message.type === 'loaded') loaded.resolve();
      else slot.pending?.(message);
    });
    child.on('exit', () => {
      slot.exited = true;
      up.reject(new Error('A judge worker stopped while starting'));
      loaded.reject(new Error('A judge worker stopped while starting'));
      slot.pending?.(null);
      if (!this.closed && !slot.busy && this.slots.includes(slot)) this.replace(slot);
    });
    child.on('error', () => {});
    return slot;
  }
}

export interface TestMessage {
  source: string;
  input: string;
  limits: { timeMs: number; memoryMb: number; outputKb: number };
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

function crashed(): RawOutcome {
  return {
    status: 'runtime_error',
    stdout: '',
    stderr: 'The program stopped its worker\n',
    timeMs: 0,
    errorLine: null,
  };
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
function workerFlags(heapMb: number, cacheDir: string): string[] {
  const reads = [dirname(WORKER), cacheDir, ...ENGINE_PACKAGES.map(packageRoot)];
  const major = Number(process.versions.node.split('.')[0]);
  const permission = [
    major >= 22 ? '--permission' : '--experimental-permission',
    ...reads.map((path) => `--allow-fs-read=${path}`),
  ];
  return [
    ...permission,
    `--max-old-space-size=${heapMb}`,
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
