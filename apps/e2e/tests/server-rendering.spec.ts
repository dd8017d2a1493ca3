import type { Browser } from '@playwright/test';
import { holdCurrentUser, registerByApi } from '../support/accounts';
import { productProblem } from '../support/console';
import { expect, type Page, test } from '../support/test';

/*
 * The public pages arrive rendered (docs/decisions/155-server-rendering.md): their HTML, read
 * without running any script, holds the page's main content and the Open Graph tags, and the
 * browser takes the page over without a hydration error.
 */

const PUBLIC_PAGES: Array<{ path: string; h1: string }> = [
  { path: '/', h1: 'Learn tech hands-on, in Tamil and English' },
  { path: '/courses', h1: 'Explore Our Courses' },
  { path: '/events', h1: 'Discover Amazing Events' },
  { path: '/about', h1: 'Tech education that speaks your language' },
  { path: '/contact', h1: 'Contact Our Team' },
  { path: '/testimonials', h1: 'Wall of Love' },
  { path: '/terms', h1: 'Terms & Conditions' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/refund', h1: 'Refund and Cancellation Policy' },
  { path: '/cookies', h1: 'Cookie Policy' },
];

interface Listed {
  data: Array<{
    id?: string;
    _id?: string;
    title: string;
    course_description?: string;
    description?: string;
  }>;
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The text of the first <h1> in the server's HTML, tags stripped. */
const firstH1 = (html: string) =>
  decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
const metaContent = (html: string, property: string) =>
  decode(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '');

test.describe('server-rendered public pages', () => {
  test('arrive with their heading and Open Graph tags in the HTML', async ({ request }) => {
    for (const { path, h1 } of PUBLIC_PAGES) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(firstH1(html), path).toBe(h1);
      expect(metaContent(html, 'og:title'), path).toContain('Kalvi');
      expect(metaContent(html, 'og:description'), path).not.toBe('');
    }
  });

  test('home and the catalogue carry the first course cards before any script runs', async ({ request }) => {
    const { data: featured } = (await (await request.get('/api/courses?page=1&limit=10')).json()) as Listed;
    const home = decode(await (await request.get('/')).text());
    for (const course of featured.slice(0, 3)) expect(home).toContain(course.title);

    const { data: catalogue } = (await (
      await request.get('/api/courses?page=1&limit=10&sort=popular')
    ).json()) as Listed;
    const courses = decode(await (await request.get('/courses')).text());
    expect(catalogue.length).toBeGreaterThan(3);
    for (const course of catalogue) expect(courses).toContain(course.title);
  });

  test('a shared course or event link names itself in the title and Open Graph tags', async ({ request }) => {
    const { data: courses } = (await (await request.get('/api/courses?page=1&limit=1')).json()) as Listed;
    const course = courses[0];
    if (!course?.id) throw new Error('the seed has no course');
    const courseHtml = await (await request.get(`/courses?course=${course.id}`)).text();
    expect(decode(/<title>([^<]*)<\/title>/.exec(courseHtml)?.[1] ?? '')).toBe(`${course.title} · Kalvi`);
    expect(metaContent(courseHtml, 'og:title')).toBe(`${course.title} · Kalvi`);
    expect(metaContent(courseHtml, 'og:type')).toBe('article');
    expect(metaContent(courseHtml, 'og:description')).toBe(
      (course.course_description ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) +
        metaContent(courseHtml, 'og:description').slice(40),
    );

    const { data: events } = (await (await request.get('/api/events?page=1')).json()) as Listed;
    const event = events[0];
    if (!event?._id) throw new Error('the seed has no event');
    const eventHtml = await (await request.get(`/events?event=${event._id}`)).text();
    expect(metaContent(eventHtml, 'og:title')).toBe(`${event.title} · Kalvi`);
    expect(metaContent(eventHtml, 'og:description').slice(0, 40)).toBe(
      (event.description ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
    );
  });

  test('an unknown path answers 404 with the not-found page rendered', async ({ request }) => {
    const answer = await request.get('/no-such-page');
    expect(answer.status()).toBe(404);
    expect(firstH1(await answer.text())).toBe('Page not found');
  });

  test('shows the page with scripts turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Courses' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await context.close();
  });

  for (const list of ['courses', 'events'] as const) {
    test(`a tap on a card of /${list} before the page has its code still opens it`, async ({ browser }) => {
      // A slow phone shows the server's cards seconds before the script arrives: the card is a
      // link, so the tap loads its address and the dialog opens once the code is there.
      const context = await browser.newContext();
      const page = await context.newPage();
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(`/${list}`, { waitUntil: 'commit' });
      const first = page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('heading')
        .getByRole('link');
      const title =
        list === 'courses'
          ? ((await first.getAttribute('aria-label')) ?? '').replace('View details of ', '')
          : await first.innerText();
      await first.click({ noWaitAfter: true });
      await expect(page).toHaveURL(list === 'courses' ? /[?&]course=/ : /[?&]event=/);
      release();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await context.close();
    });
  }

  test('the browser takes every public page over without a hydration error', async ({ page }) => {
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (productProblem(msg)) problems.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    const { data: courses } = (await (
      await page.request.get('/api/courses?page=1&limit=1')
    ).json()) as Listed;
    const { data: events } = (await (await page.request.get('/api/events?page=1')).json()) as Listed;
    for (const path of PUBLIC_PAGES.map((p) => p.path)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectInteractive(page);
    }
    // The not-found page is answered 404, which the browser logs as a failed load: its own listener.
    const notFound: string[] = [];
    page.on('pageerror', (error) => notFound.push(error.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().includes('status of 404')) notFound.push(msg.text());
    });
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    await expectInteractive(page);
    // A shared detail link: the browser opens the course's or event's dialog over the rendered page.
    for (const [path, title] of [
      [`/courses?course=${courses[0]?.id}`, courses[0]?.title],
      [`/events?event=${events[0]?._id}`, events[0]?.title],
    ]) {
      await page.goto(path ?? '');
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    }
    expect(problems.filter((p) => !p.includes('/no-such-page'))).toEqual([]);
    expect(notFound).toEqual([]);
  });
});

test.describe('a practice problem', () => {
  // The page a placement-season search lands on: its statement arrives in the HTML, not after
  // the editor's script (docs/decisions/214-practice-problem-rendered.md).
  test('arrives with its statement, and the browser takes it over without an error', async ({ page }) => {
    const { data: problems } = (await (await page.request.get('/api/practice')).json()) as {
      data: Array<{ slug: string; title: string }>;
    };
    const first = problems[0];
    if (!first) throw new Error('the seeded practice set is empty');
    const { data: problem } = (await (await page.request.get(`/api/practice/${first.slug}`)).json()) as {
      data: { statement: string };
    };
    const firstSentence = problem.statement.split('\n')[0] ?? '';
    const answer = await page.request.get(`/practice/${first.slug}`);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const html = await answer.text();
    expect(firstH1(html)).toBe(first.title);
    expect(decode(html)).toContain(firstSentence);

    const problemsSeen: string[] = [];
    page.on('console', (msg) => {
      if (productProblem(msg)) problemsSeen.push(msg.text());
    });
    page.on('pageerror', (error) => problemsSeen.push(error.message));
    await page.goto(`/practice/${first.slug}`);
    await expect(page.getByRole('textbox', { name: /^Code editor/ })).toBeVisible();
    await expectInteractive(page);
    expect(problemsSeen).toEqual([]);
  });
});

test.describe('a signed-in learner', () => {
  /** A new context holding a fresh learner's session cookie, as their browser would after signing in. */
  async function signedInContext(browser: Browser, firstName: string, javaScriptEnabled: boolean) {
    const signUp = await browser.newContext();
    await registerByApi(signUp.request, { firstName, lastName: 'Selvam', password: 'ssr-header-pass-1' });
    const storageState = await signUp.storageState();
    await signUp.close();
    return browser.newContext({ javaScriptEnabled, storageState });
  }

  test('gets pages with their own header, private to them, even with scripts turned off', async ({
    browser,
  }) => {
    const context = await signedInContext(browser, 'Kavin', false);
    const page = await context.newPage();
    for (const path of ['/', '/courses', '/about']) {
      const answer = await page.goto(path);
      expect(answer?.headers()['cache-control'], path).toBe('private, no-store');
      expect(answer?.headers().vary, path).toMatch(/\bCookie\b/);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Profile of Kavin' }), path).toBeVisible();
      await expect(header.getByRole('button', { name: 'Sign In' }), path).toHaveCount(0);
    }
    await context.close();
  });

  test('sees the signed-in header from the first render, hydrated without an error', async ({ browser }) => {
    const context = await signedInContext(browser, 'Malar', true);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (productProblem(msg)) problems.push(`${page.url()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    // The full user is held back: what the header shows until then comes from the server's page.
    const release = await holdCurrentUser(page);
    const header = page.getByRole('banner');
    for (const path of ['/', '/courses', '/events']) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(header.getByRole('button', { name: 'Account menu for Malar' }), path).toBeVisible();
      await expect(header.getByRole('button', { name: 'Sign In' }), path).toHaveCount(0);
    }
    release();
    await page.waitForLoadState('networkidle');
    await header.getByRole('button', { name: 'Account menu for Malar' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** The header's Sign In opens its dialog only once React has taken the page over. */
async function expectInteractive(page: Page) {
  const dialog = page.getByRole('dialog', { name: /sign in|welcome back/i });
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}
