import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';

const require = createRequire(import.meta.url);

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

/**
 * The page's main content checked by axe-core (the engine Lighthouse's accessibility score
 * runs): the WCAG 2 A and AA rules, every violation listed by rule and element.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's CSP refuses inline scripts, as it should.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(
      { include: [['main']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } },
    );
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

interface AxeResult {
  violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
}

/**
 * Pictures at 1280 and 390 px of the bell's panel opened, when SCREENS_SHOTS names a folder: the
 * panel is opened afresh at each width (on a phone the bell sits in the phone bar).
 */
export async function bellPictures(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await page.getByRole('banner').getByTestId('notification-bell').click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
