import ICAL from 'ical.js';
import { DEMO, useSession } from '../support/accounts';
import { ADMIN, bearer } from '../support/exercises';
import { accessibilityViolations, pictures } from '../support/screens';
import { step } from '../support/step';
import { expect, test } from '../support/test';

/*
 * Issue 43's learner journey (docs/product/batches.md): the demo learner, in a running batch
 * (the seed's), sees the timetable, subscribes to the calendar (the feed parsed with ical.js,
 * its UIDs checked) and joins a session inside its window. Preconditions through the API:
 * staff move the learner's next session to start in a few minutes, so Join is open.
 */
interface Session {
  id: string;
  batchId: string;
  number: number;
  startsAt: string;
  joinPath: string;
}

test('a learner in a running batch sees the timetable, subscribes and joins a session', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { learner, next } = await step(
    "move the learner's next session into its join window (API)",
    async () => {
      const learner = await bearer(request, DEMO);
      const staff = await bearer(request, ADMIN);
      const timetable = (await (await request.get('/api/me/timetable', { headers: learner.headers })).json())
        .data;
      const next: Session = timetable.next;
      expect(next, 'the seed puts the demo learner in a running batch').toBeTruthy();
      // A few offsets, so a seeded session of the same instructor at that time does not stop the test.
      for (const minutes of [10, 7, 12, 5]) {
        // A whole minute, as calendars write times.
        const startsAt = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
        const res = await request.patch(`/api/admin/batch-sessions/${next.id}`, {
          headers: staff.headers,
          data: {
            startsAt: startsAt.toISOString(),
            endsAt: new Date(startsAt.getTime() + 90 * 60_000).toISOString(),
          },
        });
        if (res.ok()) return { learner, next: { ...next, startsAt: startsAt.toISOString() } };
        expect(res.status(), await res.text()).toBe(409);
      }
      throw new Error('no free time for the session');
    },
  );

  await useSession(page, learner.token);

  await step('the learner opens the timetable from the account menu', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'My timetable' }).click();
    await expect(page).toHaveURL(/\/learn\/timetable$/);
    const card = page.getByTestId('next-session');
    await expect(card.getByText(`Live session ${next.number}`)).toBeVisible();
    await expect(card.getByTestId('countdown')).toHaveText(/\d+ min \d+ s/);
    await expect(card.getByRole('link', { name: `Join live session ${next.number}` })).toBeVisible();
    const past = page.getByRole('region', { name: 'Past sessions' });
    await expect(past.getByText('Attended').first()).toBeVisible();
    await expect(past.getByRole('link', { name: /Watch the recording/ }).first()).toBeVisible();
    await pictures(page, 'timetable');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  await step('the learner subscribes: the feed parses and has a stable UID per session', async () => {
    await page.getByRole('link', { name: 'Add all sessions to your calendar' }).click();
    const section = page.getByTestId('calendar-section');
    const subscribe = section.getByRole('link', { name: 'Subscribe in my calendar' });
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\.ics$/);
    const google = await section.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href');
    const webcal = (await subscribe.getAttribute('href')) ?? '';
    expect(google).toBe(`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`);
    const feedUrl = await section.getByLabel('Your private calendar address').inputValue();
    await pictures(page, 'profile-calendar', section);

    const feed = await request.get(new URL(feedUrl).pathname);
    expect(feed.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const uids = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).uid);
    expect(uids).toContain(`${next.id}@${new URL(feedUrl).hostname}`);
    expect(new Set(uids).size).toBe(uids.length);
    const moved = calendar
      .getAllSubcomponents('vevent')
      .map((e) => new ICAL.Event(e))
      .find((e) => e.uid.startsWith(next.id));
    expect(moved?.startDate.toJSDate().toISOString()).toBe(new Date(next.startsAt).toISOString());

    const single = await request.get(`/api/me/sessions/${next.id}.ics`, { headers: learner.headers });
    expect(single.status()).toBe(200);
    const one = new ICAL.Component(ICAL.parse(await single.text())).getAllSubcomponents('vevent');
    expect(one.map((e) => new ICAL.Event(e).uid)).toEqual([`${next.id}@${new URL(feedUrl).hostname}`]);
  });

  await step('the learner joins inside the window and is sent to the meeting', async () => {
    // The meeting is outside: a stand-in answers for it, so nothing reaches the internet.
    await page.route(/^https:\/\/meet\.jit\.si\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><p>meeting stand-in</p>' }),
    );
    await page.goto('/learn/timetable');
    await page
      .getByTestId('next-session')
      .getByRole('link', { name: `Join live session ${next.number}` })
      .click();
    await page.waitForURL(/^https:\/\/meet\.jit\.si\/kalvi-[0-9a-f]{32}/);
    await expect(page.getByText('meeting stand-in')).toBeVisible();
    const staff = await bearer(request, ADMIN);
    const batch = (
      await (await request.get(`/api/admin/batches/${next.batchId}`, { headers: staff.headers })).json()
    ).data;
    const joined = batch.sessions.find((s: { id: string }) => s.id === next.id);
    expect(joined.attended).toBeGreaterThanOrEqual(1);
  });

  await step("a session outside its window is refused with the server's reason", async () => {
    const timetable = (await (await request.get('/api/me/timetable', { headers: learner.headers })).json())
      .data;
    const later: Session | undefined = timetable.thisWeek.find(
      (s: Session) => s.id !== next.id && new Date(s.startsAt).getTime() > Date.now() + 20 * 60_000,
    );
    const past: Session = timetable.past[0];
    const target = later ?? past;
    await page.goto(target.joinPath);
    await expect(page.getByTestId('join-refusal')).toHaveText(
      later ? 'You can join from 15 minutes before the session starts' : 'This session has ended',
    );
    await pictures(page, 'live-join-refused');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  await step('the timetable reads in Tamil on a phone', async () => {
    await page.goto('/learn/timetable');
    // The header's switch; on a phone it sits in the menu.
    await page.getByRole('button', { name: 'தமிழ்' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'என் கால அட்டவணை' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'முடிந்த வகுப்புகள்' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    await pictures(page, 'timetable-ta');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
