import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { jobs, notifications, users } from '../../db/schema.ts';
import { testApp } from '../../test/harness.ts';
import { addMember, batchCourse, dateIn, memberBatch } from './fixture.ts';

const DAY = 86_400_000;

describe("a batch's members told of a session's changes", () => {
  let app: FastifyInstance;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;
  let made: Awaited<ReturnType<typeof memberBatch>>;

  beforeAll(async () => {
    ({ app, database } = await testApp());
    fx = await batchCourse(app, database);
    made = await memberBatch(app, database, fx, { startDate: dateIn(5), weeks: 2 });
    // The stranger joins too, reading Kalvi in Tamil.
    await addMember(database, made.batch.id, fx.stranger.id);
    await database.db.update(users).set({ preferredLanguage: 'ta' }).where(eq(users.id, fx.stranger.id));
  });

  const edit = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/admin/batch-sessions/${id}`, headers: fx.staff.auth, payload });
  const noticesOf = (userId: string, prefix: string) =>
    database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.key, `${prefix}%`)));

  it('says "Recording available" once per session, in each learner\'s language, by e-mail too', async () => {
    const s = made.session(1);
    expect((await edit(s.id, { recordingUrl: 'https://videos.example.org/r/1' })).statusCode).toBe(200);
    expect((await edit(s.id, { recordingUrl: 'https://videos.example.org/r/1-better' })).statusCode).toBe(
      200,
    );
    const key = `batch-session-recording:${s.id}`;
    const mine = await noticesOf(fx.learner.id, key);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.title).toBe(`Recording available: ${fx.course.title}, live session 2`);
    expect(mine[0]?.url).toBe('/learn/timetable');
    const theirs = await noticesOf(fx.stranger.id, key);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.title).toContain('பதிவு கிடைக்கிறது');
    const mail = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `notification:email:${mine[0]?.id}`));
    expect(mail).toHaveLength(1);
  });

  it('tells members of a move each time it moves, and of a cancellation once', async () => {
    const s = made.session(2);
    const later = (days: number) => ({
      startsAt: new Date(new Date(s.startsAt).getTime() + days * DAY).toISOString(),
      endsAt: new Date(new Date(s.endsAt).getTime() + days * DAY).toISOString(),
    });
    expect((await edit(s.id, later(0.5))).statusCode).toBe(200);
    expect((await edit(s.id, later(0.75))).statusCode).toBe(200);
    const moved = await noticesOf(fx.learner.id, `batch-session-moved:${s.id}`);
    expect(moved).toHaveLength(2);
    expect(moved[0]?.title).toContain('live session 3 is moved to');
    expect((await noticesOf(fx.stranger.id, `batch-session-moved:${s.id}`))[0]?.title).toContain('மாற்றப்பட்டது');
    // Only the instructor changed: no move to tell.
    expect((await edit(made.session(3).id, { instructorId: fx.instructor.id })).statusCode).toBe(200);
    expect(await noticesOf(fx.learner.id, `batch-session-moved:${made.session(3).id}`)).toHaveLength(0);

    const cancel = () =>
      app.inject({ method: 'POST', url: `/api/admin/batch-sessions/${s.id}/cancel`, headers: fx.staff.auth });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const cancelled = await noticesOf(fx.learner.id, `batch-session-cancelled:${s.id}`);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.title).toBe(`${fx.course.title}: live session 3 is cancelled`);
  });
});
