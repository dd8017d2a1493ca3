import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { notificationDeliveries, notifications, whatsappEvents, whatsappOptIns } from '../../db/schema.ts';
import { learner } from '../../jobs/fixture.ts';
import { ownTestDatabase, testApp } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { startWhatsappStub, type WhatsappStub, whatsappEnv } from '../../test/whatsapp-stub.ts';
import { hubSignature } from '../../whatsapp/signature.ts';
import { returnedProject } from './fixture.ts';
import { confirmNumber, giveNumber, lastCode, sendCode } from './whatsapp-fixture.ts';

/**
 * The webhook speaks for our business number only, and a STOP from a number speaks only for the
 * accounts that proved they hold it (docs/decisions/197).
 */
let stub: WhatsappStub;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  stub = await startWhatsappStub();
  database = await ownTestDatabase();
  ({ app } = await testApp({
    mailer: recordingMailer(),
    database,
    env: whatsappEnv(stub),
    jobs: { pollMs: 50 },
  }));
});
afterAll(async () => {
  await app.close();
  await stub.close();
});

const post = (hook: { body: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': hook.signature },
    payload: hook.body,
  });

async function optIn(userId: string) {
  const [row] = await database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, userId));
  return row;
}

const stop = (from: string, id: string) => ({
  messages: [{ from, id, timestamp: '3', type: 'text', text: { body: 'STOP' } }],
});

describe('the WhatsApp webhook and our number', () => {
  it('answers 200 to a payload for another business number and applies none of it', async () => {
    const user = await learner(app, database, 'en');
    await confirmNumber(app, user.auth, '9012345678', stub);
    await app.jobs.enqueue(await returnedProject(database, user.id));
    const sent = async () => {
      const rows = await database.db
        .select({ d: notificationDeliveries })
        .from(notificationDeliveries)
        .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
        .where(eq(notifications.userId, user.id));
      return rows.find((r) => r.d.channel === 'whatsapp')?.d;
    };
    await expect.poll(async () => (await sent())?.status, { timeout: 10_000 }).toBe('sent');
    const wamid = (await sent())?.providerId ?? '';

    const elsewhere = {
      statuses: [{ id: wamid, status: 'failed', timestamp: '1', errors: [{ code: 131026 }] }],
      ...stop('919012345678', 'wamid.in-elsewhere'),
    };
    const theirs = await post(stub.webhook(elsewhere, '109999999999999'));
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ statuses: 0, messages: 0, ignored: 1 });
    // Signed with our secret but naming no number at all: not ours either.
    const bare = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ value: elsewhere }] }],
    });
    const unnamed = await post({ body: bare, signature: hubSignature(bare, stub.appSecret) });
    expect(unnamed.json()).toMatchObject({ statuses: 0, messages: 0, ignored: 1 });
    expect((await sent())?.status).toBe('sent');
    expect((await optIn(user.id))?.optedOutAt).toBeNull();
    expect(
      await database.db.select().from(whatsappEvents).where(eq(whatsappEvents.messageId, wamid)),
    ).toEqual([]);

    const ours = await post(stub.webhook({ statuses: [{ id: wamid, status: 'delivered', timestamp: '2' }] }));
    expect(ours.json()).toMatchObject({ statuses: 1, ignored: 0 });
    expect((await sent())?.status).toBe('delivered');
  }, 30_000);

  it('stops only the accounts that confirmed the number that said STOP', async () => {
    const phone = '9023456789';
    const holder = await learner(app, database, 'en');
    await confirmNumber(app, holder.auth, phone, stub);
    const claimant = await learner(app, database, 'en');
    expect((await giveNumber(app, claimant.auth, phone)).statusCode).toBe(200);
    const code = await lastCode(stub, phone);

    expect((await post(stub.webhook(stop(`91${phone}`, 'wamid.in-stop')))).json()).toMatchObject({
      messages: 1,
    });
    expect(await optIn(holder.id)).toMatchObject({ optOutVia: 'stop' });
    expect((await optIn(holder.id))?.optedOutAt).not.toBeNull();
    const untouched = await optIn(claimant.id);
    expect(untouched).toMatchObject({ optedOutAt: null, optOutVia: null, confirmedAt: null });
    // The claimant's number is still waiting for its code, as before the STOP.
    const prefs = await app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: claimant.auth,
    });
    expect(prefs.json().data.whatsapp).toMatchObject({ phone: `+91${phone}`, status: 'unconfirmed' });
    expect((await sendCode(app, claimant.auth, code)).statusCode).toBe(200);
  }, 30_000);
});
