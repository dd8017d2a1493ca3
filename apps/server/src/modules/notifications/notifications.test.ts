import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notifications, whatsappOptIns } from '../../db/schema.ts';
import { jobState, learner } from '../../jobs/fixture.ts';
import { createTestUser, ownTestDatabase, testApp, unique } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';
import { returnedProject, someNotification } from './fixture.ts';
import { unsubscribeToken } from './unsubscribe.ts';

/** The bell's routes, the choices, and one-click unsubscribe (docs/decisions/176). */
let app: FastifyInstance;
let database: Database;
const mailer = recordingMailer();

beforeAll(async () => {
  database = await ownTestDatabase();
  ({ app } = await testApp({ mailer, database, jobs: { pollMs: 50 } }));
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

describe('notifications', () => {
  it('lists my notifications newest first, counts the unread with an ETag, and marks them read', async () => {
    const me = await createTestUser(app, database);
    const other = await createTestUser(app, database);
    const first = await someNotification(app, me.id, unique('a'));
    await someNotification(app, me.id, unique('b'));
    const theirs = await someNotification(app, other.id, unique('c'));

    const count = await get('/api/notifications/unread-count', me.auth);
    expect(count.statusCode).toBe(200);
    expect(count.json().data.unread).toBe(2);
    const etag = count.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/api/notifications/unread-count', { ...me.auth, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    const list = await get('/api/notifications?limit=1', me.auth);
    expect(list.json().pagination).toMatchObject({ total_items: 2, total_pages: 2 });
    expect(list.json().data[0]).toMatchObject({ kind: 'announcement', read: false, url: '/courses' });

    const mine = await app.inject({
      method: 'POST',
      url: `/api/notifications/${first}/read`,
      headers: me.auth,
    });
    expect(mine.statusCode).toBe(200);
    const changed = await get('/api/notifications/unread-count', { ...me.auth, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.unread).toBe(1);

    // Someone else's, or no such id: 404 and nothing changes.
    for (const id of [theirs, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/notifications/${id}/read`,
        headers: me.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Notification not found');
    }
    expect((await get('/api/notifications/unread-count', other.auth)).json().data.unread).toBe(1);

    const all = await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: me.auth });
    expect(all.statusCode).toBe(200);
    expect((await get('/api/notifications/unread-count', me.auth)).json().data.unread).toBe(0);
  });

  it('refuses the signed-out and wrong paging', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
    const me = await createTestUser(app, database);
    const res = await get('/api/notifications?limit=500', me.auth);
    expect(res.statusCode).toBe(400);
  });

  it('keeps choices per kind, opts in to WhatsApp only with an Indian mobile number, and opts out', async () => {
    const me = await createTestUser(app, database);
    const initial = await get('/api/notifications/preferences', me.auth);
    expect(initial.json().data.kinds.reminder).toEqual({ email: true, whatsapp: true });
    expect(initial.json().data.whatsapp).toEqual({
      phone: null,
      optedInAt: null,
      status: 'off',
      confirmedAt: null,
      codeExpiresAt: null,
    });

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: me.auth,
      payload: { kinds: { reminder: { email: false, whatsapp: true } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.kinds.reminder).toEqual({ email: false, whatsapp: true });
    expect(saved.json().data.kinds.review).toEqual({ email: true, whatsapp: true });
    const badKind = await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: me.auth,
      payload: { kinds: { refund: { email: false, whatsapp: false } } },
    });
    expect(badKind.statusCode).toBe(400);

    for (const phone of ['12345', '+1 415 555 0100', '5876543210', '98765432101', 'nine']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/notifications/whatsapp',
        headers: me.auth,
        payload: { phone },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Indian mobile number');
    }
    expect(
      await database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, me.id)),
    ).toHaveLength(0);
    const tamil = await app.inject({
      method: 'PUT',
      url: '/api/notifications/whatsapp',
      headers: { ...me.auth, 'accept-language': 'ta' },
      payload: { phone: '12345' },
    });
    expect(tamil.json().message).toContain('இந்திய கைபேசி');

    const on = await app.inject({
      method: 'PUT',
      url: '/api/notifications/whatsapp',
      headers: me.auth,
      payload: { phone: '+91 98765-43210' },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.whatsapp).toMatchObject({ phone: '+919876543210', status: 'unconfirmed' });
    expect(Date.parse(on.json().data.whatsapp.optedInAt)).toBeGreaterThan(Date.now() - 60_000);

    const off = await app.inject({ method: 'DELETE', url: '/api/notifications/whatsapp', headers: me.auth });
    expect(off.json().data.whatsapp).toMatchObject({ phone: null, status: 'off', codeExpiresAt: null });
    const [row] = await database.db.select().from(whatsappOptIns).where(eq(whatsappOptIns.userId, me.id));
    expect(row?.optOutVia).toBe('profile');
  });

  it('mails a reviewed project with one-click unsubscribe, and the link turns that kind off without signing in', async () => {
    const me = await learner(app, database, 'ta');
    const job = await returnedProject(database, me.id);
    await app.jobs.enqueue(job);
    const mail = await mailer.inbox.next(me.email);
    expect(mail.subject).toContain('கருத்துகள்');
    const header = mail.headers?.['List-Unsubscribe'] ?? '';
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(header).toMatch(/^<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    const [row] = await database.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(row).toMatchObject({ kind: 'review', readAt: null });
    expect(row?.title).not.toMatch(/^Kalvi:/);

    const url = new URL(/<(http[^>]+)>/.exec(header)?.[1] ?? '');
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('மின்னஞ்சலை நிறுத்து');
    // Opening the page changes nothing; the one-click POST does.
    expect((await get('/api/notifications/preferences', me.auth)).json().data.kinds.review.email).toBe(true);
    const post = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect((await get('/api/notifications/preferences', me.auth)).json().data.kinds.review).toEqual({
      email: false,
      whatsapp: true,
    });

    // A token changed by one character, or another learner's kind swapped in: refused.
    const token = unsubscribeToken('test-secret-test-secret-test-secret-0123456789', me.id, 'review');
    const forged = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    for (const bad of [forged, 'nonsense', `${token}.x`]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
          })
        ).statusCode,
      ).toBe(400);
    }
  });

  it('respects an e-mail choice: the bell still shows it, no e-mail goes', async () => {
    const me = await learner(app, database, 'en');
    await database.db
      .insert(notificationPreferences)
      .values({ userId: me.id, kind: 'review', email: false, whatsapp: false });
    const job = await returnedProject(database, me.id);
    await app.jobs.enqueue(job);
    await expect.poll(() => jobState(database, job)).toBe('sent');
    expect(mailer.inbox.count(me.email)).toBe(0);
    expect((await get('/api/notifications/unread-count', me.auth)).json().data.unread).toBe(1);
  });
});
