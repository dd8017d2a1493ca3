import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A page whose `goto` and `reload` return once React has taken the page over: the server sends
 * the public pages rendered (docs/decisions/155-server-rendering.md), so their buttons are
 * visible before their code has run, and a click then would be lost. The app marks
 * `<html data-hydrated>` once the route's page has mounted.
 */
/** For pages a test opens itself: waits until React has taken the page over (see below). */
export const untilHydrated = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

export const test = base.extend<{ page: Page; noUncaughtErrors: undefined }>({
  /**
   * An uncaught error in a page is a bug even when the journey gets through it: React recovering
   * from a render error, say, leaves the learner's page working and the console red. Watched in
   * the contexts a test opens itself (a second learner, a member of staff) as in its own page.
   */
  noUncaughtErrors: [
    async ({ browser }, use) => {
      const uncaught: string[] = [];
      const watch = (context: BrowserContext) =>
        context.on('weberror', (error) => uncaught.push(`${error.page()?.url()}: ${error.error().message}`));
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context);
        return context;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(uncaught, 'uncaught errors in a page the test opened').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
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
    expect(uncaught, 'uncaught errors in the page').toEqual([]);
  },
});
