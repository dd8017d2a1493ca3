import type { Locator, Page } from '@playwright/test';
import { expect, untilHydrated } from './test';

/** Opens an event's details from the events page by searching its title, as a learner would. */
export async function openEvent(page: Page, title: string): Promise<Locator> {
  await page.goto('/events');
  await untilHydrated(page);
  // The click waits for the searched list: a link clicked while the list re-renders is lost
  // (CI: the search answered, the click landed on the card being replaced, no dialog).
  const searched = page.waitForResponse(
    (res) => res.url().includes('/api/events?') && res.url().includes('search='),
  );
  await page.getByPlaceholder('Search events by title, category, or instructor...').fill(title);
  await searched;
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(1);
  await page.getByRole('link', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  // A fresh browser on the own server fetches the events chunks and the details before the
  // dialog opens: in CI it opened just after the default 7.5 s, with every step right.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}
