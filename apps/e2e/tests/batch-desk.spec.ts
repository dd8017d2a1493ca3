import { DEMO, useSession } from '../support/accounts';
import { ADMIN, bearer } from '../support/exercises';
import { accessibilityViolations, pictures } from '../support/screens';
import { step } from '../support/step';
import { expect, test } from '../support/test';

/*
 * Issue 43's console journey (docs/product/batches.md#the-batch-desk): staff open a course's
 * batch desk, create a batch from a weekly pattern, reschedule one of its sessions, and are
 * told why seats cannot go below those already taken in a running batch.
 */

/** The date `days` from now on Kolkata's calendar, YYYY-MM-DD. */
const kolkataDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

test('staff create a batch from a pattern, reschedule a session and meet the seats rule', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { staff, courseId, running } = await step('find the course of a running batch (API)', async () => {
    const staff = await bearer(request, ADMIN);
    const learner = await bearer(request, DEMO);
    const timetable = (await (await request.get('/api/me/timetable', { headers: learner.headers })).json())
      .data;
    const courseId: string = (timetable.next ?? timetable.past[0]).courseId;
    const list = (
      await (await request.get(`/api/admin/courses/${courseId}/batches`, { headers: staff.headers })).json()
    ).data as Array<{ id: string; seatsTaken: number; status: string }>;
    const running = list.find((b) => b.seatsTaken >= 2 && b.status !== 'cancelled');
    expect(running, 'the seed fills a running batch with the course learners').toBeTruthy();
    return { staff, courseId, running: running as { id: string; seatsTaken: number } };
  });

  await useSession(page, staff.token);

  await step("staff open the course's batch desk from its page", async () => {
    await page.goto(`/admin/courses/${courseId}`);
    await page.getByRole('link', { name: 'Batches and live sessions' }).click();
    await expect(page.getByRole('heading', { name: /^Batches: / })).toBeVisible();
    await expect(page.getByRole('img', { name: /% of seats taken/ }).first()).toBeVisible();
    await pictures(page, 'batch-desk-list');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  await step('staff create a batch from a weekly pattern with a holiday', async () => {
    await page.getByRole('link', { name: 'New batch' }).click();
    const first = kolkataDate(40);
    await page.getByLabel('First date').fill(first);
    // An early hour no seeded batch uses, so its instructor is free.
    await page.getByLabel('Start time (India time)').fill('06:05');
    await page.getByLabel('Weeks (1–26)').fill('2');
    await page.getByLabel('Holidays to skip').fill(kolkataDate(47));
    await page.getByLabel('Seats (1–1000)').fill('25');
    await pictures(page, 'batch-desk-new');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create batch' }).click();
    await expect(page.getByText(/^Batch created with \d+ sessions$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Batch of / })).toBeVisible();
    await expect(page.getByTestId('session-1')).toBeVisible();
  });

  await step('staff reschedule a session and see it saved', async () => {
    await page.getByRole('button', { name: 'Edit session 1' }).click();
    const dialog = page.getByRole('dialog');
    const starts = await dialog.getByLabel('Starts').inputValue();
    const ends = await dialog.getByLabel('Ends').inputValue();
    // One hour later, on the clock the form shows (the browser's, which is this machine's).
    const later = (local: string) => {
      const d = new Date(new Date(local).getTime() + 3_600_000);
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    };
    await dialog.getByLabel('Starts').fill(later(starts));
    await dialog.getByLabel('Ends').fill(later(ends));
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await expect(page.getByText('Session saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await pictures(page, 'batch-desk-batch');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  await step('staff are told why seats cannot go below those taken', async () => {
    await page.goto(`/admin/courses/${courseId}/batches/${running.id}`);
    await page.getByLabel('Seats (1–1000)').fill('1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Seats cannot go below' })).toHaveText(
      `Seats cannot go below the ${running.seatsTaken} already taken`,
    );
  });
});
