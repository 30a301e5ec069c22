import { constants, privateDecrypt } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, e2e, openPage, snap, visitorPage } from '../support/browser.ts';
import { closeWithEscape, moveServerClock, registerAccount, signedInPage, linkFromMail } from '../support/session.ts';

// Premium in sandbox mode: a verified member buys on the sandbox checkout, premium arrives
// through the provider's event, links turn direct, the portal cancels, and premium ends at the
// period end (the server's clock is moved). Visitors get monetised links throughout.

const DAY = 86_400_000;

/** The file host and the monetiser do not exist: answer their pages in the browser. */
async function stubOutsideHosts(context: BrowserContext) {
  const page = (host: string) => `<!doctype html><title>${host}</title><p>Stand-in for ${host}</p>`;
  await context.route(`${e2e.monetiser.prefix}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: page('monetiser') }),
  );
  await context.route(`https://${e2e.monetiser.fileHost}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: page('file host') }),
  );
}

/** What the monetiser's service does with a link: decrypt {data}, append the percent-decoded {rest}. */
function openMonetised(link: string): string {
  const match = /^https:\/\/[^/]+\/([^?]+)\?r=(.*)$/.exec(link);
  if (!match) throw new Error(`Not a monetised link: ${link}`);
  const first = privateDecrypt(
    { key: e2e.monetiser.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(match[1]!, 'base64url'),
  );
  return first.toString('utf8') + decodeURIComponent(match[2]!);
}

/** Clicks the content page's download button and returns the address its new tab opened. */
async function downloadOpens(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: /Download Pack/ });
  await link.waitFor();
  const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await tab.waitForLoadState();
  const url = tab.url();
  await tab.close();
  return url;
}

/** The header's account button, whose name says (Premium) for members. */
const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

test.describe('premium (sandbox)', () => {
  test.afterAll(async () => {
    await moveServerClock(null);
  });

  test('verified user → /premium → Pay → /success → badge and Billing → /billing → direct links → portal cancel → ends at period end', async ({
    browser,
  }) => {
    test.setTimeout(150_000); // a long journey on a shared, small machine
    // A verified account: registered, then the mailed verification link signs it in.
    const { email } = await registerAccount('premium', 'Premium Journey', 'premium-pass-1');
    const { context, page } = await visitorPage(browser, DESKTOP);
    await stubOutsideHosts(context);
    await page.goto(await linkFromMail(email, '/verify-email'));
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();

    // A content page, and its download link for a free member: monetised.
    await page.goto('/');
    const card = page.locator('main a[href^="/content/"]').first();
    const contentHref = (await card.getAttribute('href'))!;
    await card.click(); // in-app navigation: the page's answers stay cached in this tab
    await page.waitForURL(`**${contentHref}`);
    const freeUrl = await downloadOpens(page);
    expect(freeUrl.startsWith(e2e.monetiser.prefix)).toBe(true);
    const direct = openMonetised(freeUrl);
    expect(direct.startsWith(`https://${e2e.monetiser.fileHost}/`)).toBe(true);

    try {
      // /premium: the plan, then the sandbox checkout in a new tab.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium' }).click();
      await page.getByRole('heading', { level: 1, name: 'Premium Access' }).waitFor();
      for (const text of [
        'Coming Soon:',
        'Unlimited access to all mega packs',
        'No ads or waiting times',
        'Direct download links',
        'Priority support',
      ])
        expect(await page.getByText(text, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('$12.00', { exact: true }).isVisible()).toBe(true);
      await snap(page, 'premium-page-1280');
      const [checkout] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: 'Get Premium Now' }).click(),
      ]);
      await checkout.waitForURL(/\/api\/payments\/sandbox\/checkout\?/);
      await checkout.getByText('Sandbox — no real payment').waitFor();
      await snap(checkout, 'premium-sandbox-checkout-1280');
      await checkout.getByRole('button', { name: 'Pay' }).click();

      // /success in that tab: the provider's event has landed, the badge shows.
      await checkout.waitForURL(/\/success$/);
      await checkout.getByRole('heading', { name: 'Payment Successful' }).waitFor();
      await checkout.getByText('Your premium membership is active.').waitFor({ timeout: 20_000 });
      await accountButton(checkout)
        .and(checkout.getByRole('button', { name: /\(Premium\)$/ }))
        .waitFor();
      await snap(checkout, 'premium-success-1280');
      await checkout.close();

      // The first tab learns it too (the stored user is shared), and the content page it had
      // cached refetches: back in history, its download button opens the direct URL.
      await page.getByRole('button', { name: /\(Premium\)$/ }).waitFor();
      await page.goBack();
      await page.waitForURL(`**${contentHref}`);
      const download = page.getByRole('link', { name: /Download Pack/ });
      await expect.poll(() => download.getAttribute('href'), { timeout: 5000 }).toBe(direct);
      expect(await downloadOpens(page)).toBe(direct);
      await accountButton(page).click();
      const menu = page.getByRole('menu');
      await menu.getByText('Premium', { exact: true }).waitFor();
      await menu.getByRole('menuitem', { name: 'Billing' }).click();

      // /billing: Premium, member since, expires about a month from now.
      await page.waitForURL(/\/billing$/);
      const plan = page.getByRole('region', { name: 'Your plan' });
      await plan.getByText('Premium', { exact: true }).waitFor();
      expect(await plan.getByText('Plan Status', { exact: true }).isVisible()).toBe(true);
      expect(await plan.locator('dt:text-is("Plan Status") + dd').textContent()).toContain('Premium');
      expect(await plan.getByText('Member Since').isVisible()).toBe(true);
      expect(await plan.getByText('Expires').isVisible()).toBe(true);
      const expires = (await plan.locator('dt:text-is("Expires") + dd').textContent())!;
      const expiresAt = new Date(`${expires} UTC`).getTime();
      expect(expiresAt).toBeGreaterThan(Date.now() + 27 * DAY);
      expect(expiresAt).toBeLessThan(Date.now() + 32 * DAY);
      // The payment history: the sandbox's charge of the plan, paid up to the same day.
      const paid = page.getByRole('region', { name: 'Payment history' }).getByRole('listitem').first();
      await paid.getByText('Payment', { exact: true }).waitFor();
      expect(await paid.textContent()).toContain(`Premium until ${expires}`);
      expect(await paid.textContent()).toContain('$12.00');
      await snap(page, 'premium-billing-1280');

      // Buying again is refused before anything opens: Already Premium.
      await page.goto('/premium');
      await page.getByRole('button', { name: 'You are Premium' }).click();
      const already = page.getByRole('alertdialog');
      await already.getByRole('heading', { name: 'Already Premium' }).waitFor();
      expect(await already.getByText('You already have an active premium subscription.').isVisible()).toBe(true);
      await already.getByRole('button', { name: 'OK' }).click();
      await already.waitFor({ state: 'detached' });
      expect(context.pages()).toHaveLength(1); // no checkout tab

      // The download button now opens the direct URL, and the member's comments carry the badge.
      await page.goto(contentHref);
      expect(await downloadOpens(page)).toBe(direct);
      const comments = page.locator('section[aria-labelledby="comments-heading"]');
      const said = `Premium member note ${Date.now()}`;
      await comments.getByLabel('Write a comment').fill(said);
      await comments.getByRole('button', { name: 'Post Comment' }).click();
      const mine = comments.locator('article, li').filter({ hasText: said }).last();
      await mine.waitFor();
      expect(await mine.getByText('Premium', { exact: true }).isVisible()).toBe(true);

      // Account quick actions for a member: Recommend Content and Manage Billing, no Upgrade.
      await page.goto('/account');
      const actions = page.getByRole('region', { name: 'Quick Actions' });
      await actions.getByRole('button', { name: 'Recommend Content' }).waitFor();
      expect(await actions.getByRole('link', { name: 'Upgrade to Premium' }).count()).toBe(0);
      await actions.getByRole('link', { name: 'Manage Billing' }).click();
      await page.waitForURL(/\/billing$/);

      // The mobile menu of a premium member shows the badge and Billing too.
      const token = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
      const phone = await openPage(browser, MOBILE);
      await phone.context.addInitScript(([t, u]) => {
        localStorage.setItem('ageConfirmed', 'true');
        localStorage.setItem('token', t!);
        localStorage.setItem('user', u!);
      }, token);
      await phone.page.goto('/billing');
      await phone.page.getByRole('region', { name: 'Your plan' }).getByText('Premium', { exact: true }).waitFor();
      await snap(phone.page, 'premium-billing-390');
      await phone.page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = phone.page.getByRole('dialog');
      await sheet
        .locator('span', { hasText: /^Premium$/ })
        .first()
        .waitFor(); // the badge, not the Premium link
      expect(await sheet.getByRole('link', { name: 'Billing' }).isVisible()).toBe(true);
      await phone.context.close();

      // /billing says when the subscription renews. A portal that cannot be reached is a Portal Error.
      await page.goto('/billing');
      await plan.getByText(/^Renews on /).waitFor();
      await page.route('**/api/billing/portal', (route) => route.fulfill({ status: 502, body: '' }));
      await page.getByRole('button', { name: /Open Billing Portal/ }).click();
      const portalError = page.getByRole('alertdialog');
      await portalError.getByRole('heading', { name: 'Portal Error' }).waitFor();
      await snap(page, 'premium-portal-error-1280');
      await portalError.getByRole('button', { name: 'OK' }).click();
      await page.unroute('**/api/billing/portal');
      expect(context.pages()).toHaveLength(1); // the pending tab was closed again

      // Cancel in the sandbox portal: premium stays until the period end, and /billing says so.
      const [portal] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: /Open Billing Portal/ }).click(),
      ]);
      await portal.waitForURL(/\/api\/payments\/sandbox\/portal\?/);
      await portal.getByText('Sandbox — no real payment').waitFor();
      await portal.getByRole('button', { name: 'Cancel subscription' }).click();
      await portal.getByText('Cancelled — premium stays until the period ends').waitFor();
      await snap(portal, 'premium-sandbox-portal-cancelled-1280');
      await portal.close();
      await page.reload();
      await plan.getByText('Premium', { exact: true }).waitFor();
      await plan.getByText(/^Cancelled, ends on /).waitFor();
      const entries = page.getByRole('region', { name: 'Payment history' }).getByRole('listitem');
      await entries.first().getByText('Cancelled', { exact: true }).waitFor();
      expect(await entries.count()).toBe(2);
      await snap(page, 'premium-billing-history-1280');

      // The period ends: a month and a bit later the member is free again, and links are monetised.
      await moveServerClock(32 * DAY);
      await page.reload();
      const after = page.getByRole('region', { name: 'Your plan' });
      await after.getByText('Free', { exact: true }).waitFor();
      expect(await after.getByText('Expires').count()).toBe(0);
      await accountButton(page)
        .and(page.getByRole('button', { name: /for Premium Journey$/ }))
        .waitFor();
      await accountButton(page).click();
      expect(await page.getByRole('menu').getByRole('menuitem', { name: 'Billing' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.goto(contentHref);
      const lapsed = await downloadOpens(page);
      expect(lapsed.startsWith(e2e.monetiser.prefix)).toBe(true);
      expect(openMonetised(lapsed)).toBe(direct);
    } finally {
      await moveServerClock(null);
      await context.close();
    }

    // A visitor's download button opens the monetised URL of the same file.
    const visitor = await visitorPage(browser, DESKTOP);
    await stubOutsideHosts(visitor.context);
    await visitor.page.goto(contentHref);
    const visitorUrl = await downloadOpens(visitor.page);
    expect(visitorUrl.startsWith(e2e.monetiser.prefix)).toBe(true);
    expect(visitorUrl).not.toContain(e2e.monetiser.fileHost);
    expect(openMonetised(visitorUrl)).toBe(direct);
    const html = await visitor.page.content();
    expect(html).not.toContain(direct);
  });

  test('asks a visitor to sign in and an unverified account to verify before the checkout', async ({ browser }) => {
    const visitor = await visitorPage(browser, MOBILE);
    await visitor.page.goto('/premium');
    await visitor.page.getByRole('heading', { level: 1, name: 'Premium Access' }).waitFor();
    await snap(visitor.page, 'premium-page-390');
    await visitor.page.getByRole('button', { name: 'Get Premium Now' }).click();
    const alert = visitor.page.getByRole('alertdialog');
    await alert.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    expect(await alert.getByText('You need to be logged in to purchase premium.').isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'Sign In' }).click();
    await visitor.page
      .getByRole('dialog')
      .getByRole('heading', { name: /Sign In|Welcome/ })
      .waitFor();
    await visitor.context.close();

    const { context, page } = await signedInPage(browser, DESKTOP);
    await page.goto('/premium');
    await page.getByRole('button', { name: 'Get Premium Now' }).click();
    const verify = page.getByRole('alertdialog');
    await verify.getByRole('heading', { name: 'Email Verification Required' }).waitFor();
    expect(
      await verify
        .getByText('You need to verify your email before purchasing premium. Please check your inbox.')
        .isVisible(),
    ).toBe(true);
    expect(context.pages()).toHaveLength(1); // nothing opened
    await verify.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/cancel');
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home' }).isVisible()).toBe(true);
    await snap(page, 'premium-cancel-1280');
  });

  test('shows Purchase Error, offers no portal without a subscription, and opens the support center on the right tab', async ({
    browser,
  }) => {
    const { email } = await registerAccount('premium-errors', 'Error Journey', 'premium-pass-1');
    const { context, page } = await visitorPage(browser, MOBILE);
    await page.goto(await linkFromMail(email, '/verify-email'));
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();

    // A free member's account page leads to the purchase.
    await page.goto('/account');
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    expect(await actions.getByRole('link', { name: 'Manage Billing' }).count()).toBe(0);
    await actions.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL(/\/premium$/);
    await page.route('**/api/purchase', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByRole('button', { name: 'Get Premium Now' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByRole('heading', { name: 'Purchase Error' }).waitFor();
    expect(await alert.getByText('Failed to start the purchase process. Please try again.').isVisible()).toBe(true);
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/api/purchase');
    expect(context.pages()).toHaveLength(1); // the pending tab was closed again

    const main = page.locator('#main-content');
    await main.getByRole('button', { name: 'View FAQ' }).click();
    const support = page.getByRole('dialog');
    expect(await support.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    await closeWithEscape(page, support);
    await main.getByRole('button', { name: 'Contact Support' }).click();
    expect(await support.getByRole('tab', { name: 'Contact Support' }).getAttribute('aria-selected')).toBe('true');
    await closeWithEscape(page, support);

    // A member who never subscribed is offered no portal (it could only fail), but Premium.
    await page.goto('/billing');
    const plan = page.getByRole('region', { name: 'Your plan' });
    await plan.getByText('Free', { exact: true }).waitFor();
    expect(await plan.locator('dt:text-is("Plan Status") + dd').textContent()).toBe('Free');
    expect(await plan.getByText('Expires').count()).toBe(0);
    await plan.getByText('You have no subscription to manage.').waitFor();
    expect(await plan.getByRole('button', { name: /Open Billing Portal/ }).count()).toBe(0);
    expect(await plan.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');

    // Its help buttons open the support center too: FAQ on the FAQ, Support on the contact form.
    await main.getByRole('button', { name: 'FAQ', exact: true }).click();
    expect(await support.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    await closeWithEscape(page, support);
    await main.getByRole('button', { name: 'Support', exact: true }).click();
    expect(await support.getByRole('tab', { name: 'Contact Support' }).getAttribute('aria-selected')).toBe('true');
    await closeWithEscape(page, support);

    await page.goto('/cancel');
    await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
    await snap(page, 'premium-cancel-390');
    await main.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL(/\/premium$/);
    await page.goto('/cancel');
    await main.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/success');
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await snap(page, 'premium-success-390');
    await main.getByRole('link', { name: 'View Premium' }).click();
    await page.waitForURL(/\/premium$/);
    await page.goto('/success');
    await main.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
