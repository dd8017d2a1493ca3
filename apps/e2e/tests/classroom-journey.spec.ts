import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerByApi, signInThroughDialog } from '../support/accounts';
import { expect, type Locator, type Page, test } from '../support/test';

/*
 * Issue 16's journey: a learner buys a course in the TEST MODE gateway, opens the first lesson
 * from My learning, works through the required lessons, passes the quiz and hands in the
 * project; the demo admin approves it in the console's review queue; the learner downloads the
 * certificate and a visitor verifies it. No other journey buys this course.
 */
const TITLE = 'Web Performance & Accessibility Masterclass';
const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
// The seeded Web Development quiz (apps/server/src/db/seed/lesson-content.ts).
const QUIZ = ['<title>', 'padding', 'The name cannot be given a new value'];
// Pictures for a person to look at (gitignored), as screenshots.spec.ts takes them.
const shots = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(shots, { recursive: true });

/** The page, or only `part` of it, at both widths. */
async function picture(page: Page, name: string, part?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.evaluate(() => document.fonts.ready);
    const path = join(shots, `${name}-${width}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A video, reading or live session: "Mark as complete", then on to the next lesson. */
async function completeAndNext(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(main.getByRole('button', { name: 'Mark as complete' })).toBeHidden();
  await main.getByRole('link', { name: 'Next', exact: true }).click();
}

test('a learner buys a course, learns it, the admin approves the project, and the certificate verifies', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const password = 'learn-it-all-kalvi';
  const { email } = await registerByApi(request, { firstName: 'Meena', lastName: 'Sundaram', password });

  // The learner buys the course through the test gateway.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await learner.goto(`/courses?search=${encodeURIComponent(TITLE)}`);
  await signInThroughDialog(learner, email, password);
  await expect(learner.getByRole('banner').getByRole('button', { name: /Meena/ })).toBeVisible();
  await learner
    .getByRole('main')
    .getByRole('link', { name: `View details of ${TITLE}` })
    .click();
  const course = learner.getByRole('dialog', { name: TITLE });
  await course.getByRole('button', { name: 'Enroll Now · ₹2,999' }).click();
  await learner
    .getByRole('dialog', { name: 'Kalvi: test payment' })
    .getByRole('button', { name: 'Pay ₹2,999' })
    .click();
  await expect(learner.getByText('Enrollment successful! Invoice generated.')).toBeVisible();

  // My learning shows the course's progress and continues at the first lesson.
  await learner.goto('/profile');
  // The profile page loads its own chunk and two personal answers; give a busy machine time.
  await expect(learner.getByText('0 of 9 lessons done')).toBeVisible({ timeout: 20_000 });
  await picture(learner, 'my-learning', learner.getByRole('region', { name: 'My learning' }));
  await learner.getByRole('link', { name: `Continue ${TITLE}` }).click();
  await expect(learner.getByRole('heading', { name: `Welcome to ${TITLE}` })).toBeVisible();

  // Six lessons by the button: three videos, two readings and the recorded live session.
  for (let i = 0; i < 6; i += 1) await completeAndNext(learner);

  // The quiz, graded on the server.
  const main = learner.getByRole('main');
  for (const [i, answer] of QUIZ.entries()) {
    await main
      .getByRole('group', { name: new RegExp(`^${i + 1}\\. `) })
      .getByLabel(answer, { exact: true })
      .check();
  }
  await main.getByRole('button', { name: 'Submit answers' }).click();
  await expect(main.getByText('You passed this quiz with 100%.')).toBeVisible();
  // The upcoming live clinic is optional; the last reading is not.
  await main.getByRole('link', { name: 'Next', exact: true }).click();
  await main.getByRole('link', { name: 'Next', exact: true }).click();
  await completeAndNext(learner);

  // The capstone project: a link for the instructor to review.
  await main
    .getByLabel('Link to your project (GitHub, GitLab or a live site)')
    .fill('https://github.com/meena/perf-audit');
  await main.getByRole('button', { name: 'Submit project' }).click();
  await expect(main.getByText('Waiting for review')).toBeVisible();

  // The admin approves it in the console's review queue.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/');
  await signInThroughDialog(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/projects');
  // The console is a lazy chunk of its own, downloaded now.
  await expect(admin.getByRole('heading', { name: 'Project reviews', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  const queue = admin.getByRole('table', { name: 'Project reviews' });
  const row = queue.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await picture(admin, 'console-projects');
  await row.getByLabel('Feedback for the learner').fill('Clear audit, well done.');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Project approved')).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // The other console pages, for a person to look at.
  await admin.goto('/admin/curriculum');
  await admin.getByLabel('Search courses by title').fill('Web Performance');
  await admin
    .getByLabel('Course', { exact: true })
    .selectOption({ label: `${TITLE} — Nandhini Balakrishnan` });
  await expect(admin.getByRole('heading', { name: 'Section 1: Getting started' })).toBeVisible();
  await picture(admin, 'console-curriculum');
  await admin.getByRole('button', { name: 'Add a lesson to Getting started' }).click();
  await admin.getByLabel('Kind of lesson').selectOption('quiz');
  await picture(admin, 'console-lesson-form');
  await admin.goto('/admin/attendance');
  await expect(admin.getByRole('heading', { name: 'Event attendance' })).toBeVisible();
  await picture(admin, 'console-attendance');

  // The approval finished the course: the learner downloads the certificate.
  await learner.reload();
  await expect(main.getByText('Approved', { exact: true })).toBeVisible();
  await learner.getByRole('link', { name: 'View your certificate' }).click();
  await expect(learner.getByText('This certificate is valid and was issued by Kalvi Academy.')).toBeVisible();
  const id = decodeURIComponent(new URL(learner.url()).pathname.split('/').pop() ?? '');
  expect(id).toMatch(/^KLV-[0-9A-Z]{20}$/);
  const pdfHref = await learner.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await learner.request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await learner.goto('/profile');
  await expect(learner.getByText('9 of 9 lessons done')).toBeVisible({ timeout: 20_000 });
  await expect(learner.getByRole('link', { name: `Certificate for ${TITLE}` })).toBeVisible();

  // A visitor, signed out, verifies it by its address.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/certificates/${id}`);
  await expect(visitor.getByText('This certificate is valid and was issued by Kalvi Academy.')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Meena Sundaram' })).toBeVisible();
  // A link shared on LinkedIn or WhatsApp previews the certificate: the server's HTML names it.
  const html = await (await visitorContext.request.get(`/certificates/${id}`)).text();
  const title = `Certificate: Meena Sundaram, ${TITLE.replace('&', '&amp;')} · Kalvi`;
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain(`<meta name="twitter:title" content="${title}" />`);
  expect(html).toMatch(/<meta property="og:description" content="Meena Sundaram has completed the course/);

  await learnerContext.close();
  await adminContext.close();
  await visitorContext.close();
});
