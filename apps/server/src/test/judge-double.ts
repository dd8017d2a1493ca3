import type { Verdict } from '@kalvi/shared';
import type { Judge, JudgeLanguage, JudgeRequest, TestOutcome } from '../judge/types.ts';
import { UnknownLanguage } from '../judge/types.ts';

/**
 * A TEST DOUBLE of the code judge, for the exercise module's tests: it runs nothing. Its
 * outcomes are scripted by the source text: a line `# fail N` makes test N a wrong answer
 * (`# fail all` every test), `# verdict V` gives every test verdict V; any other program passes,
 * printing the expected output. `hold()` keeps judgements waiting until released, so a test can
 * see a submission in flight; `faults` makes the next calls throw as a broken judge would.
 */
export class ScriptedJudge implements Judge {
  readonly kind = 'embedded' as const;
  readonly requests: JudgeRequest[] = [];
  faults = 0;
  closed = false;
  private gate: Promise<void> | null = null;

  constructor(
    private readonly offered: JudgeLanguage[] = [
      { id: 'python', name: 'Python 3', editor: 'python' },
      { id: 'javascript', name: 'JavaScript', editor: 'javascript' },
      { id: 'sql', name: 'SQL', editor: 'sql' },
    ],
  ) {}

  async languages(): Promise<JudgeLanguage[]> {
    return this.offered;
  }

  /** Judgements wait until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise<void>((resolve) => {
      release = () => {
        this.gate = null;
        resolve();
      };
    });
    return release;
  }

  async judge(request: JudgeRequest): Promise<TestOutcome[]> {
    this.requests.push(request);
    if (this.gate) await this.gate;
    if (this.faults > 0) {
      this.faults -= 1;
      throw new Error('scripted judge fault');
    }
    if (!this.offered.some((l) => l.id === request.language)) throw new UnknownLanguage(request.language);
    const fixed = /# verdict (\w+)/.exec(request.source)?.[1] as Verdict | undefined;
    return request.tests.map((test, i) => {
      const fails = request.source.includes('# fail all') || request.source.includes(`# fail ${i}\n`);
      const verdict: Verdict = fixed ?? (fails ? 'wrong_answer' : 'accepted');
      return {
        verdict,
        timeMs: 7,
        stdout: verdict === 'accepted' ? test.expected : `not ${test.expected}`,
        stderr: verdict === 'runtime_error' ? 'Traceback: boom' : '',
        errorLine: verdict === 'runtime_error' ? 2 : null,
      };
    });
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
