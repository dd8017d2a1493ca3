import { signInThroughDialog } from '../support/accounts';
import { expect, test } from '../support/test';

/** The demo admin the development seed creates (README). */
const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };

/** A day a month from now on India's calendar, inside the list's year ahead. */
function aMonthOn(): { iso: string; shown: RegExp } {
  const day = new Date(Date.now() + 30 * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(day);
  const [, month, date] = iso.split('-').map(Number);
  const name = new Date(Date.UTC(2000, (month ?? 1) - 1, 1)).toLocaleString('en', { month: 'long' });
  return { iso, shown: new RegExp(`${date} ${name}`) };
}

test('staff add an academy holiday in both languages, anyone can read it, and staff remove it', async ({
  page,
  request,
}) => {
  const day = aMonthOn();
  await page.goto('/');
  await signInThroughDialog(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Holidays' })
    .click();

  await page.getByLabel('Date').fill(day.iso);
  await page.getByLabel('Name in English').fill('Academy foundation day');
  await page.getByLabel('Name in Tamil').fill('கல்விக்கூட நிறுவன நாள்');
  await page.getByRole('button', { name: 'Add holiday' }).click();
  const list = page.getByRole('list', { name: 'Holidays in the year ahead' });
  const row = list.getByRole('listitem').filter({ hasText: 'Academy foundation day' });
  await expect(row).toContainText(day.shown);
  await expect(row).toContainText('கல்விக்கூட நிறுவன நாள்');

  await page.screenshot({ path: test.info().outputPath('holidays-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('holidays-390.png'), fullPage: true });

  const open = await request.get(`/api/holidays?from=${day.iso}&to=${day.iso}`);
  expect((await open.json()).data.holidays).toMatchObject([
    { date: day.iso, nameEn: 'Academy foundation day' },
  ]);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Holiday removed')).toBeVisible();
  await expect(row).toHaveCount(0);
});
