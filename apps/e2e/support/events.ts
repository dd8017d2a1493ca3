import type { Locator, Page } from '@playwright/test';
import { expect, untilHydrated } from './test';

const DAY = 86_400_000;

/** A free online evening ten days ahead, as POST /api/admin/events takes it; `fields` override any. */
export function onlineEventInput(title: string, fields: Record<string, unknown> = {}) {
  const start = Date.now() + 10 * DAY;
  return {
    title,
    description: 'An online evening at Kalvi.',
    type: 'meetup',
    mode: 'online',
    location: 'Online',
    joinUrl: 'https://meet.jit.si/kalvi-e2e',
    category: 'Programming',
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 3 * 3_600_000).toISOString(),
    registrationDeadline: new Date(start - DAY).toISOString(),
    maxParticipants: 30,
    isFree: true,
    price: 0,
    originalPrice: 0,
    certifications: false,
    instructorName: 'Kavitha S',
    ...fields,
  };
}

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
