import { mailTo, registerByApi, signInThroughDialog } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 15's refund journey: a learner buys a paid course in the TEST MODE gateway; the demo
 * admin finds the order in the console and refunds it in full; the learner loses access at once
 * and gets the refund e-mail.
 */
const TITLE = 'Node.js & Express API Development';
const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };

async function openCourse(page: Page) {
  await page.goto(`/courses?search=${encodeURIComponent(TITLE)}`);
  // The page is drawn signed out on the server; wait until it knows the learner, as a person would.
  await expect(page.getByRole('banner').getByRole('button', { name: /Arun/ })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: `View details of ${TITLE}` })
    .click();
  const course = page.getByRole('dialog', { name: TITLE });
  await expect(course).toBeVisible();
  return course;
}

test('an admin refunds a paid course: the learner loses access and is e-mailed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const password = 'refund-me-kalvi';
  const { email } = await registerByApi(request, { firstName: 'Arun', lastName: 'Prakash', password });

  // The learner buys the course through the test gateway.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await learner.goto(`/courses?search=${encodeURIComponent(TITLE)}`);
  await signInThroughDialog(learner, email, password);
  let course = await openCourse(learner);
  await course.getByRole('button', { name: 'Enroll Now · ₹3,499' }).click();
  const gateway = learner.getByRole('dialog', { name: 'Kalvi: test payment' });
  await gateway.getByRole('button', { name: 'Pay ₹3,499' }).click();
  await expect(learner.getByText('Enrollment successful! Invoice generated.')).toBeVisible();
  await expect(course.getByRole('button', { name: 'Enrolled' })).toBeVisible();

  // The admin finds the order by the learner's e-mail and refunds it in full.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/');
  await signInThroughDialog(admin, ADMIN.email, ADMIN.password);
  await admin.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const orders = admin.getByRole('table', { name: 'Orders and refunds' });
  await expect(orders.getByText(email)).toBeVisible();
  await orders.getByRole('link', { name: 'Open' }).click();
  await expect(admin.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(admin.getByTestId('order-access')).toHaveText('The learner has access');
  await admin.getByLabel('Reason (the learner does not see it)').fill('Asked within 3 days');
  // A double click still makes one refund (the idempotency key).
  await admin.getByRole('button', { name: 'Refund', exact: true }).dblclick();
  await expect(admin.getByTestId('order-access')).toHaveText('No access');
  await expect(admin.getByTestId('order-refunded')).toHaveText('₹3,499');
  await expect(admin.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveCount(1);

  // The learner has lost the course at once and is told by e-mail.
  await learner.reload();
  course = await openCourse(learner);
  await expect(course.getByRole('button', { name: 'Enroll Now · ₹3,499' })).toBeVisible();
  const mail = await mailTo(email, /refunded/);
  expect(mail.subject).toContain('₹3,499 refunded');
  expect(mail.text).toContain('your enrolment in it has ended');

  await learnerContext.close();
  await adminContext.close();
});
