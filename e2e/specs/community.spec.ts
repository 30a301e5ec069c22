import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, e2e, openPage, snap } from '../support/browser.ts';
import { linkFromMail, registerAccount } from '../support/session.ts';

type Account = { name: string; email: string; token: string; user: unknown };

/** The token of the newest verification mail delivered to an address. */
async function verificationToken(to: string): Promise<string> {
  const link = await linkFromMail(to, '/verify-email');
  return new URL(link).searchParams.get('token')!;
}

async function postJson(url: string, body: unknown): Promise<any> {
  const res = await fetch(`${e2e.baseURL}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Registers through the API and verifies the e-mail with the link from the delivered mail. */
async function verifiedAccount(name: string, tag: string): Promise<Account> {
  const { email } = await registerAccount(tag, name, 'community-pass-1');
  const { token, user } = await postJson('/api/auth/verify-email', { token: await verificationToken(email) });
  return { name, email, token, user };
}

/** A fresh context: age confirmed and, when an account is given, signed in as it. */
async function pageFor(
  browser: Browser,
  account: Account | null,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, viewport);
  await context.addInitScript(
    ([token, user]) => {
      localStorage.setItem('ageConfirmed', 'true');
      if (token) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user!);
      }
    },
    [account?.token ?? '', account ? JSON.stringify(account.user) : ''],
  );
  return { context, page };
}

/** A screenshot of what is on screen (an open menu or dialog), beside the full-page ones. */
async function snapView(page: Page, name: string) {
  const dir = path.resolve(import.meta.dirname, '../artifacts');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The address of the n-th content card of the home grid. */
async function contentHref(page: Page, index: number): Promise<string> {
  await page.goto('/');
  const card = page.locator('main a[href^="/content/"]').nth(index);
  await card.waitFor({ timeout: 15_000 });
  return (await card.getAttribute('href'))!;
}

test.describe('community', () => {
  let alice: Account;
  let bob: Account;

  test.beforeAll(async () => {
    [alice, bob] = await Promise.all([
      verifiedAccount('Alice Commenter', 'alice'),
      verifiedAccount('Bob Replier', 'bob'),
    ]);
  });

  test('comments, replies and likes between two users, notifies through the bell, deletes, and lets a visitor report', async ({
    browser,
  }) => {
    const stamp = Date.now();
    const first = `Great pack, thanks! ${stamp}`;
    const reply = `Agreed, top quality ${stamp}`;

    // A comments on a content item.
    const a = await pageFor(browser, alice);
    const href = await contentHref(a.page, 0);
    await a.page.goto(href);
    const aComments = a.page.locator('section[aria-labelledby="comments-heading"]');
    await aComments.getByRole('heading', { name: 'Comments' }).waitFor();
    const box = aComments.getByLabel('Write a comment');
    await box.fill(`   ${first}   `);
    expect(await aComments.getByText(`${first.length + 6}/500`).isVisible()).toBe(true);
    await aComments.getByRole('button', { name: 'Post Comment' }).click();
    // In the list: until the box empties, its own text matches too.
    await aComments.getByRole('list', { name: 'Comments' }).getByText(first, { exact: true }).waitFor();
    // The list shows the new comment and the box empties in separate renders.
    await expect.poll(() => box.inputValue()).toBe('');

    // B replies to A's comment and likes it.
    const b = await pageFor(browser, bob);
    await b.page.goto(href);
    const aliceComment = b.page.getByRole('article', { name: 'Comment by Alice Commenter' }).filter({ hasText: first });
    await aliceComment.waitFor();
    await aliceComment.getByRole('button', { name: 'Reply', exact: true }).click();
    await b.page.getByLabel('Reply to Alice Commenter').fill(reply);
    await aliceComment.getByRole('button', { name: 'Post Reply', exact: true }).click();
    await b.page.getByRole('article', { name: 'Comment by Bob Replier' }).getByText(reply, { exact: true }).waitFor();
    const likeComment = aliceComment.getByRole('button', { name: /Like comment by Alice Commenter/ });
    await likeComment.click();
    await expect.poll(() => likeComment.getAttribute('aria-pressed')).toBe('true');
    expect(await likeComment.textContent()).toContain('Like comment by Alice Commenter, 1 like');
    // Reload: the reply and the like were stored, not just shown.
    await b.page.reload();
    await b.page.getByText(reply, { exact: true }).waitFor();
    await expect.poll(() => likeComment.getAttribute('aria-pressed')).toBe('true');
    const bobReply = b.page.getByRole('article', { name: 'Comment by Bob Replier' }).filter({ hasText: reply });
    expect(await bobReply.getByRole('button', { name: 'Delete', exact: true }).isVisible()).toBe(true);
    expect(await aliceComment.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await snap(b.page, 'community-content-comments-1280');
    await b.page.setViewportSize(MOBILE);
    await noHorizontalOverflow(b.page);
    await snap(b.page, 'community-content-comments-390');

    // A's bell shows 2 unread (a reply and a like).
    const header = a.page.getByRole('banner');
    await a.page.reload();
    const badge = header.getByTestId('unread-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe('2');
    await header.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const items = a.page.getByTestId('notification-item');
    await items.first().waitFor();
    expect(await items.count()).toBeGreaterThanOrEqual(2);
    expect(await a.page.getByRole('menu').getByText('New reply').isVisible()).toBe(true);
    expect(await a.page.getByRole('menu').getByText('New like').isVisible()).toBe(true);
    await snapView(a.page, 'community-bell-open-1280');

    // Clicking one marks it read and leads to the comment; Mark all read clears the badge.
    await items.filter({ hasText: 'New reply' }).click();
    await a.page.waitForURL((url) => url.pathname === href && url.hash.startsWith('#comment-'));
    await expect.poll(() => badge.textContent()).toBe('1');
    await header.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await a.page.getByRole('menuitem', { name: 'Mark all read' }).click();
    await badge.waitFor({ state: 'detached' });
    await a.page.keyboard.press('Escape');
    await a.page.reload();
    await header.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await badge.count()).toBe(0);

    // The bell on a phone.
    await a.page.setViewportSize(MOBILE);
    await header.getByRole('button', { name: 'Notifications', exact: true }).click();
    await items.first().waitFor();
    await snapView(a.page, 'community-bell-open-390');
    await a.page.keyboard.press('Escape');
    await a.page.setViewportSize(DESKTOP);

    // A deletes their own comment after the confirm; its reply goes with it.
    const own = a.page.getByRole('article', { name: 'Comment by Alice Commenter' }).filter({ hasText: first });
    await own.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = a.page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this comment?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await a.page.getByText(first, { exact: true }).waitFor({ state: 'detached' });
    expect(await a.page.getByText(reply, { exact: true }).count()).toBe(0);
    await a.page.reload();
    await aComments.getByRole('heading', { name: 'Comments' }).waitFor();
    await aComments.getByTestId('comment-count').waitFor();
    expect(await a.page.getByText(first, { exact: true }).count()).toBe(0);

    // A visitor cannot like or comment, but reports the item through the menu.
    const v = await pageFor(browser, null);
    await v.page.goto(href);
    const vComments = v.page.locator('section[aria-labelledby="comments-heading"]');
    await vComments.getByText('Please sign in to leave a comment').waitFor();
    expect(await v.page.getByTestId('like-button').getAttribute('aria-disabled')).toBe('true');
    await v.page.getByRole('button', { name: 'More actions for this content' }).click();
    await v.page.getByRole('menuitem', { name: 'Report Content' }).click();
    const dialog = v.page.getByRole('dialog', { name: 'Report Content' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByText('Please select a reason for your report.').waitFor();
    await dialog.getByLabel('Broken link').check();
    await dialog.getByLabel('Details (optional)').fill('  The download link leads nowhere.  ');
    await snapView(v.page, 'community-report-dialog-1280');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByText('Report submitted').waitFor();
    const shownAt = Date.now();
    await dialog.waitFor({ state: 'detached', timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);

    // The dialog on a phone (opened, not sent: reports are rate limited per address).
    await v.page.setViewportSize(MOBILE);
    await v.page.getByRole('button', { name: 'More actions for this content' }).click();
    await v.page.getByRole('menuitem', { name: 'Report Content' }).click();
    await dialog.waitFor();
    // Reopened, it starts empty again.
    expect(await dialog.getByLabel('Broken link').isChecked()).toBe(false);
    expect(await dialog.getByLabel('Details (optional)').inputValue()).toBe('');
    await snapView(v.page, 'community-report-dialog-390');
    await v.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await Promise.all([a.context.close(), b.context.close(), v.context.close()]);
  });

  test('toggles a content like at once and reverts it when the call fails', async ({ browser }) => {
    const { page } = await pageFor(browser, alice);
    await page.goto(await contentHref(page, 1));
    const like = page.getByTestId('like-button');
    const count = page.getByTestId('like-count');
    await like.waitFor();
    const before = Number(await count.textContent());
    expect(await like.getAttribute('aria-pressed')).toBe('false');

    // The server is held back: the button has already changed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/likes/toggle', async (route) => {
      await held;
      await route.continue();
    });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await count.textContent())).toBe(before + 1);
    const answered = page.waitForResponse('**/api/likes/toggle');
    release();
    expect((await answered).status()).toBe(200);
    await page.unroute('**/api/likes/toggle');
    await page.reload();
    // After a reload the state comes from the server (page, session, then like stats): poll longer
    // than the default second, which a busy machine overruns.
    await expect.poll(() => like.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    expect(Number(await count.textContent())).toBe(before + 1);

    // A failing call flips the button, then puts it back.
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/api/likes/toggle', async (route) => {
      await failing;
      await route.fulfill({ status: 500, json: { error: 'Internal error', code: 'INTERNAL_ERROR' } });
    });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    expect(Number(await count.textContent())).toBe(before);
    fail();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await count.textContent())).toBe(before + 1);
    await page.unroute('**/api/likes/toggle');
  });

  test('follows and unfollows a model, and asks a visitor to sign in', async ({ browser }) => {
    const visitor = await pageFor(browser, null);
    await visitor.page.goto('/models');
    const card = visitor.page.locator('main a[href^="/model/"]').first();
    await card.waitFor({ timeout: 15_000 });
    const href = (await card.getAttribute('href'))!;
    await visitor.page.goto(href);
    const visitorFollow = visitor.page.getByTestId('follow-button');
    await visitorFollow.waitFor();
    expect(await visitorFollow.getAttribute('aria-disabled')).toBe('true');
    await visitorFollow.click({ force: true });
    const prompt = visitor.page.getByRole('dialog', { name: /Please sign in to follow/ });
    await prompt.getByRole('button', { name: 'Sign In' }).click();
    await visitor.page.getByRole('dialog').getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await visitor.context.close();

    const { page } = await pageFor(browser, bob);
    await page.goto(href);
    const follow = page.getByTestId('follow-button');
    const followers = page.getByTestId('follower-count');
    await follow.waitFor();
    expect(await follow.textContent()).toContain('Follow');
    const before = Number(await followers.textContent());
    await follow.click();
    await page.getByRole('button', { name: /^Following/ }).waitFor();
    expect(Number(await followers.textContent())).toBe(before + 1);
    await page.getByTestId('like-button').click();
    await expect.poll(() => page.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('button', { name: /^Following/ }).waitFor();
    expect(Number(await followers.textContent())).toBe(before + 1);
    await snap(page, 'community-model-1280');
    await page.setViewportSize(MOBILE);
    await noHorizontalOverflow(page);
    await snap(page, 'community-model-390');

    await follow.click();
    await page.getByRole('button', { name: /^Follow\b(?!ing)/ }).waitFor();
    expect(Number(await followers.textContent())).toBe(before);
  });
});
