import type { Locator, Page } from '@playwright/test';

const SHOTS = process.env.SCREENS_SHOTS ?? '';

/**
 * Pictures at 1280 and 390 px for a person to look at, when SCREENS_SHOTS names a folder: the
 * whole page, or only `part` of it.
 */
export async function pictures(page: Page, name: string, part?: Locator): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.evaluate(() => document.fonts.ready);
    const path = `${SHOTS}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
