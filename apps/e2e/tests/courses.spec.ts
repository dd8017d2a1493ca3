import { expect, type Page, test } from '../support/test';

/*
 * The catalogue and course detail (issue 4), clicked through as a learner would, against the
 * real server and the seeded catalogue (29 published courses, so three pages of ten).
 */

const shots = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, fullPage = true) {
  if (!shots) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
}

const courseCards = (page: Page) => page.getByRole('main').getByRole('link', { name: /^View details of / });

test('browse, search, filter, sort and page through the catalogue; filters live in the URL', async ({
  page,
}) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Courses' })).toBeVisible();
  const stats = page.getByRole('definition');
  await expect(page.getByText('Total Courses')).toBeVisible();
  await expect(stats.first()).toHaveText(/^\d+K?\+$/);
  await expect(courseCards(page)).toHaveCount(10);
  await expect(page.getByText('29 courses')).toBeVisible();

  // Pagination: 3 pages, no ellipsis, Previous disabled on page 1.
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await expect(pager.getByRole('button', { name: /Previous/ })).toBeDisabled();
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(courseCards(page)).toHaveCount(9);
  await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  // Searching goes back to page 1 and matches the instructor and description as well as the title.
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('flutter');
  await expect(page).toHaveURL(/search=flutter/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(courseCards(page).first()).toHaveAccessibleName(/Flutter/);
  await expect(pager).toHaveCount(0);
  expect(await courseCards(page).count()).toBeLessThan(10);

  // Category and level narrow it; nothing matching shows the empty state.
  await page.getByLabel('Level').selectOption('Advanced');
  await expect(courseCards(page)).toHaveCount(1);
  await expect(courseCards(page).first()).toHaveAccessibleName(/Advanced Flutter/);
  await page.getByLabel('Category').selectOption('Cyber Security');
  await expect(page.getByText('No courses found')).toBeVisible();

  // Reload and Back keep the filters.
  await page.reload();
  await expect(page.getByText('No courses found')).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('Cyber Security');
  await page.goBack();
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(courseCards(page)).toHaveCount(1);

  // Clearing restores every default.
  await page.getByRole('button', { name: 'Clear Filters' }).first().click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  await expect(courseCards(page)).toHaveCount(10);

  // Sort by price, low to high: free courses first; high to low: the most expensive first.
  await page.getByLabel('Sort by').selectOption('price-low');
  await expect(page.locator('main article').first()).toContainText('Free');
  await page.getByLabel('Sort by').selectOption('price-high');
  await expect(courseCards(page).first()).toHaveAccessibleName(/Full Stack MERN/);

  // The list view, and the filter toggle folds the filters away.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByLabel('Sort by')).toBeHidden();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByLabel('Sort by')).toBeVisible();
});

test('open a course, read its overview and reviews, and share its link', async ({ page }) => {
  await page.goto('/courses?search=HTML');
  await courseCards(page).first().click();
  const dialog = page.getByRole('dialog', { name: 'HTML & CSS Foundations in Tamil' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/course=[0-9a-f-]{36}/);
  await expect(dialog.getByText("What you'll learn")).toBeVisible();
  await expect(dialog.getByText('Course preview video coming soon')).toBeVisible();
  await expect(dialog.getByText('Karthik Subramanian').first()).toBeVisible();
  await expect(dialog.getByText('Free', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in to Enroll' })).toBeVisible();

  const reviewsTab = dialog.getByRole('tab', { name: /^Reviews \(\d+\)$/ });
  await reviewsTab.click();
  const reviews = dialog.getByRole('listitem');
  await expect(reviews.first()).toBeVisible();
  await expect(dialog.getByText('Please login to submit a review')).toBeVisible();

  // Sort and filter by stars.
  await dialog.getByLabel('Filter by stars').selectOption('5');
  for (const stars of await dialog.getByRole('img', { name: /rating/i }).all()) {
    await expect(stars).toHaveAccessibleName(/5/);
  }
  await dialog.getByLabel('Filter by stars').selectOption('1');
  await expect(dialog.getByText('No reviews match your filter criteria.')).toBeVisible();
  await dialog.getByLabel('Filter by stars').selectOption('0');
  await dialog.getByLabel('Sort reviews').selectOption('lowest');
  await expect(reviews.first()).toBeVisible();

  // The URL opens the same course for someone else; Escape closes it and the URL forgets it.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole('dialog', { name: 'HTML & CSS Foundations in Tamil' })).toBeVisible();
  await other.close();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/course=/);
});

test('a page past the end lands on the last page; a failing catalogue offers Try Again', async ({ page }) => {
  await page.goto('/courses?page=9');
  await expect(page).toHaveURL(/page=3/);
  await expect(courseCards(page)).toHaveCount(9);

  let fail = true;
  await page.route('**/api/courses?*', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { success: false, message: 'The database is not answering' } })
      : route.fallback(),
  );
  // The server renders the first answer into the page, so the failing call is the browser's next one.
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(page.getByRole('alert')).toContainText('Failed to fetch courses');
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(courseCards(page)).toHaveCount(10);
});

test('a link to a course that does not exist says so', async ({ page }) => {
  await page.goto('/courses?course=00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('dialog').getByText('This course could not be found.', { exact: false }),
  ).toBeVisible();
});

test('signed out, the enrol button opens the login dialog', async ({ page }) => {
  await page.goto('/courses?search=Cyber%20Security%20Fundamentals');
  await courseCards(page).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in to Enroll' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters start folded, open on request, and the course sheet shows the price first', async ({
    page,
  }) => {
    await page.goto('/courses');
    await expect(courseCards(page)).toHaveCount(10);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByLabel('Level')).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByLabel('Level').selectOption('Beginner');
    await expect(page).toHaveURL(/level=Beginner/);
    await expect(page.locator('main article').first()).toContainText('Beginner');

    await courseCards(page).first().click();
    const dialog = page.getByRole('dialog');
    const price = dialog.getByRole('button', { name: 'Sign in to Enroll' });
    await expect(price).toBeInViewport();
    await dialog.getByRole('tab', { name: /Reviews/ }).click();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
  });
});

for (const width of [1280, 390]) {
  test(`screenshots of the catalogue and the course modal at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.goto('/courses');
    await expect(courseCards(page)).toHaveCount(10);
    await expect(page.getByRole('definition').first()).toHaveText(/\+$/);
    await shoot(page, `courses-${width}`);
    await shoot(page, `courses-${width}-top`, false);
    await courseCards(page).nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText("What you'll learn")).toBeVisible();
    // The whole modal fits in one picture: no horizontal overflow at this width.
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await shoot(page, `modal-overview-${width}`, false);
    await dialog.getByRole('tab', { name: /Reviews/ }).click();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await shoot(page, `modal-reviews-${width}`, false);
  });
}
