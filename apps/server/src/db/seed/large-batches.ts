import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * The large data set's batches (issue 43): `batches` batches (1,000 by default) of published
 * courses, each with its own instructor (so no two batches meet the instructor-overlap rule)
 * and `sessionsPerBatch` daily sessions at 19:00 IST (100 by default: 100,000 sessions), starting
 * from 30 days ago to 30 days on, and `membersPerBatch` generated learners each (40 by default:
 * with the 2,000 learners of the large seed, every one of them is in 20 batches, the load of the
 * timetable and calendar benchmarks). Written in set-based SQL: a few seconds on PostgreSQL.
 * Skipped when its instructors exist already.
 */
export interface LargeBatchOptions {
  now?: Date;
  batches?: number;
  sessionsPerBatch?: number;
  membersPerBatch?: number;
  log?: (line: string) => void;
}

export const PERF_INSTRUCTOR = 'Perf Instructor ';

export async function seedLargeBatches(db: Db, opts: LargeBatchOptions = {}): Promise<void> {
  const log = opts.log ?? (() => {});
  const batchCount = opts.batches ?? 1000;
  const perBatch = opts.sessionsPerBatch ?? 100;
  const members = opts.membersPerBatch ?? 40;
  const today = (opts.now ?? new Date()).toISOString().slice(0, 10);
  const seen = await db.execute(
    sql`select 1 from instructors where name like ${`${PERF_INSTRUCTOR}%`} limit 1`,
  );
  if (seen.rows.length > 0) {
    log('Large seed: its batches exist already; not seeded again.');
    return;
  }
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into instructors (name, title)
      select ${PERF_INSTRUCTOR} || g, 'Kalvi Mentor' from generate_series(1, ${batchCount}) g`);
    await tx.execute(sql`
      with c as (select id, row_number() over (order by id) - 1 as n from courses where is_published),
           k as (select count(*) as total from c),
           i as (select id, row_number() over (order by id) - 1 as n from instructors
                 where name like ${`${PERF_INSTRUCTOR}%`})
      insert into batches (course_id, language, start_date, weekdays, start_time, duration_minutes,
                           seats, enrolment_deadline, instructor_id)
      select c.id, case when i.n % 2 = 0 then 'ta' else 'en' end,
             ${today}::date - 30 + (i.n % 60)::int, '{1,2,3,4,5,6,7}', '19:00', 90, ${members + 20},
             (${today}::date - 30 + (i.n % 60)::int)::timestamp at time zone 'UTC' + interval '13 hours 30 minutes',
             i.id
      from i join c on c.n = i.n % (select total from k)`);
    await tx.execute(sql`
      insert into batch_sessions (batch_id, starts_at, ends_at, instructor_id, meeting_url)
      select b.id,
             (b.start_date + d)::timestamp at time zone 'UTC' + interval '13 hours 30 minutes',
             (b.start_date + d)::timestamp at time zone 'UTC' + interval '15 hours',
             b.instructor_id,
             'https://meet.jit.si/kalvi-' || md5(b.id::text || d)
      from batches b join instructors i on i.id = b.instructor_id and i.name like ${`${PERF_INSTRUCTOR}%`}
      cross join generate_series(0, ${perBatch - 1}) d`);
    await tx.execute(sql`
      with b as (select b.id, row_number() over (order by b.id) - 1 as n from batches b
                 join instructors i on i.id = b.instructor_id and i.name like ${`${PERF_INSTRUCTOR}%`}),
           u as (select id, row_number() over (order by id) - 1 as n from users
                 where email like 'perf.learner.%@example.com'),
           k as (select count(*) as total from u)
      insert into batch_members (batch_id, user_id)
      select b.id, u.id from b cross join generate_series(0, ${members - 1}) j
      join u on u.n = (b.n * ${members} + j) % (select total from k)
      on conflict do nothing`);
  });
  await db.execute(sql`analyze batches, batch_sessions, batch_members`);
  log(
    `Large seed: ${batchCount} batches with ${batchCount * perBatch} sessions and ${members} learners each ` +
      `added in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
