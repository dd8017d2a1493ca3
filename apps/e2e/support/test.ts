import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A page whose `goto` and `reload` return once React has taken the page over: the server sends
 * the public pages rendered (docs/decisions/155-server-rendering.md), so their buttons are
 * visible before their code has run, and a click then would be lost. The app marks
 * `<html data-hydrated>` once the route's page has mounted.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const waitForApp = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(url, options);
      await waitForApp();
      return answer;
    };
    page.reload = async (options) => {
      const answer = await reload(options);
      await waitForApp();
      return answer;
    };
    await use(page);
  },
});
