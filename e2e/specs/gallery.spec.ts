import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { MOBILE, e2e, noHorizontalOverflow, snap, snapView, visitorPage } from '../support/browser.ts';
import { row } from '../support/db.ts';
import { makePng } from '../support/images.ts';
import { adminPage, adminSession } from '../support/session.ts';

// Issue 36: several photos per model. An admin uploads several photos in the model form, orders
// them with the move buttons (by mouse and by keyboard) and chooses the main one; the profile shows
// the gallery in that order, the header the main photo.

/** A model made through the API, with a demo model's photo (a picture the pipeline stored). */
async function makeModel(stamp: string) {
  const { token } = await adminSession();
  const res = await fetch(`${e2e.baseURL}/api/models`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model_id: `gallery-${stamp}`,
      name: `Marisol Quill ${stamp}`,
      photoUrl: row<{ photo_url: string }>('select photo_url from models order by id limit 1').photo_url,
      tags: 'COSPLAYER',
    }),
  });
  expect(res.status).toBe(201);
  return row<{ id: number; slug: string; name: string }>(
    'select id, slug, name from models where model_id = ?',
    `gallery-${stamp}`,
  );
}

/** The admin form of the model, opened from its card. */
async function openForm(page: Page, name: string) {
  await page.goto(`/admin/models?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('list', { name: 'Models' }).getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Model' });
  await dialog.getByTestId('model-gallery').waitFor();
  return dialog;
}

const galleryIds = (page: Page) =>
  page
    .getByTestId('gallery-photo')
    .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.photoId)));

test.describe("a model's gallery", () => {
  const stamp = Date.now().toString(36);
  let model: Awaited<ReturnType<typeof makeModel>>;
  let order: number[];
  let mainUrl: string;
  test.beforeAll(async () => {
    model = await makeModel(stamp);
  });

  test('an admin uploads several photos, reorders them by mouse and keyboard and chooses the main one', async ({
    browser,
  }) => {
    const { page } = await adminPage(browser);
    const dialog = await openForm(page, model.name);
    await dialog.getByText('No photos in the gallery yet.').waitFor();
    // Three files at once: each goes through the picture pipeline.
    await dialog.getByTestId('model-gallery-files').setInputFiles(
      [
        [300, 400],
        [400, 300],
        [320, 320],
      ].map(([w, h], i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer: makePng(w, h) })),
    );
    const photos = dialog.getByTestId('gallery-photo');
    // The model's photo (a demo picture the pipeline stored) joined the gallery first, as its main photo.
    await expect.poll(() => photos.count(), { timeout: 20_000 }).toBe(4);
    await dialog.getByRole('button', { name: 'Add photos' }).waitFor();
    const [d, a, b, c] = (await galleryIds(page)) as [number, number, number, number];
    await photos.first().getByText('Main photo').waitFor();
    expect(await dialog.getByLabel('Photo', { exact: true }).inputValue()).toMatch(
      /^\/uploads\/pictures\/\w+\/main\.webp$/,
    );

    // By mouse: the last photo up one place.
    await dialog.getByRole('button', { name: 'Move photo 4 up' }).click();
    await expect.poll(() => galleryIds(page)).toEqual([d, a, c, b]);
    await dialog.getByRole('status').getByText('Photo moved to position 3 of 4.').waitFor();
    // By keyboard: focus stayed on the photo moved; Enter moves it up twice more.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move photo 3 up');
    await page.keyboard.press('Enter');
    await expect.poll(() => galleryIds(page)).toEqual([d, c, a, b]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move photo 2 up');
    await page.keyboard.press('Enter');
    await expect.poll(() => galleryIds(page)).toEqual([c, d, a, b]);
    // At the top its "up" button is off: focus moved to its "down" button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move photo 1 down');
    order = [c, d, a, b];

    // The last photo becomes the main one.
    await dialog.getByRole('button', { name: 'Make photo 3 the main photo' }).click();
    await photos.nth(2).getByText('Main photo').waitFor();
    expect(await photos.getByText('Main photo').count()).toBe(1);
    mainUrl = await dialog.getByLabel('Photo', { exact: true }).inputValue();
    await snapView(page, 'gallery-admin-form-1280');
    // Saving the form keeps the main photo chosen.
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('the profile shows the gallery in that order, the main photo in its header, and opens a photo larger', async ({
    browser,
  }) => {
    const { page } = await visitorPage(browser);
    await page.goto(`/model/${model.slug}`);
    const gallery = page.getByTestId('model-gallery');
    await gallery.waitFor();
    const shown = await gallery
      .locator('button')
      .evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.photoUrl));
    const keyOf = (id: number) =>
      row<{ key: string }>(
        'select pictures.key from model_photos join pictures on pictures.id = model_photos.picture_id where model_photos.id = ?',
        id,
      ).key;
    expect(shown).toEqual(order.map((id) => `/uploads/pictures/${keyOf(id)}/main.webp`));
    expect(shown[2]).toBe(mainUrl);
    expect(await page.getByRole('img', { name: model.name, exact: true }).getAttribute('src')).toBe(mainUrl);
    // Lazy pictures with their size, variants and placeholder.
    const image = gallery.locator('img').first();
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(await image.getAttribute('srcset')).toMatch(/\.webp \d+w/);
    await snap(page, 'gallery-profile-1280');

    await gallery.getByRole('button', { name: 'Open photo 1 of 4' }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText(`${model.name}: photo 1 of 4`).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText(`${model.name}: photo 2 of 4`).waitFor();
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await viewer.getByText(`${model.name}: photo 1 of 4`).waitFor();
    await snapView(page, 'gallery-viewer-1280');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
  });

  test('fits a phone: the admin form and the profile gallery at 390 px', async ({ browser }) => {
    const admin = await adminPage(browser, MOBILE);
    await openForm(admin.page, model.name);
    await admin.page.getByTestId('gallery-photo').first().scrollIntoViewIfNeeded();
    await snapView(admin.page, 'gallery-admin-form-390');
    await admin.context.close();

    const { page } = await visitorPage(browser, MOBILE);
    await page.goto(`/model/${model.slug}`);
    await page.getByTestId('model-gallery').waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'gallery-profile-390');
  });
});
