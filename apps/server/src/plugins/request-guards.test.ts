import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { DEFAULT_BODY_LIMIT } from '../lib/body-limits.ts';
import { createTestUser, testApp } from '../test/harness.ts';
import { CROSS_SITE } from './csrf.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/**
 * What one visitor can send (docs/decisions/169-requests-one-visitor-can-send.md): credentials a
 * browser adds by itself, rate-limit buckets made fresh by header bytes, bodies read before the
 * sender is known.
 */
const APP = 'https://learn.kalvi.test';
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await testApp({ env: { APP_URL: APP } }));
});
afterAll(() => app.close());

const BASIC = `Basic ${Buffer.from('staging:door-password').toString('base64')}`;

async function browserSession(): Promise<{ cookie: string; id: string; token: string }> {
  const user = await createTestUser(app, database);
  return { cookie: `${SESSION_COOKIE}=${user.token}`, id: user.id, token: user.token };
}

describe('credentials a browser adds by itself', () => {
  it('do not skip the Origin check: a form from another site with Basic credentials is refused', async () => {
    const { cookie } = await browserSession();
    for (const authorization of [BASIC, 'NTLM TlRMTVNTUAABAAAA', 'Negotiate YIIabc', 'Digest username="x"']) {
      const forged = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, authorization, origin: 'https://evil.example' },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().message).toBe(CROSS_SITE);
    }
    // The session survived every attempt.
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('never let the cookie sign a request in, from any origin, for reads or changes', async () => {
    const { cookie } = await browserSession();
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie, authorization: BASIC } });
    expect(me.statusCode).toBe(401);
    for (const origin of [undefined, APP]) {
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, authorization: BASIC, ...(origin ? { origin } : {}) },
      });
      expect(logout.statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('leave a bearer token working as before, with no Origin', async () => {
    const { token } = await browserSession();
    const me = await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
  });
});

describe('rate limits of signed-in routes', () => {
  const REVIEW_WRITES_PER_MINUTE = 20;
  const postReview = (authorization: string) =>
    app.inject({ method: 'POST', url: '/api/reviews', headers: { authorization }, payload: {} });

  it('count per account, whatever the bytes of the header or the number of sessions', async () => {
    const { id, token } = await browserSession();
    const second = await app.sessionTokens.issue(id);
    for (let i = 0; i < REVIEW_WRITES_PER_MINUTE; i += 1) {
      // One more space each time, and every other request from a second session of the account.
      const credential = i % 2 === 0 ? token : second;
      expect((await postReview(`Bearer${' '.repeat(i + 1)}${credential}`)).statusCode).toBe(400);
    }
    const limited = await postReview(`bearer   ${token}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    // Another learner has a bucket of their own.
    const other = await createTestUser(app, database);
    expect((await postReview(other.auth.authorization)).statusCode).toBe(400);
  });
});

describe('request bodies', () => {
  it('are not read before the sender is known: a stranger gets 401 whatever the body', async () => {
    for (const payload of ['{"firstName": "unterminated', `{"profilePicture":"${'A'.repeat(7_000_000)}"}`]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(401);
    }
    const staff = await app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(staff.statusCode).toBe(401);
  });

  it('are sized to what each route needs: a form is small, only a photo is large', async () => {
    const large = { email: 'a@example.com', password: 'x'.repeat(DEFAULT_BODY_LIMIT) };
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: large });
    expect(login.statusCode).toBe(413);
    const { cookie } = await browserSession();
    const review = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie, origin: APP },
      payload: { courseId: 'x', rating: 5, comment: 'x'.repeat(DEFAULT_BODY_LIMIT) },
    });
    expect(review.statusCode).toBe(413);
    // A 5 MB photo still fits its own route, where it is checked as a picture (not one: 400).
    const photo = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: { cookie, origin: APP },
      payload: { profilePicture: `data:image/png;base64,${'A'.repeat(6_500_000)}` },
    });
    expect(photo.statusCode).not.toBe(413);
    expect(photo.statusCode).toBeLessThan(500);
  });
});
