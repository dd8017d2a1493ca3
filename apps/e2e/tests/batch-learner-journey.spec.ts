import ICAL from 'ical.js';
import { registerByApi, signInThroughDialog } from '../support/accounts';
import { courseIdOf, createBatch, feedAddress, moveSessionToNear } from '../support/batches';
import { ADMIN, bearer } from '../support/exercises';
import { accessibilityViolations, bellPictures, pictures } from '../support/screens';
import { step } from '../support/step';
import { expect, test } from '../support/test';
import { whatsappSent } from '../support/whatsapp';

/*
 * Issue 43's first "done when" journey (docs/product/batches.md), as one learner lives it: they
 * pick the Tamil evening batch at checkout and pay through the TEST MODE gateway, see their
 * timetable, subscribe to their calendar (the private feed parsed with ical.js), get the 1-hour
 * reminder on WhatsApp and in the bell, join inside the window (the batch page says they
 * attended), and are refused the self-service refund with the reason on My learning.
 *
 * Preconditions through the API: staff make the Tamil evening batch, the learner's account and
 * WhatsApp number, and staff move the first session to start about an hour ahead (so the
 * reminder sweep, which runs every minute, plans its 1-hour reminder) and later into its join
 * window. The reminder is waited for as a person would: until it arrives.
 */
const COURSE = 'Node.js & Express API Development';
/** The sweep ticks every 60 to 65 s and the queue looks for due jobs every 5 s. */
const REMINDER_MS = 120_000;

test('a learner buys the Tamil evening batch, is reminded, joins, and cannot self-refund', async ({
  page,
  request,
}) => {
  test.setTimeout(REMINDER_MS + 180_000);
  const password = 'evening-batch-1';
  // A number of this run's own, so the stand-in's messages to it are this journey's alone.
  const mobile = `9${String(Date.now()).slice(-9)}`;

  const { staff, courseId, batch, learner } = await step(
    'the Tamil evening batch, the learner and their WhatsApp (API)',
    async () => {
      const staff = await bearer(request, ADMIN);
      const courseId = await courseIdOf(request, COURSE);
      // An evening hour on the hour's half, far past the seeded batches, so its instructor is free.
      const batch = await createBatch(request, staff.headers, courseId, {
        language: 'ta',
        startTime: '19:30',
        daysAhead: 120,
      });
      const account = await registerByApi(request, { firstName: 'Anbu', lastName: 'Selvan', password });
      const headers = { authorization: `Bearer ${account.token}` };
      const optIn = await request.put('/api/notifications/whatsapp', { headers, data: { phone: mobile } });
      expect(optIn.ok(), await optIn.text()).toBe(true);
      const codes = async () =>
        (await whatsappSent()).filter((m) => m.to === `91${mobile}` && m.template === 'kalvi_number_code');
      await expect.poll(async () => (await codes()).length).toBe(1);
      const confirmed = await request.post('/api/notifications/whatsapp/confirm', {
        headers,
        data: { code: (await codes())[0]?.params[0] },
      });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      return { staff, courseId, batch, learner: { ...account, headers } };
    },
  );
  const first = batch.sessions[0];
  if (!first) throw new Error('the batch has no session');

  await step('the learner picks the Tamil evening batch and pays', async () => {
    await page.goto(`/courses?search=${encodeURIComponent(COURSE)}`);
    await signInThroughDialog(page, learner.email, password);
    await page
      .getByRole('main')
      .getByRole('link', { name: `View details of ${COURSE}` })
      .click();
    const course = page.getByRole('dialog', { name: COURSE });
    const choices = course.getByRole('group', { name: 'Choose your batch' });
    const evening = choices.getByRole('radio', {
      name: /Taught in Tamil.*Mon, Wed, Fri · 7:30–9:00\spm IST/,
    });
    await evening.check();
    await expect(evening).toBeChecked();
    await expect(evening).toHaveValue(batch.id);
    await pictures(page, 'journey-batch-choice', choices);
    const enrol = course.getByRole('button', { name: /^Enroll Now · ₹[\d,]+$/ });
    const price = ((await enrol.textContent()) ?? '').replace(/^.*· /, '');
    await enrol.click();
    const gateway = page.getByRole('dialog', { name: 'Kalvi: test payment' });
    await expect(gateway.getByText(`${COURSE} · Taught in Tamil, starts`, { exact: false })).toBeVisible();
    await gateway.getByRole('button', { name: `Pay ${price}` }).click();
    await expect(page.getByText('Enrollment successful! Invoice generated.')).toBeVisible();
    await expect(course.getByRole('button', { name: 'Enrolled' })).toBeVisible();
  });

  const soon = await step('staff move the first session to about an hour ahead (API)', () =>
    // An hour and 15 s: its 1-hour moment comes 15 s from now, so the next tick plans it. Only
    // later times if the instructor is busy: a moment already more than the sweep's 2-minute
    // grace behind would never be planned.
    moveSessionToNear(request, staff.headers, first.id, 60.25, [0, 1, 2]),
  );

  await step('the learner sees the session on the timetable', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'My timetable' }).click();
    await expect(page).toHaveURL(/\/learn\/timetable$/);
    const card = page.getByTestId('next-session');
    await expect(card.getByText(COURSE)).toBeVisible();
    await expect(card.getByText('Live session 1')).toBeVisible();
    await expect(card.getByTestId('countdown')).toHaveText(/^(1 h [0-2] min|\d\d? min \d\d? s)$/);
    // Join opens 15 minutes before the start: not yet.
    await expect(card.getByRole('link', { name: 'Join live session 1' })).toHaveCount(0);
    await expect(card.getByText(/^Join opens at /)).toBeVisible();
    await pictures(page, 'journey-timetable');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  await step('the learner subscribes; the feed holds the session (ical.js)', async () => {
    await page.getByRole('link', { name: 'Add all sessions to your calendar' }).click();
    const section = page.getByTestId('calendar-section');
    await expect(section.getByRole('link', { name: 'Subscribe in my calendar' })).toHaveAttribute(
      'href',
      /^webcal:\/\/.+\.ics$/,
    );
    const feedUrl = await section.getByLabel('Your private calendar address').inputValue();
    expect(feedUrl).toBe(await feedAddress(request, learner.headers));
    const feed = await request.get(new URL(feedUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const session = events.find((e) => e.uid === `${first.id}@${new URL(feedUrl).hostname}`);
    expect(session, 'the feed has the session under its stable UID').toBeTruthy();
    expect(session?.summary).toBe(`${COURSE}: live session 1`);
    // DTSTART is written on India's clock with its VTIMEZONE; ical.js reads it as the same instant.
    expect(session?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    expect(session?.startDate.toJSDate().toISOString()).toBe(soon.toISOString());
    expect(events).toHaveLength(batch.sessions.length);
  });

  await step('the 1-hour reminder arrives on WhatsApp and in the bell', async () => {
    // The reminder's own words: the move staff made also went out on this template (decision 217).
    const said = `"${COURSE}: live session 1" starts in one hour`;
    const reminders = async () =>
      (await whatsappSent()).filter(
        (m) =>
          m.to === `91${mobile}` &&
          m.template === 'live_session_reminder' &&
          m.params.some((p) => p.includes(said)),
      );
    // The sweep plans it within a minute of the moment; nothing else is waited for.
    await expect
      .poll(async () => (await reminders()).length, { timeout: REMINDER_MS, intervals: [1_000] })
      .toBe(1);
    const [reminder] = await reminders();
    expect(reminder?.language).toBe('en');

    await page.goto('/learn/timetable');
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/^Notifications: \d+ unread$/);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('link', { name: said })).toBeVisible();
    await page.keyboard.press('Escape');
    await bellPictures(page, 'journey-reminder-bell');
  });

  const joinAt = await step('staff move the session into its join window (API)', () =>
    moveSessionToNear(request, staff.headers, first.id, 10),
  );

  await step('the learner joins inside the window; the batch page says they attended', async () => {
    // The meeting is outside: a stand-in answers for it, so nothing reaches the internet.
    await page.route(/^https:\/\/meet\.jit\.si\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><p>meeting stand-in</p>' }),
    );
    await page.goto('/learn/timetable');
    const card = page.getByTestId('next-session');
    await expect(card.getByTestId('countdown')).toHaveText(/^\d\d? min \d\d? s$/);
    expect(joinAt.getTime() - Date.now()).toBeLessThan(15 * 60_000);
    await card.getByRole('link', { name: 'Join live session 1' }).click();
    await page.waitForURL(/^https:\/\/meet\.jit\.si\/kalvi-[0-9a-f]{32}/);
    await expect(page.getByText('meeting stand-in')).toBeVisible();

    await page.goto('/learn/timetable');
    await page.getByRole('link', { name: 'Batch details' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/learn/batches/${batch.id}$`));
    const joined = page.getByRole('region', { name: 'Sessions' }).getByRole('listitem').first();
    await expect(joined).toContainText('Live session 1');
    await expect(joined).toContainText('Attended');
    await expect(page.getByTestId('attendance')).toHaveText('1 of 1 sessions attended');
    await pictures(page, 'journey-batch-page');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  await step('the learner is refused the self-service refund, with the reason', async () => {
    // My learning is on the profile page.
    await page.goto('/profile');
    // The course's order, where the refund button would be, says why there is none.
    const order = page.getByRole('main').getByRole('listitem').filter({ hasText: COURSE }).filter({
      hasText:
        'No self-service refund: you have joined a live session of this course. Write to the academy if something went wrong.',
    });
    await expect(order).toBeVisible();
    await expect(order.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
    await pictures(page, 'journey-no-refund', order);
    // Asked anyway, the server refuses with the same reason in the learner's language.
    const orders = (await (await request.get('/api/payments/orders', { headers: learner.headers })).json())
      .data;
    const paid = orders.find((o: { item: { id: string } }) => o.item.id === courseId);
    const asked = await request.post('/api/refund-requests', {
      headers: learner.headers,
      data: { orderId: paid.id, reason: 'I can no longer attend the evening sessions.' },
    });
    expect(asked.status()).toBe(422);
    expect((await asked.json()).message).toBe(
      'A refund is not possible after you have attended a live session of the course',
    );
  });
});
