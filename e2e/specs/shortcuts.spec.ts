import { expect, test } from '../support/test.ts';
import { DESKTOP, visitorPage } from '../support/browser.ts';
import { isFocused } from '../support/session.ts';

test.describe('keyboard shortcuts', () => {
  test('moves through the site with /, g h, g m, j, k, Enter, arrows and ?', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/');
    await page.locator('main article').first().waitFor();
    const announcer = page.getByTestId('shortcut-announcer');

    // `/` focuses the search; letters typed there stay in the search box.
    await page.keyboard.press('/');
    const search = page.getByRole('combobox', { name: 'Search content and models' });
    expect(await isFocused(search)).toBe(true);
    await page.keyboard.type('jk');
    expect(await search.inputValue()).toBe('jk');
    await search.fill('');
    await page.keyboard.press('Escape');
    await page.locator('main h2').first().click(); // focus leaves the field

    // j / k move through the grid, announced; Enter opens the focused card.
    await page.keyboard.press('j');
    await expect.poll(() => announcer.textContent()).toMatch(/^1 of \d+: /);
    await page.keyboard.press('j');
    await expect.poll(() => announcer.textContent()).toMatch(/^2 of \d+: /);
    await page.keyboard.press('k');
    await expect.poll(() => announcer.textContent()).toMatch(/^1 of \d+: /);
    const title = (await announcer.textContent())!.replace(/^1 of \d+: /, '');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/content\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // g m and g h go to the models and home.
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await page.waitForURL(/\/models$/);
    await page.getByRole('heading', { level: 1, name: 'Models' }).waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await page.waitForURL((url) => url.pathname === '/');

    // → and ← change the page.
    await page.getByRole('heading', { name: 'Latest content' }).waitFor();
    await page.getByRole('link', { name: 'Next page' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await page.getByRole('link', { name: 'Previous page' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => !url.searchParams.has('page'));

    // ? lists them all; nothing fires behind the open dialog; Escape closes it.
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.locator('kbd').count()).toBeGreaterThanOrEqual(10);
    await page.keyboard.press('g');
    await page.keyboard.press('m');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});
