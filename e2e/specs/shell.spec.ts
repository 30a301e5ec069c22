import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, openPage, snap, visitorPage } from '../support/browser.ts';

test.describe('app shell', () => {
  test('shows a grid of demo content inside the header and footer', async ({ browser }) => {
    // Visitors normally confirm their age first; the flag is what the age gate stores.
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/');
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    await header.waitFor();
    const cards = page.locator('main a[href^="/content/"]');
    await cards.first().waitFor({ timeout: 15_000 });
    expect(await cards.count()).toBeGreaterThanOrEqual(24);
    for (const name of ['Home', 'Models', 'Premium', 'DMCA']) {
      expect(await header.getByRole('link', { name, exact: true }).first().isVisible()).toBe(true);
    }
    expect(await footer.getByText('Contact Support').isVisible()).toBe(true);
    expect(await footer.getByText(/18/).first().isVisible()).toBe(true);
    await snap(page, 'home-1280');
  });

  test('fits the home page on a phone with the mobile menu', async ({ browser }) => {
    const { page } = await visitorPage(browser, MOBILE);
    await page.goto('/');
    await page.locator('main a[href^="/content/"]').first().waitFor({ timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(page, 'home-390');
  });

  test('shows the error screen for an unknown deep link', async ({ browser }) => {
    const { page } = await openPage(browser, DESKTOP);
    const res = await page.goto('/this/does/not/exist');
    expect(res?.status()).toBe(200);
    await page.getByText('Unexpected Application Error!').waitFor({ timeout: 10_000 });
    await snap(page, 'unknown-route');
  });
});
