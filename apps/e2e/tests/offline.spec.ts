import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerByApi, useSession } from '../support/accounts';
import { enrolFree } from '../support/batches';
import { step } from '../support/step';
import { expect, test } from '../support/test';

/*
 * Issue 32's offline journey (docs/decisions/185-offline-and-installable.md): a learner saves a
 * course for offline, the connection drops, they open two reading lessons and mark one complete;
 * back online, the completion reaches the server once, and a second device shows the same
 * progress. The service worker is allowed here only (playwright.config.ts blocks it elsewhere).
 */
test.use({ serviceWorkers: 'allow' });

const COURSE = 'HTML & CSS Foundations in Tamil';

interface OutlineLesson {
  id: string;
  title: string;
  kind: string;
  locked: boolean;
  completed: boolean;
}

async function outline(request: APIRequestContext, token: string, courseId: string) {
  const res = await request.get(`/api/curriculum/${courseId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const data = (await res.json()).data as {
    progress: { completed: number; total: number };
    sections: { lessons: OutlineLesson[] }[];
  };
  return { progress: data.progress, lessons: data.sections.flatMap((s) => s.lessons) };
}

const SHOTS = process.env.OFFLINE_SHOTS ?? '';
/** A picture for a person to look at, when OFFLINE_SHOTS names a folder. */
const picture = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

const progressText = (page: Page) => page.getByText(/^\d+ of \d+ lessons complete$/);

test('saved for offline: two lessons read and one completed without a connection, sent once on return', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, courseId, readings } = await step('register and enrol a learner (API)', async () => {
    const learner = await registerByApi(request, {
      firstName: 'Anbu',
      lastName: 'Selvan',
      password: 'read-on-the-bus-1',
    });
    const found = await request.get(`/api/courses?search=${encodeURIComponent(COURSE)}`);
    const courseId: string = (await found.json()).data.find((c: { title: string }) => c.title === COURSE).id;
    const enrolled = await enrolFree(request, courseId, { authorization: `Bearer ${learner.token}` });
    expect(enrolled.ok(), await enrolled.text()).toBe(true);
    const { lessons } = await outline(request, learner.token, courseId);
    const readings = lessons.filter((l) => l.kind === 'reading' && !l.locked);
    expect(readings.length).toBeGreaterThanOrEqual(2);
    return { token: learner.token, courseId, readings };
  });
  const [first, second] = readings as [OutlineLesson, OutlineLesson];
  const before = (await outline(request, token, courseId)).progress;

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await useSession(page, token);
  const main = page.getByRole('main');

  await step('open the course and save it for offline', async () => {
    await page.goto(`/learn/${courseId}/${first.id}`);
    await expect(main.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    // The worker registers after the first paint and takes this page over (clientsClaim).
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    });
    await main.getByRole('button', { name: 'Save for offline' }).click();
    await expect(
      main.getByRole('status').filter({ hasText: /^Saved for offline: \d+ kB on this device$/ }),
    ).toBeVisible();
    await picture(page, 'saved-390');
  });

  await step('offline: open the second reading lesson from the address bar', async () => {
    await context.setOffline(true);
    await page.goto(`/learn/${courseId}/${second.id}`);
    await expect(main.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(progressText(page)).toHaveText(`${before.completed} of ${before.total} lessons complete`);
  });

  await step('offline: open the first again from the outline and mark it complete', async () => {
    await page
      .getByRole('link', { name: new RegExp(first.title) })
      .first()
      .click();
    await expect(main.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await main.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(
      main.getByText('Marked complete on this device. It will be sent when you are back online.'),
    ).toBeVisible();
    await expect(progressText(page)).toHaveText(
      `${before.completed + 1} of ${before.total} lessons complete`,
    );
    await picture(page, 'offline-completed-390');
    // The server has not heard of it yet.
    expect((await outline(request, token, courseId)).progress.completed).toBe(before.completed);
  });

  await step('back online: the completion reaches the server once', async () => {
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeHidden();
    await expect
      .poll(async () => (await outline(request, token, courseId)).progress.completed, { timeout: 20_000 })
      .toBe(before.completed + 1);
    const after = await outline(request, token, courseId);
    expect(after.lessons.find((l) => l.id === first.id)?.completed).toBe(true);
    // Never backwards on this device, and no second completion counted.
    await expect(progressText(page)).toHaveText(
      `${before.completed + 1} of ${before.total} lessons complete`,
    );
  });

  await step('a second device shows the same progress', async () => {
    const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await useSession(other, token);
    await other.goto(`/learn/${courseId}/${second.id}`);
    await expect(progressText(other)).toHaveText(
      `${before.completed + 1} of ${before.total} lessons complete`,
    );
    await other.close();
  });

  await step('signing out removes the saved lessons from the device', async () => {
    await page.goto(`/learn/${courseId}/${first.id}`);
    await expect(main.getByRole('status').filter({ hasText: /^Saved for offline/ })).toBeVisible();
    const cached = () =>
      page.evaluate(async () => (await (await caches.open('kalvi-classroom')).keys()).length);
    expect(await cached()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(cached).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('kalvi.offline.courses'))).toBeNull();
  });
  await context.close();
});

test('offline, a public page read before opens from the device, and any other says it is offline', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const offlineNotice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await step('read the About page online, once the worker runs', async () => {
    await page.goto('/events');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  await step('offline: the About page opens as it was read', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(offlineNotice).toBeVisible();
  });
  await step('offline: a page never opened shows the app and says so, not a browser error', async () => {
    await page.goto('/testimonials');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Kalvi home' })).toBeVisible();
    await expect(offlineNotice).toBeVisible();
  });
  await context.close();
});

const SW_FILE = fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url));
let published: string | null = null;

test('a new version waits for the next visit, and neither visit breaks', async ({ browser }) => {
  test.setTimeout(90_000);
  published = await readFile(SW_FILE, 'utf8');
  const context = await browser.newContext();
  const page = await context.newPage();
  const registration = () =>
    page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return {
        active: Boolean(r?.active),
        waiting: Boolean(r?.waiting),
        controlled: Boolean(navigator.serviceWorker.controller),
      };
    });

  await step('a first visit installs the worker', async () => {
    await page.goto('/courses');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    });
  });

  await step('a new version is published while the page is open: it waits', async () => {
    // The next build's worker, as after any deploy: the same code, other bytes, served by the
    // server from the web build (restored below; the other journeys block service workers).
    await appendFile(SW_FILE, '\n// the next build\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(async () => (await registration()).waiting, { timeout: 20_000 }).toBe(true);
    // The open page keeps its version: a page it has not loaded yet still opens.
    await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Events/ })).toBeVisible();
  });

  await step('the next visit runs the new version', async () => {
    await page.close();
    const next = await context.newPage();
    await next.goto('/about');
    await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(
        () =>
          next.evaluate(async () => {
            const r = await navigator.serviceWorker.getRegistration();
            return Boolean(r?.active) && !r?.waiting;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    await next.goto('/events');
    await expect(next.getByRole('heading', { level: 1, name: /Events/ })).toBeVisible();
  });
  await context.close();
});

test.afterAll(async () => {
  // The published worker again, whatever became of the journey above.
  if (published !== null) await writeFile(SW_FILE, published);
});
