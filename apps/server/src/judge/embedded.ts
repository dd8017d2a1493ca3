import { formatSqlRows, JUDGE_LANGUAGES, outputsMatch, type Verdict } from '@kalvi/shared';
import { hasEngine } from './engines.ts';
import { WorkerPool } from './pool.ts';
import {
  type Judge,
  type JudgeLanguage,
  type JudgeRequest,
  type TestOutcome,
  UnknownLanguage,
} from './types.ts';
import type { RawOutcome } from './worker-process.ts';

/**
 * The embedded judge: the engines of the registry (Python on Pyodide, JavaScript on QuickJS, SQL
 * on PGlite, all WebAssembly) in a bounded pool of worker processes
 * (docs/decisions/171-coding-exercises.md#judge, docs/decisions/201-judge-language-registry.md).
 */

/** The table's languages, each run by the engine of its id. */
export const EMBEDDED_LANGUAGE_LIST: JudgeLanguage[] = JUDGE_LANGUAGES.filter((l) => hasEngine(l.id)).map(
  ({ id, name, editor }) => ({ id, name, editor }),
);

export interface EmbeddedJudgeOptions {
  /** Worker processes: each runs one job at a time (JUDGE_WORKERS). */
  workers: number;
  /** The languages it judges, and the only engines its workers load; all of them by default. */
  languages?: readonly string[];
}

export interface EmbeddedJudge extends Judge {
  /** Resolves when every worker has its engines loaded. */
  ready(): Promise<void>;
  /** The worker processes alive now (at most `workers`). */
  workerPids(): number[];
}

export function createEmbeddedJudge(options: EmbeddedJudgeOptions): EmbeddedJudge {
  // Started on first use, not when the app is built: a worker holds about 650 MB and takes
  // seconds to load its engines, which a server that judges nothing (or a test) never needs.
  let started: WorkerPool | undefined;
  let closed = false;
  const offered = EMBEDDED_LANGUAGE_LIST.filter((l) => options.languages?.includes(l.id) ?? true);
  const pool = () => {
    if (closed) throw new Error('The judge is closed');
    started ??= new WorkerPool({ size: Math.max(1, options.workers), engines: offered.map((l) => l.id) });
    return started;
  };
  return {
    kind: 'embedded',
    languages: async () => offered,
    ready: () => pool().ready(),
    workerPids: () => started?.pids() ?? [],
    close: async () => {
      closed = true;
      await started?.close();
    },
    async judge(request: JudgeRequest): Promise<TestOutcome[]> {
      const { language, source, tests, limits } = request;
      if (!offered.some((l) => l.id === language)) throw new UnknownLanguage(language);
      return pool().lease(language, async (run) => {
        const outcomes: TestOutcome[] = [];
        for (const test of tests) {
          const raw = await run({ source, input: test.input, limits });
          if (raw.status === 'fault') throw new Error(`The judge failed: ${raw.stderr ?? ''}`);
          outcomes.push(toOutcome(raw, test.expected, limits.outputKb * 1024));
        }
        return outcomes;
      });
    },
  };
}

/** An engine that answers rows (SQL) has them printed as psql prints them, within the output limit. */
function toOutcome(raw: RawOutcome, expected: string, capBytes: number): TestOutcome {
  let stdout = raw.stdout ?? '';
  let status = raw.status;
  if (raw.rows) {
    stdout = formatSqlRows(raw.rows);
    if (Buffer.byteLength(stdout) > capBytes) {
      stdout = Buffer.from(stdout).subarray(0, capBytes).toString();
      status = 'output_limit';
    }
  }
  const verdict: Verdict =
    status === 'ok' ? (outputsMatch(stdout, expected) ? 'accepted' : 'wrong_answer') : (status as Verdict);
  return {
    verdict,
    timeMs: raw.timeMs ?? 0,
    stdout,
    stderr: raw.stderr ?? '',
    errorLine: raw.errorLine ?? null,
  };
}
