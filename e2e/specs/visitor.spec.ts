import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, e2e, openPage, snap, visitorPage } from '../support/browser.ts';
import { adminSession, registerAccount } from '../support/session.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${e2e.baseURL}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

test.describe('a visitor browsing the catalogue', () => {
  test('passes the age gate, searches with suggestions, opens content, shares it and reaches the model', async ({
    browser,
  }) => {
    const { context, page } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseURL });
    await page.goto('/');

    // Age gate: nothing of the catalogue behind it; Confirm without the tick is refused.
    const gate = page.getByRole('dialog', { name: 'Age Verification' });
    await gate.waitFor();
    expect(await page.locator('a[href^="/content/"]').count()).toBe(0);
    await snap(page, 'visitor-age-gate-1280');
    await gate.getByRole('button', { name: 'Confirm' }).click();
    await gate.getByText('You must confirm that you are 18 years or older').waitFor();
    await gate.getByRole('checkbox').check();
    await gate.getByRole('button', { name: 'Confirm' }).click();
    await gate.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('ageConfirmed'))).toBe('true');

    // Home: search with suggestions, picked with the keyboard.
    const firstCard = page.locator('main article').first();
    await firstCard.waitFor({ timeout: 15_000 });
    const modelName = (await firstCard.locator('p').first().textContent())?.trim() ?? '';
    expect(modelName.length).toBeGreaterThan(2);
    await snap(page, 'visitor-home-1280');
    const search = page.getByRole('combobox', { name: 'Search content and models' });
    await search.click();
    await search.pressSequentially(modelName.split(' ')[0]!, { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    await options.first().waitFor();
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    const labels = await options.allTextContents();
    expect(labels.length).toBeLessThanOrEqual(8);
    const contentIndex = labels.findIndex((text) => text.endsWith('Content'));
    expect(contentIndex).toBeGreaterThanOrEqual(0);
    await snap(page, 'visitor-suggestions-1280');
    for (let i = 0; i <= contentIndex; i += 1) await search.press('ArrowDown');
    expect(await options.nth(contentIndex).getAttribute('aria-selected')).toBe('true');
    const viewRecorded = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/content\/\d+\/view$/.test(r.url()),
    );
    await search.press('Enter');
    await page.waitForURL(/\/content\//);
    await viewRecorded;

    // Content detail: package contents, the download link, and the sidebar.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Package Contents' }).waitFor();
    const download = page.getByRole('link', { name: /Download Pack/ });
    expect(await download.getAttribute('target')).toBe('_blank');
    expect(await download.getAttribute('rel')).toBe('noopener noreferrer');
    for (const badge of ['Secure Download', '18+ Content', 'Premium Quality']) {
      expect(await page.getByText(badge, { exact: true }).isVisible()).toBe(true);
    }
    const sidebar = page.getByRole('complementary', { name: /^More (from|Content)/ });
    const entries = sidebar.getByRole('listitem').getByRole('link');
    await entries.first().waitFor();
    await snap(page, 'visitor-content-1280');

    const entry = entries.nth(1);
    const entryHref = (await entry.getAttribute('href'))!;
    const entryTitle = (await entry.locator('span.line-clamp-2').textContent())!.trim();
    await entry.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await scrollY(page)).toBeGreaterThan(0);
    await entry.click();
    await page.waitForURL((url) => url.pathname === entryHref);
    await page.getByRole('heading', { level: 1, name: entryTitle }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    // Share: no share sheet in headless Chromium, so the address is copied and a notice shown.
    const shareRecorded = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/content\/\d+\/share$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'More actions for this content' }).click();
    await page.getByRole('menuitem', { name: 'Share Content' }).click();
    await page.getByText('Link copied').waitFor();
    expect(JSON.parse((await shareRecorded).postData() ?? '{}')).toEqual({ platform: 'copy' });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.baseURL}${entryHref}`);

    // Model profile via the About the Model card.
    await page.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL(/\/model\//);
    for (const block of ['Physical Attributes', 'Personal Info', 'Specialties', 'Content']) {
      await page.getByRole('heading', { name: block, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Share profile' }).waitFor();
    await page.locator('main article').first().waitFor();
    await snap(page, 'visitor-model-1280');
  });

  test('opens a page loaded afresh at its top, wherever the tab was scrolled before, and a reload where it was', async ({
    browser,
  }) => {
    const { page } = await visitorPage(browser, MOBILE);
    await page.goto('/');
    await page.locator('main article').last().scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    // A new document in the same tab (an address typed, a link followed before the app attached).
    await page.goto('/models');
    await page.locator('main article').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => scrollY(page)).toBe(600);
    await page.reload();
    await page.locator('main article').first().waitFor();
    await expect.poll(() => scrollY(page)).toBe(600);
  });

  test('keeps filters, sort and page of the models grid in the URL, and back restores them', async ({ browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto('/models?minAge=10&ethnicity=martian');
    // Out-of-range and unknown values are clamped or ignored, never a broken page.
    await page.locator('main article').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByLabel(/^Min age/).inputValue()).toBe('18');
    expect(await page.getByLabel('Ethnicity').inputValue()).toBe('');

    await page.goto('/models');
    await page.locator('main article').first().waitFor();
    await page.getByLabel(/^Min age/).fill('20');
    await page.getByLabel(/^Min age/).press('Enter');
    await page.waitForURL(/minAge=20/);
    await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Popular' }).click();
    await page.waitForURL(/sortBy=popular/);
    const pager = page.getByRole('navigation', { name: 'Models pages' });
    // Links are rendered from the URL: wait until the pager reflects the sort before using it.
    await expect
      .poll(() => pager.getByRole('link', { name: 'Page 2' }).getAttribute('href'))
      .toContain('sortBy=popular');
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    const url = new URL(page.url());
    expect(url.searchParams.get('minAge')).toBe('20');
    expect(url.searchParams.get('sortBy')).toBe('popular');
    await pager.locator('a[aria-current="page"]', { hasText: '2' }).waitFor();
    await snap(page, 'visitor-models-1280');

    // A filter change starts again at page 1.
    await page.getByLabel('Body type').selectOption('slim');
    await page.waitForURL(/bodyType=slim/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    await page.goBack();
    await page.waitForURL(/page=2/);
    await pager.locator('a[aria-current="page"]', { hasText: '2' }).waitFor();
    await expect.poll(() => page.getByLabel('Body type').inputValue()).toBe('');
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('page') === null && u.searchParams.get('sortBy') === 'popular');
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('sortBy') === null && u.searchParams.get('minAge') === '20');
    await page.getByRole('button', { name: 'Recent', pressed: true }).waitFor();
    await expect.poll(() => page.getByLabel(/^Min age/).inputValue()).toBe('20');
  });

  test('explains the DMCA notice procedure in five steps', async ({ browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto('/dmca');
    await page.getByRole('heading', { level: 1, name: /DMCA/ }).waitFor();
    expect(await page.getByText('only a link indexer').isVisible()).toBe(true);
    const steps = page.locator('main ol > li');
    expect(await steps.count()).toBe(5);
    const text = (await steps.allTextContents()).join(' ');
    for (const element of [
      'signature',
      'copyrighted work',
      'locate',
      'telephone',
      'good-faith belief',
      'penalty of perjury',
    ]) {
      expect(text).toContain(element);
    }
    // The designated agent's address the server is configured with (DMCA_EMAIL).
    expect(await page.getByRole('link', { name: e2e.operator.dmcaEmail }).count()).toBeGreaterThan(0);
    await snap(page, 'visitor-dmca-1280');
  });

  test('delivers a support message, after refusing an empty one', async ({ browser }) => {
    const { page } = await visitorPage(browser);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Center' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Missing Information' });
    await alert.getByText('Please fill in all required fields.').waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();

    const stamp = unique();
    const message = `My download link does not open (e2e ${stamp}).`;
    await dialog.getByLabel('Name').fill('Visitor Tester');
    await dialog.getByLabel('Email').fill(`visitor-${stamp}@example.com`);
    await dialog.getByLabel('Subject').selectOption('technical-support');
    await dialog.getByLabel('Message').fill(message);
    expect(await dialog.getByText(`${message.length}/1000`).isVisible()).toBe(true);
    await snap(page, 'visitor-support-1280');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByText('Message Sent').waitFor();

    await dialog.getByRole('tab', { name: 'FAQ' }).click();
    await dialog.getByText('What does Premium cost and include?').click();
    await dialog.getByText(/\$12\.00\/month/).waitFor();

    const { token } = await adminSession();
    const inbox = await apiJson<{ messages: { email: string; subject: string; message: string }[] }>(
      '/admin/support-messages',
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(inbox.messages).toContainEqual(
      expect.objectContaining({ email: `visitor-${stamp}@example.com`, subject: 'technical-support', message }),
    );
  });

  test('stops an unverified account at its fourth distinct item with the Content Limit Reached dialog', async ({
    browser,
  }) => {
    const session = await registerAccount('limit', 'Limit Tester');
    const { context, page } = await openPage(browser, DESKTOP);
    await context.addInitScript(
      ([token, user]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('ageConfirmed', 'true');
        localStorage.setItem('token', token!);
        localStorage.setItem('user', user!);
      },
      [session.token, JSON.stringify(session.user)],
    );
    await page.goto('/');
    const links = page.locator('main article a[href^="/content/"]');
    await links.nth(5).waitFor({ timeout: 15_000 });
    const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).slice(0, 5) as string[];

    for (const href of hrefs.slice(0, 3)) {
      await page.goto(href);
      await page.getByRole('heading', { name: 'Package Contents' }).waitFor();
    }
    // The fourth new item is refused before it is even asked for.
    await page.goto(hrefs[3]!);
    const dialog = page.getByRole('dialog', { name: 'Content Limit Reached' });
    await dialog.waitFor();
    expect(await page.getByRole('heading', { name: 'Package Contents' }).count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Resend Verification Email' }).getAttribute('href')).toBe(
      '/resend-verification',
    );
    await snap(page, 'visitor-content-limit-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Items already seen stay open.
    await page.goto(hrefs[1]!);
    await page.getByRole('heading', { name: 'Package Contents' }).waitFor();

    // The server enforces the same limit when the local list is gone.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('viewedContent:')) localStorage.removeItem(key);
    });
    await page.goto(hrefs[4]!);
    await page.getByRole('dialog', { name: 'Content Limit Reached' }).waitFor();
  });

  test('fits every visitor page on a phone', async ({ browser }) => {
    const { context, page } = await visitorPage(browser, MOBILE);
    await page.goto('/');
    await page.locator('main article').first().waitFor({ timeout: 15_000 });
    const contentHref = (await page.locator('main article a[href^="/content/"]').first().getAttribute('href'))!;
    const pagesToCheck: [string, string, string][] = [
      ['home', '/', 'main article'],
      ['models', '/models', 'main article'],
      ['content', contentHref, 'aside li a'],
      ['dmca', '/dmca', 'main ol > li'],
    ];
    for (const [name, path, ready] of pagesToCheck) {
      await page.goto(path);
      await page.locator(ready).first().waitFor({ timeout: 15_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} overflows horizontally`).toBeLessThanOrEqual(0);
      await snap(page, `visitor-${name}-390`);
    }
    await page.goto(contentHref);
    await page.getByRole('link', { name: 'View Profile' }).click();
    await page.getByRole('heading', { name: 'Physical Attributes' }).waitFor();
    await page.locator('main article').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await snap(page, 'visitor-model-390');
    await context.close();

    const gate = await openPage(browser, MOBILE);
    await gate.page.goto('/');
    await gate.page.getByRole('dialog', { name: 'Age Verification' }).waitFor();
    await snap(gate.page, 'visitor-age-gate-390');
  });
});
