import { expect, test } from '../support/test.ts';
import { DESKTOP, e2e, openPage, snap } from '../support/browser.ts';
import { row } from '../support/db.ts';
import {
  adminSession,
  dismissAlert,
  pageWithSession,
  registerAccount,
  serverNow,
  totpCode,
} from '../support/session.ts';

// Staff roles and two-factor sign-in (issue 38; docs/security.md, "Staff roles" and "Two-factor
// sign-in"), through the built app and a real server: an admin makes an account a moderator; the
// moderator is sent to the enrolment, enrols with the QR code's key, sees only the moderation pages,
// and signs in again with a code.

const expectPoll = expect.poll;

test.describe('staff roles and two-factor sign-in', () => {
  test('a new moderator enrols two-factor sign-in, sees only the moderation pages, and signs in with a code', async ({
    browser,
  }) => {
    const password = 'moderator-pass-1';
    const account = await registerAccount('moderator', 'Mia Moderator', password);
    const { token } = await adminSession();
    const set = await fetch(`${e2e.baseURL}/api/admin/users/${account.user.id}/role`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ role: 'moderator' }),
    });
    expect(set.status).toBe(200);

    // Signed in, the moderator opening the admin area is sent to the enrolment first.
    const { context, page } = await pageWithSession(browser, {
      ...account,
      user: { ...account.user, role: 'moderator' },
    });
    await page.goto('/admin/reports');
    await page.waitForURL('**/account/two-factor');
    await page.getByText('Staff accounts must use two-factor sign-in.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByTestId('two-factor-qr').waitFor();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await snap(page, 'two-factor-enrol-1280');
    await page.getByLabel('Code from your app').fill(totpCode(secret, await serverNow()));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByTestId('backup-codes').getByRole('listitem');
    await expectPoll(() => codes.count()).toBe(10);
    const backupCode = await codes.first().innerText();
    expect(backupCode).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(row<{ n: number }>('select count(*) as n from backup_codes where user_id = ?', account.user.id).n).toBe(10);
    await snap(page, 'two-factor-backup-codes-1280');

    // The admin area shows a moderator the moderation pages only; the dashboard sends it to the first.
    await page.getByRole('link', { name: 'I saved them, continue' }).click();
    await page.waitForURL('**/admin/reports');
    const sections = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    await expectPoll(() => sections.allInnerTexts()).toEqual(['Reports', 'Messages', 'DMCA', 'Removals', 'Review']);
    await page.goto('/admin/users');
    await page.waitForURL('**/admin/reports');
    await context.close();

    // Signing in again asks for a code after the password; a backup code works once.
    const fresh = await openPage(browser, DESKTOP);
    await fresh.context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    await fresh.page.goto('/');
    await fresh.page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = fresh.page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    const code = dialog.getByLabel('Two-factor code');
    await code.waitFor();
    await snap(fresh.page, 'two-factor-sign-in-1280');
    await code.fill(backupCode);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await dismissAlert(fresh.page, 'Welcome back!');
    await fresh.page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu for Mia Moderator/ })
      .waitFor();
    expect(
      row<{ used: number }>(
        'select count(*) as used from backup_codes where user_id = ? and used_at is not null',
        account.user.id,
      ).used,
    ).toBe(1);
    await fresh.page.goto('/admin/dmca');
    await fresh.page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
    expect(new URL(fresh.page.url()).pathname).toBe('/admin/dmca');
  });

  test('shows an admin the role control on the users page', async ({ browser }) => {
    const account = await registerAccount('editor', 'Eddie Editor', 'editor-pass-1');
    const { page } = await pageWithSession(browser, await adminSession());
    await page.goto('/admin/users');
    await page.getByLabel('Search users by name or email').fill(account.email);
    const rowEl = page.getByTestId('admin-user-row').filter({ hasText: account.email });
    const role = rowEl.getByLabel('Role of Eddie Editor');
    await role.selectOption('editor');
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/Change the role of Eddie Editor to Editor\? Editors manage the catalogue/).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expectPoll(() => role.inputValue()).toBe('editor');
    await rowEl.getByText('Editor', { exact: true }).first().waitFor();
    expect(row<{ role: string }>('select role from users where id = ?', account.user.id).role).toBe('editor');
    await snap(page, 'admin-users-roles-1280');
  });
});
