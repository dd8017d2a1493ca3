import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../mail/mailer.ts';
import { createTestUser, unique } from '../../test/harness.ts';
import { accountsFixture, post } from './fixture.ts';

/**
 * The academy's mail is no carrier for a stranger's words: a mail to an address nobody has
 * proven greets no one by name and echoes nothing typed beside the address (docs/decisions/166).
 */
const { fixture, mailer } = accountsFixture();

const BAIT = 'Your refund failed — call +91 98765 43210';

const requestCode = (email: string, firstName: string, language: 'en' | 'ta') =>
  post(fixture.app, '/api/auth/request-otp', { email, firstName }, { 'accept-language': language });

/** Every part of the mail a reader sees. */
const everything = (mail: MailMessage) => [mail.subject, mail.text, mail.html ?? ''].join('\n');

describe('the registration code greets no one by name', () => {
  for (const [language, hello] of [
    ['en', 'Hello,'],
    ['ta', 'வணக்கம்,'],
  ] as const) {
    it(`carries neither a typed name nor text posing as one (${language})`, async () => {
      for (const firstName of [BAIT, 'Asha']) {
        const email = `${unique(`bait-${language}`)}@example.com`;
        expect((await requestCode(email, firstName, language)).statusCode).toBe(200);
        const mail = await mailer.inbox.next(email);
        expect(mail.language).toBe(language);
        expect(mail.text.split('\n')[0]).toBe(hello);
        expect(mail.text).toMatch(/\b\d{6}\b/);
        const seen = everything(mail);
        expect(seen).not.toContain(firstName);
        expect(seen).not.toContain('refund');
        expect(seen).not.toContain('98765');
      }
    });
  }
});

describe('the notice to an address that has an account', () => {
  it("greets the owner by the account's name and echoes nothing of the request", async () => {
    const { email } = await createTestUser(fixture.app, fixture.database, { firstName: 'Meena' });
    expect((await requestCode(email, BAIT, 'ta')).statusCode).toBe(200);
    const notice = await mailer.inbox.next(email);
    const seen = everything(notice);
    expect(notice.text).toContain('வணக்கம் Meena,');
    expect(notice.text).toContain('Hi Meena,');
    expect(seen).not.toContain('refund');
    expect(seen).not.toContain('98765');
  });
});
