import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedJudge, type EmbeddedJudge } from './embedded.ts';
import { UnknownLanguage } from './types.ts';

/**
 * What a hostile submission gets from the embedded judge (docs/decisions/171-coding-exercises.md#judge):
 * its verdict, a judge still judging, nothing leaked, the server's memory untouched.
 */

const limits = { timeMs: 1000, memoryMb: 64, outputKb: 16 };
const JWT_SECRET = 'hostile-suite-jwt-secret-that-must-not-leak-0123456789';
const DATABASE_URL = 'postgres://kalvi:hostile-db-password@127.0.0.1:5432/kalvi';

describe('hostile submissions to the embedded judge', () => {
  let judge: EmbeddedJudge;
  const saved = { jwt: process.env.JWT_SECRET, db: process.env.DATABASE_URL };
  beforeAll(async () => {
    process.env.JWT_SECRET = JWT_SECRET;
    process.env.DATABASE_URL = DATABASE_URL;
    judge = createEmbeddedJudge({ workers: 2 });
    await judge.ready();
  });
  afterAll(async () => {
    await judge.close();
    process.env.JWT_SECRET = saved.jwt;
    process.env.DATABASE_URL = saved.db;
    if (saved.jwt === undefined) delete process.env.JWT_SECRET;
    if (saved.db === undefined) delete process.env.DATABASE_URL;
  });

  /** Tests not about time get five seconds, so a busy machine does not turn their verdict into Time limit. */
  const one = async (language: string, source: string, timeMs = 5000) => {
    const [outcome] = await judge.judge({
      language,
      source,
      tests: [{ input: '', expected: 'ok' }],
      limits: { ...limits, timeMs },
    });
    if (!outcome) throw new Error('no outcome');
    return outcome;
  };

  it('an endless loop is stopped within its limit plus one second, and the next job is judged', async () => {
    for (const [language, source] of [
      ['javascript', 'while (true) {}'],
      ['python', 'while True:\n    pass'],
    ] as const) {
      const started = performance.now();
      const outcome = await one(language, source, limits.timeMs);
      expect(outcome.verdict).toBe('time_limit');
      expect(performance.now() - started).toBeLessThan(limits.timeMs + 1000);
      expect(await one(language, language === 'python' ? 'print("ok")' : 'print("ok")')).toMatchObject({
        verdict: 'accepted',
      });
    }
  }, 90_000);

  it('allocating without end is a memory limit, and the server process does not grow', async () => {
    const before = process.memoryUsage().rss;
    expect((await one('python', 'a = []\nwhile True:\n    a.append(bytearray(1 << 20))')).verdict).toBe(
      'memory_limit',
    );
    expect(
      (await one('javascript', 'const a = [];\nwhile (true) a.push(new Array(1 << 16).fill(7));')).verdict,
    ).toBe('memory_limit');
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
    expect((await one('python', 'print("ok")')).verdict).toBe('accepted');
  }, 90_000);

  it('printing 100 MB is an output limit, and no more than the cap is kept', async () => {
    const before = process.memoryUsage().rss;
    for (const [language, source] of [
      ['python', 'for _ in range(100):\n    print("x" * 1_000_000)'],
      [
        'python',
        'import sys\nwhile True:\n    try:\n        sys.stdout.write("x" * 100_000)\n    except Exception:\n        pass',
      ],
      ['javascript', 'for (let i = 0; i < 100; i++) print("x".repeat(1e6));'],
      ['sql', "SELECT repeat('x', 1000000) FROM generate_series(1, 100)"],
    ] as const) {
      const outcome = await one(language, source);
      expect([language, outcome.verdict]).toEqual([language, 'output_limit']);
      expect(Buffer.byteLength(outcome.stdout)).toBeLessThanOrEqual(limits.outputKb * 1024);
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  }, 90_000);

  it('Python cannot reach JavaScript, processes, sockets, the network or the server files', async () => {
    const attempts = [
      'import js\nprint(js.process.env)',
      'import pyodide_js',
      'from pyodide.code import run_js\nrun_js("process.env")',
      'from pyodide.ffi import to_js',
      'import os\nos.system("cat /etc/passwd")',
      'import subprocess\nsubprocess.run(["id"])',
      'import socket\nsocket.create_connection(("127.0.0.1", 5432))',
      'import urllib.request\nurllib.request.urlopen("http://127.0.0.1:3000/")',
      `print(open(${JSON.stringify(import.meta.filename)}).read())`,
    ];
    for (const source of attempts) {
      const outcome = await one('python', source);
      expect([source, outcome.verdict]).toEqual([source, 'runtime_error']);
      expect(outcome.stderr).toMatch(/Error/);
    }
  }, 60_000);

  it('JavaScript has no require, process, import(), fetch or host objects', async () => {
    const probe = await one(
      'javascript',
      'print(typeof require, typeof process, typeof fetch, typeof globalThis.std, typeof globalThis.os, typeof Function("return this")().process);',
    );
    expect(probe.stdout).toBe('undefined undefined undefined undefined undefined undefined\n');
    const imported = await one(
      'javascript',
      'import("fs").then(() => print("loaded"), (e) => print("refused", e.name));',
    );
    expect(imported.stdout).toMatch(/^refused/);
    expect((await one('javascript', 'require("fs")')).verdict).toBe('runtime_error');
  });

  it('no secret of the server is reachable from Python or JavaScript', async () => {
    const outputs = [
      await one('python', 'import os, sys\nprint(dict(os.environ), sys.argv, sys.executable)'),
      await one('python', 'print(open("/proc/self/environ").read())'),
      await one('javascript', 'print(JSON.stringify(Object.getOwnPropertyNames(globalThis)));'),
    ];
    for (const outcome of outputs) {
      const text = outcome.stdout + outcome.stderr;
      expect(text).not.toContain(JWT_SECRET);
      expect(text).not.toContain('hostile-db-password');
    }
    // The worker processes themselves were started with an empty environment.
    for (const pid of judge.workerPids()) {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      expect(environ).not.toContain(JWT_SECRET);
      expect(environ).not.toContain('DATABASE_URL');
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toMatch(/permission/);
    }
  });

  it('1 MB of source or binary bytes gets a verdict, not a crash; an unknown language is refused', async () => {
    // Compiling 170,000 lines may take more than the test's 64 MB or its second on a busy
    // machine: that is its verdict then. What matters is a verdict, and the judge judging on.
    const big = 'x = 1\n'.repeat(170_000);
    expect(['runtime_error', 'memory_limit', 'time_limit']).toContain(
      (await one('python', `${big}print(y)`)).verdict,
    );
    expect((await one('javascript', `${'let a = 1;\n'.repeat(100_000)}a(`)).verdict).toBe('compile_error');
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 97 + 13) % 256)).toString(
      'latin1',
    );
    for (const language of ['python', 'javascript', 'sql']) {
      expect(['compile_error', 'runtime_error']).toContain((await one(language, binary)).verdict);
    }
    expect((await one('python', 'print("ok")')).verdict).toBe('accepted');
    await expect(one('ruby', 'puts 1')).rejects.toBeInstanceOf(UnknownLanguage);
    await expect(one('judge0:71', 'print(1)')).rejects.toBeInstanceOf(UnknownLanguage);
  }, 60_000);

  it('many jobs at once are all judged, on no more workers than the pool holds', async () => {
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, judge.workerPids().length);
    }, 5);
    const jobs = Array.from({ length: 12 }, (_, i) =>
      judge.judge({
        language: i % 3 === 0 ? 'python' : 'javascript',
        source: i % 3 === 0 ? 'print(int(input()) * 2)' : 'print(Number(readLine()) * 2)',
        tests: [{ input: `${i}\n`, expected: `${i * 2}` }],
        limits,
      }),
    );
    const outcomes = await Promise.all(jobs);
    clearInterval(watch);
    expect(outcomes.map((o) => o[0]?.verdict)).toEqual(Array(12).fill('accepted'));
    expect(most).toBeLessThanOrEqual(2);
  }, 60_000);
});
