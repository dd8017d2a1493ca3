import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { certificates, courseEnrollments, jobs, lessons, projectSubmissions } from '../db/schema.ts';
import { ownTestDatabase, ownTestDatabaseUrl, testApp, unique } from '../test/harness.ts';
import { recordingMailer } from '../test/mail.ts';
import { enrol, jobState, learner, liveCourse } from './fixture.ts';
import { deliver, type MailJob, mailKey } from './mail-jobs.ts';
import { planReminders } from './reminders.ts';

/**
 * The mail job queue (docs/decisions/131) on the test database: PGlite by default, PostgreSQL
 * with DATABASE_URL. Reminders are made due by scheduling sessions a few seconds past their
 * reminder moment; the tests wait for the message itself, never for a fixed time.
 */
const HOUR = 3_600_000;
const JOBS = { pollMs: 100 };
const apps: FastifyInstance[] = [];
const extraDatabases: Database[] = [];
// Opening and migrating the shared database takes seconds: a hook, not the first test.
beforeAll(async () => {
  await ownTestDatabase();
});
// Each test's apps stop with it: a worker left running would take the next test's jobs and
// send them through its own mailer.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  for (const db of extraDatabases) await db.close();
});

/** An app whose clock reads `aheadMs` later than the real one (the queue's and the reminder rules' clock). */
async function start(database: Database, aheadMs = 0) {
  const mailer = recordingMailer();
  const now = () => new Date(Date.now() + aheadMs);
  const { app } = await testApp({ mailer, database, jobs: { ...JOBS, now } });
  apps.push(app);
  return { app, mailer };
}

describe('mail job queue', () => {
  it('sends one enrolment confirmation in the learner language, however often the enrolment is reported', async () => {
    const database = await ownTestDatabase();
    const { app, mailer } = await start(database);
    const { course } = await liveCourse(database, new Date(Date.now() + 10 * 24 * HOUR));
    const user = await learner(app, database, 'ta');
    const enrolment = await enrol(database, user.id, course.id);

    // Verification and webhook both report the same enrolment.
    await Promise.all([
      app.jobs.enrolled('course', user.id, course.id),
      app.jobs.enrolled('course', user.id, course.id),
    ]);
    const mail = await mailer.inbox.next(user.email);
    expect(mail.subject).toContain('சேர்ந்துவிட்டீர்கள்');
    expect(mail.text).toContain(`/learn/${course.id}`);

    const job: MailJob = { kind: 'course-confirmation', enrolmentId: enrolment.id };
    await expect.poll(() => jobState(database, job)).toBe('sent');
    const queued = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, mailKey(job)));
    expect(queued).toHaveLength(1);
    // Reported again later (a late webhook): the job exists, so nothing more is sent.
    await app.jobs.enrolled('course', user.id, course.id);
    expect(await jobState(database, job)).toBe('sent');
    expect(mailer.inbox.count(user.email)).toBe(1);
  });

  it('plans only reminders whose moment has not passed: a session two hours ahead gets the 1-hour one', async () => {
    const database = await ownTestDatabase();
    const { app } = await start(database);
    const now = new Date();
    const soon = await liveCourse(database, new Date(now.getTime() + 2 * HOUR), now);
    const later = await liveCourse(database, new Date(now.getTime() + 24 * HOUR + 30 * 60_000), now);
    const user = await learner(app, database, 'en');
    await enrol(database, user.id, soon.course.id, now);
    await enrol(database, user.id, later.course.id, now);

    const planned = await planReminders(database.db, now, { userId: user.id });
    const of = (lessonId: string) =>
      planned.filter((p) => p.job.id === lessonId).map((p) => p.job.hoursBefore);
    expect(of(soon.lesson.id)).toEqual([1]);
    expect(of(later.lesson.id).sort()).toEqual([1, 24]);
    const oneHour = planned.find((p) => p.job.id === soon.lesson.id);
    expect(oneHour?.startAfter.toISOString()).toBe(new Date(now.getTime() + HOUR).toISOString());

    // Enrolled after the 24-hour moment of the later session: only its 1-hour reminder.
    const late = await learner(app, database, 'en');
    await enrol(database, late.id, later.course.id, new Date(now.getTime() + 31 * 60_000));
    const lateNow = new Date(now.getTime() + 31 * 60_000);
    const latePlan = await planReminders(database.db, lateNow, { userId: late.id });
    expect(latePlan.map((p) => p.job.hoursBefore)).toEqual([1]);
  });

  it('drops a reminder when the session moved or the enrolment was revoked', async () => {
    const database = await ownTestDatabase();
    const { app, mailer } = await start(database);
    const startsAt = new Date(Date.now() + 3 * HOUR);
    const { course, lesson } = await liveCourse(database, startsAt);
    const user = await learner(app, database, 'en');
    const enrolment = await enrol(database, user.id, course.id);
    const deps = {
      db: database.db,
      mailer,
      invoiceLinks: app.invoiceLinks,
      appUrl: 'http://x',
      now: () => new Date(),
    };
    expect(
      await deliver(deps, {
        kind: 'reminder',
        target: 'lesson',
        id: lesson.id,
        userId: user.id,
        hoursBefore: 1,
        startsAt: startsAt.toISOString(),
      }),
    ).toBe('sent');
    const job: MailJob = {
      kind: 'reminder',
      target: 'lesson',
      id: lesson.id,
      userId: user.id,
      hoursBefore: 1,
      startsAt: startsAt.toISOString(),
    };

    await database.db
      .update(lessons)
      .set({ startsAt: new Date(startsAt.getTime() + HOUR) })
      .where(eq(lessons.id, lesson.id));
    expect(await deliver(deps, job)).toBe('dropped');
    await database.db.update(lessons).set({ startsAt }).where(eq(lessons.id, lesson.id));
    await database.db
      .update(courseEnrollments)
      .set({ revokedAt: new Date() })
      .where(eq(courseEnrollments.id, enrolment.id));
    expect(await deliver(deps, job)).toBe('dropped');
    expect(mailer.inbox.count(user.email)).toBe(1);
  });

  it('sends a reminder scheduled before the app closed from the app started next on the same database', async () => {
    const database = await ownTestDatabase();
    const first = await start(database);
    // Two hours ahead: only the 1-hour reminder, due in an hour; the next app's clock is there.
    const startsAt = new Date(Date.now() + 2 * HOUR);
    const { course, lesson } = await liveCourse(database, startsAt, new Date(Date.now() - 60_000));
    const user = await learner(first.app, database, 'ta');
    await enrol(database, user.id, course.id);
    await first.app.jobs.enrolled('course', user.id, course.id);
    await first.mailer.inbox.next(user.email); // the confirmation
    const reminder: MailJob = {
      kind: 'reminder',
      target: 'lesson',
      id: lesson.id,
      userId: user.id,
      hoursBefore: 1,
      startsAt: startsAt.toISOString(),
    };
    expect(await jobState(database, reminder)).toBe('waiting');
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);
    expect(first.mailer.inbox.count(user.email)).toBe(1);

    const second = await start(database, HOUR + 1000);
    const mail = await second.mailer.inbox.next(user.email);
    expect(mail.subject).toContain('இன்னும் ஒரு மணி நேரத்தில்');
    expect(mail.text).toContain(`/learn/${course.id}/${lesson.id}`);
  }, 30_000);

  it('sends a due reminder once with two instances on one database', async () => {
    const base = await ownTestDatabase();
    // On PostgreSQL the second instance has its own pool, as a second server would.
    const url = await ownTestDatabaseUrl();
    const other = url ? await openDatabase({ databaseUrl: url }) : base;
    if (other !== base) extraDatabases.push(other);
    // Both clocks stand just past the 1-hour moment of a session two hours ahead.
    const a = await start(base, HOUR + 1000);
    const b = await start(other, HOUR + 1000);
    const startsAt = new Date(Date.now() + 2 * HOUR);
    const { course, lesson } = await liveCourse(base, startsAt, new Date(Date.now() - 60_000));
    const user = await learner(a.app, base, 'en');
    await enrol(base, user.id, course.id, new Date(Date.now() - 60_000));
    // Both instances plan the same reminder.
    await Promise.all([a.app.jobs.sweep(), b.app.jobs.sweep()]);
    const reminder: MailJob = {
      kind: 'reminder',
      target: 'lesson',
      id: lesson.id,
      userId: user.id,
      hoursBefore: 1,
      startsAt: startsAt.toISOString(),
    };
    const mail = await Promise.race([a.mailer.inbox.next(user.email), b.mailer.inbox.next(user.email)]);
    expect(mail.subject).toContain('starts in one hour');
    // Wait for the queue to record the job done, then count what both instances sent.
    await expect.poll(() => jobState(base, reminder), { timeout: 10_000 }).toBe('sent');
    expect(a.mailer.inbox.count(user.email) + b.mailer.inbox.count(user.email)).toBe(1);
  }, 30_000);

  it('announces a reviewed project and an issued certificate in the learner language', async () => {
    const database = await ownTestDatabase();
    const { app, mailer } = await start(database);
    const { course, lesson } = await liveCourse(database, new Date(Date.now() + 10 * 24 * HOUR));
    const tamil = await learner(app, database, 'ta');
    const english = await learner(app, database, 'en');
    await database.db.insert(projectSubmissions).values({
      userId: tamil.id,
      lessonId: lesson.id,
      courseId: course.id,
      url: 'https://github.com/x/y',
      status: 'returned',
      feedback: 'Add tests',
      reviewedAt: new Date(),
    });
    const certificateId = `KLV-${unique('T').toUpperCase()}`;
    await database.db.insert(certificates).values({
      id: certificateId,
      userId: english.id,
      courseId: course.id,
      recipientName: 'Priya Learner',
      title: course.title,
      instructorName: 'Test Instructor',
    });
    await app.jobs.sweep();
    const review = await mailer.inbox.next(tamil.email);
    expect(review.subject).toContain('கருத்துகள்');
    expect(review.text).toContain('Add tests');
    const certificate = await mailer.inbox.next(english.email);
    expect(certificate.subject).toContain('your certificate');
    expect(certificate.text).toContain(`/certificates/${certificateId}`);
  });
});
