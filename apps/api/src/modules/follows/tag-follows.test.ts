import { slugify } from '@packdex/shared/utils';
import type { AccountExport, ContentListResponse, FollowedTagsResponse } from '@packdex/shared/schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { freshName, makeContent, makeUser, type TestUser } from '../../../test/factories.ts';

// Following tags (issue 41's My activity): toggled on a tag's page, listed on My activity.
const t = useTestApp();
const toggle = (slug: string, as?: TestUser) => t.request('POST', `/api/tags/${slug}/follow`, as ? { as } : {});
const followed = async (as: TestUser) =>
  (await t.json<FollowedTagsResponse>(await t.request('GET', '/api/follows/tags', { as }))).tags.map((x) => x.tag.name);

describe('following tags', () => {
  it('toggles, counts followers, answers the state, and lists the followed tags newest first', async () => {
    const [beach, dusk] = [freshName('Beach'), freshName('Dusk')];
    await makeContent(t, { tags: [beach, dusk] });
    const [fan, other] = [await makeUser(t), await makeUser(t)];
    expect(await t.json(await toggle(slugify(beach), fan))).toEqual({ following: true, followers: 1 });
    expect(await t.json(await toggle(slugify(beach), other))).toEqual({ following: true, followers: 2 });
    expect(await t.json(await toggle(slugify(dusk), fan))).toEqual({ following: true, followers: 1 });
    const state = await t.request('GET', `/api/tags/${slugify(beach)}/follow`, { as: fan });
    expect(await t.json(state)).toEqual({ following: true, followers: 2 });
    expect(await followed(fan)).toEqual([dusk, beach]);
    const page = await t.json<FollowedTagsResponse>(await t.request('GET', '/api/follows/tags', { as: fan }));
    expect(page.tags[0]).toMatchObject({ tag: { slug: slugify(dusk), name: dusk, count: 1, parent: null } });
    expect(page.pagination).toMatchObject({ totalItems: 2 });

    expect(await t.json(await toggle(slugify(beach), fan))).toEqual({ following: false, followers: 1 });
    expect(await followed(fan)).toEqual([dusk]);
  });

  it('bring the packs carrying a followed tag to the tags feed, newest first, never a hidden one', async () => {
    const [sunset, other] = [freshName('Sunset'), freshName('Other')];
    const older = await makeContent(t, { title: 'Sunset Older', tags: [sunset] });
    const newer = await makeContent(t, { title: 'Sunset Newer', tags: [sunset, other] });
    await makeContent(t, { title: 'Sunset Hidden', tags: [sunset], hidden: true });
    await makeContent(t, { title: 'Unrelated', tags: [other] });
    const fan = await makeUser(t);
    await toggle(slugify(sunset), fan);
    const feed = await t.json<ContentListResponse>(await t.request('GET', '/api/follows/tags/feed', { as: fan }));
    expect(feed.contents.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(feed.pagination).toMatchObject({ totalItems: 2 });
  });

  it('needs an account and a tag that exists', async () => {
    const name = freshName('Harbour');
    await makeContent(t, { tags: [name] });
    expect((await toggle(slugify(name))).statusCode).toBe(401);
    expect((await t.request('GET', '/api/follows/tags')).statusCode).toBe(401);
    expect(await t.json(await t.request('GET', `/api/tags/${slugify(name)}/follow`))).toEqual({
      following: false,
      followers: 0,
    });
    const fan = await makeUser(t);
    const missing = await toggle('no-such-tag-anywhere', fan);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toBe('Tag not found');
  });

  it('follow the tag a followed tag is merged into, once, and go with the account', async () => {
    const [from, into] = [freshName('Old Name'), freshName('New Name')];
    await makeContent(t, { tags: [from] });
    await makeContent(t, { tags: [into] });
    const [fan, both] = [await makeUser(t), await makeUser(t)];
    await toggle(slugify(from), fan);
    await toggle(slugify(from), both);
    await toggle(slugify(into), both);
    const editor = await makeUser(t, { role: 'editor' });
    const ids = async (name: string) =>
      (
        await t.json<{ tags: { id: number; name: string }[] }>(
          await t.request('GET', `/api/admin/tags?search=${encodeURIComponent(name)}`, { as: editor }),
        )
      ).tags.find((x) => x.name === name)!.id;
    const merged = await t.request('POST', `/api/admin/tags/${await ids(from)}/merge`, {
      as: editor,
      body: { into: await ids(into) },
    });
    expect(merged.statusCode).toBe(200);
    expect(await followed(fan)).toEqual([into]);
    expect(await followed(both)).toEqual([into]);

    const exported = await t.request('GET', '/api/account/export', { as: fan });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<AccountExport>().tagFollows).toEqual([
      { tagSlug: slugify(into), tagName: into, followedAt: expect.any(String) },
    ]);
  });
});
