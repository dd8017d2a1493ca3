import { DEMO, signInThroughDialog } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

/*
 * The signed-in side of the course modal (issue 4) as the seeded demo learner: free
 * enrolment, then writing, editing and deleting a review; and a paid course's review form
 * refused until enrolment.
 */

// Whole journeys with a sign-in each: on a machine shared with other work they outlast 30 s.
test.describe.configure({ timeout: 90_000 });

async function shoot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

async function openCourse(page: Page, title: string) {
  await page.goto(`/courses?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: `View details of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the demo learner enrols in a free course, then writes, edits and deletes a review', async ({
  page,
}) => {
  const title = 'Cyber Security Fundamentals';
  let dialog = await openCourse(page, title);

  // Signed out, the enrol button asks for a login first.
  await dialog.getByRole('button', { name: 'Sign in to Enroll' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/courses');
  await signInThroughDialog(page, DEMO.email, DEMO.password);
  dialog = await openCourse(page, title);

  await dialog.getByRole('button', { name: 'Enroll for Free' }).click();
  await expect(page.getByText('Enrolled successfully!')).toBeVisible();
  const enrolled = dialog.getByRole('button', { name: 'Enrolled' });
  await expect(enrolled).toBeVisible();
  await enrolled.click();
  await expect(page.getByText('You are already enrolled in this course!')).toBeVisible();

  // Enrolment survives a reload: the server really enrolled the learner.
  await page.reload();
  dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('button', { name: 'Enrolled' })).toBeVisible();

  const reviewsTab = dialog.getByRole('tab', { name: /^Reviews \((\d+)\)$/ });
  const before = Number((await reviewsTab.textContent())?.match(/\d+/)?.[0]);
  await reviewsTab.click();
  const submit = dialog.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Rate 4 out of 5: Very Good').check({ force: true });
  await expect(dialog.getByRole('group', { name: 'Your rating' })).toContainText('Very Good');
  await expect(submit).toBeDisabled();
  const comment = '<script>alert(1)</script> Clear lessons on networks and OWASP basics.';
  await dialog.getByLabel('Your review').fill(comment);
  await expect(dialog.getByText(`${comment.length}/1000`)).toBeVisible();
  await shoot(page, 'modal-review-form-1280');
  await submit.click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();
  const mine = dialog.getByRole('listitem').filter({ hasText: 'Your review' });
  await expect(mine).toContainText(comment);
  await expect(reviewsTab).toHaveText(`Reviews (${before + 1})`);
  // One review each: the form is gone once the learner has written theirs.
  await expect(submit).toHaveCount(0);

  await mine.getByRole('button', { name: 'Edit your review' }).click();
  await mine.getByLabel('Rate 5 out of 5: Excellent').check({ force: true });
  await mine.getByLabel('Your review').fill('Even better on a second look.');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Review updated successfully!')).toBeVisible();
  await expect(mine).toContainText('Even better on a second look.');
  await expect(mine).toContainText('Excellent');

  await mine.getByRole('button', { name: 'Delete your review' }).click();
  await expect(mine.getByText('Are you sure you want to delete this review?')).toBeVisible();
  await shoot(page, 'modal-review-delete-1280');
  await mine.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Review deleted successfully!')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Your review' })).toHaveCount(0);
  await expect(reviewsTab).toHaveText(`Reviews (${before})`);
  await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeVisible();
});

test('a paid course the learner has not bought refuses the review form and offers payment', async ({
  page,
}) => {
  await page.goto('/courses');
  await signInThroughDialog(page, DEMO.email, DEMO.password);
  const dialog = await openCourse(page, 'Big Data with Apache Spark');
  await expect(dialog.getByRole('button', { name: /^Enroll Now · ₹/ })).toBeVisible();
  await dialog.getByRole('tab', { name: /Reviews/ }).click();
  await expect(dialog.getByText('Enrol in this course to review it.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
});

test('the demo learner pays for a course in the TEST MODE gateway, gets an invoice and may review it', async ({
  page,
}) => {
  await page.goto('/courses');
  await signInThroughDialog(page, DEMO.email, DEMO.password);
  const dialog = await openCourse(page, 'Deep Learning with PyTorch');
  const pay = dialog.getByRole('button', { name: 'Enroll Now · ₹8,999' });

  // Closing the payment window is not an error.
  await pay.click();
  const gateway = page.getByRole('dialog', { name: 'Kalvi: test payment' });
  await expect(gateway).toBeVisible();
  await gateway.getByRole('button', { name: 'Cancel' }).click();
  await expect(gateway).toBeHidden();
  await expect(pay).toBeEnabled();
  await expect(page.getByText(/failed/i)).toHaveCount(0);

  await pay.click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await gateway.getByRole('button', { name: 'Pay ₹8,999' }).click();
  await expect(page.getByText(/^Payment successful! Payment ID: \S+/)).toBeVisible();
  await expect(page.getByText('Enrollment successful! Invoice generated.')).toBeVisible();
  const invoice = dialog.getByRole('link', { name: 'Download your invoice' });
  await expect(invoice).toHaveAttribute('href', /invoice/);
  const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expect(dialog.getByRole('button', { name: 'Enrolled' })).toBeVisible();
  await shoot(page, 'modal-paid-1280');

  await dialog.getByRole('tab', { name: /Reviews/ }).click();
  await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
  await expect(dialog.getByText('Enrol in this course to review it.')).toHaveCount(0);
});

test("the learner's own older review is pinned above the list, ready to edit or delete", async ({ page }) => {
  await page.goto('/courses');
  await signInThroughDialog(page, DEMO.email, DEMO.password);
  // The seed gives the demo learner a review here from weeks ago: sorted newest first, it sits
  // on a later page of the list, so without the pin the learner could not find it at all.
  const dialog = await openCourse(page, 'HTML & CSS Foundations in Tamil');
  await dialog.getByRole('tab', { name: /Reviews/ }).click();
  const pinned = dialog.getByRole('region', { name: 'Your review' });
  await expect(pinned).toContainText('Starting the JavaScript course next!');
  await expect(pinned.getByRole('button', { name: 'Edit your review' })).toBeVisible();
  await expect(pinned.getByRole('button', { name: 'Delete your review' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
  // Shown once: the list below does not repeat it.
  await expect(dialog.getByText('Starting the JavaScript course next!')).toHaveCount(1);
});

test('a toast raised inside the course modal can be closed without closing the modal', async ({ page }) => {
  await page.goto('/courses');
  await signInThroughDialog(page, DEMO.email, DEMO.password);
  const dialog = await openCourse(page, 'HTML & CSS Foundations in Tamil');
  await dialog.getByRole('button', { name: 'Enrolled' }).click();
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'You are already enrolled in this course!' });
  await expect(toast).toBeVisible();

  // The open dialog makes the page behind it inert to the pointer; the toast must not be.
  await toast.getByRole('button', { name: 'Close toast' }).click({ timeout: 3_000 });
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
});
