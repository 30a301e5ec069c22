import { expect, test } from '../support/test.ts';
import { MOBILE, e2e, noHorizontalOverflow, openPage, snap } from '../support/browser.ts';
import { count, row } from '../support/db.ts';
import { adminPage, adminSession } from '../support/session.ts';

// Issue 36: bulk actions on the admin lists (an admin selects 30 items and hides them in one action,
// then undoes it), and model aliases on the profile and in search.

/** Adds a model with aliases and 30 items of it through the catalogue import (one request). */
async function importCatalogue(stamp: string) {
  const { token } = await adminSession();
  const lines = [
    {
      kind: 'model',
      model_id: `bulk-${stamp}`,
      name: `Corvina Lusk ${stamp}`,
      // A demo model's picture: the profile shows a real photo.
      photoUrl: row<{ photo_url: string }>('select photo_url from models order by id limit 1').photo_url,
      aliases: [`Nightjar Vale ${stamp}`, 'C. Lusk'],
      tags: 'COSPLAYER',
    },
    ...Array.from({ length: 30 }, (_, i) => ({
      kind: 'content',
      model_id: `bulk-${stamp}`,
      title: `Heron Bulk ${stamp} ${i + 1}`,
      url: `https://${e2e.monetiser.fileHost}/d/bulk-${stamp}-${i + 1}`,
      type: 'gallery',
    })),
  ];
  const res = await fetch(`${e2e.baseURL}/api/admin/imports?dryRun=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    body: lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
  });
  const report = (await res.json()) as { created: number; refused: unknown[] };
  expect([res.status, report.created, report.refused]).toEqual([200, 31, []]);
}

const hiddenCount = (stamp: string) =>
  count('select count(*) from contents where title like ? and hidden_at is not null', `Heron Bulk ${stamp} %`);

test.describe('bulk actions and aliases', () => {
  const stamp = Date.now().toString(36);
  test.beforeAll(async () => {
    await importCatalogue(stamp);
  });

  test('an admin selects 30 items, hides them in one action after a question naming the count, and undoes it', async ({
    browser,
  }) => {
    const { page } = await adminPage(browser);
    await page.goto(`/admin/content?search=${encodeURIComponent(`heron bulk ${stamp}`)}`);
    await page.getByText('30 results for').waitFor();
    const cards = page.getByRole('list', { name: 'Content' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(12);

    // By keyboard: the page's checkbox with Space, then every item the search finds.
    const selectPage = page.getByRole('checkbox', { name: 'Select page' });
    await selectPage.focus();
    await page.keyboard.press('Space');
    await page.getByText('12 selected').waitFor();
    expect(await page.getByRole('checkbox', { name: `Select Heron Bulk ${stamp} 30` }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Select all 30 content items matching' }).click();
    await page.getByText('30 selected').waitFor();
    await snap(page, 'bulk-admin-content-selected');

    const auditBefore = count("select count(*) from admin_audit_log where action = 'bulk-hide'");
    await page
      .getByRole('group', { name: 'Actions for the selection' })
      .getByRole('button', { name: 'Hide', exact: true })
      .click();
    const alert = page.getByRole('alertdialog');
    await alert.getByRole('heading', { name: 'Hide 30 content items?' }).waitFor();
    await alert.getByRole('button', { name: 'Hide', exact: true }).click();
    await alert.getByRole('heading', { name: 'Hid 30 content items' }).waitFor();
    expect(hiddenCount(stamp)).toBe(30);
    // One action, one audit entry naming the count.
    expect(count("select count(*) from admin_audit_log where action = 'bulk-hide'")).toBe(auditBefore + 1);
    const entry = row<{ details: string }>(
      "select details from admin_audit_log where action = 'bulk-hide' order by id desc limit 1",
    );
    expect(JSON.parse(entry.details)).toMatchObject({ label: 'Hid 30 content items' });
    // The grid behind the alert (hidden from the accessibility tree while it is open) marks them once it reloads.
    const grid = page.locator('ul[aria-label="Content"] > li');
    await expect.poll(() => grid.filter({ hasText: 'Hidden' }).count()).toBe(12);

    await alert.getByRole('button', { name: 'Undo' }).click();
    await alert.getByRole('heading', { name: 'Unhid 30 content items' }).waitFor();
    expect(hiddenCount(stamp)).toBe(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => cards.filter({ hasText: 'Hidden' }).count()).toBe(0);
  });

  test('fits the selection and its actions on a phone', async ({ browser }) => {
    const { page } = await adminPage(browser, MOBILE);
    await page.goto(`/admin/content?search=${encodeURIComponent(`heron bulk ${stamp}`)}`);
    await page.getByRole('checkbox', { name: 'Select page' }).check();
    await page.getByText('12 selected').waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'bulk-admin-content-selected-mobile');
  });

  test('shows the aliases on the profile, and search suggestions find the model by one', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    await context.addInitScript(() => localStorage.setItem('ageConfirmed', 'true'));
    const slug = row<{ slug: string }>('select slug from models where model_id = ?', `bulk-${stamp}`).slug;
    await page.goto(`/model/${slug}`);
    await page.getByText(`Also known as Nightjar Vale ${stamp}, C. Lusk`).waitFor();
    await snap(page, 'model-profile-aliases');
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search content and models' });
    await search.click();
    await search.pressSequentially(`nightjar vale ${stamp}`, { delay: 20 });
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    // Found by the alias: the suggestion names the model and the alias that matched.
    await expect.poll(() => option.first().textContent()).toContain(`Corvina Lusk ${stamp} · Nightjar Vale ${stamp}`);
    await snap(page, 'search-suggestion-alias');
  });
});
