import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import {
  DIFFICULTIES,
  type ExerciseInput,
  exerciseInputSchema,
  formatSqlRows,
  outputsMatch,
} from '@kalvi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXERCISE_CONTENT } from './index.ts';

/**
 * The seeded exercises' own check: every one is a valid ExerciseInput, and, run here with the
 * machine's python3, node (in a vm context that offers only `input`, `readLine` and
 * `console.log`, like the QuickJS judge) and PGlite, its reference solution passes every test and
 * its starter code fails at least one. The real judge is tested elsewhere; this proves the data.
 */

const COURSES_WITH_CODE = [
  'JavaScript Essentials for Absolute Beginners',
  'Python Programming for AI',
  'Excel to SQL: Data Analysis Basics',
  'Data Analysis with Pandas & NumPy',
  'Node.js & Express API Development',
  'React.js from Zero to Deployment',
  'Full Stack MERN Developer Program',
  'Next.js & TypeScript for Production Apps',
  'Machine Learning with Python & scikit-learn',
  'Deep Learning with PyTorch',
  'Building LLM Apps with RAG and LangChain',
  'Computer Vision with OpenCV',
  'Statistics for Data Science in Tamil',
  'Data Science Career Track',
  'Big Data with Apache Spark',
];

// Each harness runs one program on every test's input in one process (a process per test is
// slow on a small machine), each test in a fresh namespace or context, and prints JSON results.
const PY_HARNESS = `
import io, json, os, sys, traceback
results = []
try:
    program = compile(os.environ["KALVI_CODE"], "<learner>", "exec")
except SyntaxError:
    program = None
for text in json.load(sys.stdin):
    real = sys.stdin, sys.stdout
    sys.stdin, sys.stdout = io.StringIO(text), io.StringIO()
    ok, err = program is not None, ""
    try:
        if program is not None:
            exec(program, {"__name__": "__main__"})
    except SystemExit as e:
        ok = e.code in (None, 0)
    except BaseException:
        ok, err = False, traceback.format_exc()
    out = sys.stdout.getvalue()
    sys.stdin, sys.stdout = real
    results.append({"ok": ok, "stdout": out, "stderr": err})
print(json.dumps(results))
`;

const JS_HARNESS = `
const vm = require('node:vm');
const results = JSON.parse(require('node:fs').readFileSync(0, 'utf8')).map((input) => {
  const lines = input.replace(/\\r\\n?/g, '\\n').split('\\n');
  if (lines[lines.length - 1] === '') lines.pop();
  let next = 0;
  const out = [];
  const sandbox = {
    input,
    readLine: () => (next < lines.length ? lines[next++] : null),
    console: { log: (...args) => out.push(args.map(String).join(' ')) },
  };
  try {
    vm.runInNewContext(process.env.KALVI_CODE, sandbox, { timeout: 3000 });
    return { ok: true, stdout: out.map((l) => l + '\\n').join(''), stderr: '' };
  } catch (error) {
    return { ok: false, stdout: out.map((l) => l + '\\n').join(''), stderr: String(error) };
  }
});
process.stdout.write(JSON.stringify(results));
`;

interface Run {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** At most `n` tasks at once. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
const processes = limiter(3);
const database = limiter(1);

/** Runs `code` on every input in one child process; a crash of the harness fails every test. */
function runBatch(command: string, harness: string, code: string, inputs: string[]): Promise<Run[]> {
  return processes(
    () =>
      new Promise<Run[]>((resolve) => {
        const child = spawn(command, [command === 'python3' ? '-c' : '-e', harness], {
          env: { PATH: process.env.PATH ?? '', KALVI_CODE: code },
          timeout: 20_000,
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => {
          stdout += d;
        });
        child.stderr.on('data', (d) => {
          stderr += d;
        });
        child.on('close', () => {
          try {
            resolve(JSON.parse(stdout) as Run[]);
          } catch {
            resolve(inputs.map(() => ({ ok: false, stdout: '', stderr: stderr || 'the harness failed' })));
          }
        });
        child.stdin.on('error', () => {});
        child.stdin.end(JSON.stringify(inputs));
      }),
  );
}

let pg: PGlite;

async function runSql(code: string, script: string): Promise<Run> {
  return database(async () => {
    await pg.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    try {
      await pg.exec(script);
      const result = await pg.query<unknown[]>(code, [], { rowMode: 'array' });
      // Only text and numbers: a Date or boolean would print differently on another driver.
      const odd = result.rows.flat().find((c) => c !== null && !['string', 'number'].includes(typeof c));
      if (odd !== undefined) return { ok: false, stdout: '', stderr: `cast ${String(odd)} to text` };
      return { ok: true, stdout: formatSqlRows(result.rows), stderr: '' };
    } catch (error) {
      return { ok: false, stdout: '', stderr: String(error) };
    }
  });
}

function run(language: string, code: string, inputs: string[]): Promise<Run[]> {
  if (language === 'python') return runBatch('python3', PY_HARNESS, code, inputs);
  if (language === 'javascript') return runBatch(process.execPath, JS_HARNESS, code, inputs);
  return Promise.all(inputs.map((input) => runSql(code, input)));
}

/** The tests `code` fails, with what it printed. */
async function failures(exercise: ExerciseInput, code: string) {
  const runs = await run(
    exercise.language,
    code,
    exercise.tests.map((t) => t.input),
  );
  return runs
    .map((r, index) => ({ index, ...r, expected: exercise.tests[index]?.expected ?? '' }))
    .filter((r) => !r.ok || !outputsMatch(r.stdout, r.expected));
}

const all: { name: string; exercise: ExerciseInput }[] = [
  ...EXERCISE_CONTENT.practice.map((e) => ({ name: `practice/${e.slug}`, exercise: e })),
  ...EXERCISE_CONTENT.courses.flatMap((c) =>
    c.exercises.map((e) => ({ name: `${c.courseTitle}/${e.title.en}`, exercise: e })),
  ),
];

describe('seeded exercise content', () => {
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
  }, 60_000);
  afterAll(async () => {
    await pg?.close();
  });

  it('has a practice set of 30+ with unique slugs, spread over languages and difficulties', () => {
    const { practice } = EXERCISE_CONTENT;
    expect(practice.length).toBeGreaterThanOrEqual(30);
    const slugs = practice.map((e) => e.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const count = (f: (e: ExerciseInput) => boolean) => practice.filter(f).length;
    expect(count((e) => e.language === 'python')).toBeGreaterThanOrEqual(10);
    expect(count((e) => e.language === 'javascript')).toBeGreaterThanOrEqual(8);
    expect(count((e) => e.language === 'sql')).toBeGreaterThanOrEqual(6);
    const [easy, medium, hard] = DIFFICULTIES.map((d) => count((e) => e.difficulty === d));
    expect(easy).toBeGreaterThanOrEqual(10);
    expect(medium).toBeGreaterThanOrEqual(10);
    expect(hard).toBeGreaterThanOrEqual(5);
    for (const e of practice) expect(e.topic, e.slug).not.toBe('');
  });

  it('gives every programming course at least three exercises', () => {
    for (const title of COURSES_WITH_CODE) {
      const n = EXERCISE_CONTENT.courses
        .filter((c) => c.courseTitle === title)
        .reduce((sum, c) => sum + c.exercises.length, 0);
      expect(n, title).toBeGreaterThanOrEqual(3);
    }
  });

  it('is valid, bilingual and has samples first and hidden tests after', () => {
    for (const { name, exercise } of all) {
      expect(() => exerciseInputSchema.parse(exercise), name).not.toThrow();
      expect(exercise.title.ta.trim(), name).not.toBe('');
      expect(exercise.statement.ta.trim(), name).not.toBe('');
      expect(exercise.statement.ta, name).toMatch(/[\u0B80-\u0BFF]/);
      expect(exercise.tests.length, name).toBeGreaterThanOrEqual(3);
      expect(exercise.tests.length, name).toBeLessThanOrEqual(8);
      const samples = exercise.tests.filter((t) => t.sample).length;
      expect(samples, name).toBeGreaterThanOrEqual(1);
      expect(samples, name).toBeLessThanOrEqual(2);
      expect(
        exercise.tests.slice(0, samples).every((t) => t.sample),
        name,
      ).toBe(true);
      for (const h of exercise.hints) expect(h.ta.trim() !== '' && h.en.trim() !== '', name).toBe(true);
    }
  });

  describe.concurrent('runs', () => {
    for (const { name, exercise } of all) {
      it(`${name}: the reference passes every test and the starter fails one`, async () => {
        const [reference, starter] = await Promise.all([
          failures(exercise, exercise.referenceSolution),
          failures(exercise, exercise.starterCode),
        ]);
        expect(reference, 'reference solution').toEqual([]);
        expect(starter.length, 'starter code').toBeGreaterThan(0);
      }, 60_000);
    }
  });
});
