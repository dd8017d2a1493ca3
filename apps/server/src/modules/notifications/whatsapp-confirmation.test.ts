import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { notificationDeliveries, notifications, whatsappCodes, whatsappOptIns } from '../../db/schema.ts';
import { jobState, learner } from '../../jobs/fixture.ts';
import { ownTestDatabase, testApp } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { startWhatsappStub, type WhatsappStub, whatsappEnv } from '../../test/whatsapp-stub.ts';
import { returnedProject } from './fixture.ts';
import { codesSentTo, confirmNumber, giveNumber, lastCode, sendCode } from './whatsapp-fixture.ts';

/**
 * A number is proved before anything but its code goes to it (docs/decisions/197): the code in
 * the authentication template, hashed at rest, ten minutes, five tries, a few sends an hour per
 * account and per number; a new number starts unconfirmed again.
 */
let stub: WhatsappStub;
let database: Database;
let app: FastifyInstance;
const mailer = recordingMailer();

beforeAll(async () => {
  stub = await startWhatsappStub();
  database = await ownTestDatabase();
  ({ app } = await testApp({ mailer, database, env: whatsappEnv(stub), jobs: { pollMs: 50 } }));
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

/** A number of this test's own, so the stand-in's messages to it are this test's alone. */
let serial = 0;
function freshNumber(): string {
  serial += 1;
  return `9${String(Date.now() + serial).slice(-9)}`;
}

async function whatsappDelivery(userId: string) {
  const rows = await database.db
    .select({ d: notificationDeliveries })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId));
  return rows.map((r) => r.d).filter((d) => d.channel === 'whatsapp');
}

/** The templates other than the code that went to a number. */
const notices = (phone: string) =>
  stub.sent.filter((m) => m.to === `91${phone}` && m.template !== 'kalvi_number_code');

describe('confirming a WhatsApp number', () => {
  it('sends a code in the learner’s language with its copy-code button, keeps it hashed, and nothing else goes until it comes back', async () => {
    const user = await learner(app, database, 'ta');
    const phone = freshNumber();
    const given = await giveNumber(app, user.auth, phone);
    expect(given.statusCode).toBe(200);
    // In the account's language, as every answer is.
    expect(given.json().message).toContain('WhatsApp-இல் ஒரு குறியீட்டை அனுப்பியுள்ளோம்');
    const whatsapp = given.json().data.whatsapp;
    expect(whatsapp).toMatchObject({ phone: `+91${phone}`, status: 'unconfirmed', confirmedAt: null });
    const expiresIn = Date.parse(whatsapp.codeExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);

    const [sent] = await codesSentTo(stub, phone);
    expect(sent).toMatchObject({ template: 'kalvi_number_code', language: 'ta' });
    const code = sent?.params[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(sent?.copyCode).toBe(code);
    const [kept] = await database.db.select().from(whatsappCodes).where(eq(whatsappCodes.userId, user.id));
    expect(kept?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept?.codeHash).not.toContain(code);

    // Unconfirmed: the review goes by e-mail and to the bell, not to WhatsApp.
    const before = await returnedProject(database, user.id);
    await app.jobs.enqueue(before);
    await expect.poll(() => jobState(database, before)).toBe('sent');
    await mailer.inbox.next(user.email);
    expect(await whatsappDelivery(user.id)).toEqual([]);
    expect(notices(phone)).toEqual([]);

    const wrong = await sendCode(app, user.auth, code === '000000' ? '000001' : '000000');
    expect(wrong.json().message).toContain('இந்தக் குறியீடு சரியில்லை');
    const confirmed = await sendCode(app, user.auth, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.whatsapp).toMatchObject({ status: 'confirmed', codeExpiresAt: null });
    expect(Date.parse(confirmed.json().data.whatsapp.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await database.db.select().from(whatsappCodes).where(eq(whatsappCodes.userId, user.id))).toEqual(
      [],
    );
    // A code works once.
    expect((await sendCode(app, user.auth, code)).json().message).toContain('குறியீடு எதுவும் காத்திருக்கவில்லை');

    await app.jobs.enqueue(await returnedProject(database, user.id));
    await expect.poll(() => notices(phone).length, { timeout: 10_000 }).toBe(1);
    expect(notices(phone)[0]).toMatchObject({ template: 'project_reviewed', language: 'ta' });
  }, 30_000);

  it('refuses a wrong code, counts every try, stops after five, and refuses an expired code', async () => {
    const user = await learner(app, database, 'en');
    const phone = freshNumber();
    await giveNumber(app, user.auth, phone);
    const code = await lastCode(stub, phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const first = await sendCode(app, user.auth, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(
      'That code is not right. Check the latest WhatsApp message from Kalvi and try again',
    );
    for (let i = 0; i < 4; i += 1) expect((await sendCode(app, user.auth, wrong)).statusCode).toBe(400);
    // Five tries spent: the right code no longer works.
    const usedUp = await sendCode(app, user.auth, code);
    expect(usedUp.statusCode).toBe(400);
    expect(usedUp.json().message).toBe('Too many wrong codes. Ask for a new code');
    expect((await sendCode(app, user.auth, '12345')).json().message).toBe(
      'Enter the 6-digit code we sent on WhatsApp',
    );

    await giveNumber(app, user.auth, phone);
    const second = await lastCode(stub, phone);
    await database.db
      .update(whatsappCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(whatsappCodes.userId, user.id));
    const expired = await sendCode(app, user.auth, second);
    expect(expired.json().message).toBe(
      'No code is waiting for this number, or it has expired. Ask for a new code',
    );
    const [row] = await database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, user.id));
    expect(row?.confirmedAt).toBeNull();
  }, 30_000);

  it('sends a number at most three codes an hour, whoever asks, and an account at most five', async () => {
    const target = freshNumber();
    for (let i = 0; i < 3; i += 1) {
      const asker = await learner(app, database, 'en');
      expect((await giveNumber(app, asker.auth, target)).statusCode).toBe(200);
    }
    const fourth = await learner(app, database, 'en');
    const refused = await giveNumber(app, fourth.auth, target);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many codes were sent to this number\. Please try again in \d+ minutes\.$/,
    );
    expect(await codesSentTo(stub, target)).toHaveLength(3);

    const busy = await learner(app, database, 'en');
    for (let i = 0; i < 5; i += 1)
      expect((await giveNumber(app, busy.auth, freshNumber())).statusCode).toBe(200);
    const sixth = freshNumber();
    const limited = await giveNumber(app, busy.auth, sixth);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain('Too many codes were sent from this account');
    expect(await codesSentTo(stub, sixth)).toHaveLength(0);
  }, 30_000);

  it('needs a new confirmation for a new number, and a code sent to one number does not confirm another', async () => {
    const user = await learner(app, database, 'en');
    const first = freshNumber();
    await confirmNumber(app, user.auth, first, stub);
    const again = await giveNumber(app, user.auth, `+91 ${first}`);
    expect(again.json().message).toBe('WhatsApp messages are on for this number');
    expect(await codesSentTo(stub, first)).toHaveLength(1);

    const second = freshNumber();
    const changed = await giveNumber(app, user.auth, second);
    expect(changed.json().data.whatsapp).toMatchObject({ phone: `+91${second}`, status: 'unconfirmed' });
    const job = await returnedProject(database, user.id);
    await app.jobs.enqueue(job);
    await expect.poll(() => jobState(database, job)).toBe('sent');
    expect(await whatsappDelivery(user.id)).toEqual([]);
    expect([...notices(first), ...notices(second)]).toEqual([]);

    // The code of the number given before does not confirm the one given now.
    const third = freshNumber();
    const forSecond = await lastCode(stub, second);
    await giveNumber(app, user.auth, third);
    expect((await sendCode(app, user.auth, forSecond)).statusCode).toBe(400);
    expect((await sendCode(app, user.auth, await lastCode(stub, third))).statusCode).toBe(200);
  }, 30_000);

  it('leaves the settings as they were when WhatsApp refuses the number', async () => {
    const user = await learner(app, database, 'en');
    const phone = freshNumber();
    await confirmNumber(app, user.auth, phone, stub);
    stub.failNext(400, 131026, 'Message undeliverable');
    const refused = await giveNumber(app, user.auth, freshNumber());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This number cannot receive WhatsApp messages. Check the number or use another',
    );
    stub.failNext(503, 2, 'Service temporarily unavailable');
    expect((await giveNumber(app, user.auth, freshNumber())).statusCode).toBe(503);
    const prefs = await app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: user.auth,
    });
    expect(prefs.json().data.whatsapp).toMatchObject({ phone: `+91${phone}`, status: 'confirmed' });
  }, 30_000);
});
