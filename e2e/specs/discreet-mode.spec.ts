import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { MOBILE, snap, visitorPage } from '../support/browser.ts';

/** The computed filter of the first card's picture. */
const firstPictureFilter = (page: Page) =>
  page
    .locator('main article img')
    .first()
    .evaluate((img) => getComputedStyle(img).filter);

test.describe('discreet mode (issue 39)', () => {
  test('blurs pictures until focused, names the tab neutrally, and is remembered from the first paint', async ({
    browser,
  }) => {
    const { context, page } = await visitorPage(browser, MOBILE);
    await page.goto('/');
    await page.locator('main article img').first().waitFor({ timeout: 15_000 });
    expect(await firstPictureFilter(page)).toBe('none');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('switch', { name: /Discreet mode/ }).click();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.title)).toBe('Notes');
    expect(await page.locator('link[rel=icon]').getAttribute('href')).toBe('/favicon-neutral.svg');
    expect(await firstPictureFilter(page)).toMatch(/^blur\(/);
    // The keyboard's focus on a card shows its picture.
    await page.locator('main article').first().locator('a[href^="/content/"]').first().focus();
    await expect.poll(() => firstPictureFilter(page)).toBe('none');
    await snap(page, 'discreet-390');

    // Reloaded: blurred by the document's own script, before the app's code has run.
    await context.route(/\.js$/, (route) => route.abort());
    const bare = await context.newPage();
    await bare.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await bare.evaluate(() => document.documentElement.hasAttribute('data-discreet'))).toBe(true);
    expect(await bare.evaluate(() => document.title)).toBe('Notes');
  });
});
