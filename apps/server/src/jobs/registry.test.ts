import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { jobHandlers } from '../job-handlers.ts';
import { ownTestDatabase, testApp, unique } from '../test/harness.ts';
import type { MailJob, MailJobDeps } from './mail-jobs.ts';
import { offer } from './queue.ts';
import { jobRegistry, UnknownJobKindError } from './registry.ts';

/** The registry of job kinds (docs/decisions/202-one-job-queue.md): each module's handlers, one place. */
const deps = {} as MailJobDeps;
const mystery = { kind: 'mystery', id: 'x' } as unknown as MailJob;

describe('job registry', () => {
  it('runs a job through the handler its module registered for its kind', async () => {
    const seen: string[] = [];
    const registry = jobRegistry(
      {
        'referral-reward': async (_deps, job) => {
          seen.push(job.rewardId);
          return 'sent';
        },
      },
      { 'waitlist-lapse': async () => 'dropped' },
    );
    const reward: MailJob = { kind: 'referral-reward', rewardId: 'r1', dueAt: '2026-12-07T00:00:00.000Z' };
    expect(await registry.run(deps, reward, 1)).toBe('sent');
    expect(seen).toEqual(['r1']);
    expect(registry.kinds).toEqual(['referral-reward', 'waitlist-lapse']);
  });

  it('refuses a kind no module registered, naming it', async () => {
    const registry = jobRegistry({ 'waitlist-lapse': async () => 'dropped' });
    await expect(registry.run(deps, mystery, 1)).rejects.toThrow(new UnknownJobKindError('mystery'));
    await expect(registry.run(deps, mystery, 1)).rejects.toThrow(
      'No handler is registered for job kind "mystery"',
    );
    expect(() => registry.check(mystery)).toThrow(UnknownJobKindError);
  });

  it('refuses a kind two modules both register', () => {
    expect(() =>
      jobRegistry({ 'waitlist-lapse': async () => 'dropped' }, { 'waitlist-lapse': async () => 'sent' }),
    ).toThrow('Job kind "waitlist-lapse" is registered twice');
  });

  it('has a handler, in the app, for every kind of job the queue carries', () => {
    const every: MailJob['kind'][] = [
      'batch-reminders',
      'certificate-issued',
      'course-confirmation',
      'event-confirmation',
      'notification',
      'project-reviewed',
      'referral-reward',
      'reminder',
      'waitlist-lapse',
      'waitlist-offer',
    ];
    expect(jobHandlers.kinds).toEqual(every);
  });
});

describe('a job of a kind the app does not know', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await ownTestDatabase();
    ({ app } = await testApp({ database, jobs: { pollMs: 100 } }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('is refused when offered, and nothing is queued', async () => {
    const before = await database.db.$count(jobs);
    await expect(app.jobs.enqueue(mystery)).rejects.toThrow(UnknownJobKindError);
    expect(await database.db.$count(jobs)).toBe(before);
  });

  it('is retried, not done, when a claimed row holds it, its outcome naming the kind', async () => {
    // A row an instance of a newer release might offer during a rolling deploy.
    const key = unique('mystery:');
    await offer(database.db, key, mystery, new Date(Date.now() - 1000));
    const row = async () => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];
    await expect.poll(async () => (await row())?.attempts, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await row())?.outcome, { timeout: 10_000 }).not.toBe('');
    expect(await row()).toMatchObject({
      doneAt: null,
      lockedUntil: null,
      outcome: 'No handler is registered for job kind "mystery"',
    });
  });
});
