// `npm run bench:batches -w apps/server`: issue 43's targets on the large seed's batches (1,000
// batches, 100,000 sessions, every learner in 20 batches; src/db/seed/large-batches.ts):
//   - the timetable API (GET /api/me/timetable) p95 <= 30 ms;
//   - a learner's ICS feed with 20 batches p95 <= 30 ms, on its first fetch and fetched again;
//   - the reminder sweep plans a day of 5,000 sessions (their 24-hour reminders) in < 5 s;
//   - 200 learners pressing Join in the same second all get through (no 5xx).
// On PostgreSQL in its own database (kalvi_bench_batches, dropped and made again) with --url, or
// on the embedded PGlite with --url=pglite. --batches and --runs make it smaller (CI).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedLargeBatches } from '../src/db/seed/large-batches.ts';
import { planBatchReminders } from '../src/modules/batches/reminders.ts';
import { testApp } from '../src/test/harness.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    batches: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '200' },
    joins: { type: 'string', default: '200' },
  },
});
const BATCHES = Number(values.batches);
const RUNS = Number(values.runs);
const JOINS = Number(values.joins);
const BENCH_DB = 'kalvi_bench_batches';
const say = (line: string) => process.stdout.write(`${line}\n`);
const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] ?? 0;
const HOUR = 3_600_000;

async function benchDatabase() {
  if (values.url === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const admin = new pg.Client({ connectionString: values.url });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = new URL(values.url ?? '');
  url.pathname = `/${BENCH_DB}`;
  return openDatabase({ databaseUrl: url.toString() });
}

const database = await benchDatabase();
await database.migrate();
const { db } = database;
const { app } = await testApp({ database, jobs: { pollMs: 3_600_000 } });

let t0 = Date.now();
// 2,000 learners and 100 published courses; the batches come from the large seed's own code.
await db.execute(sql`insert into users (first_name, last_name, email, phone, password_hash)
  select 'Learner', g::text, 'perf.learner.' || g || '@example.com', '9876543210', 'x' from generate_series(1, 2000) g`);
await db.execute(sql`insert into courses (title, category, level, instructor_name, course_fee, original_course_fee,
    course_description, publication_date)
  select 'Bench course ' || g, 'Web Development', 'Beginner', 'Bench', 0, 0, 'For the batches benchmark.',
    now() - interval '90 days' from generate_series(1, 100) g`);
await seedLargeBatches(db, { batches: BATCHES, log: say });
say(`seeded in ${Date.now() - t0} ms`);

const learnerIds = (
  (await db.execute(sql`select id from users where email like 'perf.learner.%' order by email limit 200`))
    .rows as {
    id: string;
  }[]
).map((r) => r.id);
const auths = await Promise.all(
  learnerIds.map(async (id) => ({ id, authorization: `Bearer ${await app.sessionTokens.issue(id)}` })),
);
const inBatches = (
  (await db.execute(sql`select count(*)::int as n from batch_members where user_id = ${learnerIds[0]}`))
    .rows[0] as {
    n: number;
  }
).n;

async function latencies(
  label: string,
  url: (i: number) => string,
  headers: (i: number) => Record<string, string>,
) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 20; i += 1) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: url(i), headers: headers(i) });
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  say(`${label}: p95 ${p95(times).toFixed(1)} ms over ${RUNS} requests`);
  return p95(times);
}

const pick = (i: number) => auths[i % auths.length] ?? { id: '', authorization: '' };
const timetableP95 = await latencies(
  `timetable of a learner in ${inBatches} batches`,
  () => '/api/me/timetable',
  (i) => ({ authorization: pick(i).authorization }),
);
const feeds: string[] = [];
for (const a of auths.slice(0, 50)) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/me/calendar',
    headers: { authorization: a.authorization },
  });
  feeds.push(new URL(res.json().data.feedUrl).pathname);
}
// Each feed's first fetch, then the same feeds again: nothing is cached, so the two should agree
// (docs/decisions/224-ics-writer-and-feed-cache.md).
const firstFetches: number[] = [];
for (const path of feeds) {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url: path });
  if (res.statusCode !== 200) throw new Error(`feed: ${res.statusCode}`);
  firstFetches.push(performance.now() - started);
}
const coldFeedP95 = p95(firstFetches);
say(
  `ICS feed, first fetch of each of ${feeds.length} feeds (nothing cached): p95 ${coldFeedP95.toFixed(1)} ms`,
);
const warmFeedP95 = await latencies(
  `ICS feed of a learner in ${inBatches} batches, fetched again`,
  (i) => feeds[i % feeds.length] ?? '',
  () => ({}),
);

// A day of 5,000 sessions: five more per batch tomorrow, clear of the batches' 19:00 IST ones.
const now = new Date();
const base = new Date(Math.ceil((now.getTime() + 24 * HOUR) / HOUR) * HOUR + HOUR);
const slots = Array.from({ length: 24 }, (_, h) => h).filter((h) => {
  const utcHour = new Date(base.getTime() + h * HOUR).getUTCHours();
  return utcHour < 12 || utcHour > 15;
});
const perBatch = Math.max(1, Math.round(5000 / BATCHES));
await db.execute(sql`
  with b as (select id, instructor_id, row_number() over (order by id) - 1 as n from batches)
  insert into batch_sessions (batch_id, starts_at, ends_at, instructor_id, meeting_url)
  select b.id, ${base.toISOString()}::timestamptz + ((${sql.raw(`array[${slots.join(',')}]`)})[1 + (k * 4 + b.n % 4) % ${slots.length}] * interval '1 hour'),
    ${base.toISOString()}::timestamptz + ((${sql.raw(`array[${slots.join(',')}]`)})[1 + (k * 4 + b.n % 4) % ${slots.length}] * interval '1 hour') + interval '90 minutes',
    b.instructor_id, 'https://meet.jit.si/kalvi-' || md5(b.id::text || 'day' || k)
  from b cross join generate_series(0, ${perBatch - 1}) k`);
const daySessions = (
  (
    await db.execute(
      sql`select count(*)::int as n from batch_sessions where starts_at >= ${base.toISOString()}::timestamptz and starts_at < ${base.toISOString()}::timestamptz + interval '24 hours'`,
    )
  ).rows[0] as { n: number }
).n;
t0 = performance.now();
const planned = await planBatchReminders(db, now, 24 * HOUR);
const planMs = performance.now() - t0;
say(
  `reminder sweep: ${planned} moments (each makes its members' reminders) of ${daySessions} sessions in the next day planned in ${planMs.toFixed(0)} ms`,
);
t0 = performance.now();
const again = await planBatchReminders(db, now, 24 * HOUR);
say(`the same sweep again (nothing new, ${again} made): ${(performance.now() - t0).toFixed(0)} ms`);
t0 = performance.now();
await planBatchReminders(db, now);
say(`a minute's sweep (the next hour's moments): ${(performance.now() - t0).toFixed(0)} ms`);

// 200 learners of one batch press Join in the same second, inside the window.
const [joinBatch] = (await db.execute(sql`select id from batches order by id limit 1`)).rows as {
  id: string;
}[];
const [session] = (
  await db.execute(sql`update batch_sessions set starts_at = now() - interval '5 minutes', ends_at = now() + interval '80 minutes'
    where id = (select id from batch_sessions where batch_id = ${joinBatch?.id} and starts_at > now() + interval '2 days'
                order by starts_at limit 1) returning id`)
).rows as { id: string }[];
await db.execute(sql`insert into batch_members (batch_id, user_id)
  select ${joinBatch?.id}, id from users where id in (${sql.join(
    learnerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}) on conflict do nothing`);
const statuses: Record<number, number> = {};
t0 = performance.now();
await Promise.all(
  auths.slice(0, JOINS).map(async (a) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/live/${session?.id}/join`,
      headers: { authorization: a.authorization },
    });
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  }),
);
const joinMs = performance.now() - t0;
const attended = (
  (await db.execute(sql`select count(*)::int as n from session_attendance where session_id = ${session?.id}`))
    .rows[0] as {
    n: number;
  }
).n;
say(
  `${JOINS} joins at once: ${JSON.stringify(statuses)} in ${joinMs.toFixed(0)} ms; ${attended} attendances noted`,
);

const ok =
  timetableP95 <= 30 &&
  coldFeedP95 <= 30 &&
  warmFeedP95 <= 30 &&
  planMs < 5000 &&
  (statuses[200] ?? 0) === JOINS &&
  attended === JOINS;
say(ok ? 'all four targets met' : 'a target was missed (see above)');
await app.close();
await database.close();
process.exitCode = ok ? 0 : 1;
