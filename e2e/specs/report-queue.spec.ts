import { expect, test } from '../support/test.ts';

import { adminPage } from '../support/session.ts';

test.describe('the admin report queue', () => {
  test('puts a severe report first with its badge and its age in business days', async ({ browser }) => {
    // An admin's consent report is credible: the model is hidden at once and the report tops the queue.
    const { page } = await adminPage(browser);
    await page.goto('/models');
    const href = (await page.locator('main article a[href^="/model/"]').last().getAttribute('href'))!;
    await page.goto(href);
    await page.getByRole('button', { name: 'More actions for this model' }).click();
    await page.getByRole('menuitem', { name: 'Report Model' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Model' });
    await dialog.getByLabel(/consent/i).check();
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await dialog.getByText('Report submitted').waitFor();

    await page.goto('/admin/reports?status=pending');
    const first = page.locator('[data-report-id]').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('Severe');
    // Made today: under a business day old (any day of the week); older reports count whole business days.
    expect(await first.textContent()).toMatch(/(\d+ business days?|less than a business day) old/);
    const reportId = await first.getAttribute('data-report-id');

    // The dashboard flags pending child-safety and consent reports, and links the queue.
    await page.goto('/admin');
    const alerts = page.getByRole('region', { name: 'Moderation alerts' });
    await alerts.getByText(/child-safety or consent reports? (is|are) pending/).waitFor();
    await alerts.getByRole('link', { name: 'Open the pending reports' }).click();
    await page.waitForURL(/\/admin\/reports\?status=pending/);

    // Dismissed, the model is shown again (nothing else in the suite loses it).
    const card = page.locator(`[data-report-id="${reportId}"]`);
    await card.getByRole('button', { name: 'Actions' }).click();
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await card.waitFor({ state: 'detached' });
    await page.goto(href);
    await page.getByRole('button', { name: 'More actions for this model' }).waitFor();
  });
});
