import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { unique } from '../../test/harness.ts';
import { accountsFixture, client, PASSWORD, post } from './fixture.ts';

describe('accounts', () => {
  const { fixture, newAccount, me, login } = accountsFixture();
  let app: FastifyInstance;
  let database: Database;
  let config: Config;
  beforeAll(() => {
    ({ app, database, config } = fixture);
  });

  describe('sign-in and sessions', () => {
    it('signs in with the right password, whatever the case of the address', async () => {
      const { email } = await newAccount();
      const res = await login(email.toUpperCase(), PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, token: expect.any(String), user: { email } });
    });

    it('says the same for a wrong password and an unknown address, in about the same time', async () => {
      const { email } = await newAccount();
      const timed = async (address: string) => {
        const started = performance.now();
        const res = await login(address, 'wrong-password');
        return { res, ms: performance.now() - started };
      };
      const wrong = [];
      const unknown = [];
      for (let i = 0; i < 3; i++) {
        wrong.push(await timed(email));
        unknown.push(await timed(`${unique('nobody')}@example.com`));
      }
      for (const { res } of [...wrong, ...unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' });
      }
      const median = (xs: { ms: number }[]) => xs.map((x) => x.ms).sort((a, b) => a - b)[1] ?? 0;
      // Without the dummy hash an unknown address answers in about a millisecond, tens of times faster.
      expect(median(unknown)).toBeGreaterThan(median(wrong) / 3);
    });

    it('slows guesses from one address at one account, and only that account', async () => {
      const { email } = await newAccount();
      const other = await newAccount();
      const remoteAddress = client();
      const login = (address: string, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: address, password },
          remoteAddress,
        });
      for (let i = 0; i < 6; i++) expect((await login(email, 'wrong-password')).statusCode).toBe(401);
      const slowed = await login(email, PASSWORD);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toMatch(/Too many failed sign-in attempts/);
      expect((await login(other.email, PASSWORD)).statusCode).toBe(200);
    });

    it('does not count successful sign-ins towards the lock', async () => {
      const { email } = await newAccount();
      for (let i = 0; i < 12; i++) expect((await login(email, PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a token signed with another key, with another algorithm, or for an expired session', async () => {
      const { token, id } = await newAccount();
      const payload = token.split('.')[1];
      const forged = await new SignJWT(decodeJwt(token))
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      expect((await me(forged)).statusCode).toBe(401);
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
      expect((await me(unsigned)).statusCode).toBe(401);

      expect((await me(token)).statusCode).toBe(200);
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, id));
      const expired = await me(token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Your session has expired. Please log in again.');
    });

    it('refuses a correctly signed token whose ids are not ids, without touching the database', async () => {
      const { token } = await newAccount();
      const odd = await new SignJWT({ ...decodeJwt(token), sid: "x' or 1=1" })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(config.jwtSecret));
      const res = await me(odd);
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    });

    it('needs a live token for /me, and logout revokes it', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      expect((await me('not-a-jwt')).statusCode).toBe(401);
      const { token } = await newAccount();
      const meRes = await me(token);
      expect(meRes.statusCode).toBe(200);
      expect(meRes.headers['cache-control']).toBe('no-store');
      const out = await post(app, '/api/auth/logout', {}, { authorization: `Bearer ${token}` });
      expect(out.statusCode).toBe(200);
      expect((await me(token)).statusCode).toBe(401);
    });
  });
});
