import { formatSqlRows } from '@kalvi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedJudge, type EmbeddedJudge } from './embedded.ts';
import { WorkerPool } from './pool.ts';
import { type RawOutcome, rssMb } from './worker-process.ts';

/**
 * Hostile SQL for the embedded judge (docs/decisions/171-coding-exercises.md#judge): output capped
 * in the worker, before it travels to the server; cells printed as PostgreSQL prints them; and
 * nothing a COMMIT makes durable reaches the next job.
 */

/** Ten seconds: none of these is about time, and megabytes of error text are slow on a busy machine. */
const limits = { timeMs: 10_000, memoryMb: 64, outputKb: 16 };
const capBytes = limits.outputKb * 1024;
const bytes = (text: string) => Buffer.byteLength(text);

describe('what an SQL test sends out of its worker', () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = new WorkerPool({ size: 1 });
    await pool.ready();
  }, 180_000);
  afterAll(() => pool.close());

  /** The outcome as the worker sends it, before the server formats or cuts anything. */
  const raw = (source: string, input = ''): Promise<RawOutcome> =>
    pool.lease('sql', (run) => run({ source, input, limits }));

  it('an error echoing megabytes of a value is capped in the worker, whole characters only', async () => {
    for (const [source, input, start] of [
      ["SELECT repeat('x', 3000000)::int", '', 'ERROR: invalid input syntax for type integer: "xxx'],
      ["SELECT repeat('é', 1500000)::int", '', 'ERROR: invalid input syntax for type integer: "ééé'],
      ['SELECT 1', "SELECT repeat('x', 3000000)::int;", "The test's setup script failed: invalid input"],
    ] as const) {
      const outcome = await raw(source, input);
      expect([source, outcome.status]).toEqual([source, 'runtime_error']);
      expect(outcome.stderr?.startsWith(start)).toBe(true);
      expect(bytes(outcome.stderr ?? '')).toBeLessThanOrEqual(capBytes);
      expect(bytes(outcome.stderr ?? '')).toBeGreaterThan(capBytes - 2);
      expect(outcome.stderr).not.toContain('\uFFFD');
      expect(bytes(JSON.stringify(outcome))).toBeLessThan(capBytes + 1024);
    }
  }, 120_000);

  it("a setup script's error echoing megabytes costs the worker less than the job's limit", async () => {
    // PostgreSQL's own log of the error is not gathered in the worker (decision 225): before, each
    // such error cost about 160 MB of the worker's heap, and on Node 24 the memory watch stopped it.
    const [pid] = pool.pids();
    if (pid === undefined) throw new Error('no worker');
    await raw('SELECT 1');
    const before = rssMb(pid);
    let peak = before;
    const watch = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 5);
    for (let round = 0; round < 3; round++) {
      const outcome = await raw('SELECT 1', "SELECT repeat('x', 3000000)::int;");
      expect(outcome.status).toBe('runtime_error');
    }
    clearInterval(watch);
    expect(peak - before).toBeLessThan(limits.memoryMb);
  }, 120_000);

  it('a huge cell is cut in the worker at the cap of what is shown', async () => {
    for (const source of [
      "SELECT json_build_object('k', repeat('x', 3000000))",
      "SELECT jsonb_build_object('k', repeat('x', 3000000))",
      "SELECT ARRAY[repeat('x', 3000000)]",
      "SELECT repeat('é', 12000)",
      "SELECT 1, repeat('x', 1000) FROM generate_series(1, 100)",
    ]) {
      const outcome = await raw(source);
      expect([source, outcome.status, outcome.truncated]).toEqual([source, 'output_limit', true]);
      const shown = formatSqlRows(outcome.rows ?? []);
      expect(bytes(shown)).toBeLessThanOrEqual(capBytes);
      // Cut at the cap, not dropped whole: the learner sees the first 16 KB, as in Python.
      expect(bytes(shown)).toBeGreaterThan(capBytes - 1010);
      expect(shown).not.toContain('\uFFFD');
      expect(bytes(JSON.stringify(outcome))).toBeLessThan(capBytes + 1024);
    }
    const rows = await raw("SELECT 1, repeat('x', 1000) FROM generate_series(1, 100)");
    expect(formatSqlRows(rows.rows?.slice(0, 2) ?? [])).toBe(`1|${'x'.repeat(1000)}\n1|${'x'.repeat(1000)}`);
  }, 120_000);
});

describe('SQL cells and what a COMMIT leaves, through the judge', () => {
  let judge: EmbeddedJudge;
  beforeAll(async () => {
    judge = createEmbeddedJudge({ workers: 1 });
    await judge.ready();
  }, 180_000);
  afterAll(() => judge.close());

  const one = async (source: string, input = '', expected = '') => {
    const [outcome] = await judge.judge({ language: 'sql', source, tests: [{ input, expected }], limits });
    if (!outcome) throw new Error('no outcome');
    return outcome;
  };

  it('JSON and JSONB cells print as PostgreSQL prints them, so two answers differ', async () => {
    const source = `SELECT json_build_object('a', 1, 'b', 'x'), '{"b":2,  "a":[1,2]}'::jsonb, '{"b":2,  "a":1}'::json`;
    const printed = '{"a" : 1, "b" : "x"}|{"a": [1, 2], "b": 2}|{"b":2,  "a":1}';
    expect(await one(source, '', printed)).toMatchObject({ verdict: 'accepted', stdout: printed });
    const other = await one("SELECT json_build_object('a', 2, 'b', 'x')", '', '{"a" : 1, "b" : "x"}');
    expect(other).toMatchObject({ verdict: 'wrong_answer', stdout: '{"a" : 2, "b" : "x"}' });
    const rows = await one('SELECT jsonb_agg(x ORDER BY x) FROM (VALUES (2), (1)) v(x)', '', '[1, 2]');
    expect(rows.verdict).toBe('accepted');
  }, 60_000);

  it('dates, booleans, bytea, arrays and floats print as psql prints them', async () => {
    const source = `SELECT '2024-01-02'::date, '2024-01-02 03:04:05+05:30'::timestamptz, true, false,
      '\\x0102'::bytea, ARRAY[1, 2], ARRAY['a b', 'c'], 1e16::float8, 0.00001::float8,
      interval '1 day 2 hours', 1.50::numeric, 9007199254740993::int8, NULL`;
    const printed =
      '2024-01-02|2024-01-01 21:34:05+00|t|f|\\x0102|{1,2}|{"a b",c}|1e+16|1e-05|1 day 02:00:00|1.50|9007199254740993|NULL';
    expect(await one(source, '', printed)).toMatchObject({ verdict: 'accepted', stdout: printed });
  }, 60_000);

  it('an enum, domain, collation, operator, search config or setting kept by a COMMIT is gone for the next job', async () => {
    const look = `SELECT
      (SELECT count(*) FROM pg_type WHERE typname IN ('kalvi_mood', 'kalvi_positive')),
      (SELECT count(*) FROM pg_collation WHERE collname = 'kalvi_c'),
      (SELECT count(*) FROM pg_operator WHERE oprname = '===='),
      (SELECT count(*) FROM pg_ts_config WHERE cfgname = 'kalvi_search'),
      current_setting('TimeZone')`;
    const clean = '0|0|0|0|GMT';
    expect((await one(look, '', clean)).verdict).toBe('accepted');
    const plants = [
      "CREATE TYPE kalvi_mood AS ENUM ('sad', 'ok');",
      'CREATE DOMAIN kalvi_positive AS int CHECK (VALUE > 0);',
      'CREATE COLLATION kalvi_c FROM "C";',
      'CREATE OPERATOR ==== (leftarg = int, rightarg = int, function = int4eq);',
      'CREATE TEXT SEARCH CONFIGURATION kalvi_search (COPY = english);',
      "SET TimeZone = 'Asia/Kolkata';",
    ];
    const seen: string[] = [];
    for (const plant of plants) {
      // One learner's query commits what the test's setup made; another learner's job comes next.
      await one('COMMIT', plant);
      seen.push(`${plant} ${(await one(look, '', clean)).stdout}`);
    }
    expect(seen).toEqual(plants.map((plant) => `${plant} ${clean}`));
    // A session setting is reset, not a reason to replace the database: the same one serves on.
    const started = 'SELECT pg_postmaster_start_time()';
    const before = (await one(started)).stdout;
    await one('COMMIT', "SET DateStyle = 'German'; LISTEN kalvi;");
    expect((await one(started)).stdout).toBe(before);
    expect((await one("SELECT '2024-01-02'::date")).stdout).toBe('2024-01-02');
  }, 180_000);
});
