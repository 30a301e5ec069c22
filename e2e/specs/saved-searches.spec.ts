import { expect, test } from '../support/test.ts';
import { api, createGallery } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { MOBILE, noHorizontalOverflow, snap, snapView } from '../support/browser.ts';
import { adminSession, pageWithSession, registerAccount } from '../support/session.ts';

// Saved searches and alerts (issue 39, docs/product.md#saved-searches), through the built app and a real server.

test.describe('saved searches', () => {
  test('a user saves a search, and the bell tells of a matching pack an admin adds; the notice opens the search', async ({
    browser,
  }) => {
    const word = `Quasar${Date.now() % 1_000_000}`;
    const account = await registerAccount('saved', 'Searcher');
    const { page } = await pageWithSession(browser, account);
    await page.goto(`/?search=${word}`);
    await page.getByRole('heading', { name: `Results for “${word}”` }).waitFor();

    // "Save this search", by keyboard: the dialog names it after the search, the alert is on.
    const save = page.getByTestId('save-search-button');
    await save.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe(word);
    expect(await dialog.getByLabel('Notify me when new packs match').isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await snapView(page, 'saved-searches-dialog-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Search saved' }).waitFor();
    await page.getByRole('link', { name: 'My saved searches' }).click();

    // The saved searches page lists it, with the digest setting.
    await page.waitForURL('**/saved-searches');
    const row = page.getByTestId('saved-search');
    await row.waitFor();
    expect(await row.getByRole('link', { name: word }).getAttribute('href')).toBe(`/?search=${word}`);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'saved-searches-page-1280');

    // An admin adds a pack that matches: the alert reaches the bell without a reload of the schedule.
    const admin = await adminSession();
    const title = `Nebula ${word}`;
    await createGallery(admin.token, title, 'saved-search');
    const header = page.getByRole('banner');
    const badge = header.getByTestId('unread-badge');
    await expect
      .poll(
        async () => {
          await page.reload();
          await header.getByRole('button', { name: /^Notifications/ }).waitFor();
          return badge.count();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(1);
    expect(await badge.textContent()).toBe('1');
    expect(await row.getByTestId('saved-search-new').textContent()).toBe('1 new');
    await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const notice = page.getByTestId('notification-item').filter({ hasText: `New match for “${word}”` });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${title} matches “${word}”`);
    await snapView(page, 'saved-searches-bell-1280');

    // The notice opens the search, whose list shows the new pack.
    await notice.click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('search') === word);
    await page.locator('main article').filter({ hasText: title }).first().waitFor();

    // The digest, set on the page; a phone's layout.
    await page.goto('/saved-searches');
    await page.getByLabel('Send the digest').selectOption('weekly');
    await expect
      .poll(async () => (await api<{ frequency: string }>('GET', '/account/digest', undefined, account.token)).body)
      .toEqual({ frequency: 'weekly' });
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await snap(page, 'saved-searches-page-390');
  });
});
