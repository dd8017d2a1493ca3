import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { registerByApi, useSession } from '../support/accounts';
import { expect, test } from '../support/test';

// Pictures of the accounts screens for a person to look at (docs/product/engineering.md#look-and-feel); gitignored.
const dir = process.env.SHOTS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(dir, { recursive: true });

for (const width of [1280, 390]) {
  test.describe(`accounts at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    // One test per way into the dialog: each stays well inside the test timeout on a busy
    // machine, where four screenshots in one test did not (issue 41).
    const openDialog = async (page: Page, name: 'Sign In' | 'Get Started') => {
      await page.goto('/courses');
      await page.evaluate(() => document.fonts.ready);
      if (width < 600) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('button', { name }).click();
      } else {
        await page.getByRole('banner').getByRole('button', { name }).click();
      }
    };

    test('the sign-in dialog and its reset view', async ({ page }) => {
      await openDialog(page, 'Sign In');
      const login = page.getByRole('dialog', { name: 'Welcome Back' });
      await login.getByRole('button', { name: 'Sign In' }).click();
      await expect(login.getByText('Email is required')).toBeVisible();
      await page.screenshot({ path: join(dir, `dialog-login-${width}.png`) });

      await login.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
      await page.screenshot({ path: join(dir, `dialog-forgot-${width}.png`) });
    });

    test('the registration dialog, before and after the OTP is sent', async ({ page }) => {
      await openDialog(page, 'Get Started');
      const step1 = page.getByRole('dialog', { name: 'Create Your Account' });
      await step1.getByLabel('First Name').fill('Meena');
      await step1.getByLabel('Email').fill(`meena-${Date.now()}-${width}@example.com`);
      await page.screenshot({ path: join(dir, `dialog-otp-request-${width}.png`) });
      await step1.getByRole('button', { name: 'Send OTP' }).click();
      const step2 = page.getByRole('dialog', { name: 'Complete Registration' });
      await step2.getByRole('button', { name: 'Create Account' }).click();
      await expect(step2.getByText('OTP is required')).toBeVisible();
      await page.screenshot({ path: join(dir, `dialog-register-${width}.png`) });
    });

    test('the profile and reset pages', async ({ page }) => {
      const { token } = await registerByApi(page.request, {
        firstName: 'Meena',
        lastName: 'Sundaram',
        password: 'meena-pass-1',
      });
      await useSession(page, token);
      await page.goto('/profile');
      await expect(page.getByLabel('First Name')).toHaveValue('Meena');
      await page.getByLabel('Location').fill('Madurai, India');
      await page.getByLabel('Bio').fill('Final-year ECE student learning full stack development in Tamil.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile updated successfully!')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(dir, `profile-${width}.png`), fullPage: true });

      await page.goto('/reset-password?token=example');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: join(dir, `reset-password-${width}.png`), fullPage: true });
    });
  });
}
