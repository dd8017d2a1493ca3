import { askBot, fillAdvisorForm } from '../support/site';
import { expect, test } from '../support/test';

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
