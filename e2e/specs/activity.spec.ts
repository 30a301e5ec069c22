import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, noHorizontalOverflow, snap, snapView } from '../support/browser.ts';
import { isFocused, pageWithSession, registerAccount, verifiedSession } from '../support/session.ts';

/** expect.poll with room for a loaded machine (its default gives up after one second). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

// My activity and the unverified account's banner (issue 41, docs/product.md#my-activity and
// #unverified-accounts), through the built app and a real server.

/** The addresses of the first `n` content cards of the home grid. */
async function contentHrefs(page: Page, n: number): Promise<string[]> {
  await page.goto('/');
  const links = page.locator('main article a[href^="/content/"]');
  await links.nth(n - 1).waitFor({ timeout: 15_000 });
  return ((await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) as string[]).slice(0, n);
}

/** Opens a pack and waits for its page. */
async function openPack(page: Page, href: string) {
  await page.goto(href);
  await page.getByRole('heading', { name: 'Package Contents' }).waitFor();
}

test.describe('my activity', () => {
  test('a user finds their likes, follows and history on one page', async ({ browser }) => {
    const session = await verifiedSession('activity', 'Activity User');
    const { page } = await pageWithSession(browser, session);
    const header = page.getByRole('banner');
    const [first, second] = await contentHrefs(page, 2);

    // Two packs opened (the history), the first liked; its model liked and followed.
    await openPack(page, second!);
    const secondTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await openPack(page, first!);
    const firstTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
    const like = page.getByTestId('like-button').first();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL('**/model/**');
    const follow = page.getByTestId('follow-button');
    await follow.waitFor();
    const modelName = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(modelName).not.toBe(firstTitle);
    await follow.click();
    await follow.getByText('Following').waitFor();
    const likeModel = page.getByTestId('like-button').first();
    await likeModel.click();
    await expect.poll(() => likeModel.getAttribute('aria-pressed')).toBe('true');

    // The account menu leads to My activity.
    await header.getByRole('button', { name: /Account menu for Activity User/ }).click();
    await page.getByRole('menuitem', { name: 'My activity' }).click();
    await page.waitForURL('**/activity');
    await page.getByRole('heading', { name: 'My activity', level: 1 }).waitFor();

    // Likes: the model (liked last) first, then the pack; filtered to packs, only the pack.
    const likes = page.getByRole('list', { name: 'Your likes', exact: true });
    await likes.waitFor();
    const likedTitles = await likes.getByRole('heading', { level: 3 }).allTextContents();
    expect(likedTitles).toEqual([modelName, firstTitle]);
    await snap(page, 'activity-likes-1280');
    await page.getByRole('link', { name: 'Packs', exact: true }).click();
    await page.waitForURL('**/activity?type=content');
    await expect.poll(() => likes.getByRole('heading', { level: 3 }).allTextContents()).toEqual([firstTitle]);

    // The tabs by keyboard: the arrow keys move between them and show each panel.
    const tabs = page.getByRole('tablist', { name: 'Your activity' });
    // The tabs listen for keys once the page has run its effects, which a loaded machine delays past
    // the first paint: a key pressed before then reaches nothing, so it is pressed again from Likes.
    const likesTab = tabs.getByRole('tab', { name: 'Likes' });
    const followingTab = tabs.getByRole('tab', { name: 'Following' });
    await expect
      .poll(async () => {
        if (await isFocused(followingTab)) return true;
        await likesTab.focus();
        await page.keyboard.press('ArrowRight');
        return isFocused(followingTab);
      })
      .toBe(true);
    await page.waitForURL('**/activity?tab=following');
    const followed = page.getByRole('list', { name: 'Models you follow', exact: true });
    await followed.getByRole('heading', { name: modelName }).waitFor();
    const feed = page.getByRole('list', { name: 'New packs from models you follow', exact: true });
    await feed.getByRole('heading', { name: firstTitle }).waitFor();
    await snap(page, 'activity-following-1280');

    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/activity?tab=history');
    const history = page.getByRole('list', { name: 'Recently viewed', exact: true });
    await history.waitFor();
    expect(await history.getByRole('heading', { level: 3 }).allTextContents()).toEqual([firstTitle, secondTitle]);
    await snap(page, 'activity-history-1280');

    // Each entry opens its page; the tab is kept in the address, so Back returns to it.
    await history.getByRole('link', { name: secondTitle }).click();
    await page.getByRole('heading', { name: 'Package Contents' }).waitFor();
    await page.goBack();
    await history.getByRole('heading', { name: secondTitle }).waitFor();

    // On a phone: the same page without sideways scrolling, reached from the mobile menu.
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await header.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'My activity' }).click();
    await page.getByRole('list', { name: 'Your likes', exact: true }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'activity-likes-390');
    await page.getByRole('tab', { name: 'Following' }).click();
    await page.getByRole('list', { name: 'New packs from models you follow', exact: true }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'activity-following-390');
  });

  test('shows an account with no activity what to do next', async ({ browser }) => {
    const { page } = await pageWithSession(browser, await registerAccount('activity-empty', 'New User'));
    await page.goto('/activity');
    await page.getByText('No likes yet').waitFor();
    await page.getByRole('tab', { name: 'Following' }).click();
    await page.getByText('You do not follow any model yet').waitFor();
    // Following nobody, the feed's own empty state would only repeat it.
    expect(await page.getByText('No new packs yet').count()).toBe(0);
    await snap(page, 'activity-following-empty-1280');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('Nothing viewed yet').waitFor();
  });

  test('an unverified user sees the counter go from 3 to 0', async ({ browser }) => {
    test.setTimeout(150_000); // a dozen page loads and mails: over a minute on a loaded runner
    const account = await registerAccount('counter', 'Counter User');
    const { page } = await pageWithSession(browser, account, DESKTOP);
    const banner = page.getByRole('region', { name: 'Email verification' });
    const counter = banner.getByTestId('packs-left');
    const hrefs = await contentHrefs(page, 5);

    // Before opening anything: all three left, shown on every page.
    await poll(() => counter.textContent()).toBe('3 of 3 packs left');
    await snap(page, 'unverified-banner-home-1280');

    await openPack(page, hrefs[0]!);
    await poll(() => counter.textContent()).toBe('2 of 3 packs left');
    // The sidebar says what opening one of its packs costs, and listing them spent nothing.
    const sidebar = page.getByRole('complementary');
    await sidebar.getByText('Opening a pack you have not opened yet uses one of the 2 you have left.').waitFor();
    expect(await counter.textContent()).toBe('2 of 3 packs left');
    await snap(page, 'unverified-content-2-left-1280');

    // Opening a pack from the sidebar is an explicit opening: it spends one, and only one.
    const entry = sidebar.locator('a[href^="/content/"]').first();
    await entry.click();
    await page.waitForURL((url) => url.pathname !== hrefs[0]);
    await page.getByRole('heading', { name: 'Package Contents' }).waitFor();
    await poll(() => counter.textContent()).toBe('1 of 3 packs left');
    const sidebarOpened = new URL(page.url()).pathname;

    // Opening an item again is free.
    await openPack(page, hrefs[0]!);
    await poll(() => counter.textContent()).toBe('1 of 3 packs left');
    await sidebar.getByText('Opened').first().waitFor();

    const third = hrefs.find((h) => h !== hrefs[0] && h !== sidebarOpened)!;
    await openPack(page, third);
    await poll(() => counter.textContent()).toBe('0 of 3 packs left');
    await sidebar.getByText('You have opened your 3 packs. Verify your email to open the others.').waitFor();
    await snap(page, 'unverified-content-0-left-1280');

    // A fourth new pack is refused.
    const fourth = hrefs.find((h) => ![hrefs[0], sidebarOpened, third].includes(h))!;
    await page.goto(fourth);
    await page.getByRole('dialog', { name: 'Content Limit Reached' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The banner's button mails the link again and says so; past the limit it says why it did not.
    const resend = banner.getByRole('button', { name: 'Resend Email' });
    await resend.click();
    await banner.getByText(`A new verification link is on its way to ${account.email}.`).waitFor();
    let refused = false;
    for (let attempt = 0; attempt < 4 && !refused; attempt += 1) {
      await resend.click();
      await poll(() => banner.getByRole('status').textContent()).not.toBe('');
      refused = (await banner.getByRole('status').textContent())!.startsWith('Error resending verification email');
    }
    expect(refused).toBe(true);
    await banner.getByText(/Too many attempts/).waitFor();
    await snap(page, 'unverified-banner-refused-1280');

    // On a phone the banner and its counter fit.
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await snapView(page, 'unverified-banner-390');
  });
});
