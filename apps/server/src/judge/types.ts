import type { EditorMode, ExerciseLimits, Verdict } from '@kalvi/shared';

/**
 * What the rest of the server knows of a judge (docs/decisions/171-coding-exercises.md): it takes
 * a learner's program, its language, tests and limits, and answers one outcome per test. Two
 * implementations: the embedded judge (WebAssembly engines in bounded worker processes, for
 * Python, JavaScript and SQL) and Judge0 over HTTP; with JUDGE0_URL set, a routed judge gives
 * each language to the one that has it (docs/decisions/201-judge-language-registry.md). A
 * learner's code never runs in the API server's own JavaScript context.
 */

export interface JudgeTest {
  /** Standard input (for SQL: the script that builds and fills the tables). */
  input: string;
  expected: string;
}

export interface JudgeRequest {
  language: string;
  source: string;
  tests: JudgeTest[];
  limits: ExerciseLimits;
}

export interface TestOutcome {
  verdict: Verdict;
  /** Wall time the test took in the engine, rounded to milliseconds. */
  timeMs: number;
  /** What the program wrote, cut at the output limit (never more is kept). */
  stdout: string;
  stderr: string;
  /** The line of the learner's source a runtime or compile error names, when the engine says. */
  errorLine: number | null;
}

export interface JudgeLanguage {
  /** 'python', 'javascript', 'sql' or 'judge0:<id>'. */
  id: string;
  /** What a person reads: 'Python 3', 'JavaScript', 'SQL', 'C++ (GCC 9.2.0)'. */
  name: string;
  /** The CodeMirror mode the editor uses (EDITOR_MODES). */
  editor: EditorMode;
}

export interface Judge {
  readonly kind: 'embedded' | 'judge0';
  languages(): Promise<JudgeLanguage[]>;
  /** One outcome per test, in order. Throws only on a fault of the judge itself, never of the code. */
  judge(request: JudgeRequest): Promise<TestOutcome[]>;
  /** Stops the workers or connections; pending judgements are refused. */
  close(): Promise<void>;
}

/** A request for a language the judge does not offer. */
export class UnknownLanguage extends Error {
  constructor(readonly language: string) {
    super(`The judge does not offer ${language}`);
  }
}
