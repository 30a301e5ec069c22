import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { DESKTOP, MOBILE, e2e, noHorizontalOverflow, snap } from '../support/browser.ts';
import { row } from '../support/db.ts';
import { adminSession, pageWithSession, verifiedSession } from '../support/session.ts';

// Hidden tags (issue 39, "Personal filters", docs/product.md#hidden-tags), through the built app and
// a real server: a signed-in user hides a tag and its packs leave the home list and the search.

test.describe('hidden tags', () => {
  test('a user hides a tag in the account settings and its packs leave the home list and the search', async ({
    browser,
  }) => {
    test.setTimeout(150_000); // a dozen page loads: over a minute on a loaded runner
    /** The list's card of a pack (the search box's suggestions hold its title too). */
    const card = (page: Page, title: string) => page.locator('main article', { hasText: title });
    const admin = await adminSession();
    const model = row<{ id: number }>('select id from models where hidden_at is null order by id limit 1');
    const stamp = Date.now() % 100_000;
    const add = async (title: string, tag: string) => {
      const res = await api(
        'POST',
        '/content',
        {
          title,
          url: `https://${e2e.monetiser.fileHost}/d/${title.replace(/\W+/g, '-')}-${stamp}`,
          type: 'gallery',
          model_id: model.id,
          tags: [tag],
          info: { images: 3, videos: 0, size: 1000 },
        },
        admin.token,
      );
      expect(res.status).toBe(201);
    };
    const stormy = `Stormy Harbor ${stamp}`;
    const calm = `Calm Harbor ${stamp}`;
    await add(stormy, `Thunderclouds ${stamp}`);
    await add(calm, `Clear Mornings ${stamp}`);

    const account = await verifiedSession('hidden-tags', 'Hidden Tags User');
    const { context, page } = await pageWithSession(browser, account, DESKTOP);
    // Both packs are listed before.
    await page.goto('/');
    await card(page, stormy).first().waitFor({ timeout: 15_000 });
    await card(page, calm).first().waitFor();

    // Account → Hidden tags: type the start of the tag's name, Enter hides the first one offered.
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Hidden tags' });
    await section.getByText('You hide no tags.').waitFor();
    const field = section.getByLabel('Hide a tag');
    await field.pressSequentially(`Thunderclouds ${stamp}`, { delay: 20 });
    await section.getByRole('button', { name: `Hide Thunderclouds ${stamp}` }).waitFor();
    await field.press('Enter');
    const hidden = section.getByRole('list', { name: 'Hidden tags' });
    await hidden.getByText(`Thunderclouds ${stamp}`).waitFor();
    await snap(page, 'account-hidden-tags-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // The home list and the search leave the pack out; the other stays.
    await page.goto('/');
    await card(page, calm).first().waitFor({ timeout: 15_000 });
    expect(await card(page, stormy).count()).toBe(0);
    await page.goto(`/?search=${encodeURIComponent(`Harbor ${stamp}`)}`);
    await card(page, calm).first().waitFor({ timeout: 15_000 });
    expect(await card(page, stormy).count()).toBe(0);

    // The tag's page says it is hidden; showing it again there brings the pack back.
    await page.goto(`/tags/thunderclouds-${stamp}`);
    const show = page.getByRole('button', { name: 'Show this tag' });
    await show.waitFor();
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    await show.click();
    await page.getByRole('button', { name: 'Hide this tag' }).waitFor();
    await card(page, stormy).first().waitFor({ timeout: 15_000 });
    await page.goto('/');
    await card(page, stormy).first().waitFor({ timeout: 15_000 });
    await context.close();

    // A phone: the section fits the screen.
    const phone = await pageWithSession(browser, account, MOBILE);
    await phone.page.goto('/account');
    await phone.page.getByRole('region', { name: 'Hidden tags' }).getByLabel('Hide a tag').waitFor();
    await noHorizontalOverflow(phone.page);
    await snap(phone.page, 'account-hidden-tags-390');
  });
});
