import { expect, test } from '../support/test.ts';
import { DESKTOP, openPage } from '../support/browser.ts';

test.describe('content security policy', () => {
  test('reports no CSP violation while browsing (zod never probes for eval)', async ({ browser }) => {
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
  });
});
