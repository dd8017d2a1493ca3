import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';

// Full-page pictures for a person to look at before an issue ends (docs/product/engineering.md#look-and-feel); gitignored.
const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(dir, { recursive: true });

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(dir, `home-${width}.png`), fullPage: true });
    });

    test('a content page', async ({ page }) => {
      await page.goto('/courses');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(dir, `courses-${width}.png`), fullPage: true });
    });
  });
}

test.describe('at 390 px with the menu open', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile menu', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Features' }).click();
    await expect(page.getByRole('link', { name: 'Articles', exact: true })).toBeVisible();
    await page.screenshot({ path: join(dir, 'mobile-menu-390.png') });
  });
});

test.describe('at 1280 px with a menu open', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('features menu and not-found page', async ({ page }) => {
    await page.goto('/missing-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('button', { name: 'Features' }).click();
    await expect(page.getByRole('menuitem', { name: 'Events' })).toBeVisible();
    await page.screenshot({ path: join(dir, 'features-menu-1280.png') });
  });
});
