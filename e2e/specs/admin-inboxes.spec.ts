import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { seriousViolations } from '../support/axe.ts';
import { DESKTOP, MOBILE, e2e, snap } from '../support/browser.ts';
import { count, row } from '../support/db.ts';
import { adminPage, isFocused, premiumSession } from '../support/session.ts';

// Issue 41: what premium members recommend and what the contact form receives reaches the back
// office. An admin reads each in its inbox, marks it handled with a note, and the dashboard's
// counts and the audit log follow.

async function post(route: string, body: unknown, token?: string) {
  const res = await fetch(`${e2e.baseURL}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { id?: number } };
}

/** expect.poll with room for a slow machine (its default gives up after one second). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

const newCount = (table: 'recommendations' | 'support_messages') =>
  count(`select count(*) from ${table} where status = 'new'`);

async function noHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('the admin inboxes', () => {
  test('an admin reads and handles a recommendation and a contact message', async ({ browser }) => {
    const stamp = Date.now();
    // A premium member recommends a model, as the account page's dialog does.
    const { token } = await premiumSession();
    const model = row<{ id: number; name: string }>(
      'select id, name from models where hidden_at is null order by id limit 1',
    );
    const description = `Recommended in run ${stamp}: more behind-the-scenes sets.`;
    expect((await post('/recommendations', { modelId: model.id, description }, token)).status).toBe(201);
    const recommendationId = row<{ id: number }>(
      'select id from recommendations where description = ?',
      description,
    ).id;

    // A visitor writes to support.
    const message = `Contact in run ${stamp}: the download button does nothing.`;
    const sent = await post('/support/messages', {
      name: 'Inbox Visitor',
      email: `inbox-${stamp}@example.com`,
      subject: 'technical-support',
      message,
    });
    expect(sent.status).toBe(201);
    const messageId = sent.body.id!;

    // The dashboard counts what waits, from the rows.
    const { context, page } = await adminPage(browser, DESKTOP);
    await page.goto('/admin');
    const inbox = page.getByRole('region', { name: 'Inbox' });
    await poll(() => page.getByTestId('inbox-newRecommendations').textContent()).toBe(
      String(newCount('recommendations')),
    );
    await poll(() => page.getByTestId('inbox-newSupportMessages').textContent()).toBe(
      String(newCount('support_messages')),
    );

    await snap(page, 'admin-dashboard-inbox-1280');

    // Recommendations: from the dashboard, handled with a note by keyboard alone.
    await inbox.getByRole('link', { name: /New recommendations/ }).click();
    await page.waitForURL(/\/admin\/recommendations$/);
    await page.getByRole('heading', { name: 'Recommendations' }).waitFor();
    const card = page.locator(`[data-testid="recommendation-card"][data-item-id="${recommendationId}"]`);
    await card.getByText(description).waitFor();
    expect(await card.getByRole('link', { name: model.name }).getAttribute('href')).toMatch(/^\/model\//);
    expect(await card.textContent()).toContain('Premium Member');
    await snap(page, 'admin-recommendations-1280');

    const actions = card.getByRole('button', { name: `Actions for Recommendation #${recommendationId}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    expect(await actions.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await poll(() => isFocused(card.getByLabel('Note'))).toBe(true);
    await page.keyboard.type('Added to the shortlist for next month.');
    await page.keyboard.press('Tab');
    await poll(() => isFocused(card.getByRole('button', { name: 'Mark handled' }))).toBe(true);
    await page.keyboard.press('Enter');
    // It leaves the New tab; focus goes to the line that says what happened, not to the page's start.
    await card.waitFor({ state: 'detached' });
    const status = page.getByRole('status').filter({ hasText: `Recommendation #${recommendationId}: marked handled.` });
    await status.waitFor();
    await poll(() => isFocused(status)).toBe(true);
    expect(row('select status, note from recommendations where id = ?', recommendationId)).toEqual({
      status: 'handled',
      note: 'Added to the shortlist for next month.',
    });
    expect(
      count(
        "select count(*) from admin_audit_log where entity = 'recommendation' and entity_id = ? and action = 'handle'",
        recommendationId,
      ),
    ).toBe(1);

    await page.getByRole('tab', { name: 'Handled' }).click();
    await page.waitForURL(/status=handled/);
    await card.getByText('Added to the shortlist for next month.').waitFor();
    expect(await card.getAttribute('data-status')).toBe('handled');
    expect(await card.textContent()).toMatch(/by \S/);
    await context.close();

    // Contact messages, on a phone: through the section bar, handled with a note.
    const phone = await adminPage(browser, MOBILE);
    await phone.page.goto('/admin');
    await phone.page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await phone.page.waitForURL(/\/admin\/messages$/);
    const item = phone.page.locator(`[data-testid="message-card"][data-item-id="${messageId}"]`);
    await item.getByText(message).waitFor();
    expect(await item.textContent()).toContain('Technical support');
    expect(await item.getByRole('link', { name: `inbox-${stamp}@example.com` }).getAttribute('href')).toBe(
      `mailto:inbox-${stamp}@example.com`,
    );
    await item.getByRole('button', { name: `Actions for Message #${messageId}` }).click();
    await item.getByLabel('Note').fill('Replied by mail: the button works after a reload.');
    await noHorizontalOverflow(phone.page);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await snap(phone.page, 'admin-messages-390');
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await item.waitFor({ state: 'detached' });
    expect(row('select status, note, handled_by from support_messages where id = ?', messageId)).toMatchObject({
      status: 'handled',
      note: 'Replied by mail: the button works after a reload.',
      handled_by: expect.any(Number),
    });

    // The audit log shows the change under its kind.
    await phone.page.goto('/admin/audit?entity=support_message');
    await phone.page.getByText(`Message #${messageId} from inbox-${stamp}@example.com: technical-support`).waitFor();

    // And the dashboard's counts went down with it.
    await phone.page.goto('/admin');
    await poll(() => phone.page.getByTestId('inbox-newSupportMessages').textContent()).toBe(
      String(newCount('support_messages')),
    );
    await poll(() => phone.page.getByTestId('inbox-newRecommendations').textContent()).toBe(
      String(newCount('recommendations')),
    );
    await noHorizontalOverflow(phone.page);
  });
});
