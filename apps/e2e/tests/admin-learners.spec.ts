import type { Browser, Page } from '@playwright/test';
import { registerByApi, signInThroughDialog } from '../support/accounts';
import { expect, test } from '../support/test';

/*
 * Issue 15's learners and refund requests (docs/decisions/122): the demo admin disables a learner
 * who is signed in elsewhere, the learner is signed out at their next step and cannot sign in,
 * the admin enables them again; a learner asks for a refund from My learning and the admin finds
 * it in the refund queue with the policy's verdict; an admin keeps an instructor record.
 */
const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
const COURSE = 'JavaScript Essentials for Absolute Beginners';
const DISABLED =
  'This account has been disabled, so you cannot sign in. Please write to the academy if you think this is a mistake.';
/** A 1x1 PNG, for the instructor's photo upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughDialog(page, email, password);
  return page;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin disables a signed-in learner, who is signed out and refused, then enables them again', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const password = 'learn-tamil-python-1';
  const { email } = await registerByApi(request, { firstName: 'Kavin', lastName: 'Murugan', password });
  const learner = await signedIn(browser, email, password);
  await learner.goto('/profile');
  await expect(learner.getByRole('heading', { name: 'My learning' })).toBeVisible();

  const admin = await signedIn(browser, ADMIN.email, ADMIN.password);
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Learners' })
    .click();
  await admin.getByLabel('Name or e-mail').fill(email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const table = admin.getByRole('table', { name: 'Learners' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await shoot(admin, 'admin-learners');
  await table.getByRole('link', { name: 'Kavin Murugan' }).click();
  await expect(admin.getByRole('heading', { name: 'Kavin Murugan' })).toBeVisible();
  await expect(admin.getByTestId('live-sessions')).not.toHaveText('0');
  await admin
    .getByLabel('Reason (kept in the audit log; the learner does not see it)')
    .fill('Shared the login');
  await admin.getByRole('button', { name: 'Disable account' }).click();
  await expect(admin.getByText('Account disabled', { exact: true })).toBeVisible();
  await expect(admin.getByTestId('live-sessions')).toHaveText('0');
  await expect(admin.getByRole('heading', { name: 'This account is disabled' })).toBeVisible();
  await shoot(admin, 'admin-learner-disabled');

  // The learner's next step finds them signed out, and signing in again is refused.
  await learner.reload();
  await expect(learner).toHaveURL(/\/$/);
  const dialog = learner.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(learner.getByText(DISABLED).first()).toBeVisible();
  await learner.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(learner.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();

  // Enabled again: the learner signs in as before.
  await admin.getByRole('button', { name: 'Enable account' }).click();
  await expect(admin.getByText('Account enabled', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Disable account' })).toBeVisible();
  await learner.goto('/');
  await signInThroughDialog(learner, email, password);
  await learner.goto('/profile');
  await expect(learner.getByRole('heading', { name: 'My learning' })).toBeVisible();

  await learner.context().close();
  await admin.context().close();
});

test('a learner requests a refund from My learning and the admin finds it in the refund queue', async ({
  browser,
  request,
}) => {
  // Registration, a purchase in the test gateway and two signed-in browsers: slow on a busy machine.
  test.setTimeout(180_000);
  const password = 'refund-within-3-days';
  const { email } = await registerByApi(request, { firstName: 'Nila', lastName: 'Selvam', password });
  const learner = await signedIn(browser, email, password);
  await learner.goto(`/courses?search=${encodeURIComponent(COURSE)}`);
  await learner
    .getByRole('main')
    .getByRole('link', { name: `View details of ${COURSE}` })
    .click();
  const course = learner.getByRole('dialog', { name: COURSE });
  await course.getByRole('button', { name: 'Enroll Now · ₹1,499' }).click();
  await learner
    .getByRole('dialog', { name: 'Kalvi: test payment' })
    .getByRole('button', { name: 'Pay ₹1,499' })
    .click();
  await expect(learner.getByText('Enrollment successful! Invoice generated.')).toBeVisible();

  await learner.goto('/profile');
  await learner.getByRole('button', { name: 'Request a refund' }).click();
  const ask = learner.getByRole('dialog', { name: 'Request a refund' });
  await expect(ask).toContainText(COURSE);
  await ask.getByLabel('Why do you want a refund?').fill('I need the Tamil version of this course');
  await shoot(learner, 'my-learning-refund-dialog');
  // A double click still makes one request.
  await ask.getByRole('button', { name: 'Send request' }).dblclick();
  await expect(learner.getByText(/Your refund request has been sent/).first()).toBeVisible();
  await expect(learner.getByText(/Refund requested on/)).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
  await shoot(learner, 'my-learning-refund-requested');

  const admin = await signedIn(browser, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/orders');
  const queue = admin.getByRole('region', { name: /Refund queue/ });
  const entry = queue.getByRole('listitem').filter({ hasText: email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Learner asked');
  await entry.getByRole('link', { name: 'Review' }).click();
  await expect(admin.getByRole('heading', { name: COURSE })).toBeVisible();
  const policy = admin.getByTestId('refund-policy');
  await expect(policy).toContainText('Within the policy');
  await expect(policy).toContainText('I need the Tamil version of this course');
  await expect(admin.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
  await shoot(admin, 'admin-order-policy');

  await learner.context().close();
  await admin.context().close();
});

test('an admin creates an instructor record with a photo and edits it', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Meena Sundaram ${Date.now().toString(36)}`;
  await page.goto('/');
  await signInThroughDialog(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/instructors');
  await page.getByRole('link', { name: 'New instructor' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Title', { exact: true }).fill('Data Engineer');
  await page.getByLabel('Bio').fill('Teaches SQL and Python in Tamil and English.');
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'meena.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Create instructor' }).click();
  await expect(page.getByText('Instructor created', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  await expect(page.getByText('No course is assigned to this instructor.')).toBeVisible();
  await shoot(page, 'admin-instructor');

  await page.getByLabel('Title', { exact: true }).fill('Senior Data Engineer');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Instructor saved', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to instructors' }).click();
  const row = page.getByRole('table', { name: 'Instructors' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Senior Data Engineer');
  await expect(row).toContainText('0 courses · 0 events');
  // Seeded instructors teach one course or one event: the singular, not "1 courses".
  const teaches = page.getByRole('table', { name: 'Instructors' }).getByRole('cell');
  await expect(teaches.filter({ hasText: /^1 course · / }).first()).toBeVisible();
  await expect(teaches.filter({ hasText: / · 1 event$/ }).first()).toBeVisible();
  await shoot(page, 'admin-instructors');
});
