import { TAG_BLACKLIST_MAX } from '@packdex/shared/constants';
import type {
  AccountExport,
  ContentListResponse,
  RelatedContentResponse,
  SuggestionResponse,
  TagBlacklistResponse,
} from '@packdex/shared/schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { tagSlug } from '../../lib/tag-slug.ts';

// Personal filters (issue 39): an account's hidden tags leave their items out of every list shown
// to it, and only to it.
const t = useTestApp();
let n = 0;
/** A name no other test of the file uses (they share the database). */
const fresh = (name: string) => `${name} ${++n}x${Date.now() % 10_000}`;
let address = 0;
/** Each write from its own address: the routes' per-address write limits stay out of the way. */
const ip = () => `10.91.${(address >> 8) & 255}.${(address += 1) & 255}`;

const put = (as: TestUser | undefined, body: unknown) =>
  t.request('PUT', '/api/account/tag-blacklist', { as, body, ip: ip() });
const add = (as: TestUser | undefined, tag: unknown) =>
  t.request('POST', '/api/account/tag-blacklist', { as, body: { tag }, ip: ip() });
const remove = (as: TestUser | undefined, slug: string) =>
  t.request('DELETE', `/api/account/tag-blacklist/${encodeURIComponent(slug)}`, { as, ip: ip() });
const hidden = async (as: TestUser) =>
  await t.json<TagBlacklistResponse>(await t.request('GET', '/api/account/tag-blacklist', { as }));
const ids = async (path: string, as?: TestUser) => {
  const res = await t.request('GET', path, { as });
  expect(res.statusCode, path).toBe(200);
  return (await t.json<ContentListResponse>(res)).contents.map((c) => c.id);
};

describe('the tag blacklist', () => {
  it('is read, replaced, added to and removed from, A–Z, by slug or alias', async () => {
    const user = await makeUser(t);
    const [beach, dusk] = [fresh('Beach'), fresh('Dusk')];
    await makeContent(t, { tags: [beach, dusk] });
    expect(await hidden(user)).toEqual({ tags: [] });
    const replaced = await put(user, { tags: [tagSlug(dusk), tagSlug(beach), tagSlug(beach)] });
    expect(replaced.statusCode).toBe(200);
    const both = { tags: [beach, dusk].map((name) => ({ slug: tagSlug(name), name })) };
    expect(await t.json(replaced)).toEqual(both);
    expect(await hidden(user)).toEqual(both);
    expect(await t.json(await remove(user, tagSlug(beach)))).toEqual({ tags: [both.tags[1]] });
    // Removing one that is not hidden changes nothing; adding one already hidden neither.
    expect((await remove(user, tagSlug(beach))).statusCode).toBe(200);
    expect(await t.json(await add(user, tagSlug(dusk)))).toEqual({ tags: [both.tags[1]] });
    expect(await t.json(await add(user, tagSlug(beach)))).toEqual(both);
    // "Download my data" lists them, as everything else the site keeps about the account.
    const exported = await t.json<AccountExport>(await t.request('GET', '/api/account/export', { as: user }));
    expect(exported.hiddenTags).toEqual(both.tags.map(({ slug, name }) => ({ tagSlug: slug, tagName: name })));
    expect(await t.json(await put(user, { tags: [] }))).toEqual({ tags: [] });
    // Another account's list is its own.
    expect(await hidden(await makeUser(t))).toEqual({ tags: [] });
  });

  it('refuse visitors (401), unknown tags and bad bodies (400), and more than the cap', async () => {
    const user = await makeUser(t);
    const known = fresh('Known');
    await makeContent(t, { tags: [known] });
    expect((await t.request('GET', '/api/account/tag-blacklist')).statusCode).toBe(401);
    expect((await put(undefined, { tags: [] })).statusCode).toBe(401);
    expect((await put(undefined, { nonsense: 1 })).statusCode).toBe(401);
    expect((await add(undefined, tagSlug(known))).statusCode).toBe(401);
    expect((await remove(undefined, tagSlug(known))).statusCode).toBe(401);

    const unknown = await put(user, { tags: [tagSlug(known), 'no-such-tag-anywhere'] });
    expect(unknown.statusCode).toBe(400);
    expect((await t.json(unknown)).error).toBe('Unknown tag: no-such-tag-anywhere');
    expect(await hidden(user)).toEqual({ tags: [] });
    expect((await t.json(await add(user, 'no-such-tag-anywhere'))).error).toBe('Unknown tag: no-such-tag-anywhere');
    expect((await remove(user, 'no-such-tag-anywhere')).statusCode).toBe(404);
    for (const body of [{}, { tags: 'beach' }, { tags: [1] }, { tags: [''] }, { tags: ['a\u0007b'] }]) {
      const res = await put(user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof (await t.json(res)).error).toBe('string');
    }
    for (const tag of ['', 'x'.repeat(101), 42, 'a\u0000b']) expect((await add(user, tag)).statusCode).toBe(400);

    const tooMany = await put(user, { tags: Array.from({ length: TAG_BLACKLIST_MAX + 1 }, (_, i) => `t-${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect((await t.json(tooMany)).error).toContain(`at most ${TAG_BLACKLIST_MAX} tags`);
  });

  it(`stop adding at ${TAG_BLACKLIST_MAX} tags (409)`, async () => {
    const user = await makeUser(t);
    const names = Array.from({ length: TAG_BLACKLIST_MAX + 1 }, (_, i) => fresh(`Cap${i}`));
    await makeContent(t, { tags: names });
    const full = await put(user, { tags: names.slice(0, TAG_BLACKLIST_MAX).map(tagSlug) });
    expect(full.statusCode).toBe(200);
    const over = await add(user, tagSlug(names[TAG_BLACKLIST_MAX]!));
    expect(over.statusCode).toBe(409);
    expect((await t.json(over)).error).toMatch(/at most 100 tags/);
    // One already hidden is still fine.
    expect((await add(user, tagSlug(names[0]!))).statusCode).toBe(200);
    expect((await hidden(user)).tags).toHaveLength(TAG_BLACKLIST_MAX);
  });

  it("leave the hidden tags' items (and their children's) out of lists, search, model pages and tag pages", async () => {
    const [shy, other] = [await makeUser(t), await makeUser(t)];
    const model = await makeModel(t);
    const [gore, goreChild, fine] = [fresh('Gore'), fresh('Splatter'), fresh('Fine')];
    const word = `zq${Date.now() % 100_000}word`;
    const bad = await makeContent(t, { model, tags: [gore], title: `${word} one` });
    const child = await makeContent(t, { model, tags: [goreChild, fine], title: `${word} two` });
    const ok = await makeContent(t, { model, tags: [fine], title: `${word} three` });
    await t.database.db
      .updateTable('tags')
      .set((eb) => ({ parent_id: eb.selectFrom('tags').select('id').where('name', '=', gore) }))
      .where('name', '=', goreChild)
      .execute();
    expect((await add(shy, tagSlug(gore))).statusCode).toBe(200);
    const all = [bad.id, child.id, ok.id].sort();
    const lists = [
      '/api/content?limit=100',
      '/api/content?limit=100&sortBy=popular',
      `/api/content?search=${word}&limit=100`,
      `/api/content/model/${model.id}?limit=100`,
      `/api/content/model/${model.id}?limit=100&sortBy=popular`,
      `/api/content?tag=${tagSlug(fine)}&limit=100`,
    ];
    for (const path of lists) {
      const mine = await ids(path, shy);
      expect(mine, path).toContain(ok.id);
      expect(mine, path).not.toContain(bad.id);
      expect(mine, path).not.toContain(child.id);
      const theirs = await ids(path, other);
      const listed = path.includes('tag=') ? [child.id, ok.id] : all;
      for (const id of listed) expect(theirs, path).toContain(id);
      expect(await ids(path), path).toEqual(theirs);
    }
    const page = await t.json<ContentListResponse>(
      await t.request('GET', `/api/content/model/${model.id}?limit=100`, { as: shy }),
    );
    expect(page.pagination.totalItems).toBe(1);
    // The tag's own page lists nothing for them; the item's page stays reachable by its link.
    expect(await ids(`/api/content?tag=${tagSlug(gore)}`, shy)).toEqual([]);
    expect((await t.request('GET', `/api/content/slug/${bad.slug}`, { as: shy })).statusCode).toBe(200);
    // Shown again once removed.
    await remove(shy, tagSlug(gore));
    expect((await ids(`/api/content/model/${model.id}?limit=100`, shy)).sort()).toEqual(all);
  });

  it('leave them out of suggestions, the sidebar and the activity feeds', async () => {
    const shy = await makeUser(t);
    const model = await makeModel(t);
    const [gore, fine] = [fresh('Grim'), fresh('Mild')];
    const word = `yq${Date.now() % 100_000}sugg`;
    const bad = await makeContent(t, { model, tags: [gore], title: `${word} bad`, views: 50 });
    const goods = [];
    for (let i = 0; i < 4; i++) goods.push(await makeContent(t, { model, tags: [fine], title: `${word} good ${i}` }));
    expect((await t.request('POST', `/api/models/${model.id}/follow`, { as: shy, ip: ip() })).statusCode).toBe(200);
    expect((await t.request('POST', `/api/tags/${tagSlug(gore)}/follow`, { as: shy, ip: ip() })).statusCode).toBe(200);
    const before = {
      suggest: await t.json<SuggestionResponse>(
        await t.request('GET', `/api/search/suggestions?q=${word}`, { as: shy }),
      ),
      related: await t.json<RelatedContentResponse>(
        await t.request('GET', `/api/content/${goods[0]!.id}/related`, { as: shy }),
      ),
      feed: await ids('/api/follows/feed?limit=100', shy),
      tagsFeed: await ids('/api/follows/tags/feed?limit=100', shy),
    };
    expect(before.suggest.suggestions.map((s) => s.slug)).toContain(bad.slug);
    expect(before.related.contents.map((c) => c.id)).toContain(bad.id);
    expect(before.feed).toContain(bad.id);
    expect(before.tagsFeed).toEqual([bad.id]);

    await add(shy, tagSlug(gore));
    const suggest = await t.json<SuggestionResponse>(
      await t.request('GET', `/api/search/suggestions?q=${word}`, { as: shy }),
    );
    expect(suggest.suggestions.map((s) => s.slug)).not.toContain(bad.slug);
    expect(suggest.suggestions.filter((s) => s.kind === 'content')).toHaveLength(4);
    const related = await t.json<RelatedContentResponse>(
      await t.request('GET', `/api/content/${goods[0]!.id}/related`, { as: shy }),
    );
    expect(related.fromModel).toBe(true);
    expect(related.contents.map((c) => c.id).sort()).toEqual(
      goods
        .slice(1)
        .map((g) => g.id)
        .sort(),
    );
    const feed = await ids('/api/follows/feed?limit=100', shy);
    expect(feed).not.toContain(bad.id);
    expect(feed).toHaveLength(4);
    expect(await ids('/api/follows/tags/feed?limit=100', shy)).toEqual([]);
    // Everyone else still sees them.
    const visitor = await t.json<SuggestionResponse>(await t.request('GET', `/api/search/suggestions?q=${word}`));
    expect(visitor.suggestions.map((s) => s.slug)).toContain(bad.slug);
  });

  it('never show a hidden (moderated) item through the blacklist paths either', async () => {
    const shy = await makeUser(t);
    const [gore, fine] = [fresh('Harsh'), fresh('Soft')];
    const held = await makeContent(t, { tags: [fine], hidden: true });
    await makeContent(t, { tags: [gore] });
    await add(shy, tagSlug(gore));
    expect(await ids(`/api/content?tag=${tagSlug(fine)}&limit=100`, shy)).not.toContain(held.id);
    expect(await ids('/api/content?limit=100', shy)).not.toContain(held.id);
    // A tag carried by hidden items only is unknown here, as on the tag pages: its name never shows.
    const secret = fresh('Secret');
    await makeContent(t, { tags: [secret], hidden: true });
    const refused = await add(shy, tagSlug(secret));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(await t.json(refused))).not.toContain(secret);
    expect((await put(shy, { tags: [tagSlug(secret)] })).statusCode).toBe(400);
  });

  it('follow a tag merge: the accounts hiding the merged tag hide the other', async () => {
    const [shy, editor] = [await makeUser(t), await makeUser(t, { role: 'editor' })];
    const [from, into] = [fresh('Spelling'), fresh('Speling')];
    const item = await makeContent(t, { tags: [from] });
    await makeContent(t, { tags: [into] });
    await add(shy, tagSlug(from));
    const idOf = async (name: string) =>
      (await t.database.db.selectFrom('tags').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const merged = await t.request('POST', `/api/admin/tags/${await idOf(from)}/merge`, {
      as: editor,
      body: { into: await idOf(into) },
    });
    expect(merged.statusCode).toBe(200);
    expect(await hidden(shy)).toEqual({ tags: [{ slug: tagSlug(into), name: into }] });
    expect(await ids('/api/content?limit=100', shy)).not.toContain(item.id);
  });
});
