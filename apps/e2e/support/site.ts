import { expect, type Page } from '@playwright/test';

/** What the site suites do more than once: fill the advisor form, ask the chat bot. */

export async function fillAdvisorForm(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Talk to our Advisor' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Full name').fill('Kavya Subramanian');
  await dialog.getByLabel('Graduation year').fill('2025');
  await dialog.getByLabel('Mobile number').fill('9876543210');
  await dialog.getByLabel('Job title').selectOption('Student');
  await dialog.getByLabel('Program').selectOption('Data Science');
  return dialog;
}

export async function askBot(page: Page, question: string) {
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
