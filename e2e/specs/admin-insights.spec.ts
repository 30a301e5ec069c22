import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { formatCount } from '@packdex/shared/utils';
import { DESKTOP, MOBILE, e2e, snap, visitorPage } from '../support/browser.ts';
import { api } from '../support/api.ts';
import { count, row } from '../support/db.ts';
import { refuseNext } from '../support/network.ts';
import { adminPage, dismissAlert, isFocused, registerAccount } from '../support/session.ts';

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}`);
    return { by: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow.by, overflow.wide.join(' | ')).toBeLessThanOrEqual(0);
}

const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);
/** expect.poll with room for a slow machine (its default gives up after one second). */
const poll = <T>(read: () => Promise<T> | T, message?: string) => expect.poll(read, { timeout: 20_000, message });

test.describe('admin insights', () => {
  test('shows dashboard figures equal to the database, top lists and charts, on desktop and phone', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await adminPage(browser);
    await page.goto('/admin');
    await stat(page, 'total-users').waitFor();
    // The charts load with their own code: their first title says they are there.
    await page.getByText('User growth', { exact: true }).waitFor();
    const now = new Date().toISOString();
    const expected: Record<string, number> = {
      'total-users': count('select count(*) from users'),
      'premium-users': count(
        'select count(*) from users where is_premium = 1 and (premium_expires_at is null or premium_expires_at > ?)',
        now,
      ),
      'total-models': count('select count(*) from models'),
      'total-content': count('select count(*) from contents'),
      'total-views': count('select coalesce(sum(views), 0) from contents'),
      comments: count('select count(*) from comments'),
      likes: count('select count(*) from likes'),
      'pending-reports': count("select count(*) from reports where status = 'pending'"),
    };
    for (const [id, value] of Object.entries(expected))
      expect(await stat(page, id).textContent(), id).toBe(formatCount(value, 1));
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    await page
      .getByText(`+${formatCount(count('select count(*) from users where created_at >= ?', weekAgo), 1)} new this week`)
      .waitFor();

    // Top lists: the demo catalogue has more than 5 models and items.
    const topModels = page.getByRole('region', { name: 'Top Models' }).getByRole('listitem');
    await topModels.first().waitFor();
    expect(await topModels.count()).toBe(5);
    const mostDownloaded = page.getByRole('region', { name: 'Most Downloaded' }).getByRole('listitem');
    expect(await mostDownloaded.count()).toBe(5);
    const top = row<{ title: string }>(
      'select title from contents where hidden_at is null order by views desc, id desc limit 1',
    );
    expect(await mostDownloaded.first().textContent()).toContain(top.title);

    // Premium Users: premium accounts over all accounts, in percent with one decimal.
    const share = Math.round((expected['premium-users']! / expected['total-users']!) * 1000) / 10;
    await page
      .getByText(`${Number.isInteger(share) ? share : share.toFixed(1)}% conversion`, { exact: true })
      .waitFor();

    // Figures without data show "—" with the reason, on hover and on keyboard focus; the active-user
    // count matches the activity rows.
    await page.getByText('Avg. session').waitFor();
    const notMeasured = 'Not measured: Packdex does not record page sessions, so this figure is not available.';
    const dash = page.getByLabel(`— ${notMeasured}`, { exact: true }).first();
    expect(await dash.textContent()).toBe('—');
    // From the figure's name to its value, as a keyboard user goes; Escape dismisses the explanation.
    await page.getByLabel(`Avg. session ${notMeasured}`, { exact: true }).focus();
    await page.keyboard.press('Tab');
    await poll(() => isFocused(dash)).toBe(true);
    await poll(() => page.getByRole('tooltip').first().textContent()).toBe(notMeasured);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('tooltip').count()).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    await poll(async () => page.getByTestId('active-today').textContent()).toBe(
      String(count('select count(*) from user_activity where day = ?', today)),
    );
    const revenueCents = count(
      "select count(*) * 1200 from subscriptions where status in ('active', 'trialing') and (current_period_end is null or current_period_end > ?)",
      now,
    );
    await page
      .getByText(`$${(revenueCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`)
      .first()
      .waitFor();
    await page.locator('figure svg.recharts-surface').first().waitFor();
    expect(await page.locator('figure').count()).toBe(4);
    await snap(page, 'admin-dashboard-1280');

    // Keyboard: the shortcut cards are reachable and lead to their pages.
    const usersShortcut = page
      .getByRole('navigation', { name: 'Admin shortcuts' })
      .getByRole('link', { name: /Users/ });
    await usersShortcut.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await context.close();

    const phone = await adminPage(browser, MOBILE);
    await phone.page.goto('/admin');
    await stat(phone.page, 'total-users').waitFor();
    await phone.page.locator('figure svg.recharts-surface').first().waitFor();
    await noHorizontalOverflow(phone.page);
    await snap(phone.page, 'admin-dashboard-390');
  });

  test('shows 5 skeleton rows per top list while loading, the list totals when stats fail, and refreshes active users every 30 s', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { page } = await adminPage(browser);
    await page.clock.install();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/stats', async (route) => {
      await gate;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Statistics are down for this test', code: 'INTERNAL_ERROR' }),
      });
    });
    let activeCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/active-users')) activeCalls += 1;
    });
    await page.goto('/admin');
    for (const list of ['Top Models', 'Most Downloaded'])
      await poll(() => page.getByRole('region', { name: list }).getByTestId('top-skeleton').count()).toBe(5);
    await snap(page, 'admin-dashboard-loading-1280');
    release();

    // Spec fallback: models, content and pending reports from the lists (visible rows), the rest "—".
    await page
      .getByRole('alert')
      .getByText(/Statistics are unavailable right now/)
      .waitFor();
    const expected = {
      'total-models': count('select count(*) from models where hidden_at is null'),
      'total-content': count('select count(*) from contents where hidden_at is null'),
      'pending-reports': count("select count(*) from reports where status = 'pending'"),
    };
    for (const [id, value] of Object.entries(expected))
      await poll(() => stat(page, id).textContent(), id).toBe(formatCount(value, 1));
    expect(await stat(page, 'total-users').count()).toBe(0);
    await snap(page, 'admin-dashboard-fallback-1280');

    await poll(() => activeCalls).toBe(1);
    await page.clock.fastForward(30_000);
    await poll(() => activeCalls).toBe(2);
  });

  test('marks a pending report reviewed with notes by keyboard alone; the card shows the address, time and status; a failed update says so', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const reporter = await registerAccount('reporter', 'Report Sender');
    const item = row<{ id: number; slug: string; title: string }>(
      'select id, slug, title from contents where hidden_at is null order by id limit 1',
    );
    const created = await api<{ id: number }>(
      'POST',
      '/reports',
      { contentId: item.id, reason: 'broken_link', description: 'The download link answers 404.' },
      reporter.token,
    );
    expect(created.status).toBe(201);
    const reportId = created.body.id;
    const stored = row<{ ip_address: string; created_at: string }>(
      'select ip_address, created_at from reports where id = ?',
      reportId,
    );

    const { page } = await adminPage(browser, MOBILE);
    await page.goto('/admin/reports');
    await page.getByRole('tab', { name: 'Pending' }).click();
    await page.waitForURL((url) => url.search.includes('status=pending'));
    const card = page.locator(`[data-report-id="${reportId}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('The download link answers 404.');
    expect(await card.textContent()).toContain(`Report #${reportId}`);
    expect(await card.textContent()).toContain('Broken link');
    // The reporter's address, when it was filed (the exact instant on the <time>), the status icon.
    await card.getByText(stored.ip_address, { exact: true }).waitFor();
    expect(Date.parse((await card.locator('time').getAttribute('datetime'))!)).toBe(Date.parse(stored.created_at));
    expect(await card.getByTestId('status-icon-pending').count()).toBe(1);
    // The card links to what was reported.
    const target = card.getByRole('link', { name: item.title });
    expect(await target.getAttribute('href')).toBe(`/content/${item.slug}`);

    // Keyboard alone: open the actions, type the notes, tab to a decision.
    const focused = (control: Locator) => poll(() => isFocused(control)).toBe(true);
    const actions = card.getByRole('button', { name: 'Actions' });
    await actions.focus();
    await page.keyboard.press('Enter');
    const notes = card.getByLabel('Admin Notes');
    await notes.waitFor();
    await page.keyboard.press('Tab');
    await focused(notes);
    await page.keyboard.type('Link replaced with a working mirror.');
    await noHorizontalOverflow(page);
    await snap(page, 'admin-reports-390');
    // A refused update says so and leaves the report pending.
    const refusal = await refuseNext(page, (r) => r.method() === 'PUT' && r.url().includes(`/api/reports/${reportId}`));
    await page.keyboard.press('Tab');
    await focused(card.getByRole('button', { name: 'Resolve' }));
    await page.keyboard.press('Enter');
    await refusal.sent;
    const alert = page.getByRole('alertdialog');
    await alert.getByRole('heading', { name: 'Error updating report' }).waitFor();
    await focused(alert.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await alert.waitFor({ state: 'detached' });
    expect(row<{ status: string }>('select status from reports where id = ?', reportId).status).toBe('pending');
    // Focus is back on the button that asked; the next one marks it reviewed.
    await focused(card.getByRole('button', { name: 'Resolve' }));
    await page.keyboard.press('Tab');
    await focused(card.getByRole('button', { name: 'Mark Reviewed' }));
    await page.keyboard.press('Enter');
    await card.waitFor({ state: 'detached' });
    expect(row('select status, admin_notes from reports where id = ?', reportId)).toEqual({
      status: 'reviewed',
      admin_notes: 'Link replaced with a working mirror.',
    });
    await page.getByRole('tab', { name: 'Reviewed' }).click();
    const reviewed = page.locator(`[data-report-id="${reportId}"]`);
    await reviewed.waitFor();
    expect(await reviewed.textContent()).toContain('Link replaced with a working mirror.');
    expect(await reviewed.getByTestId('status-icon-reviewed').count()).toBe(1);
    expect(await reviewed.getByRole('button', { name: 'Actions' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Dismissed' }).click();
    await page.waitForURL((url) => url.search.includes('status=dismissed'));
    if (count("select count(*) from reports where status = 'dismissed'") === 0)
      await page.getByText('No reports found').waitFor();
  });

  test('makes a user an admin and back with the role control, then suspends them by keyboard; the own account cannot be changed; a suspended user cannot sign in', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const account = await registerAccount('suspend', 'Suspend Me', 'suspend-pass-1');
    const { email } = account;

    const { context, page } = await adminPage(browser);
    await page.goto('/admin/users');
    const searchBox = page.getByLabel('Search users by name or email');
    // The admin's own row: the role control and the suspension button are off, and say why.
    await searchBox.fill(e2e.adminEmail);
    const own = page.getByTestId('admin-user-row').filter({ hasText: e2e.adminEmail });
    await own.getByText('You', { exact: true }).waitFor();
    for (const [control, why] of [
      [own.getByLabel('Role of Admin'), 'You cannot remove your own admin role'],
      [own.getByRole('button', { name: 'Suspend' }), 'You cannot suspend your own account'],
    ] as const) {
      expect([await control.isDisabled(), await control.getAttribute('title')]).toEqual([true, why]);
    }

    await searchBox.fill(email);
    const rowEl = page.getByTestId('admin-user-row').filter({ hasText: email });
    await rowEl.waitFor();
    await poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
    const roleOf = () =>
      row<{ is_admin: number; role: string }>('select is_admin, role from users where email = ?', email);
    // Each change asks first (Cancel has focus, Tab reaches Confirm), and focus comes back to the
    // row's control.
    const focused = (control: Locator) => poll(() => isFocused(control)).toBe(true);
    const confirmByKeyboard = async (question: RegExp) => {
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(question).waitFor();
      await focused(confirm.getByRole('button', { name: 'Cancel' }));
      await page.keyboard.press('Tab');
      await focused(confirm.getByRole('button', { name: 'Confirm' }));
      await page.keyboard.press('Enter');
      await confirm.waitFor({ state: 'detached' });
    };
    const role = rowEl.getByLabel('Role of Suspend Me');
    await role.focus();
    await role.selectOption('admin');
    await confirmByKeyboard(/Change the role of Suspend Me to Admin\?/);
    await poll(() => roleOf()).toEqual({ is_admin: 1, role: 'admin' });
    await poll(() => role.inputValue()).toBe('admin');
    await focused(role);
    await role.selectOption('user');
    await confirmByKeyboard(/Change the role of Suspend Me to Member\?/);
    await poll(() => roleOf()).toEqual({ is_admin: 0, role: 'user' });
    await poll(() => role.inputValue()).toBe('user');
    await focused(role);
    await page.keyboard.press('Tab');
    await focused(rowEl.getByRole('button', { name: 'Suspend' }));
    await page.keyboard.press('Enter');
    await confirmByKeyboard(/Suspend Suspend Me\?/);
    await rowEl.getByText('Suspended', { exact: true }).waitFor();
    await rowEl.getByRole('button', { name: 'Restore' }).waitFor();
    await snap(page, 'admin-users-1280');
    expect((await api('GET', '/auth/dashboard', undefined, account.token)).status).toBe(401);
    await context.close();

    // Signing in through the dialog says the account is suspended.
    const visitor = await visitorPage(browser, DESKTOP);
    await visitor.page.goto('/');
    const header = visitor.page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign In' }).click();
    const dialog = visitor.page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('suspend-pass-1');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = visitor.page.getByRole('alertdialog');
    await alert.getByText('This account has been suspended. Please contact support.').waitFor();
    await dismissAlert(visitor.page, 'Authentication Error');
    expect(await visitor.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await visitor.context.close();

    // The users page on a phone: no sideways scrolling, the actions reachable.
    const phone = await adminPage(browser, MOBILE);
    await phone.page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
    await phone.page.getByTestId('admin-user-row').getByRole('button', { name: 'Restore' }).waitFor();
    await noHorizontalOverflow(phone.page);
    await snap(phone.page, 'admin-users-390');
  });
});
