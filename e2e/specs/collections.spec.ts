import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, firstCardPath, noHorizontalOverflow, openPage, snap, snapView } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';
import { pageWithSession, registerAccount } from '../support/session.ts';

// Collections (issue 39, docs/product.md#collections), through the built app and a real server.

/** Creates a collection from the "Save to a collection" dialog; the pack is saved in it at once, its box ticked. */
async function createIn(dialog: Locator, name: string): Promise<Locator> {
  await dialog.getByLabel('New collection').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const box = dialog.getByRole('checkbox', { name: new RegExp(name) });
  await box.waitFor();
  await expect.poll(() => box.isChecked()).toBe(true);
  return box;
}

test.describe('collections', () => {
  test('a user saves a pack to a new collection, makes it public, and a visitor opens its shared link', async ({
    browser,
  }) => {
    const href = await firstCardPath(browser, '/', '/content/');
    const account = await registerAccount('collections', 'Collector');
    const { context, page } = await pageWithSession(browser, account);
    await page.goto(href);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;

    // Save opens the dialog, by keyboard: the account's "Saved" collection is there, unticked.
    const save = page.getByTestId('save-button');
    await save.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save to a collection' });
    await dialog.waitFor();
    const saved = dialog.getByRole('checkbox', { name: /Saved/ });
    await saved.waitFor();
    expect(await saved.isChecked()).toBe(false);

    // A new collection is created and the pack saved in it.
    await createIn(dialog, 'Beach Days');
    await snapView(page, 'collections-save-dialog-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // Its page, from the dialog's link to My collections: private, one pack.
    await dialog.getByRole('link', { name: 'My collections' }).click();
    await page.waitForURL('**/collections');
    await page.getByRole('heading', { name: 'My collections', level: 1 }).waitFor();
    await page
      .getByTestId('my-collections')
      .getByRole('link', { name: /Beach Days/ })
      .click();
    await page.waitForURL(/\/collection\/\d+\/beach-days$/);
    await page.getByRole('heading', { name: 'Beach Days', level: 1 }).waitFor();
    const grid = page.locator('main article');
    await expect.poll(() => grid.count()).toBe(1);
    expect(await grid.first().textContent()).toContain(title);
    const collectionPath = new URL(page.url()).pathname;

    // Private: a visitor is told it is not found.
    const visitor = await openPage(browser, DESKTOP);
    await visitor.context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    await visitor.page.goto(collectionPath);
    await visitor.page.getByRole('heading', { name: 'Collection not found' }).waitFor({ state: 'attached' });

    // Made public, its link shows; the visitor opens that link and sees the pack.
    await page.getByTestId('collection-visibility').click();
    const link = page.getByTestId('collection-link');
    await link.waitFor();
    const shared = await link.inputValue();
    expect(new URL(shared).pathname).toBe(collectionPath);
    await snap(page, 'collections-page-owner-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await visitor.page.goto(shared);
    await visitor.page.getByRole('heading', { name: 'Beach Days', level: 1 }).waitFor();
    await visitor.page.getByText('By Collector').waitFor();
    await expect.poll(() => visitor.page.locator('main article').count()).toBe(1);
    expect(await visitor.page.getByTestId('collection-owner-bar').count()).toBe(0);
    await snap(visitor.page, 'collections-page-visitor-1280');
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await visitor.context.close();

    // A phone: the shared page and the dialog fit the width.
    const phone = await openPage(browser, MOBILE);
    await phone.context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    await phone.page.goto(shared);
    await phone.page.getByRole('heading', { name: 'Beach Days', level: 1 }).waitFor();
    await noHorizontalOverflow(phone.page);
    await snap(phone.page, 'collections-page-visitor-390');
    await phone.context.close();
    await context.close();

    const mobile = await pageWithSession(browser, account, MOBILE);
    await mobile.page.goto(href);
    await mobile.page.getByTestId('save-button').click();
    const small = mobile.page.getByRole('dialog', { name: 'Save to a collection' });
    await small.getByRole('checkbox', { name: /Beach Days/ }).waitFor();
    await noHorizontalOverflow(mobile.page);
    await snapView(mobile.page, 'collections-save-dialog-390');
    // Unticked by keyboard: the pack leaves the collection.
    const box = small.getByRole('checkbox', { name: /Beach Days/ });
    await box.focus();
    await mobile.page.keyboard.press('Space');
    await expect.poll(() => box.isChecked()).toBe(false);
    await mobile.page.keyboard.press('Escape');
    await mobile.page.goto(collectionPath);
    await mobile.page.getByText('Nothing saved yet').waitFor();
  });

  test("a user saves a pack from the home list's card into a new collection, and its shared link opens signed out", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const account = await registerAccount('card-save', 'Card Collector');
    const { context, page } = await pageWithSession(browser, account);
    await page.goto('/');
    const card = page.locator('main article').first();
    const title = (await card.locator('h3').textContent())!.trim();

    // The card's Save button, by keyboard: the popover lists "Saved", unticked, and New collection.
    const save = card.getByRole('button', { name: /^Save .* to a collection$/ });
    await save.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Save to a collection' });
    await popover.waitFor();
    await popover.getByRole('checkbox', { name: /Saved/ }).waitFor();
    expect(await popover.getByRole('checkbox', { name: /Saved/ }).isChecked()).toBe(false);
    await createIn(popover, 'Card Picks');
    await snapView(page, 'collections-card-popover-1280');
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes it and gives focus back to the card's button; the page stayed the home list.
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    expect(await save.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');

    // Made public from its page, its shared link opens for a visitor, with the pack and its feed.
    await page.goto('/collections');
    await page
      .getByTestId('my-collections')
      .getByRole('link', { name: /Card Picks/ })
      .click();
    await page.waitForURL(/\/collection\/\d+\/card-picks$/);
    await page.getByTestId('collection-visibility').click();
    const link = page.getByTestId('collection-link');
    await link.waitFor();
    const shared = await link.inputValue();
    await context.close();

    const visitor = await openPage(browser, DESKTOP);
    await visitor.context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    await visitor.page.goto(shared);
    await visitor.page.getByRole('heading', { name: 'Card Picks', level: 1 }).waitFor();
    await expect.poll(() => visitor.page.locator('main article').count()).toBe(1);
    expect(await visitor.page.locator('main article h3').textContent()).toContain(title);
    const feed = visitor.page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect.poll(() => feed.count()).toBe(1);
    const feedUrl = new URL((await feed.getAttribute('href'))!, shared);
    expect(feedUrl.pathname).toBe(`${new URL(shared).pathname}/feed.atom`);
    const atom = await visitor.page.request.get(feedUrl.href);
    expect(atom.status()).toBe(200);
    expect(await atom.text()).toContain(title.replace(/&/g, '&amp;'));
    // A visitor's Save on a card asks them to sign in.
    await visitor.page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Save .* to a collection$/ })
      .click();
    await visitor.page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await visitor.context.close();

    // A phone: the card's popover fits the width.
    const phone = await pageWithSession(browser, account, MOBILE);
    await phone.page.goto('/');
    await phone.page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Save .* to a collection$/ })
      .click();
    const small = phone.page.getByRole('dialog', { name: 'Save to a collection' });
    await small.getByRole('checkbox', { name: /Card Picks/ }).waitFor();
    await noHorizontalOverflow(phone.page);
    await snapView(phone.page, 'collections-card-popover-390');
  });
});
