import { registerByApi, signInThroughDialog, uniqueEmail } from '../support/accounts';
import { testOnOwnServer } from '../support/own-server';
import { expect, type Page } from '../support/test';

/*
 * Issue 15's course journey: the demo admin creates a course, gives it a picture and publishes
 * it; a learner finds it in the catalogue at once and buys it in the TEST MODE gateway; an
 * instructor account cannot open a course that is not theirs. On a server of its own
 * (support/own-server.ts): a new published course would change the catalogue's counts that
 * courses.spec.ts reads on the shared one.
 */
const test = testOnOwnServer;
const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
/** The smallest PNG: a 1×1 pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await signInThroughDialog(page, email, password);
}

test('an admin creates and publishes a course; a learner finds it and buys it; another instructor cannot open it', async ({
  browser,
  request,
  own,
}) => {
  test.setTimeout(150_000);
  const title = `Rust for Tamil beginners ${Date.now().toString(36)}`;

  // The admin writes the course as a draft.
  const adminContext = await browser.newContext({ baseURL: own.url });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Courses' })
    .click();
  await expect(admin.getByRole('table', { name: 'Courses' })).toBeVisible();
  await admin.getByRole('link', { name: 'New course' }).click();
  const form = admin.getByRole('form', { name: 'Course details' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Category').fill('Web Development');
  await form.getByLabel('Level').selectOption('Beginner');
  await form.getByLabel("Instructor's name").fill('Karthik Subramanian');
  await form.getByLabel('Fee (₹)', { exact: true }).fill('1499');
  await form.getByLabel('Original fee (₹)').fill('1999');
  await form.getByLabel('Hours').fill('10');
  await form.getByLabel('Lessons').fill('20');
  await form
    .getByLabel('Description', { exact: true })
    .fill('Ownership, borrowing and a command-line project.');
  await form.getByLabel("What you'll learn").fill('Ownership and borrowing\nCargo and crates');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(admin.getByText('Course created as a draft')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByTestId('course-status')).toHaveText('Draft');
  const courseUrl = admin.url();
  expect(courseUrl).toMatch(/\/admin\/courses\/[0-9a-f-]{36}$/);

  // A picture that is not one is refused by its bytes; a real one is shown.
  await admin.getByLabel('Choose a picture').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await expect(admin.getByRole('alert')).toHaveText('The picture must be a JPEG, PNG or WebP image');
  await admin
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(admin.getByText('Picture saved')).toBeVisible();
  await expect(admin.getByRole('img', { name: `Picture of ${title}` })).toHaveAttribute(
    'src',
    /\/api\/course-images\/[0-9a-f-]+\?v=1$/,
  );

  // Publishing, even with a double click, makes one change.
  await admin.getByRole('button', { name: 'Publish' }).dblclick();
  await expect(admin.getByTestId('course-status')).toHaveText('Published');
  await expect(admin.getByRole('button', { name: 'Move to drafts' })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('admin-course-1280.png'), fullPage: true });
  await admin.setViewportSize({ width: 390, height: 844 });
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('admin-course-390.png'), fullPage: true });
  // The course's lessons are one link away, on the curriculum page opened on this course.
  const courseAddress = admin.url();
  await admin.getByRole('link', { name: 'Lessons and curriculum' }).click();
  await expect(admin).toHaveURL(/\/admin\/curriculum\?course=/);
  await expect(admin.getByLabel('Course', { exact: true })).toHaveValue(courseAddress.split('/').pop() ?? '');
  await admin.goBack();
  await admin.getByRole('link', { name: 'All courses' }).click();
  await admin.getByLabel('Search by title').fill(title);
  await admin.getByRole('button', { name: 'Show' }).click();
  const table = admin.getByRole('table', { name: 'Courses' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Published');
  await admin.screenshot({ path: test.info().outputPath('admin-courses-390.png'), fullPage: true });
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.screenshot({ path: test.info().outputPath('admin-courses-1280.png'), fullPage: true });

  // A learner finds it in the catalogue at once and buys it in the test gateway.
  const password = 'learn-rust-kalvi';
  const { email } = await registerByApi(
    request,
    { firstName: 'Kavya', lastName: 'Murugan', password },
    own.dataDir,
  );
  const learnerContext = await browser.newContext({ baseURL: own.url });
  const learner = await learnerContext.newPage();
  await learner.goto(`/courses?search=${encodeURIComponent(title)}`);
  await signInThroughDialog(learner, email, password);
  const card = learner.getByRole('main').getByRole('link', { name: `View details of ${title}` });
  await expect(card).toBeVisible();
  await card.click();
  const course = learner.getByRole('dialog', { name: title });
  await expect(course.getByText('Ownership and borrowing')).toBeVisible();
  await course.getByRole('button', { name: 'Enroll Now · ₹1,499' }).click();
  const gateway = learner.getByRole('dialog', { name: 'Kalvi: test payment' });
  await gateway.getByRole('button', { name: 'Pay ₹1,499' }).click();
  await expect(learner.getByText('Enrollment successful! Invoice generated.')).toBeVisible();
  await expect(course.getByRole('button', { name: 'Enrolled' })).toBeVisible();

  // The admin makes an account an instructor; that instructor cannot open the admin's course.
  const instructorEmail = uniqueEmail('instructor');
  const instructorPassword = 'teach-rust-kalvi';
  await registerByApi(
    request,
    { firstName: 'Senthil', lastName: 'Kumar', password: instructorPassword, email: instructorEmail },
    own.dataDir,
  );
  await admin
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Roles' })
    .click();
  await admin.getByLabel('E-mail of the account').fill(instructorEmail);
  await admin.getByLabel('Role').selectOption('instructor');
  await admin.getByRole('button', { name: 'Save role' }).click();
  await expect(admin.getByText(`${instructorEmail} is now Instructor.`)).toBeVisible();

  const instructorContext = await browser.newContext({ baseURL: own.url });
  const instructor = await instructorContext.newPage();
  await signIn(instructor, instructorEmail, instructorPassword);
  await instructor.goto(new URL(courseUrl).pathname);
  await expect(instructor.getByRole('alert')).toHaveText('You can only manage your own courses and events');
  await expect(instructor.getByRole('form', { name: 'Course details' })).toHaveCount(0);
  await instructor.getByRole('link', { name: 'All courses' }).click();
  await expect(instructor.getByRole('table', { name: 'Courses' })).toBeVisible();
  await expect(instructor.getByText('Nothing to show.')).toBeVisible();

  await adminContext.close();
  await learnerContext.close();
  await instructorContext.close();
});
