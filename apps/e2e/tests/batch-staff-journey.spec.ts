import type { APIRequestContext, Browser } from '@playwright/test';
import ICAL from 'ical.js';
import { registerByApi, useSession } from '../support/accounts';
import { courseIdOf, createBatch, feedAddress, payForBatch } from '../support/batches';
import { ADMIN, bearer } from '../support/exercises';
import { accessibilityViolations, bellPictures, pictures } from '../support/screens';
import { step } from '../support/step';
import { expect, test } from '../support/test';

/*
 * Issue 43's second "done when" journey (docs/product/batches.md#sessions,
 * #cancelling-a-batch): staff reschedule a session on the console's batch desk; the learner's
 * calendar feed raises that session's SEQUENCE (parsed with ical.js before and after) and the
 * learner's bell tells them; staff cancel the batch; every learner is told and both paid learners
 * wait in the console's refund queue.
 *
 * Preconditions through the API: staff make the batch, two learners sign up and pay for it.
 */
const COURSE = 'Next.js & TypeScript for Production Apps';
const REASON = 'The instructor is unwell; we will run this batch again next month.';

interface FeedEvent {
  uid: string;
  sequence: number;
  startsAt: string;
  status: string;
}

/** The learner's feed, fetched as a calendar app would and parsed with ical.js. */
async function feedEvents(request: APIRequestContext, feedUrl: string): Promise<FeedEvent[]> {
  const feed = await request.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      startsAt: event.startDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue('status')),
    };
  });
}

/** A learner's own browser, signed in. */
async function learnerPage(browser: Browser, token: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await useSession(page, token);
  return page;
}

test('staff reschedule a session and cancel the batch: learners told, feed updated, refunds queued', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { staff, courseId, batch, learners, feedUrl } = await step(
    'a batch with two paid learners (API)',
    async () => {
      const staff = await bearer(request, ADMIN);
      const courseId = await courseIdOf(request, COURSE);
      // A late hour, far past the seeded batches, so its instructor is free.
      const batch = await createBatch(request, staff.headers, courseId, {
        language: 'en',
        startTime: '20:45',
        daysAhead: 130,
        weekdays: [2, 4],
      });
      const learners = [];
      for (const firstName of ['Nila', 'Vetri']) {
        const account = await registerByApi(request, {
          firstName,
          lastName: 'Arasu',
          password: 'cancelled-1',
        });
        const headers = { authorization: `Bearer ${account.token}` };
        await payForBatch(request, headers, courseId, batch.id);
        learners.push({ ...account, headers });
      }
      const first = learners[0];
      if (!first) throw new Error('no learner');
      return { staff, courseId, batch, learners, feedUrl: await feedAddress(request, first.headers) };
    },
  );
  const session = batch.sessions[0];
  if (!session) throw new Error('the batch has no session');
  const uid = `${session.id}@${new URL(feedUrl).hostname}`;

  const before = await step("the learner's feed before (ical.js)", async () => {
    const event = (await feedEvents(request, feedUrl)).find((e) => e.uid === uid);
    expect(event, 'the feed has the session under its stable UID').toBeTruthy();
    expect(event?.startsAt).toBe(new Date(session.startsAt).toISOString());
    expect(event?.status).toBe('CONFIRMED');
    return event as FeedEvent;
  });

  await useSession(page, staff.token);

  await step('staff reschedule session 1 on the batch desk', async () => {
    await page.goto(`/admin/courses/${courseId}/batches`);
    await expect(page.getByRole('heading', { name: `Batches: ${COURSE}` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Tue, Thu · 20:45' });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/courses/${courseId}/batches/${batch.id}$`));
    await page.getByRole('button', { name: 'Edit session 1' }).click();
    const dialog = page.getByRole('dialog');
    const starts = await dialog.getByLabel('Starts').inputValue();
    const ends = await dialog.getByLabel('Ends').inputValue();
    // Two hours earlier, on the clock the form shows (the browser's: India's, in these tests).
    const earlier = (local: string) => {
      const d = new Date(new Date(local).getTime() - 2 * 3_600_000);
      return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    };
    await dialog.getByLabel('Starts').fill(earlier(starts));
    await dialog.getByLabel('Ends').fill(earlier(ends));
    await pictures(page, 'journey-desk-reschedule', dialog);
    await dialog.getByRole('button', { name: 'Save session' }).click();
    await expect(page.getByText('Session saved')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await step("the learner's feed raises the session's SEQUENCE and has its new time", async () => {
    const event = (await feedEvents(request, feedUrl)).find((e) => e.uid === uid);
    expect(event?.sequence).toBeGreaterThan(before.sequence);
    expect(new Date(before.startsAt).getTime() - new Date(event?.startsAt ?? 0).getTime()).toBe(
      2 * 3_600_000,
    );
  });

  const first = learners[0] as (typeof learners)[number];
  const learner = await learnerPage(browser, first.token);
  const bell = learner.getByRole('banner').getByTestId('notification-bell');
  const panel = learner.getByRole('dialog', { name: 'Notifications' });

  await step("the learner's bell tells them the session moved", async () => {
    await learner.goto('/learn/timetable');
    await expect(bell).toHaveAccessibleName(/^Notifications: \d+ unread$/);
    await bell.click();
    await expect(panel.getByText(`${COURSE}: live session 1 is moved to`)).toBeVisible();
    await learner.keyboard.press('Escape');
    await bellPictures(learner, 'journey-moved-bell');
  });

  await step('staff cancel the batch with a reason', async () => {
    await page.getByRole('button', { name: 'Cancel batch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this batch?' });
    await dialog.getByLabel('Reason (told to the learners, optional)').fill(REASON);
    await pictures(page, 'journey-desk-cancel', dialog);
    await dialog.getByRole('button', { name: 'Cancel the batch' }).click();
    await expect(page.getByText('Batch cancelled; every learner has been told')).toBeVisible();
    await expect(page.getByText('Cancelled').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  await step('every learner is told', async () => {
    await learner.reload();
    await bell.click();
    await expect(panel.getByText(`Your batch of "${COURSE}" is cancelled`)).toBeVisible();
    await learner.keyboard.press('Escape');
    await bellPictures(learner, 'journey-cancelled-bell');
    await learner.context().close();
    for (const { headers, email } of learners) {
      const told = async () =>
        (
          (await (await request.get('/api/notifications', { headers })).json()).data as { title: string }[]
        ).some((n) => n.title.includes(`batch of "${COURSE}" is cancelled`));
      await expect.poll(told, { message: `${email} is told` }).toBe(true);
    }
    const events = await feedEvents(request, feedUrl);
    expect(events.find((e) => e.uid === uid)?.status).toBe('CANCELLED');
  });

  await step('both paid learners wait in the refund queue', async () => {
    await page.goto('/admin/orders');
    const queue = page.getByRole('region', { name: /^Refund queue: / });
    for (const { email } of learners) {
      const item = queue.getByRole('listitem').filter({ hasText: email });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('Batch cancelled');
      await expect(item).toContainText(COURSE);
    }
    await pictures(page, 'journey-refund-queue', queue);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
