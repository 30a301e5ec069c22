import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, e2e, noHorizontalOverflow, openPage, snap, visitorPage } from '../support/browser.ts';

// The Terms of Service and the Privacy Policy: reached from the footer and the registration form,
// readable before the age is confirmed, naming the operator the server is configured with
// (OPERATOR_*, set by the e2e setup); and the §2257 statement on the DMCA page.

test.describe('legal pages', () => {
  test('opens the terms and the privacy policy from the footer’s legal links, naming the configured operator (1280 px)', async ({
    browser,
  }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    const { name, address, email } = e2e.operator;
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Legal' });
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms');
    const operator = page.getByRole('region', { name: 'Operator' });
    for (const text of [name, address]) await operator.getByText(text, { exact: true }).waitFor();
    expect(await operator.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
    // The contents jump to their section.
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Premium membership' }).click();
    expect(new URL(page.url()).hash).toBe('#premium');
    await page.getByText(/^Premium costs \$12\.00 per month/).waitFor();
    await snap(page, 'legal-terms-1280');

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page
      .getByText(`${name}, ${address}, is responsible for the personal data processed through`, { exact: false })
      .waitFor();
    await snap(page, 'legal-privacy-1280');

    // A depicted person's removal request is a step away from every page too.
    await footer.getByRole('link', { name: 'Removal request' }).click();
    await page.getByRole('heading', { level: 1, name: 'Removal request' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/takedown');
  });

  test('lets a visitor who has not confirmed their age read them, on a phone (390 px)', async ({ browser }) => {
    const { page } = await openPage(browser, MOBILE);
    for (const [path, title] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Service'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByRole('dialog', { name: 'Age Verification' }).count()).toBe(0);
      await page.getByRole('region', { name: 'Operator' }).getByText(e2e.operator.name).waitFor();
      await noHorizontalOverflow(page);
      await snap(page, `legal-${path.slice(1)}-390`);
    }
    // Elsewhere the gate still stands.
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Age Verification' }).waitFor();
  });

  test('links both from the registration form, in new tabs', async ({ browser }) => {
    const { context, page } = await visitorPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create one' }).click();
    const terms = dialog.getByRole('link', { name: /^Terms of Service/ });
    expect(await terms.getAttribute('href')).toBe('/terms');
    expect(await terms.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await tab.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await tab.close();
    // The form is still open with the rest of the registration.
    await dialog.getByRole('button', { name: 'Create Account' }).waitFor();
    expect(await dialog.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toBe('/privacy');
  });

  test('states the site’s position as a link indexer under 18 U.S.C. §2257 on the DMCA page', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/dmca');
    await page.getByRole('heading', { name: '18 U.S.C. §2257 statement' }).waitFor();
    await page.getByText(/is not a producer, primary or secondary, of any of the material it links to/).waitFor();
    await page.getByText(`or write to ${e2e.operator.email}`, { exact: false }).waitFor();
  });
});
