import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@packdex/shared/constants';
import { DESKTOP, e2e, firstCardPath, snap, waitForAppOnLoad } from '../support/browser.ts';
import { row } from '../support/db.ts';
import { pageWithSession, registerAccount } from '../support/session.ts';

// The interface in the profile's six languages (docs/i18n.md): each renders the home, a content page,
// the account page and My activity with no text left in English for want of a translation (the app notes every
// such text on window.__missingTexts), with screenshots in e2e/artifacts/language-*.png.

/** Texts of the page frame that must not stay in English once another language is active. */
const FRAME_TEXTS = ['Contact Support', 'All rights reserved', 'This website contains adult content'];

const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/** The English texts a language translates differently (without arguments): none may show as they are. */
function translatedAway(language: Language): string[] {
  if (language === 'en') return [];
  const dir = path.join(LOCALES, language);
  return readdirSync(dir).flatMap((file) =>
    Object.entries(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>)
      .filter(([english, translated]) => translated !== english && !english.includes('{') && english.length > 3)
      .map(([english]) => english),
  );
}

/** The page's visible texts (each element's own text) and its controls' accessible labels. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own) texts.add(own);
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });
}

async function missingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __missingTexts?: Set<string> }).__missingTexts ?? [])]);
}

async function expectInLanguage(page: Page, language: Language) {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  expect(await missingTexts(page)).toEqual([]);
  // A text left outside t() shows in English even though a catalogue translates it.
  const english = new Set(translatedAway(language));
  expect((await shownTexts(page)).filter((text) => english.has(text))).toEqual([]);
  const footer = (await page.locator('footer').innerText()).replace(/\s+/g, ' ');
  for (const text of FRAME_TEXTS) expect(footer.includes(text)).toBe(language === 'en');
}

test.describe('the interface in six languages', () => {
  let contentPath = '';
  let account: Awaited<ReturnType<typeof registerAccount>>;

  test.beforeAll(async ({ browser }) => {
    account = await registerAccount('languages', 'Polyglot User');
    contentPath = await firstCardPath(browser, '/', '/content/');
  });

  for (const language of LANGUAGES) {
    test(`shows the home, a content page, the account page and My activity in ${LANGUAGE_NAMES[language]} (the profile's language)`, async ({
      browser,
    }) => {
      const res = await fetch(`${e2e.baseURL}/api/auth/profile`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
        body: JSON.stringify({ language }),
      });
      expect(res.status).toBe(200);
      const { user } = (await res.json()) as { user: unknown };
      const { page } = await pageWithSession(browser, { token: account.token, user }, DESKTOP);

      await page.goto('/');
      await page.locator('main article').first().waitFor();
      await expectInLanguage(page, language);
      await snap(page, `language-${language}-home`);

      await page.goto(contentPath);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectInLanguage(page, language);
      await snap(page, `language-${language}-content`);

      await page.goto('/account');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectInLanguage(page, language);
      await snap(page, `language-${language}-account`);

      // My activity, each tab (the account opened one pack: its history has it).
      for (const tab of ['following', 'history', 'likes'] as const) {
        await page.goto(tab === 'likes' ? '/activity' : `/activity?tab=${tab}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await expectInLanguage(page, language);
        if (tab === 'history') await snap(page, `language-${language}-activity-history`);
      }
    });
  }

  test('follows the browser’s language, and the footer’s choice outlives a reload', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: e2e.baseURL, viewport: DESKTOP, locale: 'fr-CA' });
    await context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    const page = waitForAppOnLoad(await context.newPage());
    await page.goto('/');
    await page.locator('main article').first().waitFor();
    await expectInLanguage(page, 'fr');

    const select = page.locator('footer select');
    expect(await select.inputValue()).toBe('fr');
    await select.selectOption('de');
    await expectInLanguage(page, 'de');
    await page.reload();
    await page.locator('main article').first().waitFor();
    await expectInLanguage(page, 'de');
    expect(await page.locator('footer select').inputValue()).toBe('de');
  });

  test('opens a page whose texts load with its code (the DMCA page) directly in the browser’s language', async ({
    browser,
  }) => {
    // The page's texts load in the active language, so the router may only start once it is active.
    const context = await browser.newContext({ baseURL: e2e.baseURL, viewport: DESKTOP, locale: 'de-DE' });
    await context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    const page = waitForAppOnLoad(await context.newPage());
    await page.goto('/dmca');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectInLanguage(page, 'de');
  });

  test('shows the Terms of Service and the Privacy Policy whole in every language', async ({ browser }) => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const context = await browser.newContext({ baseURL: e2e.baseURL, viewport: DESKTOP, locale: language });
      await context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
      const page = waitForAppOnLoad(await context.newPage());
      for (const path of ['/terms', '/privacy']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await expectInLanguage(page, language);
        expect(await page.locator('main').innerText(), `${path} in ${language}`).toContain(e2e.operator.name);
      }
      await context.close();
    }
  });

  test('saves a signed-in member’s footer choice to the profile', async ({ browser }) => {
    const member = await registerAccount('language-choice', 'Chooser User');
    const { page } = await pageWithSession(browser, member, DESKTOP);
    await page.goto('/');
    await page.locator('main article').first().waitFor();
    await page.locator('footer select').selectOption('ru');
    await expectInLanguage(page, 'ru');
    await expect
      .poll(() => row<{ language: string }>('select language from users where email = ?', member.email).language)
      .toBe('ru');
  });
});
