import { attendanceShareMet } from '@kalvi/shared';
import { sql } from 'drizzle-orm';
import { batches, batchMembers, batchSessions, sessionAttendance } from '../../db/schema.ts';
import type { Tx } from '../../lib/tx.ts';

/**
 * Whether a learner has attended the share of live sessions their course's certificate requires
 * (docs/product/batches.md#the-certificates-attendance-share): of every scheduled session of a
 * batch of the course they are in, cancelled batches aside. A learner in no batch of the course
 * learns it self-paced, and the share does not apply; in several (moved), one batch meeting it
 * is enough.
 */
export async function liveShareMet(
  tx: Tx,
  userId: string,
  courseId: string,
  requiredPercent: number | null,
): Promise<boolean> {
  if (requiredPercent === null) return true;
  const result = await tx.execute(sql`
    select count(s.id)::int as total, count(a.user_id)::int as attended
    from ${batchMembers} m
    join ${batches} b on b.id = m.batch_id and b.course_id = ${courseId}::uuid and b.status <> 'cancelled'
    left join ${batchSessions} s on s.batch_id = b.id and s.status = 'scheduled'
    left join ${sessionAttendance} a on a.session_id = s.id and a.user_id = m.user_id
    where m.user_id = ${userId}::uuid
    group by b.id`);
  const rows = result.rows as { total: number; attended: number }[];
  if (rows.length === 0) return true;
  return rows.some((r) => attendanceShareMet(requiredPercent, Number(r.attended), Number(r.total)));
}
