import { INSTRUCTOR_DOUBLE_BOOKED } from '@kalvi/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { batches, batchSessions } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { batchCourse, pattern } from './fixture.ts';

/*
 * Two staff saving at once: the database's exclusion constraint, not a read before the write,
 * decides (docs/decisions/212-batches-model-and-time-zones.md#an-instructor-is-never-booked-twice).
 * On PostgreSQL (DATABASE_URL) the two transactions truly run side by side.
 */

describe('an instructor booked by two staff at once', () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
  });

  it('lets exactly one of two overlapping batches through, and keeps no session of the other', async () => {
    const tries = ['19:00', '19:45'].map((startTime) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/courses/${fx.course.id}/batches`,
        headers: fx.staff.auth,
        payload: pattern({ startDate: '2032-01-05', startTime, weeks: 4 }),
      }),
    );
    const answers = await Promise.all(tries);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe(INSTRUCTOR_DOUBLE_BOOKED);

    const made = await database.db
      .select({ id: batches.id })
      .from(batches)
      .where(eq(batches.courseId, fx.course.id));
    expect(made).toHaveLength(1);
    const sessions = await database.db
      .select({ batchId: batchSessions.batchId })
      .from(batchSessions)
      .where(eq(batchSessions.instructorId, fx.instructor.id));
    expect(sessions).toHaveLength(12);
    expect(new Set(sessions.map((s) => s.batchId))).toEqual(new Set([made[0]?.id]));
  });

  it('keeps ten simultaneous reschedules onto one slot to one winner', async () => {
    const [a, b] = await Promise.all(
      ['2032-03-01', '2032-04-05'].map(async (startDate) =>
        (
          await app.inject({
            method: 'POST',
            url: `/api/admin/courses/${fx.course.id}/batches`,
            headers: fx.staff.auth,
            payload: pattern({ startDate, weekdays: [1], weeks: 1 }),
          })
        ).json(),
      ),
    );
    const sessions = [a.data.sessions[0].id, b.data.sessions[0].id];
    const moves = Array.from({ length: 10 }, (_, i) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/batch-sessions/${sessions[i % 2]}`,
        headers: fx.staff.auth,
        payload: {
          startsAt: '2032-06-07T10:00:00Z',
          endsAt: `2032-06-07T11:${String(30 + i).padStart(2, '0')}:00Z`,
        },
      }),
    );
    const codes = (await Promise.all(moves)).map((m) => m.statusCode);
    // One session wins the slot (and may be moved again within it); the other is refused each time.
    const winners = new Set(codes.flatMap((code, i) => (code === 200 ? [sessions[i % 2]] : [])));
    expect(winners.size).toBe(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
  });
});
