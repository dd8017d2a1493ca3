import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  codeFrom,
  holdCurrentUser,
  mailTo,
  registerByApi,
  uniqueEmail,
  useSession,
} from '../support/accounts';
import { expect, type Page, test } from '../support/test';

// Tamil journeys of docs/product/languages.md: the switch, the account's language, server
// refusals and e-mails in Tamil, the chatbot, and how the Tamil pages look.
const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(dir, { recursive: true });

const banner = (page: Page) => page.getByRole('banner');

/** By the word the switch shows, as a voice-control user would say it (WCAG 2.5.3). */
async function switchToTamil(page: Page) {
  await banner(page).getByRole('button', { name: 'தமிழ்', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(banner(page).getByRole('link', { name: 'பாடநெறிகள்' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'English', exact: true })).toBeVisible();
}

test('a visitor switches to Tamil, keeps it after a reload, and signs in to Tamil pages and refusals', async ({
  page,
  request,
}) => {
  // A learner who registered in Tamil: the account's language is Tamil.
  const email = uniqueEmail('kavya');
  const password = 'kalvi-tamil-pass-1';
  const ta = { 'accept-language': 'ta' };
  expect(
    (
      await request.post('/api/auth/request-otp', { data: { email, firstName: 'Kavya' }, headers: ta })
    ).status(),
  ).toBe(200);
  const mail = await mailTo(email, /சரிபார்ப்புக் குறியீடு/);
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Kavya', lastName: 'R', email, phone: '9876543210', password, otp: codeFrom(mail) },
    headers: ta,
  });
  expect(registered.status()).toBe(201);

  await page.goto('/');
  await switchToTamil(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(banner(page).getByRole('link', { name: 'பாடநெறிகள்' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'உள்நுழைக' })).toBeVisible();

  await banner(page).getByRole('button', { name: 'உள்நுழைக' }).click();
  const login = page.getByRole('dialog', { name: 'மீண்டும் வரவேற்கிறோம்!' });
  await login.getByLabel('மின்னஞ்சல்').fill(email);
  await login.getByLabel('கடவுச்சொல்').fill('not-my-password-1');
  await login.getByRole('button', { name: 'உள்நுழைக' }).click();
  // The server's refusal, answered in Tamil.
  await expect(page.getByText('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு')).toBeVisible();

  await login.getByLabel('கடவுச்சொல்').fill(password);
  await login.getByRole('button', { name: 'உள்நுழைக' }).click();
  await expect(login).toBeHidden();
  await expect(banner(page).getByRole('button', { name: /Kavya/ })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'பாடநெறிகள்' })).toBeVisible();

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0B80-\u0BFF]/);
  // A course taught in Tamil shows its Tamil title.
  await expect(page.getByText('HTML & CSS அடிப்படைகள் — தமிழில்').first()).toBeVisible();
});

test('a learner who chose Tamil on another device gets Tamil pages from the first byte in a browser set to English', async ({
  page,
  request,
}) => {
  const { token } = await registerByApi(request, {
    firstName: 'Nila',
    lastName: 'S',
    password: 'tamil-device-pass-1',
  });
  const auth = { headers: { authorization: `Bearer ${token}` } };
  expect((await request.put('/api/auth/profile/language', { ...auth, data: { language: 'ta' } })).ok()).toBe(
    true,
  );
  // This browser was set to English before the learner signed in here: its storage and the
  // cookie the server reads both say so.
  await page.addInitScript(() => {
    if (window === window.top && !sessionStorage.getItem('e2e-english-browser')) {
      sessionStorage.setItem('e2e-english-browser', '1');
      localStorage.setItem('kalvi.language', 'en');
    }
  });
  await page
    .context()
    .addCookies([{ name: 'kalvi_lang', value: 'en', url: test.info().project.use.baseURL ?? '' }]);
  await useSession(page, token);
  // Not the switch that follows GET /api/auth/me: the page must start in Tamil on its own.
  const release = await holdCurrentUser(page);

  const answer = await page.goto('/courses');
  const html = (await answer?.text()) ?? '';
  expect(html).toContain('<html lang="ta"');
  expect(html).toContain('பாடநெறிகள்');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(banner(page).getByRole('button', { name: /Nila/ })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'பாடநெறிகள்' })).toBeVisible();
  // The account's choice is now this browser's too, for the pages it renders itself.
  expect(await page.evaluate(() => localStorage.getItem('kalvi.language'))).toBe('ta');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'kalvi_lang')?.value).toBe('ta');
  release();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0B80-\u0BFF]/);
});

test('a visitor whose Tamil choice survives only in the cookie stays in Tamil after the page starts', async ({
  page,
}) => {
  // Storage cleared, cookie kept, the browser itself set to English (the project's locale).
  await page
    .context()
    .addCookies([{ name: 'kalvi_lang', value: 'ta', url: test.info().project.use.baseURL ?? '' }]);
  const answer = await page.goto('/events');
  expect((await answer?.text()) ?? '').toContain('<html lang="ta"');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(banner(page).getByRole('button', { name: 'English', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kalvi.language'))).toBeNull();
});

test('a visitor registering in Tamil gets the code e-mail in Tamil', async ({ page }) => {
  const email = uniqueEmail('meena');
  await page.goto('/');
  await switchToTamil(page);
  await banner(page).getByRole('button', { name: 'தொடங்குங்கள்' }).click();
  const step1 = page.getByRole('dialog', { name: 'உங்கள் கணக்கைத் தொடங்குங்கள்' });
  await step1.getByRole('button', { name: 'OTP அனுப்புக' }).click();
  await expect(step1.getByText('முதல் பெயர் தேவை')).toBeVisible();
  await step1.getByLabel('முதல் பெயர்').fill('Meena');
  await step1.getByLabel('மின்னஞ்சல்').fill(email);
  await step1.getByRole('button', { name: 'OTP அனுப்புக' }).click();
  await expect(page.getByRole('dialog', { name: 'பதிவை நிறைவு செய்யுங்கள்' })).toBeVisible();

  const mail = await mailTo(email, /சரிபார்ப்புக் குறியீடு/);
  expect(mail.text).toContain('வணக்கம்,');
  expect(mail.text).not.toContain('Meena');
  expect(codeFrom(mail)).toMatch(/^\d{6}$/);
});

test('the chatbot answers a Tamil question in Tamil', async ({ page }) => {
  await page.goto('/');
  await switchToTamil(page);
  await page.getByRole('button', { name: 'உதவி அரட்டையைத் திறக்க' }).click();
  const box = page.getByLabel('உங்கள் செய்தி');
  await box.fill('கட்டணம் எவ்வளவு?');
  await box.press('Enter');
  await expect(page.getByText(/ஒவ்வொரு பாடநெறியிலும் நிகழ்விலும் அதன் கட்டணம் தெரியும்/)).toBeVisible();
  await box.fill('tamil la class irukka');
  await box.press('Enter');
  await expect(page.getByText(/தமிழ் batch, ஆங்கில batch என இரண்டிலும்/)).toBeVisible();
});

for (const width of [1280, 390]) {
  test.describe(`in Tamil at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    for (const [name, path] of [
      ['home', '/'],
      ['courses', '/courses'],
    ] as const) {
      test(`${name} fits the screen`, async ({ page }) => {
        await page.addInitScript(() => window.localStorage.setItem('kalvi.language', 'ta'));
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
        await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0B80-\u0BFF]/);
        await page.evaluate(() => document.fonts.ready);
        // Long Tamil words must not push the page sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: join(dir, `tamil-${name}-${width}.png`), fullPage: true });
      });
    }
  });
}
