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
