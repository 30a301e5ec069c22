import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, noHorizontalOverflow, snap, snapView, visitorPage } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';
import {
  closeWithEscape,
  dismissAlert,
  pageWithSession,
  registerAccount,
  uniqueEmail,
  linkFromMail,
} from '../support/session.ts';

// Change of e-mail and active sessions (issue 41, Account; docs/security.md#sessions), through the
// built app and a real server.

test.describe('e-mail change and active sessions', () => {
  test('a user moves to a new address through the mailed link, sees two sessions and signs the other out', async ({
    browser,
  }) => {
    // The other device: the registration's session, used from a browser of its own.
    const account = await registerAccount('sessions', 'Session User');
    const other = await pageWithSession(browser, account);
    await other.page.goto('/account');
    await other.page.getByRole('heading', { name: 'Active sessions' }).waitFor();

    // This device: signed in by the verification link the mail brought.
    const { page } = await visitorPage(browser, DESKTOP);
    await page.goto(await linkFromMail(account.email, '/verify-email'));
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();

    // Change Email: the new address and the password, then the new inbox.
    await page.goto('/account');
    await page.getByRole('button', { name: 'Change Email' }).click();
    const dialog = page.getByRole('dialog');
    const newEmail = uniqueEmail('moved');
    await dialog.getByLabel('New Email').fill(newEmail);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await snapView(page, 'account-change-email-1280');
    await dialog.getByRole('button', { name: 'Send Confirmation Link' }).click();
    await dismissAlert(page, 'Check your new inbox');
    await page.goto(await linkFromMail(newEmail, '/confirm-email'));
    await page.getByRole('heading', { name: 'Email Changed' }).waitFor();
    await page.getByText(`Your account now uses ${newEmail}`).waitFor();
    await snap(page, 'confirm-email-1280');
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect((JSON.parse(stored ?? '{}') as { email?: string }).email).toBe(newEmail);

    // Active sessions: this device and the other one.
    await page.getByRole('link', { name: 'Go to Account' }).click();
    const sessions = page.getByRole('list', { name: 'Active sessions' });
    await sessions.waitFor();
    const rows = sessions.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await sessions.getByText('This device').waitFor();
    expect(await rows.filter({ hasText: 'This device' }).count()).toBe(1);
    await page.getByText(newEmail).first().waitFor();
    await snap(page, 'account-sessions-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // By keyboard: "Sign out everywhere else" opens its password dialog, which Escape closes.
    await page.getByRole('button', { name: 'Sign out everywhere else' }).focus();
    await page.keyboard.press('Enter');
    const endOthers = page.getByRole('dialog', { name: 'Sign out everywhere else' });
    await endOthers.getByLabel('Password', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await closeWithEscape(page, endOthers);

    await page.setViewportSize(MOBILE);
    await sessions.waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'account-sessions-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Sign the other device out: its next request is refused and it shows signed out.
    const otherRow = rows.filter({ hasNotText: 'This device' });
    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await other.page.reload();
    await other.page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await other.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // This device stays signed in.
    await page.reload();
    await sessions.waitFor();
    expect(await rows.count()).toBe(1);
  });
});
