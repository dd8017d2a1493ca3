import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';
import { unique } from '../../test/harness.ts';
import { accountsFixture, PASSWORD, post } from './fixture.ts';

describe('accounts', () => {
  const { fixture, mailer, newAccount, me, login } = accountsFixture();
  let app: FastifyInstance;
  let database: Database;
  beforeAll(() => {
    ({ app, database } = fixture);
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
