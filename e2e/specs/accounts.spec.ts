import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, e2e, noHorizontalOverflow, snap, snapView, visitorPage } from '../support/browser.ts';
import { makePng } from '../support/images.ts';
import {
  adminPage,
  dismissAlert,
  premiumPage,
  registerAccount,
  signedInPage,
  uniqueEmail,
  linkFromMail,
} from '../support/session.ts';

async function storage(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    ageConfirmed: localStorage.getItem('ageConfirmed'),
  }));
}

test.describe('accounts', () => {
  test('registers, verifies by mail, edits the profile, uploads a photo, changes the password, logs out and back in, and deletes the account', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The age gate stores this flag; set it before every load so the gate never blocks the journey.
    const { page } = await visitorPage(browser, DESKTOP);
    const email = uniqueEmail('journey');
    const header = page.getByRole('banner');
    const dialog = page.getByRole('dialog');

    await page.goto('/');
    await header.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await snapView(page, 'auth-login-1280');
    await dialog.getByRole('button', { name: 'Create one' }).click();
    await dialog.getByLabel('Name').fill('E2E User');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await snapView(page, 'auth-register-1280');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('You must confirm that you are 18 years or older to create an account.')
      .waitFor();
    await snapView(page, 'auth-register-age-alert-1280');
    await dismissAlert(page, 'Age Confirmation Required');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByRole('heading', { name: 'Account Created!' }).waitFor();
    expect(await dialog.getByText(email).isVisible()).toBe(true);
    await snapView(page, 'auth-account-created-1280');
    await dialog.getByRole('button', { name: 'Start Browsing' }).click();

    // The verification link from the delivered mail signs the account in, verified.
    await page.goto(await linkFromMail(email, '/verify-email'));
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    expect(await page.getByText('Commenting and liking').isVisible()).toBe(true);
    await snap(page, 'verify-email-success-1280');
    await header.getByRole('button', { name: /Account menu for E2E User/ }).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    await header.getByRole('button', { name: /Account menu for E2E User/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    const profile = page.getByRole('region', { name: 'Profile Information' });
    await profile.getByText('Verified', { exact: true }).waitFor();
    await page.getByTestId('activity-views').waitFor();

    // Edit: Cancel restores the stored values, Save persists them.
    await profile.getByRole('button', { name: 'Edit Profile' }).click();
    await profile.getByLabel('Display Name').fill('Changed Then Cancelled');
    await profile.getByLabel('Country').fill('Nowhere');
    await profile.getByRole('button', { name: 'Cancel' }).click();
    expect(await profile.getByText('E2E User').isVisible()).toBe(true);
    expect(await profile.getByText('Nowhere').count()).toBe(0);
    await profile.getByRole('button', { name: 'Edit Profile' }).click();
    await profile.getByLabel('Display Name').fill('Renamed User');
    await profile.getByLabel('Language').selectOption('pt');
    await profile.getByLabel('Country').fill('Portugal');
    await snapView(page, 'account-edit-1280');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    // The interface now speaks the profile's language, the confirmation included.
    await dismissAlert(page, 'Perfil atualizado');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
    const perfil = page.getByRole('region', { name: 'Informações do perfil' });
    for (const text of ['Renamed User', 'Português', 'Portugal'])
      await perfil.getByText(text, { exact: true }).waitFor();
    // Back to English from the footer, which saves it to the profile too.
    await page.locator('footer select').selectOption('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await profile.getByText('Portugal', { exact: true }).waitFor();
    expect(await profile.getByText('Renamed User', { exact: true }).isVisible()).toBe(true);
    expect(await profile.getByText('English', { exact: true }).isVisible()).toBe(true);

    // Photo: the client refuses a non-image, the server takes a PNG and the header shows it at once.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await dismissAlert(page, 'Invalid File Type');
    await fileInput.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng() });
    await dismissAlert(page, 'Photo Updated');
    await header.locator('img[src^="/uploads/avatars/"]').waitFor();
    await snap(page, 'account-1280');

    // Download my data: a JSON file of the account, with the profile as edited and no secret in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^packdex-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = readFileSync(await download.path(), 'utf8');
    const mine = JSON.parse(exported) as { profile: { email: string; name: string; country: string } };
    expect(mine.profile).toMatchObject({ email, name: 'Renamed User', country: 'Portugal' });
    expect(exported).not.toMatch(/password|token|\$argon2/i);

    // Change password: a mismatch is refused, then the new token replaces the old one.
    const before = await storage(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByLabel('Current Password').fill('first-pass-1');
    await dialog.getByLabel('New Password', { exact: true }).fill('second-pass-2');
    await dialog.getByLabel('Confirm New Password').fill('second-pass-X');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dismissAlert(page, 'Password Mismatch');
    await dialog.getByLabel('Confirm New Password').fill('second-pass-2');
    await snapView(page, 'account-change-password-1280');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dismissAlert(page, 'Password Changed');
    const after = await storage(page);
    expect(after.token).toBeTruthy();
    expect(after.token).not.toBe(before.token);
    await page.reload();
    await profile.getByText('Renamed User', { exact: true }).waitFor();

    // Log out: token, user and ageConfirmed are gone.
    await header.getByRole('button', { name: /Account menu for Renamed User/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    expect(await storage(page)).toEqual({ token: null, user: null, ageConfirmed: null });
    // Logout also forgets the age confirmation, so the age gate asks again; the init script answers it.
    await page.goto('/');
    await header.getByRole('button', { name: 'Sign In' }).waitFor();

    // Log in with the new password.
    await header.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('second-pass-2');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dismissAlert(page, 'Welcome back!');
    await header.getByRole('button', { name: /Account menu for Renamed User/ }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();

    // Delete the account: the button waits for DELETE, then everything local is removed.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const submit = dialog.getByRole('button', { name: 'Delete Account' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    await dialog.getByLabel('Password', { exact: true }).fill('second-pass-2');
    await snapView(page, 'account-delete-1280');
    await submit.click();
    await dismissAlert(page, 'Account Deleted');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storage(page)).toEqual({ token: null, user: null, ageConfirmed: null });
    const login = await fetch(`${e2e.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'second-pass-2' }),
    });
    expect(login.status).toBe(401);
  });

  test('resets a forgotten password from the mailed link', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    const { email } = await registerAccount('reset', 'Reset User', 'old-pass-1');
    const dialog = page.getByRole('dialog');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await snapView(page, 'auth-forgot-password-1280');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await snapView(page, 'auth-email-sent-1280');

    await page.goto(await linkFromMail(email, '/reset-password'));
    await page.getByLabel('New Password').fill('new-pass-9');
    await page.getByLabel('Confirm Password').fill('new-pass-8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill('new-pass-9');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await snap(page, 'reset-password-form-1280');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset' }).waitFor();
    await snap(page, 'reset-password-success-1280');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    const login = await fetch(`${e2e.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'new-pass-9' }),
    });
    expect(login.status).toBe(200);
  });

  test('shows the error states of the token pages and the resend form', async ({ browser }) => {
    for (const [viewport, suffix] of [
      [DESKTOP, '1280'],
      [MOBILE, '390'],
    ] as const) {
      const { context, page } = await visitorPage(browser, viewport);
      await page.goto('/verify-email');
      await page.getByText('Verification token not found').waitFor();
      await page.goto('/verify-email?token=not-a-real-token');
      await page.getByText('Error verifying email. The token may have expired.').waitFor();
      expect(await page.getByRole('link', { name: 'Go to Site' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
      await noHorizontalOverflow(page);
      await snap(page, `verify-email-error-${suffix}`);
      await page.goto('/reset-password');
      await page.getByText('Invalid or missing reset token').waitFor();
      await snap(page, `reset-password-missing-${suffix}`);
      await page.goto('/reset-password?token=not-a-real-token');
      await page.getByLabel('New Password').fill('whatever-1');
      await page.getByLabel('Confirm Password').fill('whatever-1');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Failed to reset password. The token may have expired.').waitFor();
      await page.goto('/resend-verification');
      await page.getByLabel('Email').fill('nobody@example.com');
      await snap(page, `resend-verification-form-${suffix}`);
      await page.getByRole('button', { name: 'Resend Email' }).click();
      await page.getByRole('heading', { name: 'Email Sent' }).waitFor();
      expect(await page.getByText('nobody@example.com').isVisible()).toBe(true);
      await noHorizontalOverflow(page);
      await snap(page, `resend-verification-sent-${suffix}`);
      await context.close();
    }
  });

  test('fits the auth dialog and the account page on a phone', async ({ browser }) => {
    const { context, page } = await visitorPage(browser, MOBILE);
    const dialog = page.getByRole('dialog');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await snapView(page, 'auth-login-390');
    await dialog.getByRole('button', { name: 'Create one' }).click();
    await snapView(page, 'auth-register-390');
    await context.close();

    const signedIn = await signedInPage(browser, MOBILE);
    await signedIn.page.goto('/account');
    const profile = signedIn.page.getByRole('region', { name: 'Profile Information' });
    await profile.getByText('Not Verified', { exact: true }).waitFor();
    await signedIn.page.getByTestId('activity-views').waitFor();
    expect(await signedIn.page.getByRole('link', { name: /Verify Email/ }).getAttribute('target')).toBe('_blank');
    await noHorizontalOverflow(signedIn.page);
    await snap(signedIn.page, 'account-390');
    await signedIn.page.getByRole('button', { name: 'Open menu' }).click();
    await signedIn.page.getByRole('dialog').getByRole('link', { name: 'Account' }).waitFor();
    await signedIn.page.waitForTimeout(400); // let the sheet finish sliding in
    await snapView(signedIn.page, 'mobile-menu-signed-in-390');
  });

  test('recommends a model with the picker as a premium member; an admin who is not premium is not offered it', async ({
    browser,
  }) => {
    const admin = await adminPage(browser);
    await admin.page.goto('/account');
    const adminActions = admin.page.getByRole('region', { name: 'Quick Actions' });
    await adminActions.getByRole('button', { name: 'Change Password' }).waitFor();
    expect(await adminActions.getByRole('button', { name: 'Recommend Content' }).count()).toBe(0);
    await admin.context.close();

    const { page } = await premiumPage(browser);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Recommend Content' }).click();
    const dialog = page.getByRole('dialog');
    const status = dialog.getByRole('status').filter({ hasText: 'recommendations left this month' });
    await status.waitFor();
    const before = Number((await status.locator('strong').textContent()) ?? 'NaN');
    await dialog.getByRole('button', { name: 'Submit Recommendation' }).click();
    await dismissAlert(page, 'Model Required');

    const picker = dialog.getByRole('combobox');
    await picker.fill('a');
    await dialog.getByText('Type at least 2 characters.').waitFor();
    await picker.fill('in');
    const options = dialog.getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeLessThanOrEqual(10);
    await picker.press('ArrowDown');
    await snapView(page, 'account-recommend-1280');
    const chosen = await dialog.getByRole('option', { selected: true }).textContent();
    await picker.press('Enter');
    await dialog.getByRole('button', { name: `Remove ${chosen}` }).waitFor();
    await dialog.getByRole('button', { name: 'Submit Recommendation' }).click();
    await dismissAlert(page, 'Description Required');
    await dialog.getByLabel('Why this model?').fill('  More behind-the-scenes sets, please.  ');
    await dialog.getByText('40/500').waitFor();
    await dialog.getByRole('button', { name: 'Submit Recommendation' }).click();
    if (before > 0) {
      await dismissAlert(page, 'Recommendation Submitted');
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const remaining = await fetch(`${e2e.baseURL}/api/recommendations/remaining`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await remaining.json()) as { remaining: number }).remaining).toBe(before - 1);
    } else {
      await dismissAlert(page, 'Recommendation Limit Reached');
    }
  });

  test('sends signed-out visitors from /account to the home page', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/account');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
