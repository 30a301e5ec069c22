import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright Test's `test`, with one addition every spec gets: the browser contexts a test opens
 * (through `openPage`, `visitorPage`, `adminPage`…, which take the viewport and the session as
 * arguments) are closed when it ends, passed or failed. A failed test no longer leaves its tabs
 * open for the rest of the worker's run, and no test ends with `await context.close()`.
 * Contexts opened in a `beforeAll` are older than the test and stay open.
 */
export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
