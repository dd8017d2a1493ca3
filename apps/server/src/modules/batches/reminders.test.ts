import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { batchMembers, jobs, notifications, users, whatsappOptIns } from '../../db/schema.ts';
import { compose, type MailJob } from '../../jobs/mail-jobs.ts';
import { ownTestDatabase, testApp } from '../../test/harness.ts';
import { batchCourse, dateIn, memberBatch, setSessionTimes } from './fixture.ts';
import { planBatchReminders, remindMembers } from './reminders.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('reminders of batch sessions', () => {
  let app: FastifyInstance;
  let config: Config;
  let database: Database;
  let fx: Awaited<ReturnType<typeof batchCourse>>;
  let made: Awaited<ReturnType<typeof memberBatch>>;

  beforeAll(async () => {
    // A database of its own: an earlier file's app left open on the shared one would take these
    // reminders with its worker and write the WhatsApp message to its own outbox.
    ({ app, config, database } = await testApp({ database: await ownTestDatabase(), jobs: { pollMs: 50 } }));
    fx = await batchCourse(app, database);
    made = await memberBatch(app, database, fx, { startDate: dateIn(5), weeks: 2 });
    await database.db.update(users).set({ preferredLanguage: 'ta' }).where(eq(users.id, fx.learner.id));
    // The learner joined the batch days ago: every reminder moment since then applies.
    await database.db
      .update(batchMembers)
      .set({ joinedAt: new Date(Date.now() - 3 * 24 * HOUR) })
      .where(eq(batchMembers.batchId, made.batch.id));
    await database.db.insert(whatsappOptIns).values({
      userId: fx.learner.id,
      phone: '919876500043',
      optedInAt: new Date(),
      confirmedAt: new Date(),
    });
  });

  /** The learners' reminders of a session. */
  const jobsOf = (sessionId: string) =>
    database.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `reminder:batch-session:${sessionId}:%`));
  /** The session's moments, each of which makes its members' reminders when it comes. */
  const momentsOf = (sessionId: string) =>
    database.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `batch-reminders:${sessionId}:%`));
  type Moment = { sessionId: string; hoursBefore: number; startsAt: string };

  it('plans each reminder once however many sweeps run at once, and sends it in-app, by e-mail and WhatsApp', async () => {
    const s = made.session(0);
    // The 1-hour moment has just come; the 24-hour one passed long ago and is not planned.
    const start = new Date(Date.now() + HOUR - 10_000);
    await setSessionTimes(database, s.id, start, new Date(start.getTime() + 90 * MINUTE));
    const now = new Date();
    const counts = await Promise.all([1, 2, 3].map(() => planBatchReminders(database.db, now)));
    expect(
      counts.reduce((a, b) => a + b, 0),
      String(counts),
    ).toBe(1);
    expect(await planBatchReminders(database.db, now)).toBe(0);
    expect((await momentsOf(s.id)).map((j) => j.data)).toEqual([
      { kind: 'batch-reminders', sessionId: s.id, hoursBefore: 1, startsAt: start.toISOString() },
    ]);
    // The moment has come: the app's worker makes the learner's reminder and sends it.
    const planned = await vi.waitFor(
      async () => {
        const rows = await jobsOf(s.id);
        if (rows.length === 0) throw new Error('no reminder made yet');
        return rows;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(planned.map((j) => j.data)).toEqual([
      {
        kind: 'reminder',
        target: 'batch-session',
        id: s.id,
        userId: fx.learner.id,
        hoursBefore: 1,
        startsAt: start.toISOString(),
      },
    ]);

    const bell = await vi.waitFor(
      async () => {
        const [row] = await database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, fx.learner.id));
        if (!row) throw new Error('no reminder yet');
        return row;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(bell.kind).toBe('reminder');
    expect(bell.title).toContain(': நேரலை வகுப்பு 1');
    const outbox = join(config.dataDir, 'outbox', 'whatsapp');
    const sent = await vi.waitFor(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
        const all = await Promise.all(
          names.map(async (n) => JSON.parse(await readFile(join(outbox, n), 'utf8'))),
        );
        const mine = all.filter((m) => m.to === '919876500043');
        if (mine.length === 0) throw new Error('no WhatsApp message yet');
        return mine;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(sent[0]).toMatchObject({ template: 'live_session_reminder', language: 'ta' });
  });

  it('plans the 24-hour and 1-hour reminders of a session a day away when each moment comes', async () => {
    const s = made.session(1);
    const start = new Date(Date.now() + 24 * HOUR + 30 * MINUTE);
    await setSessionTimes(database, s.id, start, new Date(start.getTime() + 90 * MINUTE));
    // The 24-hour moment is half an hour away, within the sweep's hour ahead.
    expect(await planBatchReminders(database.db, new Date())).toBeGreaterThanOrEqual(1);
    const moments = async () =>
      (await momentsOf(s.id)).map((j) => ({
        hours: (j.data as Moment).hoursBefore,
        runAt: j.runAt.getTime(),
      }));
    expect(await moments()).toEqual([{ hours: 24, runAt: start.getTime() - 24 * HOUR }]);
    // A day later the 1-hour one comes.
    await planBatchReminders(database.db, new Date(Date.now() + 23 * HOUR + 10 * MINUTE));
    expect((await moments()).sort((a, b) => a.hours - b.hours)).toEqual([
      { hours: 1, runAt: start.getTime() - HOUR },
      { hours: 24, runAt: start.getTime() - 24 * HOUR },
    ]);
  });

  it('re-plans a moved session and drops the old reminders; a cancelled session is not reminded', async () => {
    const s = made.session(2);
    const start = new Date(Date.now() + 48 * HOUR + 20 * MINUTE);
    await setSessionTimes(database, s.id, start, new Date(start.getTime() + 90 * MINUTE));
    const dayOn = new Date(Date.now() + 24 * HOUR);
    await planBatchReminders(database.db, dayOn);
    const [oldMoment] = await momentsOf(s.id);
    expect(oldMoment).toBeDefined();
    // Its moment comes before staff move the session: the learner's reminder is made.
    expect(await remindMembers(database.db, oldMoment?.data as Moment, new Date())).toBe(1);
    const [old] = await jobsOf(s.id);
    const moved = new Date(start.getTime() + 30 * MINUTE);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/batch-sessions/${s.id}`,
      headers: fx.staff.auth,
      payload: {
        startsAt: moved.toISOString(),
        endsAt: new Date(moved.getTime() + 90 * MINUTE).toISOString(),
      },
    });
    expect(res.statusCode).toBe(200);
    // The old moment makes nothing any more; the new start has its own.
    expect(await remindMembers(database.db, oldMoment?.data as Moment, new Date())).toBe(0);
    expect(await planBatchReminders(database.db, dayOn)).toBeGreaterThanOrEqual(1);
    const freshMoment = (await momentsOf(s.id)).find((j) => j.key.endsWith(moved.toISOString()));
    expect(await remindMembers(database.db, freshMoment?.data as Moment, new Date())).toBe(1);
    const deps = { db: database.db, appUrl: config.appUrl, now: () => new Date() } as Parameters<
      typeof compose
    >[0];
    expect(await compose(deps, old?.data as MailJob)).toBeNull();
    const fresh = (await jobsOf(s.id)).find((j) => j.key.endsWith(moved.toISOString()));
    expect(await compose(deps, fresh?.data as MailJob)).not.toBeNull();

    await app.inject({
      method: 'POST',
      url: `/api/admin/batch-sessions/${s.id}/cancel`,
      headers: fx.staff.auth,
    });
    expect(await compose(deps, fresh?.data as MailJob)).toBeNull();
    expect(await remindMembers(database.db, freshMoment?.data as Moment, new Date())).toBe(0);
    // Cancelled, then due within the hour: never planned.
    const s2 = made.session(3);
    await app.inject({
      method: 'POST',
      url: `/api/admin/batch-sessions/${s2.id}/cancel`,
      headers: fx.staff.auth,
    });
    const start2 = new Date(Date.now() + HOUR + 20 * MINUTE);
    await setSessionTimes(database, s2.id, start2, new Date(start2.getTime() + 90 * MINUTE));
    await planBatchReminders(database.db, new Date());
    expect(await momentsOf(s2.id)).toHaveLength(0);
  });
});
