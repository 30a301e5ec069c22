import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { formatCount } from '@packdex/shared/utils';
import { MOBILE, e2e, noHorizontalOverflow, snap, snapView } from '../support/browser.ts';
import { row } from '../support/db.ts';
import { makePng } from '../support/images.ts';
import { refuseNext } from '../support/network.ts';
import {
  adminPage,
  adminSession,
  closesAfterSaving,
  dismissAlert,
  enrolTwoFactor,
  firstInvalidFocused,
  pageWithSession,
  registerAccount,
  type Session,
} from '../support/session.ts';

async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

/** The admin catalogue's success notice, visible and a status. */
async function done(page: Page, text: string) {
  const notice = page.getByRole('status').filter({ hasText: text });
  await notice.waitFor();
  expect(await notice.isVisible()).toBe(true);
}

async function api(method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${e2e.baseURL}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/**
 * Deletes with the card's button after the confirm. The server refuses the first attempt: the alert
 * `failure` says so and the card stays; the second attempt goes through.
 */
async function deleteAfterARefusal(page: Page, button: Locator, question: string, failure: string) {
  const alert = page.getByRole('alertdialog');
  const refusal = await refuseNext(page, (r) => r.method() === 'DELETE');
  for (const attempt of [1, 2]) {
    await button.click();
    await alert.getByText(question).waitFor();
    await alert.getByRole('button', { name: 'Delete' }).click();
    if (attempt === 2) return;
    await refusal.sent;
    await dismissAlert(page, failure);
  }
}

/** The cards of an admin grid (12 a page) and its page links, to the last page and back to the first. */
async function checkPaging(page: Page, list: string) {
  const cards = page.getByRole('list', { name: list }).getByRole('listitem');
  await cards.first().waitFor();
  expect(await cards.count()).toBe(12);
  const total = Number((await page.getByText(/^[\d,]+ results?$/).textContent())!.replace(/\D/g, ''));
  const pages = Math.ceil(total / 12);
  expect(pages).toBeGreaterThan(1);
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  expect(await nav.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  const firstTitle = await cards.first().getByRole('heading').textContent();
  await nav.getByRole('link', { name: `Page ${pages}` }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === String(pages));
  // Room for a loaded machine: expect.poll's default gives up after a second.
  await expect.poll(() => cards.first().getByRole('heading').textContent(), { timeout: 20_000 }).not.toBe(firstTitle);
  expect(await cards.count()).toBe(total - 12 * (pages - 1));
  expect(await nav.getByRole('link', { name: `Page ${pages}` }).getAttribute('aria-current')).toBe('page');
  await nav.getByRole('link', { name: 'Page 1' }).click();
  await page.waitForURL((url) => !url.searchParams.has('page'));
  await expect.poll(() => cards.first().getByRole('heading').textContent(), { timeout: 20_000 }).toBe(firstTitle);
}

test.describe('admin catalogue', () => {
  let admin: Session;
  /** A second account: briefly an admin whose change the audit page's "By" filter leaves out, then the non-admin. */
  let other: Awaited<ReturnType<typeof registerAccount>>;
  test.beforeAll(async () => {
    admin = await adminSession();
    other = await registerAccount('other-admin', 'Other Admin');
  });

  test('counts a new model on the dashboard: a model with an uploaded photo, its content through the picker, on the home page, edited, reported and resolved with notes, all audited, then deleted', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const modelName = `Quillon Ashby ${stamp}`;
    const title = `Lantern Festival ${stamp}`;
    const edited = `Lantern Festival Night ${stamp}`;
    const { page } = await adminPage(browser);

    // The dashboard counts from the database: the model made below shows up in its total.
    const totalModels = async () => {
      await page.goto('/admin');
      const card = page.getByTestId('stat-total-models');
      await expect.poll(() => card.textContent(), { timeout: 20_000 }).toMatch(/^\d/);
      return (await card.textContent())!;
    };
    const modelsBefore = await totalModels();

    // The model grid: 12 a page, page links to the last page.
    await page.goto('/admin/models');
    await page.getByRole('heading', { name: 'Admin Models' }).waitFor();
    await checkPaging(page, 'Models');

    // A model, its photo uploaded (re-encoded to WebP by the server).
    await page.getByRole('button', { name: 'Create Model' }).click();
    const modelDialog = page.getByRole('dialog', { name: 'Create Model' });
    await modelDialog.getByRole('button', { name: 'Create Model' }).click();
    await modelDialog.getByText('Model ID is required').waitFor();
    await firstInvalidFocused(page, modelDialog.getByLabel('Model ID'));
    // A model_id another model has: the server's 409 comes back as the spec's alert.
    const taken = row<{ model_id: string }>('select model_id from models order by id limit 1').model_id;
    await modelDialog.getByLabel('Model ID').fill(taken);
    await modelDialog.getByLabel('Name', { exact: true }).fill(modelName);
    await modelDialog.getByLabel('Age', { exact: true }).fill('17');
    await modelDialog.getByRole('button', { name: 'Create Model' }).click();
    await modelDialog.getByText('Age must be at least 18').waitFor();
    // The photo is still missing, and it comes before the age: it takes focus.
    await firstInvalidFocused(page, modelDialog.getByLabel('Photo', { exact: true }));
    await modelDialog.getByLabel('Age', { exact: true }).fill('27');
    await modelDialog.getByLabel('Ethnicity').selectOption('latina');
    await modelDialog.getByLabel('Tags').fill('COSPLAYER, , GAMER');
    // The photo field checks the file in the browser first: images only, at most 5 MB.
    const photo = modelDialog.getByTestId('model-photo-file');
    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByRole('alertdialog').getByText('Please select only image files.').waitFor();
    await dismissAlert(page, 'Invalid File Type');
    await photo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await page.getByRole('alertdialog').getByText('Image must be no larger than 5MB.').waitFor();
    await dismissAlert(page, 'File Too Large');
    expect(await modelDialog.getByLabel('Photo', { exact: true }).inputValue()).toBe('');
    await photo.setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: makePng(60, 80),
    });
    await modelDialog.locator('img[src^="/uploads/pictures/"]').waitFor();
    expect(await modelDialog.getByLabel('Photo', { exact: true }).inputValue()).toMatch(
      /^\/uploads\/pictures\/\w+\/main\.webp$/,
    );
    await snapView(page, 'admin-model-form-1280');
    await modelDialog.getByRole('button', { name: 'Create Model' }).click();
    await page.getByRole('alertdialog').getByText(`Model ID ${taken} is already used by another model`).waitFor();
    await dismissAlert(page, 'Error saving model');
    await modelDialog.getByLabel('Model ID').fill(`E2E-${stamp}`);
    await modelDialog.getByRole('button', { name: 'Create Model' }).click();
    await modelDialog.waitFor({ state: 'detached' });
    // Each change that went through says so, in a status screen readers read out (issue 41).
    await done(page, `Model “${modelName}” created.`);
    await search(page, 'Search models', stamp);
    const modelCard = page.getByRole('list', { name: 'Models' }).getByRole('listitem').filter({ hasText: modelName });
    await modelCard.waitFor();
    await modelCard.getByText('0 content items').waitFor();
    // The card shows the views and the ethnicity.
    expect(await modelCard.textContent()).toContain('Views: 0');
    await modelCard.getByText('Latina', { exact: false }).waitFor();
    await snap(page, 'admin-models-1280');

    // Content for it: no model picked → the spec's alert; then the picker from 2 characters.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('heading', { name: 'Admin Content' }).waitFor();
    await checkPaging(page, 'Content');
    await page.getByRole('button', { name: 'Add Content' }).click();
    const contentDialog = page.getByRole('dialog', { name: 'Add Content' });
    await contentDialog.getByLabel('Title').fill(title);
    await contentDialog.getByLabel('Download URL').fill('javascript:alert(1)');
    await contentDialog.getByRole('button', { name: 'Add Content' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Please select a model').waitFor();
    await dismissAlert(page, 'Model Required');
    await contentDialog.getByText('Download URL must be an http(s) URL').waitFor();
    await contentDialog.getByLabel('Download URL').fill('https://files.example.test/d/lantern');
    const picker = contentDialog.getByRole('combobox', { name: 'Model' });
    await picker.fill('Q');
    await contentDialog.getByText('Type at least 2 characters.').waitFor();
    await picker.fill(modelName);
    await contentDialog.getByRole('option', { name: modelName }).waitFor();
    expect(await contentDialog.getByRole('option').count()).toBeLessThanOrEqual(10);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await contentDialog.getByRole('button', { name: `Remove ${modelName}` }).waitFor();
    await contentDialog.getByLabel('Type').selectOption('video');
    await contentDialog.getByLabel('Images').fill('12');
    await contentDialog.getByLabel('Videos').fill('2');
    await contentDialog.getByLabel('Size (bytes)').fill('2500000');
    await snapView(page, 'admin-content-form-1280');
    await contentDialog.getByRole('button', { name: 'Add Content' }).click();
    await closesAfterSaving(page, contentDialog);
    await done(page, `Content “${title}” added.`);
    const contentList = page.getByRole('list', { name: 'Content' });
    await contentList.getByRole('listitem').filter({ hasText: title }).waitFor();

    // Its model now has content: the page says so instead of offering the delete (ADR 0008).
    await page.goto(`/admin/models?search=${encodeURIComponent(stamp)}`);
    await modelCard.getByText('1 content item').waitFor();
    await modelCard.getByRole('button', { name: `Delete ${modelName}` }).click();
    await alert
      .getByText(`${modelName} has 1 content item. Delete it on the Content page first, then the model.`)
      .waitFor();
    await dismissAlert(page, 'Model has content');

    // It is on the home page, newest first, and the dashboard counts one model more.
    await page.goto('/');
    await page.getByText(title).first().waitFor();
    expect(Number((await totalModels()).replace(/\D/g, ''))).toBe(Number(modelsBefore.replace(/\D/g, '')) + 1);

    // Edit its title (the search also finds it by the model's name).
    await page.goto('/admin/content');
    await search(page, 'Search content', `Quillon ${stamp}`);
    const card = contentList.getByRole('listitem').filter({ hasText: title });
    await card.waitFor();
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Content' });
    await editDialog.getByLabel('Title').fill(edited);
    // A failed save says so and keeps the dialog and what was typed; the next save goes through.
    const refusedSave = await refuseNext(page, (r) => r.method() === 'PUT' && /\/api\/content\/\d+$/.test(r.url()));
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await refusedSave.sent;
    await dismissAlert(page, 'Error saving content');
    expect(await editDialog.getByLabel('Title').inputValue()).toBe(edited);
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await editDialog.waitFor({ state: 'detached' });
    await done(page, `Content “${edited}” saved.`);
    const editedCard = contentList.getByRole('listitem').filter({ hasText: edited });
    await editedCard.waitFor();
    await snap(page, 'admin-content-1280');

    // The item is reported from its public page (here by the admin, as anyone can); the admin then
    // resolves the report with notes on the reports page.
    await page.goto('/');
    await page.getByRole('link', { name: edited }).first().click();
    await page.waitForURL(/\/content\//);
    await page.getByRole('button', { name: 'More actions for this content' }).click();
    await page.getByRole('menuitem', { name: 'Report Content' }).click();
    const reportDialog = page.getByRole('dialog', { name: 'Report Content' });
    await reportDialog.getByLabel('Broken link').check();
    await reportDialog.getByRole('button', { name: 'Submit Report' }).click();
    await reportDialog.getByText('Report submitted').waitFor();
    await reportDialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page.goto('/admin/reports?status=pending');
    const reportCard = page.locator('[data-report-id]').filter({ hasText: edited }).first();
    const reportId = Number(await reportCard.getAttribute('data-report-id'));
    await reportCard.getByRole('button', { name: 'Actions' }).click();
    await reportCard.getByLabel('Admin Notes').fill('Mirror link checked.');
    await reportCard.getByRole('button', { name: 'Resolve' }).click();
    await reportCard.waitFor({ state: 'detached' });

    // Another admin's change, for the audit page's "By" filter: made admin (staff act only with
    // two-factor sign-in on), creates a model, demoted.
    const otherModel = `Other Admin Model ${stamp}`;
    const otherId = other.user.id;
    await enrolTwoFactor(other.token);
    expect((await api('PUT', `/admin/users/${otherId}`, admin.token, { isAdmin: true })).status).toBe(200);
    const byOther = await api('POST', '/models', other.token, {
      model_id: `E2E-OTHER-${stamp}`,
      name: otherModel,
      photoUrl: 'https://img.example.test/other.webp',
    });
    expect(byOther.status).toBe(201);
    expect((await api('PUT', `/admin/users/${otherId}`, admin.token, { isAdmin: false })).status).toBe(200);

    // The audit page lists all of it.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit' }).click();
    const entries = page.getByRole('list', { name: 'Audit entries' });
    await entries.getByText(`Report #${reportId}: broken_link`).first().waitFor();
    await entries.getByText(`Model: ${modelName}`).waitFor();
    await entries.getByText(`Content: ${edited}`).first().waitFor();
    const update = entries.getByRole('listitem').filter({ hasText: 'update' }).filter({ hasText: edited }).first();
    await update.getByText(/field/).click();
    await update.getByText(title, { exact: true }).waitFor();
    await snap(page, 'admin-audit-1280');

    // Kind narrows to one kind of record, By to the signed-in admin's own changes.
    await page.getByLabel('Kind').selectOption('model');
    await page.waitForURL((url) => url.searchParams.get('entity') === 'model');
    await entries.getByText(`Model: ${otherModel}`).waitFor();
    await entries.getByText(`Model: ${modelName}`).waitFor();
    // The filtered page replaces the whole list a moment after the address changes.
    await expect.poll(() => entries.getByText(/^(Content|Report|User)/).count()).toBe(0);
    await page.getByLabel('By').selectOption('me');
    await page.waitForURL((url) => url.searchParams.get('actor') === 'me');
    await expect.poll(() => entries.getByText(`Model: ${otherModel}`).count()).toBe(0);
    await entries.getByText(`Model: ${modelName}`).waitFor();
    await page.getByLabel('Kind').selectOption('content');
    await entries.getByText(`Content: ${edited}`).first().waitFor();
    await expect.poll(() => entries.getByText(/^Model/).count()).toBe(0);

    // Delete the content after the confirm; a refused delete says so and keeps it.
    await page.goto(`/admin/content?search=${encodeURIComponent(stamp)}`);
    await deleteAfterARefusal(
      page,
      editedCard.getByRole('button', { name: `Delete ${edited}` }),
      'Are you sure you want to delete this content?',
      'Error deleting content',
    );
    await page.getByText('No content found').waitFor();
    await done(page, `Content “${edited}” deleted.`);

    // Without content the model can go: a refused delete says so, the next one removes it.
    await page.goto(`/admin/models?search=${encodeURIComponent(stamp)}`);
    await modelCard.getByText('0 content items').waitFor();
    const views = row<{ views: number }>('select views from models where model_id = ?', `E2E-${stamp}`).views;
    expect(await modelCard.textContent()).toContain(`Views: ${formatCount(views, 1)}`);
    await deleteAfterARefusal(
      page,
      modelCard.getByRole('button', { name: `Delete ${modelName}` }),
      'Are you sure you want to delete this model?',
      'Error deleting model',
    );
    await modelCard.waitFor({ state: 'detached' });
    await done(page, `Model “${modelName}” deleted.`);
  });

  test('works at 390 px: the admin grids and forms fit the phone', async ({ browser }) => {
    const { page } = await adminPage(browser, MOBILE);
    await page.goto('/admin/models');
    await page.getByRole('list', { name: 'Models' }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'admin-models-390');
    await page.getByRole('button', { name: 'Create Model' }).click();
    await page.getByRole('dialog', { name: 'Create Model' }).getByLabel('Model ID').waitFor();
    await snapView(page, 'admin-model-form-390');
    await page.keyboard.press('Escape');
    await page.goto('/admin/content');
    await page.getByRole('list', { name: 'Content' }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'admin-content-390');
    await page.goto('/admin/audit');
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'admin-audit-390');
  });

  // Issue 41: on a phone the section bar was cut at the screen's edge with nothing saying it scrolls.
  test('lets the admin sections scroll sideways at 390 px, with a fade where more are, and keeps the page within the screen', async ({
    browser,
  }) => {
    const { page } = await adminPage(browser, MOBILE);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const bar = page.getByRole('navigation', { name: 'Admin sections' });
    const state = () =>
      bar.evaluate((el: HTMLElement) => {
        const style = getComputedStyle(el);
        return {
          scrolls: el.scrollWidth > el.clientWidth + 1,
          overflowX: style.overflowX,
          fade: (style.maskImage || style.webkitMaskImage || 'none').includes('gradient'),
          before: el.dataset.moreBefore === 'true',
          after: el.dataset.moreAfter === 'true',
        };
      });
    expect(await state()).toEqual({ scrolls: true, overflowX: 'auto', fade: true, before: false, after: true });
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.getByTestId('stat-total-models').waitFor();
    await noHorizontalOverflow(page);
    // The totals' cards stay within the screen, two to a row.
    const cards = await totals.evaluate((grid) =>
      Array.from(grid.children, (card) => card.getBoundingClientRect().right),
    );
    expect(Math.max(...cards)).toBeLessThanOrEqual(390);
    await snapView(page, 'admin-dashboard-390');

    // Swiped to the end: the fade moves to the start.
    await bar.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(state, { timeout: 10_000 }).toMatchObject({ before: true, after: false, fade: true });

    // The last section's page opens with its link in view, not past the screen's edge.
    await page.goto('/admin/system');
    await page.getByRole('heading', { name: 'System' }).waitFor();
    const current = bar.getByRole('link', { name: 'System' });
    await expect
      .poll(async () => {
        const [link, nav] = await Promise.all([current.boundingBox(), bar.boundingBox()]);
        return link!.x >= nav!.x && link!.x + link!.width <= nav!.x + nav!.width + 1;
      })
      .toBe(true);
    expect(await current.getAttribute('aria-current')).toBe('page');
    await noHorizontalOverflow(page);
    await snapView(page, 'admin-system-390');
  });

  test('sends a signed-in non-admin from /admin pages to /', async ({ browser }) => {
    const { page } = await pageWithSession(browser, other);
    for (const path of ['/admin', '/admin/models', '/admin/content', '/admin/audit']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
  });
});
