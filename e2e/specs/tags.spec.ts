import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { e2e, visitorPage } from '../support/browser.ts';
import { row } from '../support/db.ts';
import { adminSession } from '../support/session.ts';

// Tags (issue 39, docs/product.md#tags), through the built app and a real server.

test.describe('tags', () => {
  test('a visitor browses from the tag list to a tag, and from it to its child tag', async ({ browser }) => {
    const admin = await adminSession();
    const model = row<{ id: number }>('select id from models where hidden_at is null order by id limit 1');
    const add = async (title: string, tag: string) => {
      const res = await api(
        'POST',
        '/content',
        {
          title,
          url: `https://${e2e.monetiser.fileHost}/d/${title.replace(/\W+/g, '-')}-${Date.now()}`,
          type: 'gallery',
          model_id: model.id,
          tags: [tag],
          info: { images: 3, videos: 0, size: 1000 },
        },
        admin.token,
      );
      expect(res.status).toBe(201);
    };
    await add('Lighthouse Walk', 'Seaside Views');
    await add('Dune Sunset', 'Sand Dunes');
    const idOf = (name: string) => row<{ id: number }>('select id from tags where name = ?', name).id;
    const nested = await api(
      'PUT',
      `/admin/tags/${idOf('Sand Dunes')}`,
      { parentId: idOf('Seaside Views') },
      admin.token,
    );
    expect(nested.status).toBe(200);

    const { page } = await visitorPage(browser);
    await page.goto('/tags?sort=name');
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await page.getByRole('link', { name: /Seaside Views/ }).click();
    await page.waitForURL('**/tags/seaside-views');
    await page.getByRole('heading', { level: 1, name: 'Seaside Views' }).waitFor();
    // The parent's page holds its child's items too.
    await page.getByText('Lighthouse Walk').first().waitFor();
    await page.getByText('Dune Sunset').first().waitFor();

    await page
      .getByRole('navigation', { name: 'Narrower tags' })
      .getByRole('link', { name: /Sand Dunes/ })
      .click();
    await page.waitForURL('**/tags/sand-dunes');
    await page.getByRole('heading', { level: 1, name: 'Sand Dunes' }).waitFor();
    await page.getByText('Dune Sunset').first().waitFor();
    expect(await page.getByText('Lighthouse Walk').count()).toBe(0);
  });
});
