import { randomInt } from 'node:crypto';
import { capture } from '../capture.mjs';

/**
 * The `sql` engine (docs/decisions/201-judge-language-registry.md): SQL in PGlite (PostgreSQL
 * compiled to WebAssembly), in memory, connected as `learner`, a role that is not a superuser (no
 * files, no server settings). Each test runs in a transaction that is rolled back, so a test sees
 * only its own setup script; after it, the session is reset and the database compared with how it
 * started, and one that kept anything (a COMMIT of what the setup made, for instance) is thrown
 * away for a fresh one from the template (docs/decisions/171-coding-exercises.md#judge).
 */

/**
 * Everything a test could leave behind past its rollback and the session's reset, as one line.
 * pg_shdepend has a row for every object a role other than the bootstrap superuser owns or is
 * granted: every table, view, sequence, function, type (enum, domain, range, composite),
 * collation, operator, text search configuration, conversion, large object or default privilege
 * `learner` makes; the commonest are counted in their own catalogs too. A cast needs a type of
 * one's own; ALTER ROLE ... SET is pg_db_role_setting. Session settings are put back by the
 * reset, not compared. Names are qualified, so nothing a search_path finds first answers for
 * them. Not pg_proc nor a join on pg_namespace: about 10 ms a test, as long as the test itself.
 */
const FINGERPRINT = `SELECT pg_catalog.concat_ws(',',
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_shdepend),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_class),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_type),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_collation),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_operator),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_cast),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_namespace),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_roles),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_db_role_setting),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_prepared_statements),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_locks WHERE locktype = 'advisory'),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_cursors),
  (SELECT pg_catalog.count(*) FROM pg_catalog.pg_listening_channels())) AS print`;

/** PGlite, imported when the engine loads: the server reads this file for its packages only. */
let pglite;
let template;

export default {
  id: 'sql',
  packages: ['@electric-sql/pglite'],
  // In the worker's own realm, which no learner code reaches: SQL cannot run JavaScript
  // (docs/decisions/193-judge-job-boundary.md).
  thread: false,
  spareBeside: false,
  // A query past its time is stopped by killing the worker.
  stopsItself: false,
  /** The template every database is restored from: PostgreSQL's files with the role `learner`. */
  async makeImage() {
    pglite ??= await import('@electric-sql/pglite');
    const base = new pglite.PGlite();
    await base.waitReady;
    await base.exec('CREATE ROLE learner LOGIN; GRANT USAGE, CREATE ON SCHEMA public TO learner;');
    const dump = await base.dumpDataDir('none');
    await base.close();
    return new Uint8Array(await dump.arrayBuffer());
  },
  async load({ image }) {
    pglite ??= await import('@electric-sql/pglite');
    template = new Blob([image]);
  },
  fresh: freshSql,
  run: (state, { source, input, limits }) => runSql(state, source, input, limits),
  /** Serves the next job too when no test spoiled it (compared after every test): starting one takes seconds. */
  reusable: (state) => !state.spoiled,
  close: (state) => state.db.close(),
};

async function freshSql() {
  const db = new pglite.PGlite({ loadDataDir: template, username: 'learner' });
  await db.waitReady;
  serverLogToNowhere(db);
  return { db, parsers: asText(db), baseline: await fingerprint(db), spoiled: false };
}

/**
 * PGlite's PostgreSQL logs every error (log_min_messages is debug1, and no role may change it)
 * to its standard error, which Emscripten's terminal gathers byte by byte in a JavaScript array
 * and then throws away. An error echoing a 3 MB value cost the worker about 160 MB of heap and a
 * quarter of a second there, enough for the memory watch to stop a test whose setup merely failed
 * (docs/decisions/225-judge-sql-server-log.md). The log goes to /dev/null instead, as `2>/dev/null`
 * would: the learner's errors still come back through the protocol.
 */
function serverLogToNowhere(db) {
  const { FS } = db.mod;
  FS.close(FS.getStream(2));
  const stream = FS.open('/dev/null', 'w');
  if (stream.fd !== 2) throw new Error('The judge could not send its database log to /dev/null');
}

/**
 * Every cell as PostgreSQL's own text, as psql prints it: PGlite parses the types it knows
 * (json and jsonb to objects, dates to Date, booleans, bytea, arrays), and String() of those is
 * not what PostgreSQL prints ([object Object] for any JSON). A type it does not know is text
 * already.
 */
function asText(db) {
  const known = Object.keys({ ...pglite.types.parsers, ...db.parsers }).filter((key) => /^\d+$/.test(key));
  return Object.fromEntries(known.map((oid) => [oid, (text) => text]));
}

async function fingerprint(db) {
  const { rows } = await db.query(FINGERPRINT);
  return rows[0]?.print;
}

/**
 * Ends the session's state past the rollback: a COMMIT as the query commits the setup's SET or
 * LISTEN, a cursor WITH HOLD, temporary tables; advisory locks and prepared statements outlive
 * any rollback. DISCARD ALL resets them all (search_path too, which PGlite sets on start).
 * Neither touches random()'s seed: a setseed() would let one learner choose the "random" numbers
 * of the next, so the seed is drawn afresh from the operating system's source.
 */
async function resetSession(db) {
  await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
  // A number made here, never text from a job: written into the statement, one round trip.
  const seed = randomInt(2 ** 47) / 2 ** 46 - 1;
  await db.exec(`SET search_path TO public; SELECT pg_catalog.setseed(${seed})`);
}

async function runSql(state, source, input, limits) {
  const { db } = state;
  const capBytes = limits.outputKb * 1024;
  const stderr = capture(capBytes);
  const started = performance.now();
  const result = { status: 'ok', rows: [], truncated: false, stdout: '', errorLine: null };
  try {
    await db.exec('BEGIN');
    try {
      await db.exec(input);
    } catch (error) {
      result.status = 'runtime_error';
      stderr.write(`The test's setup script failed: ${error.message}\n`);
      return finish();
    }
    let answer;
    try {
      answer = await db.query(source, [], { rowMode: 'array', parsers: state.parsers });
    } catch (error) {
      result.status = error.code === '42601' ? 'compile_error' : 'runtime_error';
      // PostgreSQL's message may echo a value of any size: kept up to the cap, like any output.
      stderr.write(`ERROR: ${error.message}\n`);
      if (error.position) result.errorLine = source.slice(0, Number(error.position) - 1).split('\n').length;
      return finish();
    }
    // Bounded here, so a huge result never travels to the server: formatted there by formatSqlRows.
    result.truncated = !keepRows(answer.rows, capBytes, result.rows);
    if (result.truncated) result.status = 'output_limit';
    return finish();
  } finally {
    const reset = await resetSession(db).then(
      () => true,
      () => false,
    );
    const now = reset ? await fingerprint(db).catch(() => null) : null;
    if (now !== state.baseline) state.spoiled = true;
  }

  function finish() {
    return { ...result, stderr: stderr.text, timeMs: Math.round(performance.now() - started) };
  }
}

/**
 * Copies rows into `kept` up to `capBytes` of what formatSqlRows prints (UTF-8, a separator or
 * line end after each cell, NULL for null); the cell that passes the cap is cut, whole characters
 * only. False when something was left out.
 */
function keepRows(rows, capBytes, kept) {
  const shownSoFar = capture(capBytes);
  for (const row of rows) {
    const shown = [];
    for (const cell of row) {
      const text = String(cell ?? 'NULL');
      const before = shownSoFar.text.length;
      if (!shownSoFar.write(`${text}|`)) {
        // What of this cell fitted (never its separator, the last character written).
        const part = shownSoFar.text.slice(before);
        if (part.length > 0) shown.push(part);
        if (shown.length > 0) kept.push(shown);
        return false;
      }
      shown.push(cell);
    }
    kept.push(shown);
  }
  return true;
}
