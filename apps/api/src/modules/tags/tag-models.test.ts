import { slugify } from '@packdex/shared/utils';
import type { AdminTag, ModelListResponse } from '@packdex/shared/schemas';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { freshName, makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';

const t = useTestApp();
const idOf = async (as: TestUser, name: string) =>
  (
    await t.json<{ tags: AdminTag[] }>(
      await t.request('GET', `/api/admin/tags?search=${encodeURIComponent(name)}`, { as }),
    )
  ).tags.find((x) => x.name === name)!.id;
const modelsOf = async (slug: string, query = '') =>
  await t.json<ModelListResponse>(await t.request('GET', `/api/tags/${slug}/models${query}`));

describe("a tag page's models", () => {
  it('lists the visible models with items carrying the tag or a child, most such items first, never a hidden model or item', async () => {
    const editor = await makeUser(t, { role: 'editor' });
    const [parent, child] = [freshName('Garden'), freshName('Roses')];
    const most = await makeModel(t, { name: freshName('Most Tagged') });
    const viewed = await makeModel(t, { name: freshName('Well Viewed'), views: 500 });
    const quiet = await makeModel(t, { name: freshName('Quiet One'), views: 1 });
    const hiddenModel = await makeModel(t, { name: freshName('Hidden Model'), hidden: true });
    const onlyHiddenItems = await makeModel(t, { name: freshName('Hidden Items') });
    const untagged = await makeModel(t, { name: freshName('Untagged') });
    // Tagged by the profile only, not by an item: not one of the tag's items' models.
    const profileTagged = await makeModel(t, { name: freshName('Profile Tag'), tags: [parent] });
    await makeContent(t, { model: most, tags: [parent] });
    await makeContent(t, { model: most, tags: [child] });
    await makeContent(t, { model: most, tags: [parent, child] });
    await makeContent(t, { model: viewed, tags: [child] });
    await makeContent(t, { model: quiet, tags: [parent] });
    await makeContent(t, { model: hiddenModel, tags: [parent] });
    await makeContent(t, { model: hiddenModel, tags: [parent] });
    await makeContent(t, { model: onlyHiddenItems, tags: [parent], hidden: true });
    await makeContent(t, { model: untagged, tags: [freshName('Elsewhere')] });
    const put = await t.request('PUT', `/api/admin/tags/${await idOf(editor, child)}`, {
      as: editor,
      body: { parentId: await idOf(editor, parent) },
    });
    expect(put.statusCode).toBe(200);

    const all = await modelsOf(slugify(parent));
    // `most` carries three items (one with both tags counts once); the others one each, by views.
    expect(all.models.map((m) => m.slug)).toEqual([most.slug, viewed.slug, quiet.slug]);
    expect(all.pagination).toEqual({ page: 1, limit: PUBLIC_PAGE_SIZE, totalPages: 1, totalItems: 3 });
    expect(all.models[0]).toEqual(expect.objectContaining({ name: most.name, contents: 3 }));
    const slugs = all.models.map((m) => m.slug);
    for (const absent of [hiddenModel, onlyHiddenItems, untagged, profileTagged])
      expect(slugs).not.toContain(absent.slug);

    // The child's page: its own items' models only.
    expect((await modelsOf(slugify(child))).models.map((m) => m.slug)).toEqual([most.slug, viewed.slug]);

    const second = await modelsOf(slugify(parent), '?page=2&limit=2');
    expect(second.models.map((m) => m.slug)).toEqual([quiet.slug]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, totalPages: 2, totalItems: 3 });
  });

  it('answers 404 for an unknown tag or one only hidden items carry, and 400 for a bad page', async () => {
    const secret = freshName('Secret Garden');
    await makeContent(t, { model: await makeModel(t), tags: [secret], hidden: true });
    for (const slug of ['no-such-tag-anywhere', slugify(secret)]) {
      const res = await t.request('GET', `/api/tags/${slug}/models`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json<{ error: string }>().error).toBe('Tag not found');
    }
    for (const query of ['?page=0', '?limit=1000', '?page=abc', '?page=99999&limit=100']) {
      const res = await t.request('GET', `/api/tags/any/models${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/page|limit/);
    }
  });
});
