import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, registerByApi, useSession } from '../support/accounts';
import { enrolFree } from '../support/batches';
import { expect, type Page, test } from '../support/test';

/*
 * Every public page and the main signed-in pages in Tamil, at a phone's and a laptop's width
 * (docs/product/languages.md#layout-in-tamil): the page is marked Tamil, nothing scrolls
 * sideways, no button clips its label, and no string of ours is left as its key or in English.
 * The screenshots (git-ignored screenshots/) are for a person to look at.
 */
const here = dirname(fileURLToPath(import.meta.url));
const shots = join(here, '..', 'screenshots', 'tamil');
mkdirSync(shots, { recursive: true });
const locales = join(here, '..', '..', 'web', 'src', 'locales');

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function flatten(tree: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [k, v] of Object.entries(tree as Tree)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
}

function strings(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(join(locales, language))) {
    flatten(JSON.parse(readFileSync(join(locales, language, file), 'utf8')), '', out);
  }
  return out;
}

const en = strings('en');
const ta = strings('ta');
/** A key shown as text means its string is missing in the language the page is in. */
const keys = new Set(en.keys());
/** Our English sentences that have a Tamil one: on a Tamil page they are left-over English. */
const english = new Set(
  [...en]
    .filter(([key, text]) => ta.get(key) !== text && /\s/.test(text.trim()) && !text.includes('{{'))
    .map(([, text]) => text.trim()),
);

/** The visible text of the page, one entry per text node. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, [aria-hidden="true"], .sr-only')) continue;
      if (parent.getClientRects().length === 0) continue;
      texts.push(text);
    }
    return texts;
  });

/** Buttons whose label is wider than the button: a clipped or spilling Tamil word. */
const clippedButtons = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"], a[class*="rounded"]'))
      .filter((el) => el.getClientRects().length > 0 && !el.closest('.sr-only'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => (el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 60)),
  );

async function checkAndShoot(page: Page, name: string, width: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.evaluate(() => document.fonts.ready);
  // Below the fold: the footer is in too.
  await expect(page.getByRole('contentinfo')).toContainText(/[\u0B80-\u0BFF]/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  expect(await clippedButtons(page), `${name}: buttons that clip their label`).toEqual([]);
  const texts = await visibleTexts(page);
  expect(
    texts.filter((t) => keys.has(t)),
    `${name}: keys shown instead of text`,
  ).toEqual([]);
  expect(
    texts.filter((t) => english.has(t)),
    `${name}: English left on a Tamil page`,
  ).toEqual([]);
  await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
}

const publicPages = [
  ['home', '/'],
  ['courses', '/courses'],
  ['events', '/events'],
  ['problems', '/problems'],
  ['research', '/research'],
  ['articles', '/articles'],
  ['testimonials', '/testimonials'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['refund', '/refund'],
  ['cookies', '/cookies'],
  ['reset-password', '/reset-password?token=not-a-real-token'],
  ['not-found', '/no-such-page'],
] as const;

for (const width of [390, 1280]) {
  test.describe(`every page in Tamil at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });
    test.beforeEach(async ({ page }) => {
      // The top page only: an embedded map on another origin may not touch storage, and would throw.
      await page.addInitScript(() => {
        if (window === window.top) window.localStorage.setItem('kalvi.language', 'ta');
      });
    });

    for (const [name, path] of publicPages) {
      test(`the ${name} page`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0B80-\u0BFF]/);
        await checkAndShoot(page, name, width);
      });
    }

    test("a learner's pages: profile and my learning, a course's lessons, a certificate", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      // A learner of our own, reading in Tamil and enrolled in a free course: the seeded demo
      // account's language is left alone, since other specs read it in English.
      const { token } = await registerByApi(request, {
        firstName: 'Tamilselvi',
        lastName: 'K',
        password: 'tamil-screens-pass-1',
      });
      const auth = { headers: { authorization: `Bearer ${token}` } };
      expect(
        (await request.put('/api/auth/profile/language', { ...auth, data: { language: 'ta' } })).ok(),
      ).toBe(true);
      const list = (await (await request.get('/api/courses?limit=50')).json()) as {
        data: Array<{ id: string; course_fee: number }>;
      };
      const free = list.data.find((c) => c.course_fee === 0);
      expect(free).toBeTruthy();
      expect((await enrolFree(request, free?.id ?? '', auth.headers)).ok()).toBe(true);
      await useSession(page, token);

      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0B80-\u0BFF]/);
      await expect(page.locator('#my-learning-title')).toBeVisible();
      await checkAndShoot(page, 'profile', width);

      await page.goto(`/learn/${free?.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkAndShoot(page, 'learn', width);

      // A certificate page is public (anyone may check one): the demo learner's, found through the API.
      const demo = await request.post('/api/auth/login', {
        data: { email: DEMO.email, password: DEMO.password },
      });
      const demoToken = ((await demo.json()) as { token: string }).token;
      const mine = (await (
        await request.get('/api/certificates/mine', { headers: { authorization: `Bearer ${demoToken}` } })
      ).json()) as { data: Array<{ id: string }> };
      const certificate = mine.data[0]?.id;
      expect(certificate).toBeTruthy();
      await page.goto(`/certificates/${certificate}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkAndShoot(page, 'certificate', width);
    });

    test('the staff console home', async ({ page }) => {
      const res = await page.request.post('/api/auth/login', {
        data: { email: 'admin@kalvi.academy', password: 'run-the-academy' },
      });
      expect(res.status()).toBe(200);
      await useSession(page, ((await res.json()) as { token: string }).token);
      // An upcoming event whose title is long and has few places to break, as staff do write
      // them: the dashboard must shorten it, not push the page sideways (other specs' events
      // may or may not be upcoming when this runs, so the answer gets one of its own).
      await page.route('**/api/admin/dashboard', async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: { upcomingEvents: unknown[] } };
        body.data.upcomingEvents.unshift({
          id: '00000000-0000-4000-8000-000000000001',
          title: 'தமிழ்வழிச்செயற்கைநுண்ணறிவுப்பயிற்சிப்பட்டறை-MachineLearningBootcampForBeginners2026',
          startDate: new Date(Date.now() + 86_400_000).toISOString(),
          seatsTaken: 118,
          seats: 120,
        });
        await route.fulfill({ response: answer, json: body });
      });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0B80-\u0BFF]/);
      await expect(page.getByRole('progressbar', { name: /^தமிழ்வழி/ })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const texts = await visibleTexts(page);
      expect(texts.filter((t) => keys.has(t) || english.has(t))).toEqual([]);
      await page.screenshot({ path: join(shots, `console-${width}.png`), fullPage: true });
    });
  });
}

test('a language switch right after the page hydrates switches the footer too', async ({ page }) => {
  // Hold the footer's code and strings until the switch is clicked: the server-rendered footer
  // is then still waiting to hydrate, the case a learner who clicks at once meets on a slow phone.
  let release: () => void = () => undefined;
  let heldRequests = 0;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeAttached();
  await page.getByRole('banner').getByRole('button', { name: 'தமிழ்' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  // The footer's code was really held back: the switch happened before the footer hydrated.
  expect(heldRequests).toBeGreaterThan(0);
  release();
  await expect(footer.getByRole('heading', { name: 'விரைவு இணைப்புகள்' })).toBeAttached();
  await expect(footer).not.toContainText('Quick Links');
});
