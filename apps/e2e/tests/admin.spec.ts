import { DEMO, registerByApi, signInThroughDialog, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/test';

/** The demo admin the development seed creates (README, docs/decisions/120-roles-and-access.md). */
const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };

test('a learner opening /admin is sent back to the home page with a message', async ({ page }) => {
  await page.goto('/');
  await signInThroughDialog(page, DEMO.email, DEMO.password);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText("The staff console is for the academy's staff.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
});

test('a visitor opening /admin is asked to sign in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test('an admin gives an account a role and finds the change in the audit log', async ({ page, request }) => {
  const email = uniqueEmail('future-instructor');
  await registerByApi(request, { firstName: 'Meena', lastName: 'Iyer', password: 'teach-in-tamil-1', email });
  await page.goto('/');
  await signInThroughDialog(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Roles' })).toBeVisible();

  await nav.getByRole('link', { name: 'Roles' }).click();
  await page.getByLabel('E-mail of the account').fill(email);
  await page.getByLabel('Role').selectOption('instructor');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`${email} is now Instructor.`)).toBeVisible();

  await nav.getByRole('link', { name: 'Audit log' }).click();
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row').nth(1)).toContainText('user.role');
  await expect(table.getByRole('row').nth(1)).toContainText(ADMIN.email);
  await page.screenshot({ path: test.info().outputPath('admin-audit-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-audit-390.png'), fullPage: true });
});

test("the demo instructor's console holds their own courses and not another instructor's", async ({
  page,
}) => {
  // The development seed links instructor@kalvi.academy to Karthik Subramanian's record (README).
  await page.goto('/');
  await signInThroughDialog(page, 'instructor@kalvi.academy', 'teach-with-kalvi');
  await page.goto('/admin/courses');
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Project reviews' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(page.getByText('Your courses, drafts and archived ones too.', { exact: false })).toBeVisible();
  const courses = page.getByRole('table', { name: 'Courses' });
  await expect(
    courses.getByRole('row').filter({ hasText: 'JavaScript Essentials for Absolute Beginners' }),
  ).toBeVisible();
  // Divya Natarajan's course is not theirs.
  await expect(courses.getByRole('row').filter({ hasText: 'React.js from Zero to Deployment' })).toHaveCount(
    0,
  );
  await page.screenshot({ path: test.info().outputPath('instructor-courses-1280.png'), fullPage: true });
});
