import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../plugins/session-cookie.ts';
import { accountsFixture, post } from './fixture.ts';

describe('GET /api/auth/session', () => {
  const { fixture, newAccount, me } = accountsFixture();
  let app: FastifyInstance;
  let database: Database;
  beforeAll(() => {
    ({ app, database } = fixture);
  });
  const session = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/auth/session', headers });
  const cookie = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

  it('answers 200 with no user for a visitor without a session, kept by no cache', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: true, data: { user: null } });
  });

  it('names the user the session cookie signs in, as /api/auth/me does', async () => {
    const { token, email } = await newAccount();
    const res = await session(cookie(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const mine = (await me(token)).json().user;
    expect(res.json()).toEqual({ success: true, data: { user: mine } });
    expect(mine.email).toBe(email);
    expect((await session({ authorization: `Bearer ${token}` })).json().data.user).toEqual(mine);
  });

  it('answers 200 with no user for a bad, revoked or expired session, never a 401', async () => {
    expect((await session(cookie('not-a-jwt'))).json()).toEqual({ success: true, data: { user: null } });

    const revoked = await newAccount();
    await post(app, '/api/auth/logout', {}, { authorization: `Bearer ${revoked.token}` });
    const afterLogout = await session(cookie(revoked.token));
    expect(afterLogout.statusCode).toBe(200);
    expect(afterLogout.json().data.user).toBeNull();

    const expired = await newAccount();
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    const res = await session(cookie(expired.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toBeNull();
  });

  it('is in the API document, never answering 401', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/auth/session'].get;
    expect(operation.operationId).toBe('getSession');
    expect(Object.keys(operation.responses)).toContain('200');
    expect(Object.keys(operation.responses)).not.toContain('401');
    expect(operation.security).toEqual([{ bearerAuth: [] }, {}]);
  });
});
