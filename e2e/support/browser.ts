import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { e2eSettings } from './settings.ts';

/** The server under test and its seeded accounts (playwright.config.ts starts it). */
export const e2e = e2eSettings();

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };
const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Makes `page.goto` and `page.reload` wait, once the document has loaded, until the app is on the
 * page. A public page arrives rendered by the server and its code starts once it is painted; until
 * the app has attached (it then drops the root's `data-server-rendered`), a click on its HTML does
 * nothing, as it would for a person who tapped that early.
 */
export function waitForAppOnLoad(page: Page): Page {
  const attached = () =>
    page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-server-rendered'), undefined, {
      timeout: 30_000,
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await attached();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await attached();
    return response;
  };
  return page;
}

/** A fresh context (clean storage) on the app, at a viewport size. */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: e2e.baseURL, viewport });
  const page = waitForAppOnLoad(await context.newPage());
  return { context, page };
}

/** A fresh context whose visitor has passed the age gate (the flag the gate stores is set before every load). */
export async function visitorPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, viewport);
  await opened.context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
  return opened;
}

/** Saves a full-page screenshot under e2e/artifacts for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** A screenshot of what is on screen (a dialog over the page), beside the full-page ones. */
export async function snapView(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The address of the first card linking to `prefix` on a grid page, as an age-confirmed visitor sees it. */
export async function firstCardPath(
  browser: Browser,
  gridPath: string,
  prefix: '/content/' | '/model/',
): Promise<string> {
  const { context, page } = await visitorPage(browser, DESKTOP);
  try {
    await page.goto(gridPath);
    const card = page.locator(`main article a[href^="${prefix}"]`).first();
    await card.waitFor();
    return (await card.getAttribute('href')) ?? '';
  } finally {
    await context.close();
  }
}

export async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
