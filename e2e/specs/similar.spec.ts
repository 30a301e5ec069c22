import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { MOBILE, noHorizontalOverflow, snap, visitorPage } from '../support/browser.ts';
import { count, row } from '../support/db.ts';

// Similar models and More like this (issue 39), on the demo catalogue: the models.similar job runs
// when the server starts, after the demo was seeded, so the demo's profiles have their lists.

/** Waits for the job's first run to have stored lists (it runs with the server's other jobs at start). */
async function computedLists(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (count('select count(*) from model_similar') === 0) {
    if (Date.now() > deadline) throw new Error('The models.similar job stored no list within a minute');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A visible pack sharing a tag with a visible pack of another model. */
const packWithKin = () =>
  row<{ slug: string }>(
    `select c.slug from contents c where c.hidden_at is null and c.model_id is not null
      and exists (select 1 from content_tags t join content_tags o on o.tag = t.tag and o.content_id <> t.content_id
                  join contents oc on oc.id = o.content_id
                  where t.content_id = c.id and oc.hidden_at is null and oc.model_id <> c.model_id)
      order by c.id limit 1`,
  );

/** A visible profile with a visible neighbour stored. */
const modelWithNeighbours = () =>
  row<{ slug: string }>(
    `select m.slug from models m where m.hidden_at is null
      and exists (select 1 from model_similar s join models n on n.id = s.similar_id
                  where s.model_id = m.id and n.hidden_at is null)
      order by m.id limit 1`,
  );

const toBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test.describe('similar models and more like this', () => {
  test("a visitor scrolls a profile to its Similar models and opens one; a pack's More like this opens another pack", async ({
    browser,
  }) => {
    await computedLists();
    const model = modelWithNeighbours();
    const { page } = await visitorPage(browser);
    await page.goto(`/model/${model.slug}`);
    const similar = page.getByRole('region', { name: 'Similar models' });
    // Asked for only once it nears the viewport: scroll down to it.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await toBottom(page);
    await similar.waitFor();
    const first = similar.getByRole('link').first();
    await first.waitFor();
    expect(await similar.getByRole('link').count()).toBeGreaterThan(0);
    expect(await similar.getByRole('link').count()).toBeLessThanOrEqual(12);
    await snap(page, 'similar-models');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/model\//);
    expect(href).not.toBe(`/model/${model.slug}`);
    await first.click();
    await page.waitForURL(`**${href}`);

    const item = packWithKin();
    await page.goto(`/content/${item.slug}`);
    const more = page.getByRole('complementary', { name: 'More like this' });
    await more.waitFor();
    const pack = more.getByRole('link').first();
    await pack.waitFor();
    await snap(page, 'more-like-this');
    const packHref = await pack.getAttribute('href');
    expect(packHref).toMatch(/^\/content\//);
    expect(packHref).not.toBe(`/content/${item.slug}`);
    await pack.click();
    await page.waitForURL(`**${packHref}`);
  });

  test('lays both out on a phone without sideways scrolling', async ({ browser }) => {
    await computedLists();
    const model = modelWithNeighbours();
    const { page } = await visitorPage(browser, MOBILE);
    await page.goto(`/model/${model.slug}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await toBottom(page);
    await page.getByRole('region', { name: 'Similar models' }).getByRole('link').first().waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'similar-models-mobile');
    const item = packWithKin();
    await page.goto(`/content/${item.slug}`);
    await page.getByRole('complementary', { name: 'More like this' }).getByRole('link').first().waitFor();
    await noHorizontalOverflow(page);
    await snap(page, 'more-like-this-mobile');
  });
});
