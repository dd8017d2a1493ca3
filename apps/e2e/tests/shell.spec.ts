import { expect, type Page, test } from '../support/test';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('application shell', () => {
  test('home loads with the banner, header and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Pongal offer/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Kalvi home' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Get Started' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.getByText('Coimbatore', { exact: false })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Kalvi`, { exact: false })).toBeVisible();
    await expect(page).toHaveTitle(/Kalvi/);
  });

  test('pages load without console errors or security-policy violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
    await page.getByRole('menuitem', { name: 'Events' }).click();
    await expect(h1(page, 'Discover Amazing Events')).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('You must be logged in to access this page.')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(problems).toEqual([]);
  });

  test('the header is transparent at the top of home and turns solid and compact once scrolled', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.locator('header [data-solid]');
    const logo = page.getByRole('banner').getByRole('link', { name: 'Kalvi home' });
    await expect(bar).toHaveAttribute('data-solid', 'false');
    await expect(logo).toHaveAttribute('data-variant', 'full');

    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 400);
    });
    await expect(bar).toHaveAttribute('data-solid', 'true');
    await expect(logo).toHaveAttribute('data-variant', 'compact');
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(bar).toHaveAttribute('data-solid', 'false');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await expect(bar).toHaveAttribute('data-solid', 'true');
  });

  test('every page of the route table is reachable from the navigation', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(h1(page, 'Explore Our Courses')).toBeVisible();

    const features = [
      ['Events', '/events', 'Discover Amazing Events'],
      ['Problems', '/problems', 'Practice Problems'],
      ['Research', '/research', 'Research Papers'],
      ['Articles', '/articles', 'Learn & Explore'],
    ] as const;
    for (const [label, path, heading] of features) {
      await nav.getByRole('button', { name: 'Features' }).click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(page, heading)).toBeVisible();
    }

    for (const [label, path, heading] of [
      ['Testimonials', '/testimonials', 'Wall of Love'],
      ['About', '/about', 'Tech education that speaks your language'],
      ['Contact', '/contact', 'Contact Our Team'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(page, heading)).toBeVisible();
    }

    const footer = page.getByRole('contentinfo');
    for (const [label, path, heading] of [
      ['Refund Policy', '/refund', 'Refund and Cancellation Policy'],
      ['Terms & Conditions', '/terms', 'Terms & Conditions'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms & Conditions'],
      ['Cookie Policy', '/cookies', 'Cookie Policy'],
      ['All Courses', '/courses', 'Explore Our Courses'],
    ] as const) {
      await footer.getByRole('link', { name: label }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(h1(page, heading)).toBeVisible();
    }

    await page.getByRole('banner').getByRole('link', { name: 'Kalvi home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the password reset page opens from its e-mailed link', async ({ page }) => {
    await page.goto('/reset-password?token=abc123');
    await expect(h1(page, 'Reset Your Password')).toBeVisible();
  });

  test('a signed-out visit to /profile lands on home with the sign-in message', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You must be logged in to access this page.')).toBeVisible();
    await expect(h1(page, 'My Profile')).toHaveCount(0);
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(h1(page, 'Page not found')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer shows only the social links that have an address', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Kalvi on Instagram' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.instagram\.com\//,
    );
    await expect(page.getByRole('link', { name: 'Kalvi on LinkedIn' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.linkedin\.com\//,
    );
    await expect(page.getByRole('link', { name: 'Kalvi on Facebook' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Kalvi on Twitter' })).toHaveCount(0);
    for (const link of await social.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/\S+/);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu toggle opens the menu and its Features submenu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menuId = await toggle.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${menuId}`);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Events' })).toHaveCount(0);

    const features = menu.getByRole('button', { name: 'Features' });
    await expect(features).toHaveAttribute('aria-expanded', 'false');
    await features.click();
    await expect(features).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Events', 'Problems', 'Research', 'Articles']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await menu.getByRole('link', { name: 'Research', exact: true }).click();
    await expect(h1(page, 'Research Papers')).toBeVisible();
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closing the sign-in dialog opened from the menu returns focus to the menu toggle', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The Sign In button went away with the menu; keyboard users must not be left on <body>.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
