import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMPTY_SEARCH, FAILING_SEARCH, problemset } from '../support/feed-stand-ins.ts';
import { expect, type Page, test } from '../support/test';

/*
 * Problems, papers and articles, clicked through against the real server, which talks to the
 * local stand-ins of support/feed-stand-ins.ts. The research stand-in is spaced 3 s apart like
 * the real service, so tests that search several times get more time.
 */

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const cards = (page: Page) => page.locator('main ul > li > article');

/** What the server should keep of the stand-in's problemset for a difficulty and topic. */
function expectedProblems(minRating: number, tag?: string) {
  return problemset().filter(
    (p) =>
      typeof p.contestId === 'number' &&
      typeof p.rating === 'number' &&
      p.rating >= minRating &&
      (!tag || (p.tags as string[]).includes(tag)),
  ).length;
}

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}

test.describe('practice problems', () => {
  test('difficulty, topic and pages filter on the server and live in the address', async ({ page }) => {
    await page.goto('/problems');
    await expect(h1(page, 'Practice Problems')).toBeVisible();
    const difficulty = page.getByLabel('Difficulty');
    const topic = page.getByLabel('Topic');
    await expect(difficulty).toHaveValue('800');
    await expect(difficulty.locator('option')).toHaveText([
      'Beginner (800+)',
      'Easy (1200+)',
      'Medium (1600+)',
      'Hard (2000+)',
      'Expert (2400+)',
    ]);
    await expect(topic.locator('option').first()).toHaveText('All Topics');
    await expect(page.getByText(`Showing 1 to 20 of ${expectedProblems(800)} problems`)).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    // Headings never skip a level (h1, then the cards' h2), which screen readers navigate by.
    const levels = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6'), (h) =>
        Number(h.tagName[1]),
      ),
    );
    expect(levels.every((level, i) => i === 0 || level <= (levels[i - 1] ?? 0) + 1)).toBe(true);

    const first = cards(page).first();
    const solve = first.getByRole('link', { name: /^Solve problem/ });
    await expect(solve).toHaveText('Solve Problem');
    await expect(solve).toHaveAttribute('target', '_blank');
    await expect(solve).toHaveAttribute('rel', /noopener/);
    await expect(solve).toHaveAttribute(
      'href',
      /^https:\/\/codeforces\.com\/problemset\/problem\/\d+\/[A-Z]\d?$/,
    );
    // The stand-in gives the newest problem five tags: four show.
    await expect(first.locator('li')).toHaveCount(4);

    await difficulty.selectOption({ label: 'Expert (2400+)' });
    await expect(page).toHaveURL(/minRating=2400/);
    await expect(page.getByText(`Showing 1 to 20 of ${expectedProblems(2400)} problems`)).toBeVisible();
    const ratings = await cards(page).locator('[data-band]').allTextContents();
    expect(ratings.map((r) => Number(r.replace(/\D/g, ''))).every((r) => r >= 2400)).toBe(true);
    await expect(cards(page).locator('[data-band="4"]')).toHaveCount(20);

    await topic.selectOption('graphs');
    await expect(page).toHaveURL(/tag=graphs/);
    const total = expectedProblems(2400, 'graphs');
    await expect(page.getByText(`Showing 1 to ${Math.min(20, total)} of ${total} problems`)).toBeVisible();

    await difficulty.selectOption({ label: 'Easy (1200+)' });
    const easyGraphs = expectedProblems(1200, 'graphs');
    await scrollDown(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      page.getByText(`Showing 21 to ${Math.min(40, easyGraphs)} of ${easyGraphs} problems`),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Reload keeps everything; any filter change goes back to page 1.
    await page.reload();
    await expect(
      page.getByText(`Showing 21 to ${Math.min(40, easyGraphs)} of ${easyGraphs} problems`),
    ).toBeVisible();
    await expect(difficulty).toHaveValue('1200');
    await expect(topic).toHaveValue('graphs');
    await topic.selectOption({ label: 'All Topics' });
    await expect(page).not.toHaveURL(/page=|tag=/);
    await expect(page.getByText(`Showing 1 to 20 of ${expectedProblems(1200)} problems`)).toBeVisible();
  });
});

test.describe('research papers', () => {
  test.describe.configure({ timeout: 60_000 });

  test('topic chips, paging and the cards', async ({ page }) => {
    await page.goto('/research');
    await expect(h1(page, 'Research Papers')).toBeVisible();
    await expect(page.getByRole('button', { name: 'artificial intelligence' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Showing 1 to 10 of 50 papers')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);

    // The fourth paper of the stand-in has four authors: three show, then 'et al.'.
    const fourth = cards(page).nth(3);
    await expect(fourth).toContainText('Asha Raman, Vikram Iyer, Meena Subramanian et al.');
    await expect(fourth).not.toContainText('Karthik Rao');
    await expect(fourth).toContainText('Published February 25, 2026');
    const summary = await fourth.locator('p').nth(2).textContent();
    // Cut at 300 characters (less a trailing space) plus an ellipsis.
    expect(summary).toMatch(
      /^We present study 4 on artificial intelligence, with results that hold across many settings & datasets\. .+\S\.\.\.$/,
    );
    expect(summary?.length).toBeGreaterThan(290);
    expect(summary?.length).toBeLessThanOrEqual(303);
    const abstract = fourth.getByRole('link', { name: /^View abstract of/ });
    await expect(abstract).toHaveText('View Abstract');
    await expect(abstract).toHaveAttribute('href', 'http://arxiv.org/abs/2603.10003v1');
    await expect(abstract).toHaveAttribute('target', '_blank');
    const pdf = fourth.getByRole('link', { name: /^Download PDF of/ });
    await expect(pdf).toHaveAttribute('href', 'http://arxiv.org/pdf/2603.10003v1');
    await expect(pdf).toHaveAttribute('rel', /noopener/);

    await scrollDown(page);
    await page.getByRole('button', { name: 'Page 5' }).click();
    await expect(page.getByText('Showing 41 to 50 of 50 papers')).toBeVisible();
    await expect(page.getByRole('button', { name: /Next/ })).toBeDisabled();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: 'machine learning' }).click();
    await expect(page).toHaveURL(/topic=machine\+learning/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('button', { name: 'machine learning' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page).first()).toContainText('Machine Learning at Scale: Study 1');
  });

  test('search ignores blank input, finds papers, and shows the failure with Try Again', async ({ page }) => {
    await page.goto('/research');
    await expect(page.getByText('Showing 1 to 10 of 50 papers')).toBeVisible();
    const box = page.getByPlaceholder('Search research papers...');
    const search = page.getByRole('button', { name: 'Search', exact: true });

    await box.fill('    ');
    await search.click();
    await expect(page).toHaveURL(/\/research$/);

    await box.fill('graph neural networks');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=graph\+neural\+networks/);
    await expect(page.getByRole('heading', { name: 'Results for “graph neural networks”' })).toBeVisible();
    await expect(cards(page).first()).toContainText('Graph Neural Networks at Scale: Study 1');

    await box.fill(`${FAILING_SEARCH} topic`);
    await search.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load the papers");
    await expect(alert).toContainText(
      'Research papers could not be loaded right now. Please try again in a moment.',
    );
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(alert).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText('Showing 1 to 10 of 50 papers')).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('a search that finds nothing says so', async ({ page }) => {
    await page.goto(`/research?q=${encodeURIComponent(EMPTY_SEARCH)}`);
    await expect(page.getByRole('heading', { name: 'No papers found' })).toBeVisible();
  });
});

test.describe('articles', () => {
  test('chips, search, plain-text snippets, Read more and the failure state', async ({ page }) => {
    await page.goto('/articles');
    await expect(h1(page, 'Learn & Explore')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Data structures' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(10);
    const first = cards(page).first();
    await expect(first).toContainText('In computer science, "Data structures" part 1 covers trees & graphs');
    expect(await first.innerHTML()).not.toContain('searchmatch');
    const more = first.getByRole('link', { name: /^Read more about/ });
    await expect(more).toHaveText('Read more');
    await expect(more).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Data_Structures');
    await expect(more).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Operating systems' }).click();
    await expect(page).toHaveURL(/topic=Operating\+systems/);
    await expect(first.getByRole('heading')).toHaveText('Operating Systems');

    const box = page.getByPlaceholder('Search for any CS topic...');
    await box.fill('red black trees');
    await box.press('Enter');
    await expect(first.getByRole('heading')).toHaveText('Red Black Trees');
    await scrollDown(page);
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(first.getByRole('heading')).toHaveText('Red Black Trees (part 11)');

    await box.fill(FAILING_SEARCH);
    await box.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Articles could not be loaded right now.');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the three pages fit the screen and work by touch-sized controls', async ({ page }) => {
    const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/problems?minRating=2000');
    await expect(page.getByText(`Showing 1 to 20 of ${expectedProblems(2000)} problems`)).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    await scrollDown(page);
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByText(`Showing 41 to 60 of ${expectedProblems(2000)} problems`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/research');
    await expect(page.getByText('Showing 1 to 10 of 50 papers')).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    const chip = page.getByRole('button', { name: 'neural networks' });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toContainText('Neural Networks at Scale');

    await page.goto('/articles');
    await expect(cards(page)).toHaveCount(10);
    expect(await noSideScroll()).toBe(true);
  });
});

// Pictures for a person to look at (docs/product/engineering.md#look-and-feel); SHOTS_DIR picks where, the gitignored folder otherwise.
const shots = process.env.SHOTS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(shots, { recursive: true });

for (const width of [1280, 390]) {
  test.describe(`feeds at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    for (const [name, path, ready] of [
      ['problems', '/problems', 'problems'],
      ['research', '/research', 'papers'],
      ['articles', '/articles', 'articles'],
    ] as const) {
      test(`${name} page picture`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByText(new RegExp(`^Showing 1 to \\d+ of \\d+ ${ready}$`))).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(shots, `feeds-${name}-${width}.png`), fullPage: width > 600 });
      });
    }
  });
}
