import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInThroughDialog } from '../support/accounts';
import { testOnOwnServer } from '../support/own-server';
import { expect, type Page } from '../support/test';

/*
 * Issue 15's academy settings and dashboard: the demo admin changes the festive banner's text
 * and dates and the home page shows it (and hides it outside its dates); the console opens on
 * the dashboard with its figures and its chart. On a server of its own
 * (support/own-server.ts), so specs running beside it on the shared server never see its banner.
 */
const test = testOnOwnServer;
const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
const PONGAL = {
  en: 'Pongal offer: up to 40% off on live courses',
  ta: 'பொங்கல் சலுகை: நேரலைப் பாடநெறிகளுக்கு 40% வரை தள்ளுபடி',
};
const shots = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(shots, { recursive: true });

/** A day in India, `offset` days from today, as a date input takes it. */
const indiaDay = (offset: number) =>
  new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signInThroughDialog(page, ADMIN.email, ADMIN.password);
}

async function saveBanner(page: Page, text: { en: string; ta: string }, from: string, to: string) {
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Festive banner' });
  await card.getByLabel('Banner text (English)').fill(text.en);
  await card.getByLabel('Banner text (Tamil)').fill(text.ta);
  await card.getByLabel('First day').fill(from);
  await card.getByLabel('Last day').fill(to);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The site shows it now.')).toBeVisible();
  return card;
}

test('an admin changes the banner and its dates, and the home page follows', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  try {
    const card = await saveBanner(
      page,
      { en: 'Diwali week: 30% off every live course', ta: 'தீபாவளி வாரம்: எல்லா நேரலைப் பாடநெறிகளுக்கும் 30% தள்ளுபடி' },
      indiaDay(-1),
      indiaDay(6),
    );
    await expect(card.getByTestId('banner-state')).toHaveText('Showing on the site now');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /Diwali week: 30% off/ })).toBeVisible();

    // The same banner from tomorrow on: not on the site today.
    await saveBanner(
      page,
      { en: 'Diwali week: 30% off every live course', ta: 'தீபாவளி வாரம்: எல்லா நேரலைப் பாடநெறிகளுக்கும் 30% தள்ளுபடி' },
      indiaDay(1),
      indiaDay(6),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Diwali/ })).toHaveCount(0);

    // A wrong order of dates is refused under the field, in the form.
    await page.goto('/admin/settings');
    const banner = page.getByRole('region', { name: 'Festive banner' });
    await banner.getByLabel('First day').fill(indiaDay(5));
    await banner.getByLabel('Last day').fill(indiaDay(2));
    await banner.getByRole('button', { name: 'Save' }).click();
    await expect(banner.getByText('The last day cannot be before the first day')).toBeVisible();
  } finally {
    // Other suites expect the banner the academy starts with: the Pongal text, no dates.
    await saveBanner(page, PONGAL, '', '');
  }
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: /Pongal offer/ })).toBeVisible();
});

test('the console opens on the dashboard: figures and a chart', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('revenue-today')).toContainText('₹');
  await expect(page.getByTestId('revenue-days30')).toContainText('taken');
  await expect(page.getByText('Advisor leads by status')).toBeVisible();
  const chart = page.getByTestId('dashboard-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  // The chart's figures are also a table, for a reader who cannot see the drawing.
  await chart.getByText('Show the figures as a table').click();
  await expect(chart.getByRole('row')).toHaveCount(31);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    await page.screenshot({ path: join(shots, `admin-dashboard-${width}.png`), fullPage: true });
    await page.goto('/admin/settings');
    await expect(page.getByRole('region', { name: 'Festive banner' })).toBeVisible();
    await page.screenshot({ path: join(shots, `admin-settings-${width}.png`), fullPage: true });
    await page.goto('/admin/dashboard');
    await chart.getByText('Show the figures as a table').click();
  }
});
