import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { testApp, unique } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';

/**
 * Test support for the account suites: each request speaks from its own client address, and
 * `accountsFixture()` (called inside a `describe`) builds an app with a recording mailer and the
 * helpers that request a code, register, sign in and read the session.
 */

export const PASSWORD = 'secret-pass-1';
let addressCounter = 0;
/** Each test speaks from its own client address, so per-client limits of one test never touch another. */
export const client = () => `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload, headers, remoteAddress: client() });
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

export function registration(email: string, otp: string) {
  return { firstName: 'Asha', lastName: 'Devi', email, phone: '9876543210', password: PASSWORD, otp };
}

export function accountsFixture() {
  const fixture = {} as { app: FastifyInstance; database: Database; config: Config };
  const mailer = recordingMailer();

  beforeAll(async () => {
    ({
      app: fixture.app,
      database: fixture.database,
      config: fixture.config,
    } = await testApp({
      mailer,
      env: { APP_URL: 'https://learn.kalvi.test' },
    }));
  });
  afterAll(() => fixture.app.close());

  async function requestCode(email: string): Promise<string> {
    const res = await post(fixture.app, '/api/auth/request-otp', { email, firstName: 'Asha' });
    expect(res.statusCode).toBe(200);
    return codeIn((await mailer.inbox.next(email)).text);
  }

  async function newAccount(): Promise<{ email: string; token: string; id: string }> {
    const email = `${unique('acct')}@example.com`;
    const res = await post(fixture.app, '/api/auth/register', registration(email, await requestCode(email)));
    expect(res.statusCode).toBe(201);
    return { email, token: res.json().token, id: res.json().user.id };
  }

  const me = (token: string) =>
    fixture.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const login = (email: string, password: string) =>
    post(fixture.app, '/api/auth/login', { email, password });

  return { fixture, mailer, requestCode, newAccount, me, login };
}
