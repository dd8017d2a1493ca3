import { fillAdvisorForm } from '../support/site';
import { expect, test } from '../support/test';

test.describe('home', () => {
  test('shows every section of the home page and celebrates for six seconds', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn tech hands-on, in Tamil and English' }),
    ).toBeVisible();
    await expect(page.getByText('1000+ students empowered')).toBeVisible();
    await expect(page.getByText('4.8 rating from 100+ learners')).toBeVisible();
    await expect(page.getByTestId('confetti')).toBeVisible();
    await expect(page.getByTestId('confetti')).toHaveCount(0, { timeout: 9000 });

    for (const heading of [
      'Why choose Kalvi?',
      'Featured Courses',
      'Everything you need to get hired',
      'What our learners say',
      'Ready to start your tech career?',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText('A 14+ week course, built on projects')).toBeVisible();
    await expect(page.getByText('3-day money-back guarantee').first()).toBeVisible();

    const learners = page.getByRole('region', { name: 'What our learners say' });
    await expect(learners.getByRole('figure')).toHaveCount(6);
    await expect(learners.getByText('Verified Learner')).toHaveCount(6);

    // The stats count up once scrolled into view and end on their figures.
    const stats = page.getByRole('region', { name: 'Learning that adds up' });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.getByText('1000+', { exact: true }).first()).toBeVisible();
    await expect(stats.getByText('4.8/5', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Watch our intro video' }).click();
    const video = page.getByRole('dialog', { name: 'Why learners choose Kalvi' });
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await video.getByRole('button', { name: 'Close' }).click();
    await expect(video).toBeHidden();
  });

  test('the free trial button opens the advisor form, which checks, saves, thanks and closes', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book 1-Week FREE Trial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Talk to our Advisor' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Request a Call' }).click();
    for (const message of [
      'Email is required',
      'Full name is required',
      'Graduation year is required',
      'Please choose your job title',
      'Please choose a program',
      'Mobile number is required',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await fillAdvisorForm(page, `trial-${Date.now()}@example.com`);
    await dialog.getByLabel('Mobile number').fill('98765');
    await dialog.getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog.getByText('Mobile number must be 10 digits')).toBeVisible();
    await dialog.getByLabel('Mobile number').fill('9876543210');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/advisor') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Request a Call' }).click();
    expect((await saved).status()).toBe(201);
    await expect(dialog.getByText('Thanks! Our advisor will contact you soon.')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('"Get Started Today" opens the same advisor form, and a failure says so', async ({ page }) => {
    await page.route('**/api/advisor', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'x' } }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started Today' }).click();
    const dialog = await fillAdvisorForm(page, 'cta@example.com');
    await dialog.getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(dialog).toBeVisible();
  });

  test('features the first three catalogue courses and links to the catalogue', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByTestId('featured-courses');
    await expect(featured.getByRole('link')).toHaveCount(3);
    await expect(featured.getByRole('link').first()).toHaveAttribute('href', /^\/courses\?course=/);
    await page.getByRole('link', { name: 'View All Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);

    // A card opens that course's details on the catalogue page.
    await page.goBack();
    const first = featured.getByRole('heading', { level: 3 }).first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/courses\?course=/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
  });
});
