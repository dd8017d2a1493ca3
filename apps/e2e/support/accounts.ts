import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** The seeded demo learner (README). */
export const DEMO = {
  email: 'demo@kalvi.academy',
  password: 'learn-with-kalvi',
  firstName: 'Priya',
  lastName: 'Raman',
};

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The newest mail to `to` whose subject matches, read from the dev outbox the e2e server
 * writes (it runs without SMTP_URL), waiting for it to arrive.
 */
export async function mailTo(
  to: string,
  subject: RegExp,
  /** The server's data directory: the shared server's unless a spec runs its own (support/own-server.ts). */
  dataDir = process.env.E2E_DATA_DIR ?? '',
): Promise<OutboxMail> {
  const dir = join(dataDir, 'outbox');
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        // Whole mails only: the server writes each as .partial and renames it when complete.
        const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
        const mails = await Promise.all(
          names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
        );
        found = mails
          .filter((m) => m.to === to && subject.test(m.subject))
          .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

export const codeFrom = (mail: OutboxMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

/** A fresh learner created through the API (code read from the outbox), for journeys that start signed up. */
export async function registerByApi(
  request: APIRequestContext,
  fields: { firstName: string; lastName: string; password: string; email?: string },
  dataDir?: string,
): Promise<{ email: string; token: string }> {
  const email = fields.email ?? uniqueEmail(fields.firstName.toLowerCase());
  const asked = await request.post('/api/auth/request-otp', { data: { email, firstName: fields.firstName } });
  expect(asked.status()).toBe(200);
  const otp = codeFrom(await mailTo(email, /verification code/, dataDir));
  const res = await request.post('/api/auth/register', {
    data: { ...fields, email, phone: '9876543210', otp },
  });
  expect(res.status()).toBe(201);
  return { email, token: (await res.json()).token };
}

/** Signs in through the header's Sign In and the dialog, as a person would. */
export async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/**
 * Puts a session where a returning learner's browser has it: the httpOnly cookie the server
 * sets at sign-in, and the hint that tells the app to ask who it belongs to (docs/decisions/107).
 */
export async function useSession(page: Page, token: string): Promise<void> {
  const origin = test.info().project.use.baseURL ?? '';
  await page
    .context()
    .addCookies([{ name: 'kalvi_session', value: token, url: origin, httpOnly: true, sameSite: 'Lax' }]);
  // The top page only: an embedded map on another origin may not touch storage, and would throw.
  await page.addInitScript(() => {
    if (window === window.top && !sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('signedIn', '1');
    }
  });
}

/** Whether the page's scripts can see a session token anywhere they can read. */
export async function scriptsSeeToken(page: Page, token: string): Promise<boolean> {
  return page.evaluate(
    (value) => JSON.stringify({ ...localStorage }).includes(value) || document.cookie.includes(value),
    token,
  );
}

/**
 * Holds back GET /api/auth/me until the returned function is called, so what a page shows meanwhile
 * comes from the server's HTML and the page's own start, not from the full account.
 */
export async function holdCurrentUser(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await held;
    // The page that asked may have been left meanwhile, and its request dropped with it.
    await route.continue().catch(() => undefined);
  });
  return release;
}
