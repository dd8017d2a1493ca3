import { DEMO, registerByApi, signInThroughDialog } from '../support/accounts';
import { testOnOwnServer } from '../support/own-server';
import { expect } from '../support/test';

/*
 * Issue 15's event desk: staff create an event in the console, it shows on /events at once, and
 * lowering its seats below those registered is refused with the server's message. The journey
 * runs on a server of its own (support/own-server.ts): a new event would change the seeded
 * counts events.spec.ts reads on the shared one.
 */
const test = testOnOwnServer;

const ADMIN = { email: 'admin@kalvi.academy', password: 'run-the-academy' };
const DAY = 86_400_000;
const day = (fromNow: number) => new Date(Date.now() + fromNow * DAY).toISOString().slice(0, 10);

test('staff create an event that shows on /events, and cannot lower its seats below those registered', async ({
  page,
  request,
  own,
}) => {
  test.setTimeout(120_000);
  const title = `Chennai Rust Meetup ${Date.now().toString(36)}`;
  await page.goto('/');
  await signInThroughDialog(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Events' })
    .click();
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { name: 'New event', level: 1 })).toBeVisible();

  // The form checks with the server's own schema before sending anything.
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Event title is required')).toBeVisible();

  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title in Tamil').fill('சென்னை Rust சந்திப்பு');
  await page
    .getByLabel('Description (English)')
    .fill('An evening of Rust: ownership, borrowing and a small web API.');
  await page.getByLabel('Type').selectOption('meetup');
  await page.getByLabel('Category').fill('Programming');
  await page.getByLabel('Starts').fill(`${day(20)}T18:00`);
  await page.getByLabel('Ends').fill(`${day(20)}T21:00`);
  await page.getByLabel('Registration closes').fill(`${day(19)}T23:00`);
  // Held at a hall and online: the state it is held in is the tickets' place of supply (decision 189).
  await page.getByLabel('Held').selectOption('hybrid');
  await page.getByLabel('Venue').fill('Kalvi Hub, Anna Nagar, Chennai');
  await page.getByLabel('Online link').fill('http://meet.example/rust');
  await page.getByLabel('Seats', { exact: true }).fill('20');
  await page.getByLabel('Free event').check();
  await page.getByLabel("Instructor's name").fill('Kavitha Subramanian');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('The online link must start with https://')).toBeVisible();
  await expect(page.getByText('Choose the state or union territory where the event is held')).toBeVisible();
  await page.getByLabel('State where it is held').selectOption('33');
  await page.getByLabel('Online link').fill('https://meet.jit.si/kalvi-rust-meetup');
  await expect(page.getByText('The online link must start with https://')).toBeHidden();

  await page.screenshot({ path: test.info().outputPath('event-form-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('event-form-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Event created')).toBeVisible();
  const row = page.getByRole('table', { name: 'Events' }).getByRole('link', { name: `Edit ${title}` });
  await expect(row).toBeVisible();
  const id = (await row.getAttribute('href'))?.split('/').pop() ?? '';

  // On the public events page at once.
  const visitor = await page.context().browser()?.newContext({ baseURL: own.url });
  const publicPage = await visitor?.newPage();
  if (!publicPage) throw new Error('no visitor page');
  await publicPage.goto(`/events?search=${encodeURIComponent(title)}`);
  await expect(publicPage.getByText('1 event found')).toBeVisible();
  await expect(publicPage.getByRole('main')).toContainText(title);
  await visitor?.close();

  // Two learners register for it.
  const demo = await request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  expect(demo.status()).toBe(200);
  const other = await registerByApi(
    request,
    { firstName: 'Selvi', lastName: 'Murugan', password: 'rust-in-chennai-1' },
    own.dataDir,
  );
  for (const token of [(await demo.json()).token as string, other.token]) {
    const enrolled = await request.post(`/api/events/enroll/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(enrolled.status()).toBe(200);
  }

  // Lowering the seats below the two registered is refused, with the reason under the field.
  await row.click();
  await expect(page.getByRole('heading', { name: 'Edit event', level: 1 })).toBeVisible();
  await expect(page.getByText('2 seats are taken already; seats cannot go below that.')).toBeVisible();
  await page.getByLabel('Seats', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Seats cannot go below the 2 already registered')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${id}$`));

  // Two seats are allowed, and the list shows them taken.
  await page.getByLabel('Seats', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Event saved')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Events' }).getByRole('row', { name: new RegExp(title) }),
  ).toContainText('2 / 2');
});
