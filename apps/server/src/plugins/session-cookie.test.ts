import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { createTestUser, testApp } from '../test/harness.ts';
import { SESSION_IDLE_MS } from './auth.ts';
import { CROSS_SITE } from './csrf.ts';
import { cookieIsSecure, SESSION_COOKIE } from './session-cookie.ts';

/** docs/decisions/107: httpOnly cookie sessions, the Origin check, idle and absolute lifetimes. */
const APP = 'https://learn.kalvi.test';
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await testApp({ env: { APP_URL: APP } }));
});
afterAll(async () => {
  await app.close();
});

let place = 0;
const remoteAddress = () => `10.9.0.${(place++ % 250) + 1}`;

function sessionCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

async function signIn(): Promise<{ cookie: string; token: string; id: string }> {
  const user = await createTestUser(app, database);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: 'password123' },
    headers: { origin: APP },
    remoteAddress: remoteAddress(),
  });
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookieOf(res);
  return { cookie: `${SESSION_COOKIE}=${cookie?.value}`, token: res.json().token, id: user.id };
}

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax and Secure, while the answer still carries the token', async () => {
    const user = await createTestUser(app, database);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'password123' },
      remoteAddress: remoteAddress(),
    });
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toBe(res.json().token);
    expect(new Date(cookie?.expires ?? 0).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
  });

  it('is Secure everywhere but plain-http loopback development', () => {
    expect(cookieIsSecure({ env: 'development', appUrl: 'http://localhost:3000' })).toBe(false);
    expect(cookieIsSecure({ env: 'development', appUrl: 'http://127.0.0.1:5173' })).toBe(false);
    expect(cookieIsSecure({ env: 'development', appUrl: 'http://192.168.1.4:3000' })).toBe(true);
    expect(cookieIsSecure({ env: 'production', appUrl: 'http://localhost:3000' })).toBe(true);
    expect(cookieIsSecure({ env: 'development', appUrl: 'https://kalvi.academy' })).toBe(true);
  });

  it('signs the browser in for reads with the cookie alone', async () => {
    const { cookie } = await signIn();
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('needs a same-site Origin for a change made with the cookie', async () => {
    const { cookie } = await signIn();
    const logout = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, ...headers } });
    const bare = await logout({});
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe(CROSS_SITE);
    expect((await logout({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await logout({ origin: 'null' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    const done = await logout({ origin: APP });
    expect(done.statusCode).toBe(200);
    expect(sessionCookieOf(done)?.value).toBe('');
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses a sign-in posted from another site', async () => {
    const user = await createTestUser(app, database);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'password123' },
      headers: { origin: 'https://evil.example' },
      remoteAddress: remoteAddress(),
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a client that kept the cookie sign in again without an Origin', async () => {
    const { cookie } = await signIn();
    const user = await createTestUser(app, database);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'password123' },
      headers: { cookie },
      remoteAddress: remoteAddress(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('accepts a bearer header without any Origin, as scripts and apps send it', async () => {
    const { token } = await signIn();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('ends a session left unused for longer than the idle timeout', async () => {
    const { cookie, token } = await signIn();
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    await database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.id, sid));
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('keeps a session in use alive past the idle timeout', async () => {
    const { cookie, token } = await signIn();
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    await database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - SESSION_IDLE_MS + 60_000) })
      .where(eq(sessions.id, sid));
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
