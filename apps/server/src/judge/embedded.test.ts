import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedJudge, type EmbeddedJudge } from './embedded.ts';
import { createJudge } from './index.ts';
import type { JudgeTest } from './types.ts';

const limits = { timeMs: 2000, memoryMb: 128, outputKb: 64 };

describe('the embedded judge judges Python, JavaScript and SQL', () => {
  let judge: EmbeddedJudge;
  beforeAll(async () => {
    judge = createEmbeddedJudge({ workers: 1 });
    await judge.ready();
  });
  afterAll(() => judge.close());

  const one = async (language: string, source: string, test: JudgeTest = { input: '', expected: '' }) => {
    const [outcome] = await judge.judge({ language, source, tests: [test], limits });
    return outcome;
  };

  it('offers the three languages, and is the judge createJudge picks without JUDGE0_URL', async () => {
    expect((await judge.languages()).map((l) => l.id)).toEqual(['python', 'javascript', 'sql']);
    const chosen = createJudge({ workers: 1, judge0Url: undefined, judge0AuthToken: undefined });
    expect(chosen.kind).toBe('embedded');
    const request = {
      language: 'javascript',
      source: 'print(1)',
      tests: [{ input: '', expected: '1' }],
      limits,
    };
    const pending = chosen.judge(request);
    await chosen.close();
    // Closing refuses what was pending and what comes after: a fault, never a verdict.
    await expect(pending).rejects.toThrow();
    await expect(chosen.judge(request)).rejects.toThrow(/closed/);
  });

  it('Python: a line longer than any read buffer arrives whole', async () => {
    const line = 'ab'.repeat(20_000);
    const outcome = await one('python', 'print(len(input()))\nprint(input())', {
      input: `${line}\nnext\n`,
      expected: '40000\nnext',
    });
    expect(outcome?.verdict).toBe('accepted');
  });

  it('Python: input() and sys.stdin, accepted and wrong answer, one outcome per test in order', async () => {
    const source =
      'import sys\nn = int(input())\nnums = [int(x) for x in sys.stdin.read().split()]\nprint(sum(nums[:n]))';
    const outcomes = await judge.judge({
      language: 'python',
      source,
      tests: [
        { input: '2\n3 4\n', expected: '7\n' },
        { input: '3\n1 1 1\n', expected: '4' },
        { input: '1\n10\r\n', expected: '10  \n\n' },
      ],
      limits,
    });
    expect(outcomes.map((o) => o.verdict)).toEqual(['accepted', 'wrong_answer', 'accepted']);
    expect(outcomes[1]?.stdout).toBe('3\n');
  });

  it('Python: a syntax error is a compile error and a raised error a runtime error, with their lines', async () => {
    expect(await one('python', 'print(1)\nif True\n    print(2)')).toMatchObject({
      verdict: 'compile_error',
      errorLine: 2,
    });
    const failed = await one('python', 'def f(x):\n    return 1 / x\n\nprint("before")\nf(0)');
    expect(failed).toMatchObject({ verdict: 'runtime_error', errorLine: 2, stdout: 'before\n' });
    expect(failed?.stderr).toContain('ZeroDivisionError');
    expect(failed?.stderr).not.toContain('_pyodide');
  });

  it('Python: nothing one job leaves behind reaches the next', async () => {
    await one(
      'python',
      'import sys, builtins\nbuiltins.stash = "secret"\nsys.stash = 1\nopen("/tmp/left", "w").write("x")',
    );
    const next = await one(
      'python',
      'import sys, os, builtins\nprint(hasattr(builtins, "stash"), hasattr(sys, "stash"), os.path.exists("/tmp/left"))',
    );
    expect(next?.stdout).toBe('False False False\n');
  });

  it('JavaScript: the input string, readLine() and print/console.log', async () => {
    const source =
      'const n = Number(readLine());\nconst nums = readLine().split(" ").map(Number);\nconsole.log(nums.slice(0, n).reduce((a, b) => a + b, 0));\nprint(input.length, readLine());';
    const outcomes = await judge.judge({
      language: 'javascript',
      source,
      tests: [
        { input: '2\n3 4\n', expected: '7\n6 null' },
        { input: '1\n5 6\n', expected: '6' },
      ],
      limits,
    });
    expect(outcomes.map((o) => o.verdict)).toEqual(['accepted', 'wrong_answer']);
  });

  it('JavaScript: syntax and runtime errors with their lines; async code runs to the end', async () => {
    expect(await one('javascript', 'const a = 1;\nconst = 2;')).toMatchObject({
      verdict: 'compile_error',
      errorLine: 2,
    });
    const failed = await one('javascript', 'print("before");\nconst o = null;\no.x;');
    expect(failed).toMatchObject({ verdict: 'runtime_error', errorLine: 3, stdout: 'before\n' });
    expect(failed?.stderr).toContain('TypeError');
    expect(await one('javascript', 'JSON.parse("{");')).toMatchObject({ verdict: 'runtime_error' });
    const later = await one('javascript', 'Promise.resolve(41).then((x) => print(x + 1));', {
      input: '',
      expected: '42',
    });
    expect(later?.verdict).toBe('accepted');
  });

  it('SQL: each test builds its tables, the rows print by formatSqlRows, and nothing stays', async () => {
    const setup = (n: number) =>
      `CREATE TABLE t (a int, b text); INSERT INTO t SELECT g, CASE WHEN g % 2 = 0 THEN NULL ELSE 'v' || g END FROM generate_series(1, ${n}) g;`;
    const outcomes = await judge.judge({
      language: 'sql',
      source: 'SELECT a, b FROM t ORDER BY a;',
      tests: [
        { input: setup(2), expected: '1|v1\n2|NULL' },
        { input: setup(3), expected: '1|v1\n2|NULL\n3|v4' },
      ],
      limits,
    });
    expect(outcomes.map((o) => o.verdict)).toEqual(['accepted', 'wrong_answer']);
  });

  it('SQL: a syntax error is a compile error with its line, a failing query a runtime error', async () => {
    expect(await one('sql', 'SELECT 1\nFORM t')).toMatchObject({ verdict: 'compile_error', errorLine: 2 });
    const missing = await one('sql', 'SELECT * FROM nowhere');
    expect(missing).toMatchObject({ verdict: 'runtime_error', errorLine: 1 });
    expect(missing?.stderr).toContain('does not exist');
  });
});
