import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES } from './engines.ts';
import { beginJob, runTest } from './worker-job.ts';
import {
  type RawOutcome,
  rssMb,
  type Slot,
  spawnWorker,
  type TestMessage,
  type WorkerMessage,
} from './worker-process.ts';

/**
 * A bounded pool of judge worker processes (docs/decisions/171-coding-exercises.md#judge). Each
 * worker (worker-process.ts) runs one job at a time (worker-job.ts); it is killed and replaced
 * when a test overruns its time or memory, or when it has grown too large between jobs.
 */

/** What a worker may hold between jobs before it is replaced by a fresh one. */
const RECYCLE_RSS_MB = 900;

export interface PoolOptions {
  size: number;
  /** The V8 heap of a worker; WebAssembly memory is watched separately. */
  heapMb?: number;
  /** The engines each worker loads (engines.ts); all of them by default. */
  engines?: readonly string[];
}

let nextJob = 1;

/** Where a job runs: its worker process, and the thread in it (docs/decisions/193-judge-job-boundary.md). */
export interface LeasedJob {
  pid: number | undefined;
  realm: number | undefined;
}

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
    work: (run: (test: TestMessage) => Promise<RawOutcome>, job: LeasedJob) => Promise<T>,
  ): Promise<T> {
    const slot = await this.acquire();
    const job = nextJob++;
    try {
      slot.jobs += 1;
      // Every engine of a fresh worker loaded first: the job's memory is counted from its start,
      // and an engine still loading beside it is not the job's (docs/decisions/193-judge-job-boundary.md).
      await slot.loaded;
      const realm = await beginJob(slot, job, language);
      const leased = { pid: slot.child.pid, realm };
      return await work((test) => runTest(slot, job, language, test, () => this.closed), leased);
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
    // A worker still loading (one just replaced) makes its job wait for every engine.
    const free = this.slots.find((s) => !s.busy && s.ready) ?? this.slots.find((s) => !s.busy);
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

  /** Kept only from a worker that has run no job: an image is made before any learner's code. */
  private keep(slot: Slot, message: WorkerMessage): void {
    if (this.cached || slot.jobs > 0 || !message.images) return;
    for (const [engine, image] of Object.entries(message.images)) {
      // The name the worker reads it back under (worker/worker.mjs).
      if (image) writeFileSync(join(this.cacheDir, `${engine}.image`), image);
    }
    this.cached = true;
  }

  private spawn(): Slot {
    const engines = this.options.engines ?? ENGINES.map((engine) => engine.id);
    return spawnWorker(this.cacheDir, this.options.heapMb ?? 256, engines, {
      cache: (slot, message) => this.keep(slot, message),
      exit: (slot) => {
        if (!this.closed && !slot.busy && this.slots.includes(slot)) this.replace(slot);
      },
    });
  }
}
