import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, firstCardPath, openPage, visitorPage } from '../support/browser.ts';
import { seriousViolations, type Violation } from '../support/axe.ts';
import { adminPage, closeWithEscape, isFocused, signedInPage } from '../support/session.ts';

/** Waits until a route has drawn its data: no skeletons, no busy regions, the network quiet. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], [data-skeleton]')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

function report(route: string, violations: Violation[]): string {
  return violations
    .map((v) => `${route}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');
}

async function audit(page: Page, routes: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.locator('main').first().waitFor();
    await settled(page);
    const found = await seriousViolations(page);
    if (found.length) problems.push(report(route, found));
  }
  return problems;
}

test.describe('accessibility (WCAG 2.2 AA, axe-core): no serious or critical violation', () => {
  let contentPath = '';
  let modelPath = '';

  test.beforeAll(async ({ browser }) => {
    contentPath = await firstCardPath(browser, '/', '/content/');
    modelPath = await firstCardPath(browser, '/models', '/model/');
  });

  const visitorRoutes = () => [
    '/',
    '/models',
    modelPath,
    contentPath,
    '/premium',
    '/dmca',
    '/dmca/counter?notice=DMCA-20261122-0000000000',
    '/terms',
    '/privacy',
    '/success',
    '/cancel',
    '/verify-email',
    '/resend-verification',
    '/reset-password',
    '/confirm-email',
    '/no-such-page',
  ];
  const userRoutes = () => [
    '/',
    contentPath,
    '/account',
    '/activity',
    '/activity?tab=following',
    '/activity?tab=history',
    '/billing',
    '/premium',
  ];
  const adminRoutes = [
    '/admin',
    '/admin/models',
    '/admin/content',
    '/admin/reports',
    '/admin/users',
    '/admin/audit',
    '/admin/dmca',
    '/admin/recommendations',
    '/admin/messages',
  ];

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    test(`the age gate, on ${name}`, async ({ browser }) => {
      const { page } = await openPage(browser, viewport);
      await page.goto('/');
      await page.getByRole('dialog', { name: 'Age Verification' }).waitFor();
      const found = await seriousViolations(page);
      expect(report('/ (age gate)', found)).toBe('');
    });

    test(`every visitor route, on ${name}`, async ({ browser }) => {
      const { page } = await visitorPage(browser, viewport);
      expect((await audit(page, visitorRoutes())).join('\n')).toBe('');
    });

    test(`every signed-in route, on ${name}`, async ({ browser }) => {
      const { page } = await signedInPage(browser, viewport);
      expect((await audit(page, userRoutes())).join('\n')).toBe('');
    });

    test(`every admin route, on ${name}`, async ({ browser }) => {
      const { page } = await adminPage(browser, viewport);
      expect((await audit(page, adminRoutes)).join('\n')).toBe('');
    });
  }

  // Radix hands focus back a task after the dialog leaves the page, so each check waits for it.
  test('gives focus back to the control that opened a dialog (keyboard only)', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/');
    await page.locator('main article').first().waitFor();

    const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await closeWithEscape(page, page.getByRole('dialog'));
    await expect.poll(() => isFocused(signIn)).toBe(true);

    await page.goto(contentPath);
    const more = page.getByRole('button', { name: 'More actions for this content' });
    await more.waitFor();
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Report Content' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Report Content' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report Content' });
    await closeWithEscape(page, dialog);
    await expect.poll(() => isFocused(more)).toBe(true);

    const footerSupport = page.getByRole('contentinfo').getByRole('button').first();
    await footerSupport.focus();
    await page.keyboard.press('Enter');
    await closeWithEscape(page, page.getByRole('dialog'));
    await expect.poll(() => isFocused(footerSupport)).toBe(true);
  });
});
