import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, snap, visitorPage } from '../support/browser.ts';
import { description, dismissAlert, isFocused, signedInPage } from '../support/session.ts';

// Every form validates with the shared schemas: the message stands under its field, the field is
// marked invalid and described by it, and the first invalid field takes focus (after the field's
// titled alert, where it has one).
test.describe('forms', () => {
  test('tells what is wrong under each auth field and focuses the first one', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    const dialog = page.getByRole('dialog');
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();

    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    const email = dialog.getByLabel('Email');
    const password = dialog.getByLabel('Password', { exact: true });
    await dialog.getByText('Please enter a valid email address').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await description(email)).toBe('Please enter a valid email address');
    expect(await description(password)).toBe('Password is required');
    await expect.poll(() => isFocused(email)).toBe(true);
    // Typing a valid address clears its message at once.
    await email.fill('someone@example.com');
    await dialog.getByText('Please enter a valid email address').waitFor({ state: 'detached' });
    expect(await email.getAttribute('aria-invalid')).toBeNull();

    // Registration: the unticked 18+ box still opens its alert; closing it lands on the first invalid field.
    await dialog.getByRole('button', { name: 'Create one' }).click();
    await dialog.getByLabel('Email').fill('new@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('12345');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dismissAlert(page, 'Age Confirmation Required');
    const name = dialog.getByLabel('Name');
    expect(await description(name)).toBe('Name is required');
    expect(await description(dialog.getByLabel('Password', { exact: true }))).toBe(
      'At least 6 characters. | Password must be at least 6 characters long',
    );
    expect(await description(dialog.getByRole('checkbox'))).toBe(
      'You must confirm that you are 18 years or older to create an account.',
    );
    await expect.poll(() => isFocused(name)).toBe(true);
  });

  test('shows the reset page’s two rules under their fields', async ({ browser }) => {
    for (const [viewport, suffix] of [
      [DESKTOP, '1280'],
      [MOBILE, '390'],
    ] as const) {
      const { context, page } = await visitorPage(browser, viewport);
      await page.goto('/reset-password?token=not-checked-before-submit');
      const fresh = page.getByLabel('New Password');
      const confirm = page.getByLabel('Confirm Password');
      await fresh.fill('abc');
      await confirm.fill('abd');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Passwords do not match').waitFor();
      expect(await description(fresh)).toBe('At least 6 characters. | Password must be at least 6 characters long');
      expect(await description(confirm)).toBe('Passwords do not match');
      await expect.poll(() => isFocused(fresh)).toBe(true);
      await snap(page, `reset-password-invalid-${suffix}`);
      await context.close();
    }
  });

  test('keeps the account forms’ alerts and marks the field they are about', async ({ browser }) => {
    const { page } = await signedInPage(browser);
    const dialog = page.getByRole('dialog');
    await page.goto('/account');

    // Profile: a blank display name is refused under the field, nothing is saved.
    const profile = page.getByRole('region', { name: 'Profile Information' });
    await profile.getByRole('button', { name: 'Edit Profile' }).click();
    const displayName = profile.getByLabel('Display Name');
    await displayName.fill('   ');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await profile.getByText('Name is required').waitFor();
    await expect.poll(() => isFocused(displayName)).toBe(true);
    await profile.getByRole('button', { name: 'Cancel' }).click();
    await profile.getByText('Phone User', { exact: true }).waitFor();

    // Change password: too short gives the Invalid Password alert, then focus on the new password.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByLabel('Current Password').fill('phone-pass-1');
    const fresh = dialog.getByLabel('New Password', { exact: true });
    await fresh.fill('abc');
    await dialog.getByLabel('Confirm New Password').fill('abc');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('Password must be at least 6 characters long.', { exact: true })
      .waitFor();
    await dismissAlert(page, 'Invalid Password');
    expect(await description(fresh)).toBe('At least 6 characters. | Password must be at least 6 characters long.');
    await expect.poll(() => isFocused(fresh)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Delete account: DELETE typed but no password gives the Password Required alert.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('Please enter your password to confirm account deletion.', { exact: true })
      .waitFor();
    await dismissAlert(page, 'Password Required');
    await expect.poll(() => isFocused(dialog.getByLabel('Password', { exact: true }))).toBe(true);
  });

  test('tells an invalid contact email apart from missing fields', async ({ browser }) => {
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Support Center' });
    await dialog.getByLabel('Name').fill('Visitor');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Subject').selectOption('other');
    await dialog.getByLabel('Message').fill('Hello');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alertdialog').getByText('Please enter a valid email address').waitFor();
    await dismissAlert(page, 'Invalid Email');
    expect(await description(dialog.getByLabel('Email'))).toBe('Please enter a valid email address');
    await expect.poll(() => isFocused(dialog.getByLabel('Email'))).toBe(true);
  });
});
