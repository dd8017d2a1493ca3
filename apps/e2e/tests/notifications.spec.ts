import { mkdirSync } from 'node:fs';
import { DEMO, useSession } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/*
 * The bell and the profile's notification choices for the seeded demo learner: the bell opens
 * its list, WhatsApp refuses a number that is not an Indian mobile and takes one that is.
 * Screenshots at 1280 and 390 px go to /tmp/shots-notifications.
 */
const SHOTS = '/tmp/shots-notifications';

async function signIn(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(res.status()).toBe(200);
  await useSession(page, ((await res.json()) as { token: string }).token);
}

function stopwatch() {
  let last = performance.now();
  return (step: string) => {
    const now = performance.now();
    console.info(`notifications: ${step} ${Math.round(now - last)} ms`);
    last = now;
  };
}

test('the bell opens the list; WhatsApp opt-in on the profile takes only an Indian mobile', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const step = stopwatch();
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  step('bell shown');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('notifications-panel')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bell-panel-1280.png` });
  await page.keyboard.press('Escape');
  step('panel opened and closed');

  await page.goto('/profile');
  const prefs = page.getByTestId('notification-preferences');
  await expect(prefs.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const optIn = page.getByTestId('whatsapp-opt-in');
  await optIn.getByLabel('Indian mobile number').fill('12345');
  await optIn.getByRole('button', { name: 'Turn on WhatsApp' }).click();
  await expect(optIn.getByText(/Enter an Indian mobile number/)).toBeVisible();
  await optIn.getByLabel('Indian mobile number').fill('+91 98765 43210');
  await optIn.getByRole('button', { name: 'Turn on WhatsApp' }).click();
  await expect(optIn.getByText(/On for \+919876543210 since/)).toBeVisible();
  step('WhatsApp opt-in');
  await prefs.screenshot({ path: `${SHOTS}/profile-preferences-1280.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await prefs.scrollIntoViewIfNeeded();
  await prefs.screenshot({ path: `${SHOTS}/profile-preferences-390.png` });
  await optIn.getByRole('button', { name: 'Turn off WhatsApp' }).click();
  await expect(optIn.getByRole('button', { name: 'Turn on WhatsApp' })).toBeVisible();
  step('WhatsApp opt-out');

  // On a phone the bell sits in the bar itself, beside the menu toggle, with the menu closed.
  const phoneBell = page.getByRole('banner').getByTestId('notification-bell');
  await expect(phoneBell).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await phoneBell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/bell-panel-390.png` });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SHOTS}/bar-390.png`, clip: { x: 0, y: 0, width: 390, height: 80 } });
  step('phone bell');
});
