import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, visitorPage } from '../support/browser.ts';

// The header's menus and the mobile menu load their code on first use; a keyboard user must not
// notice: the key that opens the stand-in button opens the real menu, and focus comes back after.
test.describe('menus loaded on demand', () => {
  test('opens the notifications menu from the keyboard and gives focus back to the bell', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor({ timeout: 10_000 });
    expect(await menu.getByText('Sign in to get notified about likes and replies to your comments.').isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Notifications');
  });

  test('opens the mobile menu sheet on the first tap and gives focus back to the menu button', async ({ browser }) => {
    const { page } = await visitorPage(browser, MOBILE);
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.waitFor({ timeout: 10_000 });
    expect(await sheet.getByRole('link', { name: 'Models' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    // Opened again, the sheet is already loaded and mounted.
    await button.click();
    await sheet.waitFor();
  });

  test('opens the sign-in dialog, loaded on demand, from the header', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getAttribute('data-mode')).toBe('login');
  });

  test('opens a content page\'s "..." menu and its report dialog from the keyboard, each loaded on demand', async ({
    browser,
  }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/');
    await page.locator('main a[href^="/content/"]').first().click();
    const more = page.getByRole('button', { name: 'More actions for this content' });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor({ timeout: 10_000 });
    expect((await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim())).toEqual([
      'Share Content',
      'Report Content',
      // A depicted person's removal request (docs/compliance.md), with this page's address filled in.
      'Request removal: shown without consent',
    ]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('More actions for this content');

    // Opened again, the menu is mounted: ArrowDown opens it, Report Content opens the report form.
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    await menu.getByRole('menuitem', { name: 'Report Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Content' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByRole('radio').count()).toBeGreaterThan(0);
  });
});
