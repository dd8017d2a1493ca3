import { expect, type Page, test } from '@playwright/test';

const shots = '/tmp/shots-site';

async function fillAdvisorForm(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Talk to our Advisor' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Full name').fill('Kavya Subramanian');
  await dialog.getByLabel('Graduation year').fill('2025');
  await dialog.getByLabel('Mobile number').fill('9876543210');
  await dialog.getByLabel('Job title').selectOption('Student');
  await dialog.getByLabel('Program').selectOption('Data Science');
  return dialog;
}

async function askBot(page: Page, question: string) {
  const chat = page.getByRole('dialog', { name: 'Kalvi Buddy' });
  // The greeting comes first; count from there.
  await expect(chat.getByTestId('bot-message').first()).toBeVisible();
  const before = await chat.getByTestId('bot-message').count();
  await chat.getByPlaceholder('Ask me anything...').fill(question);
  await chat.getByPlaceholder('Ask me anything...').press('Enter');
  await expect(chat.getByTestId('user-message').last()).toContainText(question);
  await expect(chat.getByTestId('bot-message')).toHaveCount(before + 1);
  return chat.getByTestId('bot-message').last();
}

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

test.describe('site pages', () => {
  test('about: the carousel turns every 3 seconds, holds while hovered, and the demo video opens and closes', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tech education that speaks your language' }),
    ).toBeVisible();
    for (const stat of ['Students', 'Courses', 'Certificates']) {
      await expect(page.getByRole('term').filter({ hasText: stat })).toBeVisible();
    }
    await expect(page.getByText('10K+')).toHaveCount(2);
    await expect(page.getByText('50+', { exact: true })).toBeVisible();
    await expect(page.getByText("Learners' favourite")).toBeVisible();

    const carousel = page.getByTestId('carousel');
    await expect(carousel.getByRole('heading', { name: '1. Talk to an advisor' })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: '2. Learn live, in your language' })).toBeVisible({
      timeout: 4500,
    });
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-running', 'false');
    await carousel.getByRole('button', { name: /Show step 4/ }).click();
    await expect(carousel.getByRole('heading', { name: '4. Launch your career' })).toBeVisible();

    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const demo = page.getByRole('dialog', { name: 'A look inside a live Kalvi class' });
    await expect(demo.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await demo.getByRole('button', { name: 'Close' }).click();
    await expect(demo).toBeHidden();
    await page.getByRole('button', { name: 'Play the demo video' }).click();
    await expect(demo).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(demo).toBeHidden();

    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Create Your Account' }),
    ).toBeVisible();
  });

  test('contact: four ways to reach us, four answers and the map', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Our Team' })).toBeVisible();
    for (const card of ['E-mail us', 'Call us', 'Visit our office', 'Working hours']) {
      await expect(page.getByRole('heading', { level: 2, name: card })).toBeVisible();
    }
    await expect(page.getByText('Mon-Fri 9:00 AM to 5:00 PM')).toBeVisible();
    await expect(page.getByText('Weekend support available')).toBeVisible();
    await expect(page.getByRole('main').getByText('Coimbatore, Tamil Nadu')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'support@kalvi.academy' })).toHaveAttribute(
      'href',
      'mailto:support@kalvi.academy',
    );

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('summary')).toHaveCount(4);
    await faq.getByText('Which payment methods do you accept?').click();
    await expect(
      faq.getByText('UPI, net banking, debit and credit cards, and EMI', { exact: false }),
    ).toBeVisible();

    const map = page.getByTitle('Map showing the Kalvi office in Coimbatore');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=/);
    await expect(page.getByRole('main').locator('form')).toHaveCount(0);
  });

  test('wall of love: six a page, numbered pages, the ends disabled', async ({ page }) => {
    await page.goto('/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Wall of Love' })).toBeVisible();
    const wall = page.getByTestId('wall');
    await expect(wall.getByRole('figure')).toHaveCount(6);
    await expect(wall.getByText('Verified Learner')).toHaveCount(6);
    await expect(wall.getByRole('img', { name: /Rated \d out of 5/ })).toHaveCount(6);
    await expect(wall.locator('blockquote').first()).toHaveText(/^“.+”$/);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: /Previous/ })).toBeDisabled();
    const firstName = await wall.locator('figcaption p').first().textContent();

    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(wall.getByRole('figure')).toHaveCount(4);
    await expect(pager.getByRole('button', { name: /Next/ })).toBeDisabled();
    await expect(wall.getByText(firstName ?? '', { exact: true })).toHaveCount(0);

    await pager.getByRole('button', { name: /Previous/ }).click();
    await expect(wall.getByRole('figure')).toHaveCount(6);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('every policy page is reachable from the footer and says what it must', async ({ page }) => {
    const pages: [string, string, RegExp, string][] = [
      ['Terms of Service', 'Terms & Conditions', /\/terms$/, 'Course materials are for personal use only'],
      ['Privacy Policy', 'Privacy Policy', /\/privacy$/, 'You can opt out of promotional mail'],
      ['Cookie Policy', 'Cookie Policy', /\/cookies$/, 'We set no tracking cookies'],
      [
        'Refund Policy',
        'Refund and Cancellation Policy',
        /\/refund$/,
        'Workshops and bootcamps are non-refundable',
      ],
    ];
    await page.goto('/');
    for (const [link, title, url, sentence] of pages) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).first().click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: sentence })).toBeVisible();
    }
    await expect(page.getByText('within 3 days of purchase', { exact: false })).toBeVisible();
  });
});

test.describe('support chat', () => {
  test('greets, answers from the FAQ, falls back, and keeps the conversation across pages', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Kalvi Buddy' });
    await expect(chat.getByText('Always here to help you!')).toBeVisible();
    await expect(chat.getByTestId('bot-message')).toHaveCount(1);
    const input = chat.getByPlaceholder('Ask me anything...');
    await expect(input).toBeFocused();
    await expect(chat.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await input.fill('   ');
    await expect(chat.getByRole('button', { name: 'Send message' })).toBeDisabled();

    // Shift+Enter is a new line, not a message.
    await input.fill('first line');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('first line\n');
    await expect(chat.getByTestId('user-message')).toHaveCount(0);
    await input.fill('');

    const payment = await askBot(page, 'What payment methods do you accept?');
    await expect(payment).toContainText('UPI, net banking, debit or credit cards, or EMI');
    await expect(chat.locator('time').last()).toHaveText(/\d{1,2}:\d{2}/);

    const tamil = await askBot(page, 'Are classes in Tamil?');
    await expect(tamil).toContainText('Tamil or English');

    const fallback = await askBot(page, 'zxqv plorb wugg');
    await expect(fallback).toContainText('support@kalvi.academy');

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeFocused();

    await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await expect(chat.getByTestId('user-message')).toHaveCount(3);
    await expect(chat.getByTestId('bot-message')).toHaveCount(4);
  });

  test('shows the typing indicator for half a second to a second before the reply', async ({ page }) => {
    // A controlled clock: the reply's delay is tested, not raced.
    await page.clock.install();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Kalvi Buddy' });
    await expect(chat.getByTestId('bot-message')).toHaveCount(1);
    // From here on, the page's timers fire only when the test moves the clock.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await chat.getByPlaceholder('Ask me anything...').fill('Do you give a certificate?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await expect(chat.getByTestId('typing')).toBeVisible();
    await page.clock.runFor(499);
    await expect(chat.getByTestId('typing')).toBeVisible();
    await expect(chat.getByTestId('bot-message')).toHaveCount(1);
    await page.clock.runFor(501);
    await expect(chat.getByTestId('typing')).toBeHidden();
    await expect(chat.getByTestId('bot-message').last()).toContainText('certificate');
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the trial form and the chat work and fit the screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book 1-Week FREE Trial' }).click();
    const dialog = await fillAdvisorForm(page, `phone-${Date.now()}@example.com`);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Request a Call' }).click();
    await expect(dialog.getByText('Thanks! Our advisor will contact you soon.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open support chat' }).click();
    const answer = await askBot(page, 'Is there EMI option?');
    await expect(answer).toContainText('EMI');
    const chatBox = await page.getByRole('dialog', { name: 'Kalvi Buddy' }).boundingBox();
    expect((chatBox?.x ?? -1) >= 0 && (chatBox?.x ?? 0) + (chatBox?.width ?? 999) <= 390).toBe(true);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});

// Pictures for a person to look at (docs/product/engineering.md#look-and-feel); written outside the repository.
for (const width of [1280, 390]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('pages, advisor form and chat', async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const shoot = async (name: string, fullPage = true) => {
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage });
      };
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'What our learners say' })).toBeVisible();
      await page.getByRole('contentinfo').waitFor();
      await shoot('home');
      await page.getByRole('button', { name: 'Book 1-Week FREE Trial' }).click();
      await expect(page.getByRole('dialog', { name: 'Talk to our Advisor' })).toBeVisible();
      await shoot('advisor', false);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Open support chat' }).click();
      await askBot(page, 'What payment methods do you accept?');
      await shoot('chat', false);
      await page.keyboard.press('Escape');

      for (const path of ['about', 'contact', 'testimonials', 'refund', 'cookies']) {
        await page.goto(`/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByRole('contentinfo').waitFor();
        await shoot(path);
      }
    });
  });
}
