import { expect, type Page, test } from '@playwright/test';

/*
 * The signed-in header before the accounts feature exists: the session answers are stubbed at
 * the network edge. Once sign-up and login are served, these journeys should sign in for real.
 */
const user = {
  id: 'u-1',
  firstName: 'Priya',
  lastName: 'Raman',
  fullName: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '9876543210',
  location: 'Coimbatore, India',
  bio: '',
  website: '',
  profilePicture: '',
  socialLinks: { linkedin: '', github: '', twitter: '', instagram: '' },
  enrolledCourses: [],
  enrolledEvents: [],
};

async function signIn(page: Page) {
  await page.route('**/api/auth/me', (route) => route.fulfill({ json: { success: true, user } }));
  await page.route('**/api/auth/logout', (route) => route.fulfill({ json: { success: true } }));
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', 'e2e-token');
    }
  });
}

test('a signed-in learner sees initials and first name, reaches Profile and logs out', async ({ page }) => {
  await signIn(page);
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
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an expired session token is dropped and /profile turns the visitor away', async ({ page }) => {
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({ status: 401, json: { success: false, message: 'Please log in to continue' } }),
  );
  await page.addInitScript(() => localStorage.setItem('token', 'expired-token'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You must be logged in to access this page.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu shows the full name and e-mail with Profile and Logout', async ({ page }) => {
    await signIn(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByText('Priya Raman')).toBeVisible();
    await expect(menu.getByText('priya.raman@example.com')).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
