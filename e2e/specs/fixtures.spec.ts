import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';

// support/test.ts closes what a test opened when it ends; what a beforeAll opened stays for the rest.
test.describe('the suite’s own fixture', () => {
  test.describe.configure({ mode: 'serial' });
  let fromBeforeAll: BrowserContext;
  let fromTest: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    fromBeforeAll = await browser.newContext();
  });

  test.afterAll(async () => {
    await fromBeforeAll.close();
  });

  test('a test opens a context and leaves it open', async ({ browser }) => {
    fromTest = await browser.newContext();
    expect(browser.contexts()).toContain(fromTest);
  });

  test('the next test finds that context closed, and the beforeAll’s still open', async ({ browser }) => {
    expect(browser.contexts()).not.toContain(fromTest);
    expect(browser.contexts()).toContain(fromBeforeAll);
  });
});
