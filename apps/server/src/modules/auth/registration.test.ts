import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import { testApp, unique } from '../../test/harness.ts';
import { startSmtpServer } from '../../test/mail.ts';
import { accountsFixture, client, codeIn, post, registration } from './fixture.ts';

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

    const mail = await smtp.inbox.next(email, /verification code/);
    expect(mail.from).toBe('hello@kalvi.test');
    expect(mail.subject).toMatch(/^\d{6} is your Kalvi verification code$/);
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
  it('sends the code in Tamil to a Tamil reader, the subject too', async () => {
    const email = `${unique('reg-ta')}@example.com`;
    const asked = await post(
      app,
      '/api/auth/request-otp',
      { email, firstName: 'Kavin' },
      { 'accept-language': 'ta' },
    );
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.inbox.next(email, /சரிபார்ப்புக் குறியீடு/);
    expect(mail.subject).toMatch(/^\d{6} — உங்கள் Kalvi சரிபார்ப்புக் குறியீடு$/);
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
  const { fixture, requestCode, newAccount } = accountsFixture();
  let app: FastifyInstance;
  let database: Database;
  beforeAll(() => {
    ({ app, database } = fixture);
  });

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
});
