import { startSmtpServer } from '@kalvi/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent, insertLearners, post, signIn } from './helpers/fixtures.ts';
import { type Instance, startInstance } from './helpers/instance.ts';
import { type Nginx, startNginx } from './helpers/nginx.ts';
import { freshDatabase, query } from './helpers/postgres.ts';
import { oneProxyHop } from './helpers/trust-proxy.ts';

/**
 * The mail job queue (docs/decisions/131) with two instances behind nginx on one PostgreSQL
 * database and one Redis (issue 18: every scheduled job runs once, not once per instance). Both
 * instances send through one local SMTP server that speaks real SMTP, so what it receives is
 * what learners would get. Each instance names itself to PostgreSQL (application_name), which
 * lets the test see each one's job loop look for work.
 */

/** The reminder falls due this long after the event is made: the enrolment must come before. */
const REMINDER_DUE_IN_S = 8;
const NAMES = ['kalvi-mail-a', 'kalvi-mail-b'];

describe('mail jobs with two instances', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let instances: Instance[] = [];
  let nginx: Nginx;

  beforeAll(async () => {
    database = await freshDatabase();
    smtp = await startSmtpServer();
    const env = (name: string) => {
      const url = new URL(database.url);
      url.searchParams.set('application_name', name);
      return {
        DATABASE_URL: url.toString(),
        REDIS_URL: 'redis://127.0.0.1:6379',
        TRUST_PROXY: oneProxyHop(),
        SMTP_URL: smtp.url,
      };
    };
    instances = await Promise.all(NAMES.map((name) => startInstance(env(name))));
    await Promise.all(instances.map((i) => i.ready()));
    nginx = await startNginx([instances[0]?.port ?? 0, instances[1]?.port ?? 0]);
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await smtp?.close();
    await database?.drop();
  });

  it('sends a due event reminder once, not once per instance, and neither job loop sends it again', async () => {
    const [email = ''] = await insertLearners(database.url, 1);
    const token = await signIn(nginx.https, email);
    // Starts just over an hour ahead: its 1-hour reminder falls due in REMINDER_DUE_IN_S seconds,
    // after the enrolment (a reminder whose moment is before the enrolment is not planned), so
    // neither instance is woken by the offer: both find it due by their own polling.
    const eventId = await insertEvent(database.url, 10, 10, 3600 + REMINDER_DUE_IN_S);
    const enrolled = await post(nginx.https, `/api/events/enroll/${eventId}`, {}, token);
    expect(enrolled.status).toBe(200);

    const reminderKey = `reminder:event:${eventId}:%`;
    const jobs = await query<{ key: string }>(database.url, 'select key from jobs where key like $1', [
      reminderKey,
    ]);
    // Planned at the enrolment, 1-hour only (the 24-hour moment had passed); if this finds none,
    // the enrolment took longer than REMINDER_DUE_IN_S.
    expect(jobs.rows.map((r) => r.key)).toEqual([expect.stringMatching(/:1h:/)]);

    const mails = () => smtp.inbox.messages.filter((m) => m.to === email);
    const reminders = () => mails().filter((m) => m.body.includes('starts in one hour'));
    // Delivery, waited for at the SMTP server itself.
    await expect.poll(() => reminders().length, { timeout: 30_000, interval: 100 }).toBe(1);

    // The queue's record of it: done, sent, claimed by exactly one worker (each claim adds an
    // attempt, so a job taken by both instances would show 2). seen_at is read after the row is
    // seen done, so a claim that starts later is sure to see it done.
    const finished = async () => {
      const { rows } = await query<{ done: boolean; outcome: string; attempts: number; seen_at: Date }>(
        database.url,
        `select done_at is not null as done, outcome, attempts, clock_timestamp() as seen_at
         from jobs where key like $1`,
        [reminderKey],
      );
      return rows[0];
    };
    await expect.poll(async () => (await finished())?.done, { timeout: 10_000, interval: 100 }).toBe(true);
    const job = await finished();
    expect(job).toMatchObject({ done: true, outcome: 'sent', attempts: 1 });

    // Both instances' job loops have their turn after it: each runs its claim again (every 2 s
    // when idle, plugins/jobs.ts), seen in pg_stat_activity as that instance's last query
    // started after seen_at. A queue that let a second instance take a job already sent, or one
    // in hand, would have sent it then; after that claim nothing else would send it: claims skip
    // done rows, and the leader's sweep re-offers only the same key, which exists. So waiting for
    // these two claims is enough, and no fixed sleep is needed.
    const claimedSince = async (since: Date) => {
      const { rows } = await query<{ name: string }>(
        database.url,
        `select distinct application_name as name from pg_stat_activity
         where datname = current_database() and application_name = any($1)
           and query like '%update "jobs" set locked_until%' and query_start > $2
         order by name`,
        [NAMES, since],
      );
      return rows.map((r) => r.name);
    };
    await expect
      .poll(() => claimedSince(job?.seen_at ?? new Date()), { timeout: 15_000, interval: 100 })
      .toEqual(NAMES);

    expect(reminders()).toHaveLength(1);
    // Besides the reminder, only the enrolment confirmation, once.
    expect(mails().filter((m) => m.body.includes('is confirmed'))).toHaveLength(1);
    expect(mails()).toHaveLength(2);
    expect((await finished())?.attempts).toBe(1);
  });
});
