import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { otpCodes, passwordResetTokens, sessions } from '../../db/schema.ts';
import { testApp, unique } from '../../test/harness.ts';
import { recordingMailer, startSmtpServer } from '../../test/mail.ts';

const PASSWORD = 'secret-pass-1';
let addressCounter = 0;
/** Each test speaks from its own client address, so per-client limits of one test never touch another. */
const client = () => `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function post(app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload, headers, remoteAddress: client() });
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

function registration(email: string, otp: string) {
  return { firstName: 'Asha', lastName: 'Devi', email, phone: '9876543210', password: PASSWORD, otp };
}

describe('registration over real SMTP', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ({ app } = await testApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Kalvi <hello@kalvi.test>' } }));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('e-mails a 6-digit code with the brand and its lifetime, and registers with it', async () => {
    const email = `${unique('reg')}@example.com`;
    const asked = await post(app, '/api/auth/request-otp', { email: email.toUpperCase(), firstName: 'Asha' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: 'OTP sent to your email!' });

    const mail = await smtp.inbox.next(email);
    expect(mail.from).toBe('hello@kalvi.test');
    expect(mail.body).toContain('Kalvi');
    expect(mail.body).toContain('10 minutes');
    const code = codeIn(mail.body.split('\r\n\r\n').slice(1).join('\n'));
    expect(code).toMatch(/^\d{6}$/);

    const res = await post(app, '/api/auth/register', registration(email, code));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      firstName: 'Asha',
      lastName: 'Devi',
      fullName: 'Asha Devi',
      email,
      phone: '9876543210',
      profilePicture: '',
      socialLinks: { linkedin: '', github: '', twitter: '', instagram: '' },
      enrolledCourses: [],
      enrolledEvents: [],
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().user.email).toBe(email);
  });

  it('answers 503 when the mail server is down and keeps no code', async () => {
    const { app: offline, database } = await testApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const email = `${unique('down')}@example.com`;
      const res = await post(offline, '/api/auth/request-otp', { email, firstName: 'Asha' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/could not send the e-mail/);
      expect(await database.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});

describe('accounts', () => {
  let app: FastifyInstance;
  let database: Database;
  let config: Config;
  const mailer = recordingMailer();

  beforeAll(async () => {
    ({ app, database, config } = await testApp({ mailer, env: { APP_URL: 'https://learn.kalvi.test' } }));
  });
  afterAll(() => app.close());

  async function requestCode(email: string): Promise<string> {
    const res = await post(app, '/api/auth/request-otp', { email, firstName: 'Asha' });
    expect(res.statusCode).toBe(200);
    return codeIn((await mailer.inbox.next(email)).text);
  }

  async function newAccount(): Promise<{ email: string; token: string; id: string }> {
    const email = `${unique('acct')}@example.com`;
    const res = await post(app, '/api/auth/register', registration(email, await requestCode(email)));
    expect(res.statusCode).toBe(201);
    return { email, token: res.json().token, id: res.json().user.id };
  }

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const login = (email: string, password: string) => post(app, '/api/auth/login', { email, password });

  describe('registration codes', () => {
    it('stores the code hashed, bound to the address, for 10 minutes', async () => {
      const email = `${unique('hash')}@example.com`;
      const before = Date.now();
      const code = await requestCode(email);
      const [row] = await database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
      expect(row?.codeHash).not.toContain(code);
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
      expect(lifetime).toBeGreaterThan(9.9 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(10 * 60_000 + 5_000);

      const other = `${unique('other')}@example.com`;
      await requestCode(other);
      const res = await post(app, '/api/auth/register', registration(other, code));
      expect(res.statusCode).toBe(400);
    });

    it('stores no code for an address that already has an account, and says nothing of it', async () => {
      const { email } = await newAccount();
      const res = await post(app, '/api/auth/request-otp', { email, firstName: 'Asha' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'OTP sent to your email!' });
      expect(await database.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toEqual([]);
    });

    it('replaces the earlier code when asked again', async () => {
      const email = `${unique('again')}@example.com`;
      const first = await requestCode(email);
      let second = await requestCode(email);
      // Two random codes can coincide; ask until they differ so the test means something.
      while (second === first) second = await requestCode(email);
      const stale = await post(app, '/api/auth/register', registration(email, first));
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe('Invalid or expired OTP');
      expect((await post(app, '/api/auth/register', registration(email, second))).statusCode).toBe(201);
    });

    it('is single use', async () => {
      const email = `${unique('once')}@example.com`;
      const code = await requestCode(email);
      expect((await post(app, '/api/auth/register', registration(email, code))).statusCode).toBe(201);
      const again = await post(app, '/api/auth/register', registration(email, code));
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Invalid or expired OTP');
    });

    it('dies after 5 wrong tries, even for the right code', async () => {
      const email = `${unique('tries')}@example.com`;
      const code = await requestCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await post(app, '/api/auth/register', registration(email, wrong));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Invalid or expired OTP');
      }
      const res = await post(app, '/api/auth/register', registration(email, code));
      expect(res.statusCode).toBe(400);
    });

    it('accepts the right code after fewer than 5 wrong tries', async () => {
      const email = `${unique('retry')}@example.com`;
      const code = await requestCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) await post(app, '/api/auth/register', registration(email, wrong));
      expect((await post(app, '/api/auth/register', registration(email, code))).statusCode).toBe(201);
    });

    it('expires after 10 minutes', async () => {
      const email = `${unique('late')}@example.com`;
      const code = await requestCode(email);
      await database.db
        .update(otpCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otpCodes.email, email));
      const res = await post(app, '/api/auth/register', registration(email, code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired OTP');
    });

    it('validates with the product messages', async () => {
      const bad = await post(app, '/api/auth/request-otp', { email: 'not-an-email', firstName: 'Asha' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Invalid email');
      const noName = await post(app, '/api/auth/request-otp', { email: 'a@example.com', firstName: ' ' });
      expect(noName.json().message).toBe('First name is required');
      const phone = await post(app, '/api/auth/register', {
        ...registration('a@example.com', '123456'),
        phone: '98765',
      });
      expect(phone.statusCode).toBe(400);
      expect(phone.json().errors).toContainEqual({
        field: 'phone',
        message: 'Phone number must be 10 digits',
      });
      const otp = await post(app, '/api/auth/register', registration('a@example.com', '12'));
      expect(otp.json().errors).toContainEqual({ field: 'otp', message: 'OTP must be 6 digits' });
    });

    it('limits code requests per address', async () => {
      const email = `${unique('flood')}@example.com`;
      for (let i = 0; i < 5; i++)
        expect((await post(app, '/api/auth/request-otp', { email, firstName: 'A' })).statusCode).toBe(200);
      const res = await post(app, '/api/auth/request-otp', { email, firstName: 'A' });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^Too many codes were requested for this email\. Please try again in \d+ minutes\.$/,
      );
    });

    it('limits code requests per client', async () => {
      const remoteAddress = client();
      const ask = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/request-otp',
          payload: { email: `${unique('ip')}@example.com`, firstName: 'A' },
          remoteAddress,
        });
      for (let i = 0; i < 50; i++) expect((await ask()).statusCode).toBe(200);
      const res = await ask();
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests/);
    });
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

  describe('password reset', () => {
    async function resetLink(email: string): Promise<string> {
      const res = await post(app, '/api/auth/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      const mail = await mailer.inbox.next(email);
      const link = /https:\/\/learn\.kalvi\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
      expect(link).not.toBeNull();
      expect(mail.text).toContain('30 minutes');
      return link?.[1] ?? '';
    }

    it('answers the same whether or not the address has an account', async () => {
      const { email } = await newAccount();
      const known = await post(app, '/api/auth/forgot-password', { email });
      const unknownEmail = `${unique('ghost')}@example.com`;
      const unknown = await post(app, '/api/auth/forgot-password', { email: unknownEmail });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      await mailer.inbox.next(email);
      expect(mailer.inbox.count(unknownEmail)).toBe(0);
    });

    it('resets with the e-mailed token once, ends every session, and the new password works', async () => {
      const { email, token: session, id } = await newAccount();
      const token = await resetLink(email);
      const stored = await database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, id));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.tokenHash).not.toContain(token);
      const lifetime = (stored[0]?.expiresAt.getTime() ?? 0) - (stored[0]?.createdAt.getTime() ?? 0);
      expect(Math.round(lifetime / 60_000)).toBe(30);

      const res = await post(app, '/api/auth/reset-password', { token, password: 'brand-new-pass' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Password reset successful!' });
      expect((await me(session)).statusCode).toBe(401);
      expect((await login(email, PASSWORD)).statusCode).toBe(401);
      expect((await login(email, 'brand-new-pass')).statusCode).toBe(200);

      const reused = await post(app, '/api/auth/reset-password', { token, password: 'another-pass' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().message).toMatch(/invalid or has expired/);
    });

    it('refuses an expired or unknown token', async () => {
      const { email, id } = await newAccount();
      const token = await resetLink(email);
      await database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, id));
      const expired = await post(app, '/api/auth/reset-password', { token, password: 'brand-new-pass' });
      expect(expired.statusCode).toBe(400);
      const unknown = await post(app, '/api/auth/reset-password', {
        token: 'nope',
        password: 'brand-new-pass',
      });
      expect(unknown.statusCode).toBe(400);
      const missing = await post(app, '/api/auth/reset-password', { password: 'brand-new-pass' });
      expect(missing.json().message).toBe('Invalid or missing token.');
    });

    it('limits reset links per address', async () => {
      const email = `${unique('resetflood')}@example.com`;
      for (let i = 0; i < 3; i++)
        expect((await post(app, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
      expect((await post(app, '/api/auth/forgot-password', { email })).statusCode).toBe(429);
    });
  });

  describe('change password', () => {
    it('needs the current password and ends the other sessions only', async () => {
      const { email, token } = await newAccount();
      const other = (await login(email, PASSWORD)).json().token as string;
      const auth = { authorization: `Bearer ${token}` };

      const wrong = await post(
        app,
        '/api/auth/change-password',
        { currentPassword: 'nope-nope', newPassword: 'next-pass-2' },
        auth,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Current password is incorrect');

      const short = await post(
        app,
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: '123' },
        auth,
      );
      expect(short.json().message).toBe('Password must be at least 8 characters');

      const res = await post(
        app,
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'next-pass-2' },
        auth,
      );
      expect(res.statusCode).toBe(200);
      expect((await me(token)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login(email, 'next-pass-2')).statusCode).toBe(200);
      expect(
        (await post(app, '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'x-pass-3' }))
          .statusCode,
      ).toBe(401);
    });
  });
});
