import { DEMO, scriptsSeeToken, useSession } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/*
 * The signed-in header with a real session of the seeded demo learner: signed in through the
 * API once, the session cookie placed as a returning learner's browser has it.
 */
async function signIn(page: Page): Promise<string> {
  const res = await page.request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await useSession(page, token);
  return token;
}

test('a signed-in learner sees initials and first name, reaches Profile and logs out', async ({ page }) => {
  const token = await signIn(page);
  await page.goto('/');
  const account = page.getByRole('button', { name: 'Account menu for Priya' });
  await expect(account).toContainText('PR');
  await expect(account).toContainText('Priya');
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  await account.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Priya' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('You must be logged in to access this page.')).toHaveCount(0);
  expect(await scriptsSeeToken(page, token)).toBe(false);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('a revoked session token is dropped and /profile turns the visitor away', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const { token } = (await res.json()) as { token: string };
  const out = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  await useSession(page, token);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You must be logged in to access this page.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('signedIn'))).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu shows the full name and e-mail with Profile and Logout', async ({ page }) => {
    await signIn(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByText('Priya Raman')).toBeVisible();
    await expect(menu.getByText('demo@kalvi.academy')).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test('a valid session cookie with storage cleared opens /profile and the console, not the sign-in', async ({
  browser,
}) => {
  // A browser whose storage was cleared (or a profile restored from a backup) while its httpOnly
  // session cookie is still valid: the server's answer decides, not a storage mark (issue 32).
  const context = await browser.newContext();
  const problems: string[] = [];
  context.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  const signInByApi = async (email: string, password: string) => {
    await context.clearCookies();
    const res = await context.request.post('/api/auth/login', { data: { email, password } });
    expect(res.status()).toBe(200);
  };
  const page = await context.newPage();

  await signInByApi(DEMO.email, DEMO.password);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('You must be logged in to access this page.')).toHaveCount(0);

  // The profile page is left first: between the cookie's removal and the next sign-in, its own
  // calls (the bell's count) would be refused, a 401 of the test's making.
  await page.goto('about:blank');
  await signInByApi('admin@kalvi.academy', 'run-the-academy');
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('a signed-out visitor to /profile is asked to sign in, with no error in the console', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  const asked = page.waitForResponse((res) => res.url().endsWith('/api/auth/session'));
  await page.goto('/profile');
  expect((await asked).status()).toBe(200);
  await expect(page.getByText('You must be logged in to access this page.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});
