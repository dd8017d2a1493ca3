import { mkdirSync } from 'node:fs';
import { DEMO, registerByApi, useSession } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/*
 * The events catalogue against the seeded events (apps/server/src/db/seed/events.ts): 18
 * upcoming, 6 ongoing, 9 completed and 2 cancelled (18 free, 17 paid), among them a full paid workshop, a free
 * workshop with 3 seats left and a meetup whose registration closed yesterday.
 */

const FULL = 'Ethical Hacking Lab: Capture the Flag';
const LOW_SPOTS = 'Git & GitHub Hands-on Workshop';
const CLOSED = 'Kalvi Coimbatore Developers Meetup #14';

const shots = '/tmp/shots-events';
mkdirSync(shots, { recursive: true });

function cards(page: Page) {
  return page.getByRole('article');
}

async function openFilters(page: Page) {
  await page.getByRole('button', { name: 'Filters' }).click();
  return page.getByRole('region', { name: 'Event filters' });
}

async function openEvent(page: Page, title: string) {
  await page.getByRole('link', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('lists upcoming events first, and filters by status, type, mode and price', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Amazing Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByText('18 events found')).toBeVisible();
  await expect(cards(page)).toHaveCount(12);

  const filters = await openFilters(page);
  await filters.getByLabel('Status').selectOption('completed');
  await expect(page.getByRole('heading', { name: 'Completed Events' })).toBeVisible();
  await expect(page.getByText('9 events found')).toBeVisible();
  await expect(page).toHaveURL(/status=completed/);

  await filters.getByLabel('Type').selectOption('bootcamp');
  await expect(page.getByText('2 events found')).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('Bootcamp');

  await filters.getByLabel('Mode').selectOption('offline');
  await expect(page.getByText('1 event found')).toBeVisible();
  await expect(cards(page)).toContainText(['Smart Agriculture Hack Bootcamp']);

  await filters.getByLabel('Mode').selectOption('all');
  await filters.getByLabel('Type').selectOption('all');
  await filters.getByLabel('Status').selectOption('all');
  await filters.getByLabel('Price').selectOption('free');
  await expect(page.getByRole('heading', { name: 'All Events' })).toBeVisible();
  await expect(page.getByText('18 events found')).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('Free');

  await filters.getByLabel('Price').selectOption('paid');
  await expect(page.getByText('17 events found')).toBeVisible();

  await filters.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByText('18 events found')).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
});

test('searches by title and instructor, and clears an empty result', async ({ page }) => {
  await page.goto('/events');
  const search = page.getByPlaceholder('Search events by title, category, or instructor...');
  await search.fill('kotlin');
  await expect(page.getByText('1 event found')).toBeVisible();
  await expect(cards(page)).toContainText(['Android with Kotlin: 5-Day Bootcamp']);
  await expect(page).toHaveURL(/search=kotlin/);

  await search.fill('lakshmi narayanan');
  await expect(page.getByText('2 events found')).toBeVisible();
  await expect(cards(page)).toContainText(['Data Science 30-Day Bootcamp', 'Madurai Python Meetup']);

  await search.fill('quantum knitting');
  await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByText('18 events found')).toBeVisible();
});

test('pages through all events with numbered buttons, Previous and Next', async ({ page }) => {
  await page.goto('/events?status=all');
  await expect(page.getByText('35 events found')).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();

  await pager.getByRole('button', { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(12);

  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(cards(page)).toHaveCount(11);
  // The last page holds the cancelled events.
  await expect(cards(page).last()).toContainText('Cancelled');
  await expect(pager.getByRole('button', { name: /Next/ })).toBeDisabled();

  await pager.getByRole('button', { name: /Previous/ }).click();
  await expect(page).toHaveURL(/page=2/);

  // A stale link past the last page lands on the last page.
  await page.goto('/events?page=9');
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(6);
});

test('the low-spots event warns, and its details open again from a shared link', async ({ page }) => {
  await page.goto('/events');
  const dialog = await openEvent(page, LOW_SPOTS);
  await expect(dialog.getByText('Only 3 spots remaining!')).toBeVisible();
  await expect(dialog.getByText('3-Day Money-Back Guarantee')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: "Skills You'll Learn" })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Prerequisites' })).toBeVisible();
  await expect(dialog.getByText('Vignesh Ramasamy')).toBeVisible();
  await expect(dialog.getByText('37 / 40 enrolled')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enroll for Free' })).toBeEnabled();
  await expect(page).toHaveURL(/event=[0-9a-f-]{36}/);
  await page.screenshot({ path: `${shots}/event-modal-1280.png` });

  const shared = page.url();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/event=/);

  await page.goto(shared);
  await expect(page.getByRole('dialog', { name: LOW_SPOTS })).toBeVisible();
});

test('a full event and one past its registration deadline cannot be enrolled in', async ({ page }) => {
  await page.goto('/events');
  const fullCard = cards(page).filter({ hasText: FULL });
  await expect(fullCard).toContainText('Full');
  await expect(fullCard).toContainText('30 / 30 enrolled');
  await expect(fullCard).toContainText('40% OFF');
  let dialog = await openEvent(page, FULL);
  await expect(dialog.getByRole('button', { name: 'Event Full' })).toBeDisabled();
  await page.keyboard.press('Escape');

  dialog = await openEvent(page, CLOSED);
  await expect(dialog.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
});

test('the demo learner signs in from the enrol button and enrols in a free event', async ({ page }) => {
  const title = 'Introduction to Generative AI in Tamil';
  await page.goto('/events');
  const dialog = await openEvent(page, title);
  await expect(dialog.getByText('46 / 1000 enrolled')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enroll for Free' }).click();
  await expect(page.getByText('Please login to enroll')).toBeVisible();

  const login = page.getByRole('dialog', { name: 'Welcome Back' });
  await login.getByLabel('Email').fill(DEMO.email);
  await login.getByLabel('Password').fill(DEMO.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(login).toBeHidden();

  const details = page.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'Enroll for Free' }).click();
  await expect(page.getByText('Enrolled successfully!')).toBeVisible();
  const enrolled = details.getByRole('button', { name: '✓ Enrolled' });
  await expect(enrolled).toBeVisible();
  await expect(details.getByText('47 / 1000 enrolled')).toBeVisible();
  await enrolled.click();
  await expect(page.getByText('You are already enrolled in this event!')).toBeVisible();

  // The list refreshed too, and a reload still knows the learner is enrolled.
  await page.keyboard.press('Escape');
  await expect(cards(page).filter({ hasText: title })).toContainText('47 / 1000 enrolled');
  await page.reload();
  const reopened = await openEvent(page, title);
  await expect(reopened.getByRole('button', { name: '✓ Enrolled' })).toBeVisible();
});

test('a learner pays for an event in the TEST MODE gateway and is enrolled', async ({ page }) => {
  const title = 'Resume & LinkedIn Makeover for Freshers';
  const { token } = await registerByApi(page.request, {
    firstName: 'Kavya',
    lastName: 'Selvam',
    password: 'kavya-learns-events',
  });
  await useSession(page, token);
  await page.goto('/events');
  const details = await openEvent(page, title);
  await expect(details.getByText('40 / 200 enrolled')).toBeVisible();
  await details.getByRole('button', { name: 'Pay ₹99 & Enroll' }).click();

  const gateway = page.getByRole('dialog', { name: 'Kalvi: test payment' });
  await expect(gateway.getByText('TEST MODE', { exact: true })).toBeVisible();
  await gateway.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByText('Payment successful! Enrolled in event.')).toBeVisible();
  await expect(details.getByRole('button', { name: '✓ Enrolled' })).toBeVisible();
  await expect(details.getByText('41 / 200 enrolled')).toBeVisible();
});

test('a failed payment says so and leaves the learner free to try again', async ({ page, request }) => {
  const { token } = await registerByApi(request, {
    firstName: 'Surya',
    lastName: 'Prakash',
    password: 'surya-learns-events',
  });
  await useSession(page, token);
  await page.goto('/events');
  const details = await openEvent(page, 'Flutter UI Workshop: Pixel-Perfect Screens');
  await details.getByRole('button', { name: 'Pay ₹799 & Enroll' }).click();
  await page
    .getByRole('dialog', { name: 'Kalvi: test payment' })
    .getByRole('button', { name: 'Simulate failure' })
    .click();
  await expect(page.getByText('Payment failed: Payment declined by the test gateway')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Pay ₹799 & Enroll' })).toBeEnabled();
});

test('an event that cannot load shows the error with Try Again', async ({ page }) => {
  await page.route('**/api/events?*', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'The database is not answering' } }),
  );
  // The server renders the first answer into the page, so the failing call is the browser's own:
  // the learner arrives at the events from another page.
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
  await page.getByRole('menuitem', { name: 'Events' }).click();
  // The server answered with a refusal: 'Failed to load events' ('Failed to fetch events' is for a call that never got an answer).
  await expect(page.getByRole('heading', { name: 'Failed to load events' })).toBeVisible();
  await expect(page.getByText('The database is not answering')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('filters, opens an event and reads the side panel', async ({ page }) => {
    await page.goto('/events');
    await expect(cards(page).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/events-390.png` });
    await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/events-390-pager.png` });

    const filters = await openFilters(page);
    await filters.getByLabel('Mode').selectOption('hybrid');
    await expect(page.getByText('4 events found')).toBeVisible();
    const dialog = await openEvent(page, 'MERN Stack Intensive Bootcamp');
    await expect(dialog.getByText('Only 4 spots remaining!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Pay ₹4,999/ })).toBeVisible();
    await page.screenshot({ path: `${shots}/event-modal-390.png` });
    await dialog.getByText('3-Day Money-Back Guarantee').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/event-modal-390-panel.png` });
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
  });
});

test('screenshot of the catalogue at 1280 px', async ({ page }) => {
  await page.goto('/events');
  await expect(cards(page).first()).toBeVisible();
  await openFilters(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/events-1280.png`, fullPage: true });
});
