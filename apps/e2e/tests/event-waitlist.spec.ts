import type { APIRequestContext } from '@playwright/test';
import { registerByApi, useSession } from '../support/accounts';
import { onlineEventInput, openEvent } from '../support/events';
import { testOnOwnServer } from '../support/own-server';
import { expect } from '../support/test';

/*
 * Issue 31's waitlist journey (docs/decisions/180-event-waitlists.md): a full event, two learners
 * on its waitlist; one seat frees; the first is offered it and lets it lapse (staff end the offer
 * through the console's API, the same lapse the deadline's job runs); the second is offered it
 * and takes the seat. Preconditions through the API. On a server of its own: a new event would
 * change the seeded counts events.spec.ts reads on the shared one.
 */
const test = testOnOwnServer;

const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function learner(request: APIRequestContext, firstName: string, dataDir: string) {
  return registerByApi(request, { firstName, lastName: 'Waitlist', password: 'waiting-in-line-31' }, dataDir);
}

test('a freed seat goes to the first in line, lapses, and the second takes it', async ({
  page,
  browser,
  request,
  own,
}) => {
  test.setTimeout(120_000);
  const title = `Waitlist Meetup ${Date.now().toString(36)}`;
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  const admin = bearer((await login.json()).token);
  const created = await request.post('/api/admin/events', {
    headers: admin,
    data: onlineEventInput(title, { maxParticipants: 1 }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId: string = (await created.json()).data.id;

  // The one seat is taken: the event is full.
  const [holder, first, second] = [
    await learner(request, 'Arul', own.dataDir),
    await learner(request, 'Bala', own.dataDir),
    await learner(request, 'Chitra', own.dataDir),
  ];
  expect(
    (await request.post(`/api/events/enroll/${eventId}`, { headers: bearer(holder.token) })).status(),
  ).toBe(200);

  // The first learner joins the waitlist on the event's page; the second through the API.
  await useSession(page, first.token);
  const firstView = await openEvent(page, title);
  await expect(firstView.getByRole('button', { name: 'Event Full' })).toBeDisabled();
  await firstView.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(firstView.getByText('You are number 1 on the waitlist.')).toBeVisible();
  const joined = await request.post(`/api/events/waitlist/${eventId}`, { headers: bearer(second.token) });
  expect((await joined.json()).data).toMatchObject({ status: 'waiting', position: 2 });

  // Staff add a seat: it is offered to the first in line, in Kalvi and by e-mail.
  const more = await request.put(`/api/admin/events/${eventId}`, {
    headers: admin,
    data: onlineEventInput(title, { maxParticipants: 2 }),
  });
  expect(more.status(), await more.text()).toBe(200);
  const firstView2 = await openEvent(page, title);
  await expect(firstView2.getByText(/A seat is held for you until/)).toBeVisible();
  await expect(firstView2.getByRole('button', { name: 'Take your seat' })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get('/api/notifications', { headers: bearer(first.token) });
      return ((await res.json()).data as { kind: string }[]).map((n) => n.kind);
    })
    .toContain('waitlist');

  // The first lets it lapse: the console ends the offer, and the seat passes to the second.
  const line = await request.get(`/api/admin/events/${eventId}/waitlist`, { headers: admin });
  const entries = (await line.json()).data as { id: string; status: string }[];
  expect(entries.map((e) => e.status)).toEqual(['offered', 'waiting']);
  const lapsed = await request.post(`/api/admin/events/${eventId}/waitlist/${entries[0]?.id}/pass-on`, {
    headers: admin,
  });
  expect(lapsed.status()).toBe(200);

  const context = await browser.newContext({ baseURL: own.url });
  const secondPage = await context.newPage();
  await useSession(secondPage, second.token);
  const secondView = await openEvent(secondPage, title);
  await expect(secondView.getByText(/A seat is held for you until/)).toBeVisible();
  await secondView.getByRole('button', { name: 'Take your seat' }).click();
  await expect(secondView.getByRole('button', { name: '✓ Enrolled' })).toBeVisible();
  await context.close();

  const after = await request.get(`/api/admin/events/${eventId}/waitlist`, { headers: admin });
  expect(((await after.json()).data as { status: string }[]).map((e) => e.status)).toEqual([
    'lapsed',
    'claimed',
  ]);
  const firstAgain = await request.get(`/api/events/waitlist/${eventId}`, { headers: bearer(first.token) });
  expect((await firstAgain.json()).data.status).toBe('none');
});
