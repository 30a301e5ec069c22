import { expect, test } from '../support/test.ts';
import { MOBILE, e2e, noHorizontalOverflow, openPage, snap, snapView } from '../support/browser.ts';
import { count, killLinks, row } from '../support/db.ts';
import { adminPage, adminSession, closesAfterSaving } from '../support/session.ts';

// An item's download link dies (its links set dead and the link_dead hold placed, as the checker
// does after three failed checks) → visitors get "no longer available" → an admin finds it in the
// Link health queue and replaces its link → visitors see the item again.

async function api(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${e2e.baseURL}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

test.describe('link health journey', () => {
  const title = `Driftwood Morning ${Date.now()}`;
  const fileHost = () => e2e.monetiser.fileHost;
  let item: { id: number; slug: string };

  test.beforeAll(async () => {
    const { token } = await adminSession();
    const model = row<{ id: number }>('select id from models where hidden_at is null order by id limit 1');
    const created = await api(
      'POST',
      '/content',
      {
        title,
        url: `https://${fileHost()}/d/link-health-old-${Date.now()}`,
        type: 'gallery',
        model_id: model.id,
        info: { images: 4, videos: 0, size: 2000 },
      },
      token,
    );
    expect(created.status).toBe(201);
    item = row<{ id: number; slug: string }>('select id, slug from contents where title = ?', title);
    // Dead since long ago, so it leads the queue (the longest-dead first).
    killLinks(item.id, '2026-01-01T00:00:00.000Z');
  });

  test('an admin replaces a dead link from the queue, and the item is visible again', async ({ browser }) => {
    const gone = await api('GET', `/content/slug/${item.slug}`);
    expect(gone.status).toBe(410);

    const { page } = await adminPage(browser);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Link health' }).click();
    await page.getByRole('heading', { name: 'Link health', level: 1 }).waitFor();
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await entry.getByText('checked').first().waitFor();
    expect(await entry.getByRole('list', { name: `Links of ${title}` }).innerText()).toContain('Dead');
    await snap(page, 'link-health-1280');
    const { page: mobile } = await adminPage(browser, MOBILE);
    await mobile.goto('/admin/link-health');
    await mobile.getByRole('link', { name: title }).waitFor();
    await noHorizontalOverflow(mobile);
    await snap(mobile, 'link-health-390');

    await entry.getByRole('button', { name: 'Replace link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Content' });
    const url = dialog.getByLabel('Download URL', { exact: true });
    await dialog.getByRole('button', { name: 'Add mirror' }).waitFor();
    await snapView(page, 'link-health-replace-1280');
    await url.fill(`https://${fileHost()}/d/link-health-new-${Date.now()}`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await closesAfterSaving(page, dialog);
    await page.getByRole('link', { name: title }).waitFor({ state: 'detached' });
    await page.goto('/admin');
    await page.getByTestId('link-health-dead').filter({ hasText: /^\d+$/ }).waitFor();
    await snap(page, 'link-health-dashboard-1280');

    // A visitor sees the item again.
    expect((await api('GET', `/content/slug/${item.slug}`)).status).toBe(200);
    const visitor = await openPage(browser, MOBILE);
    await visitor.context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    await visitor.page.goto(`/content/${item.slug}`);
    await visitor.page.getByRole('heading', { name: title }).waitFor();
  });
  test("an admin reads a dead item's check history and marks its link a false positive: the item is visible again", async ({
    browser,
  }) => {
    const { token } = await adminSession();
    const model = row<{ id: number }>('select id from models where hidden_at is null order by id limit 1');
    const name = `Harbour Lights ${Date.now()}`;
    const created = await api(
      'POST',
      '/content',
      {
        title: name,
        url: `https://${fileHost()}/d/false-positive-${Date.now()}`,
        type: 'gallery',
        model_id: model.id,
        info: { images: 4, videos: 0, size: 2000 },
      },
      token,
    );
    expect(created.status).toBe(201);
    const dead = row<{ id: number; slug: string }>('select id, slug from contents where title = ?', name);
    killLinks(dead.id, '2025-12-01T00:00:00.000Z');
    expect((await api('GET', `/content/slug/${dead.slug}`)).status).toBe(410);

    const { page } = await adminPage(browser);
    await page.goto('/admin/link-health');
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await entry.getByRole('button', { name: 'Check history' }).click();
    const history = entry.getByRole('table', { name: /^Checks of / });
    await history.waitFor();
    const rows = history.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    expect(await rows.first().innerText()).toMatch(/Failed[\s\S]*Dead[\s\S]*HTTP 404[\s\S]*171 ms/);
    // Check now: the made-up file host does not resolve, an outage recorded on top of the history.
    await entry.getByRole('button', { name: 'Check now' }).click();
    await entry.getByText('Checked now:').waitFor();
    await expect(rows).toHaveCount(4, { timeout: 10_000 });
    expect(await rows.first().innerText()).toContain('Host outage');
    await snap(page, 'link-health-history-1280');
    const { page: mobile } = await adminPage(browser, MOBILE);
    await mobile.goto('/admin/link-health');
    const mobileEntry = mobile.getByRole('listitem').filter({ has: mobile.getByRole('link', { name }) });
    await mobileEntry.getByRole('button', { name: 'Check history' }).click();
    await mobileEntry.getByRole('table', { name: /^Checks of / }).waitFor();
    await noHorizontalOverflow(mobile);
    await snap(mobile, 'link-health-history-390');

    await entry.getByRole('button', { name: /^Mark .* as a false positive$/ }).click();
    await page.getByText(`${name}: the link is marked as a false positive and the item is shown again.`).waitFor();
    await page.getByRole('link', { name }).waitFor({ state: 'detached' });
    expect(
      count(
        "select count(*) from admin_audit_log where action = 'link.false_positive' and entity = 'content' and entity_id = ?",
        dead.id,
      ),
    ).toBe(1);
    expect(row<{ state: string }>('select state from content_links where content_id = ?', dead.id).state).toBe('alive');

    // A visitor sees the item again.
    expect((await api('GET', `/content/slug/${dead.slug}`)).status).toBe(200);
  });
});
