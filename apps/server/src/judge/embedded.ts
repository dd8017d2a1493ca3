import { EMBEDDED_LANGUAGES, formatSqlRows, outputsMatch, type Verdict } from '@kalvi/shared';
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
 * The embedded judge: Python (Pyodide), JavaScript (QuickJS) and SQL (PGlite), all WebAssembly,
 * in a bounded pool of worker processes (docs/decisions/171-coding-exercises.md#judge).
 */

export const EMBEDDED_LANGUAGE_LIST: JudgeLanguage[] = [
  { id: 'python', name: 'Python 3', editor: 'python' },
  { id: 'javascript', name: 'JavaScript', editor: 'javascript' },
  { id: 'sql', name: 'SQL', editor: 'sql' },
];

export interface EmbeddedJudgeOptions {
  /** Worker processes: each runs one job at a time (JUDGE_WORKERS). */
  workers: number;
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
  const pool = () => {
    if (closed) throw new Error('The judge is closed');
    started ??= new WorkerPool({ size: Math.max(1, options.workers) });
    return started;
  };
  return {
    kind: 'embedded',
    languages: async () => EMBEDDED_LANGUAGE_LIST,
    ready: () => pool().ready(),
    workerPids: () => started?.pids() ?? [],
    close: async () => {
      closed = true;
      await started?.close();
    },
    async judge(request: JudgeRequest): Promise<TestOutcome[]> {
      const { language, source, tests, limits } = request;
      if (!(EMBEDDED_LANGUAGES as readonly string[]).includes(language)) throw new UnknownLanguage(language);
      return pool().lease(language, async (run) => {
        const outcomes: TestOutcome[] = [];
        for (const test of tests) {
          const raw = await run({ source, input: test.input, limits });
          if (raw.status === 'fault') throw new Error(`The judge failed: ${raw.stderr ?? ''}`);
          outcomes.push(toOutcome(language, raw, test.expected, limits.outputKb * 1024));
        }
        return outcomes;
      });
    },
  };
}

function toOutcome(language: string, raw: RawOutcome, expected: string, capBytes: number): TestOutcome {
  let stdout = raw.stdout ?? '';
  let status = raw.status;
  if (language === 'sql' && raw.rows) {
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
