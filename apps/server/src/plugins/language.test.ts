import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestUser, testApp, unique } from '../test/harness.ts';
import { recordingMailer } from '../test/mail.ts';

let addressCounter = 0;
const client = () => `10.7.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;
const MISSING_COURSE = '/api/courses/00000000-0000-4000-8000-000000000000';

describe('answers in the request language', () => {
  let app: FastifyInstance;
  let database: Database;
  const mailer = recordingMailer();
  beforeAll(async () => {
    ({ app, database } = await testApp({ mailer }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a refusal in English by default and in Tamil for Accept-Language ta', async () => {
    const english = await app.inject({ url: MISSING_COURSE });
    expect(english.statusCode).toBe(404);
    expect(english.json().message).toBe('Course not found');

    const tamil = await app.inject({
      url: MISSING_COURSE,
      headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' },
    });
    expect(tamil.statusCode).toBe(404);
    expect(tamil.json().message).toBe('பாடநெறி கிடைக்கவில்லை');
    expect(tamil.headers['content-language']).toBe('ta');
    expect(String(tamil.headers.vary)).toContain('Accept-Language');

    // English weighted above Tamil stays English.
    const preferEnglish = await app.inject({
      url: MISSING_COURSE,
      headers: { 'accept-language': 'en;q=1, ta;q=0.5' },
    });
    expect(preferEnglish.json().message).toBe('Course not found');
  });

  it('translates each field message of a validation refusal', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
      headers: { 'accept-language': 'ta' },
      remoteAddress: client(),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.map((e: { message: string }) => e.message)).toContain('மின்னஞ்சல் தேவை');
    expect(body.message).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("answers a public route's refusals in a signed-in learner's saved language too", async () => {
    const learner = await createTestUser(app, database);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile/language',
      headers: learner.auth,
      payload: { language: 'ta' },
    });
    expect(saved.statusCode).toBe(200);
    // No Accept-Language: the account decides, as it does on the signed-in routes.
    const invalid = await app.inject({ url: '/api/courses?limit=abc', headers: learner.auth });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/[\u0B80-\u0BFF]/);
    expect(invalid.headers['content-language']).toBe('ta');
    expect(String(invalid.headers.vary)).toContain('Cookie');
    const missing = await app.inject({ url: MISSING_COURSE, headers: learner.auth });
    expect(missing.json().message).toBe('பாடநெறி கிடைக்கவில்லை');
    // The same refusal to nobody in particular stays in English.
    expect((await app.inject({ url: MISSING_COURSE })).json().message).toBe('Course not found');
  });

  it("follows the signed-in learner's saved language over the header, and saves a new one", async () => {
    const learner = await createTestUser(app, database);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile/language',
      headers: learner.auth,
      payload: { language: 'ta' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.preferredLanguage).toBe('ta');
    expect(saved.json().message).toBe('மொழி மாற்றப்பட்டது');

    // Another device, whose browser asks for English: the account's choice wins.
    const me = await app.inject({
      url: '/api/auth/me',
      headers: { ...learner.auth, 'accept-language': 'en' },
    });
    expect(me.json().user.preferredLanguage).toBe('ta');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...learner.auth, 'accept-language': 'en' },
      payload: {
        currentPassword: 'wrong-password-1',
        newPassword: 'another-pass-22',
        confirmPassword: 'another-pass-22',
      },
      remoteAddress: client(),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.json().message).toMatch(/[\u0B80-\u0BFF]/);

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile/language',
      headers: learner.auth,
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends the registration code in Tamil to a visitor registering in Tamil', async () => {
    const email = `${unique('ta')}@example.com`;
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email, firstName: 'Kavya' },
      headers: { 'accept-language': 'ta' },
      remoteAddress: client(),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('OTP உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டது!');
    const mail = await mailer.inbox.next(email);
    expect(mail.subject).toContain('சரிபார்ப்புக் குறியீடு');
    expect(mail.text).toContain('வணக்கம்,');
    expect(mail.text).not.toContain('Kavya');
    expect(mail.html).toContain('lang="ta"');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Kavya',
        lastName: 'R',
        email,
        phone: '9876543210',
        password: 'kalvi-tamil-pass-1',
        otp: code,
      },
      headers: { 'accept-language': 'ta' },
      remoteAddress: client(),
    });
    expect(registered.statusCode).toBe(201);
    // The language she registered in is the account's from now on: the reset link comes in Tamil too.
    expect(registered.json().user.preferredLanguage).toBe('ta');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: client(),
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = await mailer.inbox.next(email);
    expect(resetMail.subject).toContain('கடவுச்சொல்லை');
  });

  it('sends the English code to an English visitor', async () => {
    const email = `${unique('en')}@example.com`;
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email, firstName: 'Ravi' },
      remoteAddress: client(),
    });
    const mail = await mailer.inbox.next(email);
    expect(mail.subject).toContain('verification code');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Ravi');
  });
});
