import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test.ts';
import { DESKTOP, MOBILE, noHorizontalOverflow, snap } from '../support/browser.ts';
import { seriousViolations } from '../support/axe.ts';
import { adminPage } from '../support/session.ts';

// An admin checks a catalogue file on /admin/imports, reads which rows it refuses and why, fixes the
// file, checks it again and applies it: the imported model is then listed on the admin models page.

const stamp = Date.now();
const modelId = `e2e-import-${stamp}`;
const modelName = `Mirela Import ${stamp}`;
const title = `Harbour Lights ${stamp}`;

/** The CSV the admin sends: `age` and `images` as given, the rest valid. */
function catalogue(age: string, images: string) {
  return [
    'kind,model_id,name,photoUrl,age,title,url,type,images,tags',
    `model,${modelId},${modelName},https://img.example.test/${modelId}.webp,${age},,,,,"cosplay, travel"`,
    `content,${modelId},,,,${title},https://files.example.test/d/${modelId},gallery,${images},`,
  ].join('\n');
}

test.describe('catalogue import journey', () => {
  test('refuses the bad rows with their reasons, then applies the fixed file', async ({ browser }) => {
    const { page } = await adminPage(browser, DESKTOP);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Imports' }).click();
    await page.waitForURL('**/admin/imports');
    await page.getByRole('heading', { name: 'Past imports' }).waitFor();

    // 1. A file with a minor's age and a non-numeric count: the check names both rows, nothing changes.
    const input = page.getByLabel('File to import');
    await input.setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(catalogue('16', 'lots')),
    });
    const apply = page.getByRole('button', { name: 'Import', exact: true });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Check file' }).click();
    const check = page.getByRole('region', { name: 'Check report' });
    const refused = check.getByRole('table', { name: 'Refused rows' });
    await refused.waitFor();
    const rows = await refused.locator('tbody tr').all();
    const cells = await Promise.all(rows.map(async (r) => (await r.locator('td').allTextContents()).slice(0, 2)));
    expect(cells).toContainEqual(['1', 'age']);
    // The item is refused too: its count is not a number (and its model was refused).
    expect(cells.some(([row]) => row === '2')).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'imports-check-refused');

    // 2. The fixed file checks clean, then is applied and shows what it created.
    await input.setInputFiles({
      name: 'catalogue-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(catalogue('27', '12')),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    await check.getByText('Every row was taken.').waitFor();
    expect(await check.getByText('Would be created').locator('xpath=following-sibling::dd').textContent()).toBe('2');
    await apply.click();
    const applied = page.getByRole('region', { name: 'Import report' });
    await applied.getByText('Every row was taken.').waitFor();
    expect(
      await applied.getByText('Created', { exact: true }).locator('xpath=following-sibling::dd').textContent(),
    ).toBe('2');

    // 3. Both runs are listed; the failed check offers its refused rows.
    const past = page.getByRole('table', { name: 'Past imports' });
    await past.getByRole('row').filter({ hasText: 'catalogue-fixed.csv' }).filter({ hasText: 'Applied' }).waitFor();
    await past.getByRole('button', { name: 'Download the refused rows of catalogue.csv as CSV' }).first().waitFor();
    await snap(page, 'imports-applied-desktop');

    // 4. The export carries the imported model out again, in the columns an import reads.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('catalogue.csv');
    expect(readFileSync(await file.path(), 'utf8')).toContain(modelId);

    // 5. The imported model is on the admin models page.
    await page.goto(`/admin/models?search=${encodeURIComponent(String(stamp))}`);
    await page.getByRole('list', { name: 'Models' }).getByText(modelName).waitFor();
  });

  test('fits a phone and is usable from the keyboard', async ({ browser }) => {
    const { page } = await adminPage(browser, MOBILE);
    await page.goto('/admin/imports');
    // The list, or its empty state when this test runs alone.
    await page.getByRole('table', { name: 'Past imports' }).or(page.getByText('No imports yet')).waitFor();
    await noHorizontalOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('File to import').focus();
    await page.keyboard.press('Tab');
    // The check is disabled until a file is chosen, so the focus goes on to the export.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Export as CSV');
    await snap(page, 'imports-mobile');
  });
});
