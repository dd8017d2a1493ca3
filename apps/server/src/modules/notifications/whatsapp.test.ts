import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  jobs,
  notificationDeliveries,
  notifications,
  whatsappEvents,
  whatsappOptIns,
} from '../../db/schema.ts';
import { jobState, learner } from '../../jobs/fixture.ts';
import { mailKey } from '../../jobs/mail-jobs.ts';
import { ownTestDatabase, testApp } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { startWhatsappStub, type WhatsappStub, whatsappEnv } from '../../test/whatsapp-stub.ts';
import { returnedProject } from './fixture.ts';
import { type CodeSource, confirmNumber, outboxOf } from './whatsapp-fixture.ts';

/**
 * WhatsApp through a stand-in speaking the Cloud API (docs/decisions/177): template messages in
 * the learner's language, sent once with two workers, retried with backoff, falling back to
 * e-mail; the webhook verified over the raw body, kept once, and STOP honoured.
 */
let stub: WhatsappStub;
let database: Database;
const apps: FastifyInstance[] = [];
let aheadMs = 0;

beforeAll(async () => {
  stub = await startWhatsappStub();
  database = await ownTestDatabase();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  aheadMs = 0;
});
afterAll(async () => {
  await stub.close();
});

async function start(env: Record<string, string> = whatsappEnv(stub)) {
  const mailer = recordingMailer();
  const { app, config } = await testApp({
    mailer,
    database,
    env,
    jobs: { pollMs: 50, now: () => new Date(Date.now() + aheadMs) },
  });
  apps.push(app);
  // Without keys the confirmation codes go to the outbox, as every other message does.
  codes.set(app, env.WHATSAPP_TOKEN ? stub : outboxOf(config.dataDir));
  return { app, mailer };
}
const codes = new Map<FastifyInstance, CodeSource>();

async function optedIn(app: FastifyInstance, language: 'en' | 'ta', phone = '9876543210') {
  const user = await learner(app, database, language);
  await confirmNumber(app, user.auth, phone, codes.get(app) ?? stub);
  return user;
}

async function delivery(userId: string, channel: string) {
  const [row] = await database.db
    .select({ d: notificationDeliveries })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId));
  const rows = await database.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, row?.d.notificationId ?? ''));
  return rows.find((r) => r.channel === channel);
}

const post = (app: FastifyInstance, hook: { body: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hook.signature },
    payload: hook.body,
  });

describe('WhatsApp notifications', () => {
  it('sends one template message in Tamil and one e-mail, once, with two workers on one database', async () => {
    const a = await start();
    const b = await start();
    const user = await optedIn(a.app, 'ta');
    const job = await returnedProject(database, user.id);
    const before = stub.sent.length;
    await Promise.all([a.app.jobs.enqueue(job), b.app.jobs.enqueue(job)]);
    await expect
      .poll(async () => (await delivery(user.id, 'whatsapp'))?.status, { timeout: 10_000 })
      .toBe('sent');
    await expect.poll(() => a.mailer.inbox.count(user.email) + b.mailer.inbox.count(user.email)).toBe(1);
    const mine = stub.sent.slice(before).filter((m) => m.to === '919876543210');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ template: 'project_reviewed', language: 'ta' });
    expect(mine[0]?.params[0]).toContain('கருத்துகள்');
    expect(mine[0]?.params[1]).toMatch(/^http:\/\/localhost:\d+\/learn\//);
  }, 30_000);

  it('retries a rate-limited send with backoff, then sends it', async () => {
    const { app } = await start();
    const user = await optedIn(app, 'en', '8765432109');
    stub.failNext(429, 130429, 'Rate limit hit');
    await app.jobs.enqueue(await returnedProject(database, user.id));
    await expect.poll(async () => (await delivery(user.id, 'whatsapp'))?.status).toBe('queued');
    const key = mailKey({
      kind: 'notification',
      channel: 'whatsapp',
      notificationId: (await delivery(user.id, 'whatsapp'))?.notificationId ?? '',
    });
    // Claiming the job counts the attempt; the refusal is written after the send answers, with
    // the time of the next try. Wait for that write, not for the count.
    await expect
      .poll(async () => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0]?.outcome)
      .toContain('130429');
    const [waiting] = await database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(waiting?.attempts).toBe(1);
    // Tried again a minute later, not at once.
    expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    aheadMs = 61_000;
    await expect
      .poll(async () => (await delivery(user.id, 'whatsapp'))?.status, { timeout: 10_000 })
      .toBe('sent');
    expect(
      stub.sent.filter((m) => m.to === '918765432109' && m.template === 'project_reviewed'),
    ).toHaveLength(1);
  }, 30_000);

  it('falls back to e-mail when the number cannot receive WhatsApp', async () => {
    const { app, mailer } = await start();
    const user = await optedIn(app, 'en', '7654321098');
    // The learner wants reviews on WhatsApp only.
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: user.auth,
      payload: { kinds: { review: { email: false, whatsapp: true } } },
    });
    stub.failNext(400, 131026, 'Message undeliverable');
    await app.jobs.enqueue(await returnedProject(database, user.id));
    const mail = await mailer.inbox.next(user.email);
    expect(mail.subject).toContain('feedback on your project');
    expect((await delivery(user.id, 'whatsapp'))?.status).toBe('failed');
    expect(mailer.inbox.count(user.email)).toBe(1);
  }, 30_000);

  it('sends nothing to WhatsApp for a learner who never opted in, and without keys keeps it in the outbox', async () => {
    const { app } = await start({});
    const never = await learner(app, database, 'en');
    const job = await returnedProject(database, never.id);
    await app.jobs.enqueue(job);
    await expect.poll(() => jobState(database, job)).toBe('sent');
    expect(await delivery(never.id, 'whatsapp')).toBeUndefined();

    const user = await optedIn(app, 'en', '6543210987');
    const before = stub.sent.length;
    await app.jobs.enqueue(await returnedProject(database, user.id));
    await expect.poll(async () => (await delivery(user.id, 'whatsapp'))?.status).toBe('sent');
    expect((await delivery(user.id, 'whatsapp'))?.providerId).toMatch(/^wamid\.outbox-/);
    expect(stub.sent.length).toBe(before);
  });

  it('answers the verification handshake only with our verify token', async () => {
    const { app } = await start();
    const ok = await app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${stub.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const bad = await app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
    });
    expect(bad.statusCode).toBe(403);
  });

  it('stores statuses once, refuses a bad signature, falls back on failed, and stops on STOP', async () => {
    const { app, mailer } = await start();
    const user = await optedIn(app, 'en', '9123456780');
    await app.jobs.enqueue(await returnedProject(database, user.id));
    await expect.poll(async () => (await delivery(user.id, 'whatsapp'))?.status).toBe('sent');
    await mailer.inbox.next(user.email);
    const wamid = (await delivery(user.id, 'whatsapp'))?.providerId ?? '';

    const delivered = stub.webhook({
      statuses: [{ id: wamid, status: 'delivered', timestamp: '1', recipient_id: '919123456780' }],
    });
    const forged = { body: delivered.body, signature: `sha256=${'0'.repeat(64)}` };
    const refused = await post(app, forged);
    expect(refused.statusCode).toBe(401);
    expect(
      await database.db.select().from(whatsappEvents).where(eq(whatsappEvents.messageId, wamid)),
    ).toHaveLength(0);
    const tampered = await post(app, {
      body: delivered.body.replace('delivered', 'read'),
      signature: delivered.signature,
    });
    expect(tampered.statusCode).toBe(401);

    expect((await post(app, delivered)).json()).toMatchObject({ statuses: 1 });
    expect((await post(app, delivered)).json()).toMatchObject({ statuses: 0 });
    expect(
      await database.db.select().from(whatsappEvents).where(eq(whatsappEvents.messageId, wamid)),
    ).toHaveLength(1);
    expect((await delivery(user.id, 'whatsapp'))?.status).toBe('delivered');

    // Failed after it was sent: an e-mail goes, but this learner has one already (both channels on).
    const failed = stub.webhook({
      statuses: [{ id: wamid, status: 'failed', timestamp: '2', errors: [{ code: 131026 }] }],
    });
    expect((await post(app, failed)).statusCode).toBe(200);
    expect((await delivery(user.id, 'whatsapp'))?.status).toBe('failed');

    const stop = stub.webhook({
      messages: [
        { from: '919123456780', id: 'wamid.in-1', timestamp: '3', type: 'text', text: { body: ' stop ' } },
      ],
    });
    expect((await post(app, stop)).json()).toMatchObject({ messages: 1 });
    expect((await post(app, stop)).json()).toMatchObject({ messages: 0 });
    const [row] = await database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, user.id));
    expect(row?.optOutVia).toBe('stop');
    expect(row?.optedOutAt).not.toBeNull();
    expect(mailer.inbox.count(user.email)).toBe(1);
  }, 30_000);

  it('answers 503 to a webhook when no app secret is configured', async () => {
    const { app } = await start({});
    const res = await post(app, stub.webhook({ statuses: [] }));
    expect(res.statusCode).toBe(503);
  });
});
