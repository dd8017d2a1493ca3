import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for every seeded table. */
export const BATCH_SIZE = 1000;

export async function insertInBatches<TTable extends PgTable>(
  tx: Tx,
  table: TTable,
  rows: TTable['$inferInsert'][],
  batchSize = BATCH_SIZE,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await tx.insert(table).values(rows.slice(i, i + batchSize));
  }
}

/**
 * Make every course's rating and num_reviews agree with its review rows (the average rounded
 * to one decimal, 0 without reviews), and keep num_students, a marketing count of all-time
 * learners, from falling below the real enrolments.
 */
export async function recomputeCourseCounters(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update courses c
    set rating = coalesce(r.avg_rating, 0),
        num_reviews = coalesce(r.review_count, 0),
        num_students = greatest(c.num_students, coalesce(e.enrolment_count, 0))
    from courses c2
    left join (
      select course_id, round(avg(rating)::numeric, 1)::real as avg_rating, count(*)::int as review_count
      from reviews group by course_id
    ) r on r.course_id = c2.id
    left join (
      select course_id, count(*)::int as enrolment_count from course_enrollments group by course_id
    ) e on e.course_id = c2.id
    where c.id = c2.id
  `);
}
