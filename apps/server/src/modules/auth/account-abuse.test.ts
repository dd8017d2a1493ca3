import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestUser, testApp, unique } from '../../test/harness.ts';
import { recordingMailer } from '../../test/mail.ts';

/** Registration privacy, password rules and the change-password limit (docs/decisions/100-102). */
let place = 0;
const address = () => `10.8.${Math.floor(place / 250)}.${(place++ % 250) + 1}`;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

let app: FastifyInstance;
let database: Database;
const mailer = recordingMailer();
beforeAll(async () => {
  ({ app, database } = await testApp({ mailer, env: { APP_URL: 'https://learn.kalvi.test' } }));
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: address() });

async function codeFor(email: string): Promise<string> {
  expect((await post('/api/auth/request-otp', { email, firstName: 'Asha' })).statusCode).toBe(200);
  return codeIn((await mailer.inbox.next(email)).text);
}

const registration = (email: string, otp: string, password: string) => ({
  firstName: 'Asha',
  lastName: 'Devi',
  email,
  phone: '9876543210',
  password,
  otp,
});

describe('who has an account stays private', () => {
  it('answers a registered address exactly as a new one, and tells the owner by e-mail', async () => {
    const { email } = await createTestUser(app, database, { firstName: 'Meena' });
    const fresh = await post('/api/auth/request-otp', {
      email: `${unique('new')}@example.com`,
      firstName: 'Asha',
    });
    const taken = await post('/api/auth/request-otp', { email, firstName: 'Someone' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());

    const notice = await mailer.inbox.next(email);
    expect(codeIn(notice.text)).toBe('');
    expect(notice.text).toContain('Hi Meena,');
    expect(notice.text).toContain('already has a Kalvi account');
    expect(notice.text).toContain('வணக்கம் Meena,');
    expect(notice.text).toContain('https://learn.kalvi.test/');
  });

  it('keeps one attempt budget per address across re-sent codes', async () => {
    const email = `${unique('budget')}@example.com`;
    await codeFor(email);
    for (let i = 0; i < 4; i++) {
      const wrong = await post('/api/auth/register', registration(email, '000000', 'a quiet mountain lake'));
      expect(wrong.json().message).toBe('Invalid or expired OTP');
    }
    const second = await codeFor(email);
    expect(
      (await post('/api/auth/register', registration(email, '000001', 'a quiet mountain lake'))).statusCode,
    ).toBe(400);
    // The fifth guess spent the budget: even the right code of the re-sent mail is refused now.
    const right = await post('/api/auth/register', registration(email, second, 'a quiet mountain lake'));
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Invalid or expired OTP');
  });
});

describe('password rules', () => {
  it('asks for at least 8 characters and at most 128, on every password field', async () => {
    const email = `${unique('short')}@example.com`;
    const short = await post('/api/auth/register', registration(email, '123456', 'abc1234'));
    expect(short.json().errors).toContainEqual({
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
    const long = 'x'.repeat(129);
    const tooLong = await post('/api/auth/register', registration(email, '123456', long));
    expect(tooLong.json().errors).toContainEqual({
      field: 'password',
      message: 'Password must be at most 128 characters',
    });
    expect((await post('/api/auth/login', { email, password: long })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { token: 'x', password: long })).statusCode).toBe(400);
    const { auth } = await createTestUser(app, database);
    const change = await post(
      '/api/auth/change-password',
      { currentPassword: long, newPassword: 'a quiet lake' },
      auth,
    );
    expect(change.json().errors).toContainEqual({
      field: 'currentPassword',
      message: 'Password must be at most 128 characters',
    });
  });

  it('refuses common and breached passwords with a clear message, and keeps the code for another try', async () => {
    const email = `${unique('common')}@example.com`;
    const code = await codeFor(email);
    for (const password of ['12345678', 'password123', 'Password1', 'iloveyou']) {
      const res = await post('/api/auth/register', registration(email, code, password));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        field: 'password',
        message:
          'This password is too common and appears in lists of leaked passwords. Please choose another.',
      });
    }
    const tamil = 'கற்றது கைம்மண் அளவு கல்லாதது உலகளவு';
    const res = await post('/api/auth/register', registration(email, code, tamil));
    expect(res.statusCode).toBe(201);
    expect((await post('/api/auth/login', { email, password: tamil })).statusCode).toBe(200);
  });

  it('refuses a common new password on change', async () => {
    const { auth } = await createTestUser(app, database);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'password123', newPassword: 'qwertyuiop' },
      auth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0]?.field).toBe('newPassword');
  });
});

describe('change-password limits', () => {
  it('limits tries per session', async () => {
    const { auth } = await createTestUser(app, database);
    const tryOnce = () =>
      post(
        '/api/auth/change-password',
        { currentPassword: 'not-it-at-all', newPassword: 'a quiet lake' },
        auth,
      );
    for (let i = 0; i < 5; i++) expect((await tryOnce()).statusCode).toBe(400);
    const limited = await tryOnce();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many password changes were tried\. Please try again in \d+ minutes\.$/,
    );
  });

  it('limits tries per account across sessions', async () => {
    const user = await createTestUser(app, database);
    const sessions = [
      user.token,
      await app.sessionTokens.issue(user.id),
      await app.sessionTokens.issue(user.id),
    ];
    const statuses: number[] = [];
    for (const token of sessions) {
      for (let i = 0; i < 4; i++) {
        const res = await post(
          '/api/auth/change-password',
          { currentPassword: 'not-it-at-all', newPassword: 'a quiet lake' },
          { authorization: `Bearer ${token}` },
        );
        statuses.push(res.statusCode);
      }
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });
});
