import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, noBrowser, openPage } from '../support/browser.ts';

describe.skipIf(noBrowser)('content security policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reports no CSP violation while browsing (zod never probes for eval)', async () => {
    const { context, page } = await openPage(browser, DESKTOP);
    await context.addInitScript(() => {
      localStorage.setItem('ageConfirmed', 'true');
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|unsafe-eval/i.test(m.text())) refused.push(m.text());
    });
    const violations: string[] = [];
    const collect = async () =>
      violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)));

    await page.goto('/');
    const card = page.locator('main a[href^="/content/"]').first();
    await card.waitFor({ timeout: 15_000 });
    await collect();
    await page.goto((await card.getAttribute('href'))!);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await collect();
    await page.goto('/models');
    await page.locator('main a[href^="/model/"]').first().waitFor({ timeout: 15_000 });
    await collect();
    await page.goto('/reset-password?token=not-a-real-token');
    await page.locator('main').waitFor();
    await collect();

    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
    await context.close();
  });
});
