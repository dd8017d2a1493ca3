import { mkdirSync } from 'node:fs';
import { registerByApi, signInThroughDialog } from '../support/accounts';
import { step } from '../support/step';
import { expect, test } from '../support/test';

/*
 * Choosing a batch at checkout (docs/product/batches.md#choosing-a-batch-at-checkout): a learner
 * opens a course taught in batches, picks its Tamil batch, pays through the TEST MODE gateway
 * and is in that batch. Screenshots of the batch list and the checkout at 1280 and 390 px.
 */
const shots = '/tmp/shots-enrol';
mkdirSync(shots, { recursive: true });
const COURSE = 'React.js from Zero to Deployment';

interface PublicBatch {
  id: string;
  language: 'ta' | 'en';
  seatsLeft: number;
}

test('a learner picks the Tamil batch, pays, and is in it', async ({ page, request }) => {
  // Sign-up, sign-in, the payment and the checks, on a machine shared with other work.
  test.setTimeout(90_000);
  const password = 'batch-with-kalvi';

  const { email, token, courseId, tamil } = await step('preconditions through the API', async () => {
    const learner = await registerByApi(request, { firstName: 'Kavya', lastName: 'Raman', password });
    const found = await request.get(`/api/courses?search=${encodeURIComponent(COURSE)}`);
    const id: string = (await found.json()).data.find((c: { title: string }) => c.title === COURSE).id;
    const batches: PublicBatch[] = (await (await request.get(`/api/batches?courseId=${id}`)).json()).data;
    const ta = batches.find((b) => b.language === 'ta' && b.seatsLeft > 0);
    expect(ta, 'the seeded course has a Tamil batch with a seat').toBeTruthy();
    expect(batches.some((b) => b.language === 'en')).toBe(true);
    return { ...learner, courseId: id, tamil: ta as PublicBatch };
  });

  const course = await step('open the course and sign in', async () => {
    await page.goto(`/courses?search=${encodeURIComponent(COURSE)}`);
    await signInThroughDialog(page, email, password);
    await page
      .getByRole('main')
      .getByRole('link', { name: `View details of ${COURSE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: COURSE });
    await expect(dialog.getByRole('group', { name: 'Choose your batch' })).toBeVisible();
    return dialog;
  });

  await step('pick the Tamil batch; screenshots of the list', async () => {
    const choices = course.getByRole('group', { name: 'Choose your batch' });
    await choices.getByRole('radio', { name: /Taught in English/ }).check();
    const tamilChoice = choices.getByRole('radio', { name: /Taught in Tamil/ });
    await tamilChoice.check();
    await expect(tamilChoice).toBeChecked();
    await expect(tamilChoice).toHaveValue(tamil.id);
    await expect(
      choices.getByText(/^(Mon|Tue), (Wed|Thu), (Fri|Sat) · \d+:\d\d(\s[ap]m)?–\d+:\d\d\s[ap]m IST$/).first(),
    ).toBeVisible();
    await expect(choices.getByText(`${tamil.seatsLeft} seats left`).first()).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      await choices.scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${shots}/course-batches-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await step('pay through the TEST MODE gateway', async () => {
    await course.getByRole('button', { name: 'Enroll Now · ₹4,999' }).click();
    const gateway = page.getByRole('dialog', { name: 'Kalvi: test payment' });
    await expect(gateway.getByText('₹4,999', { exact: true })).toBeVisible();
    await expect(gateway.getByText(`${COURSE} · Taught in Tamil, starts`, { exact: false })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/checkout-batch-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/checkout-batch-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await gateway.getByRole('button', { name: 'Pay ₹4,999' }).click();
    await expect(page.getByText('Enrollment successful! Invoice generated.')).toBeVisible();
    await expect(course.getByRole('button', { name: 'Enrolled' })).toBeVisible();
  });

  await step('the learner is in the Tamil batch', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const timetable = (await (await request.get('/api/me/timetable', { headers })).json()).data;
    expect(timetable.next.batchId).toBe(tamil.id);
    expect(timetable.next.courseId).toBe(courseId);
    expect(timetable.next.language).toBe('ta');
    const after: PublicBatch[] = (await (await request.get(`/api/batches?courseId=${courseId}`)).json()).data;
    expect(after.find((b) => b.id === tamil.id)?.seatsLeft).toBe(tamil.seatsLeft - 1);
  });
});
