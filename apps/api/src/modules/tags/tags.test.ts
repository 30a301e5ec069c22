import { slugify } from '@packdex/shared/utils';
import type {
  AdminTag,
  ContentListResponse,
  ModelListResponse,
  TagDetail,
  TagListResponse,
} from '@packdex/shared/schemas';
import { describe, expect, it } from 'vitest';
import { moderation } from '../../db/moderation.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { freshName, makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';

const t = useTestApp();

const list = async (query: string) =>
  await t.json<ContentListResponse>(await t.request('GET', `/api/content?${query}`));
const titles = async (query: string) => (await list(query)).contents.map((c) => c.title).sort();
const tag = async (slug: string) => t.request('GET', `/api/tags/${slug}`);
const staff = () => makeUser(t, { role: 'editor' });
const adminTags = async (as: TestUser, search: string) =>
  await t.json<{ tags: AdminTag[] }>(
    await t.request('GET', `/api/admin/tags?search=${encodeURIComponent(search)}`, { as }),
  );
const idOf = async (as: TestUser, name: string) => (await adminTags(as, name)).tags.find((x) => x.name === name)!.id;

describe('tags', () => {
  it('list tags by popularity and A–Z with counts of visible items, never a hidden one', async () => {
    const [popular, rare, secret] = [freshName('Popular'), freshName('Rare'), freshName('Secret')];
    await makeContent(t, { tags: [popular] });
    await makeContent(t, { tags: [popular, rare] });
    await makeContent(t, { tags: [secret], hidden: true });
    const byPopularity = await t.json<TagListResponse>(await t.request('GET', '/api/tags?sortBy=popular&limit=100'));
    const mine = byPopularity.tags.filter((x) => [popular, rare, secret].includes(x.name));
    expect(mine).toEqual([
      { slug: slugify(popular), name: popular, count: 2, parent: null },
      { slug: slugify(rare), name: rare, count: 1, parent: null },
    ]);
    const byName = await t.json<TagListResponse>(await t.request('GET', '/api/tags?sortBy=name&limit=100'));
    const slugs = byName.tags.map((x) => x.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(byName.pagination).toEqual(expect.objectContaining({ page: 1, limit: 100 }));
    expect((await tag(slugify(secret))).statusCode).toBe(404);
    expect(await titles(`tag=${slugify(secret)}`)).toEqual([]);
  });

  it('find a tag by an alias, in the API, the list filter and the search', async () => {
    const editor = await staff();
    const name = freshName('Cosplay');
    const item = await makeContent(t, { tags: [name], title: freshName('Costume Set') });
    const id = await idOf(editor, name);
    const alias = freshName('Costume Play');
    expect(
      (await t.request('POST', `/api/admin/tags/${id}/aliases`, { as: editor, body: { name: alias } })).statusCode,
    ).toBe(201);
    const detail = await t.json<TagDetail>(await tag(slugify(alias)));
    expect(detail).toEqual(expect.objectContaining({ name, slug: slugify(name), aliases: [alias] }));
    expect(await titles(`tag=${slugify(alias)}`)).toEqual([item.title]);
    expect(await titles(`search=${encodeURIComponent(`tag:"${alias}"`)}`)).toEqual([item.title]);
    const found = await t.json<TagListResponse>(
      await t.request('GET', `/api/tags?search=${encodeURIComponent(alias)}`),
    );
    expect(found.tags.map((x) => x.name)).toEqual([name]);
    // A form's free string naming the alias is the tag.
    const other = await makeContent(t, { tags: [alias.toUpperCase()] });
    const tagsOf = await t.database.db
      .selectFrom('content_tags')
      .select('tag')
      .where('content_id', '=', other.id)
      .execute();
    expect(tagsOf.map((r) => r.tag)).toEqual([name]);
    // Removing an alias by a slug with a control character is refused before the database sees it
    // (PostgreSQL refused the NUL itself: a 500, found by the hostile-input fuzz).
    const nul = await t.request('DELETE', `/api/admin/tags/${id}/aliases/a%00b`, { as: editor });
    expect(nul.statusCode).toBe(400);
    expect((await t.json<{ error: string }>(nul)).error).toContain('control characters');
    const removed = await t.request('DELETE', `/api/admin/tags/${id}/aliases/${slugify(alias)}`, { as: editor });
    expect(removed.statusCode).toBe(200);
    expect((await t.json<AdminTag>(removed)).aliases).toEqual([]);
  });

  it("include a child tag's items in the parent's page, and list the children", async () => {
    const editor = await staff();
    const [parent, child] = [freshName('Outdoor'), freshName('Beach')];
    const a = await makeContent(t, { tags: [parent], title: freshName('Park') });
    const b = await makeContent(t, { tags: [child], title: freshName('Shore') });
    const model = await makeModel(t, { tags: [child] });
    const [parentId, childId] = [await idOf(editor, parent), await idOf(editor, child)];
    const put = await t.request('PUT', `/api/admin/tags/${childId}`, { as: editor, body: { parentId } });
    expect(put.statusCode).toBe(200);
    expect(await titles(`tag=${slugify(parent)}`)).toEqual([a.title, b.title].sort());
    expect(await titles(`tag=${slugify(child)}`)).toEqual([b.title]);
    const models = await t.json<ModelListResponse>(await t.request('GET', `/api/models?tag=${slugify(parent)}`));
    expect(models.models.map((m) => m.slug)).toEqual([model.slug]);
    const detail = await t.json<TagDetail>(await tag(slugify(parent)));
    expect(detail.children).toEqual([{ slug: slugify(child), name: child, count: 2, parent: slugify(parent) }]);
    // No cycles: the parent cannot go under its child.
    const cycle = await t.request('PUT', `/api/admin/tags/${parentId}`, { as: editor, body: { parentId: childId } });
    expect(cycle.statusCode).toBe(400);
  });

  it('filter with tag= (repeatable), excludeTag=, tag: and -tag: in the search', async () => {
    const [red, blue] = [freshName('Red'), freshName('Blue')];
    const word = `zq${Date.now() % 100000}`;
    const both = await makeContent(t, { tags: [red, blue], title: `${word} Both` });
    const onlyRed = await makeContent(t, { tags: [red], title: `${word} Red` });
    const onlyBlue = await makeContent(t, { tags: [blue], title: `${word} Blue` });
    expect(await titles(`tag=${slugify(red)}&tag=${slugify(blue)}`)).toEqual([both.title]);
    expect(await titles(`tag=${slugify(red)}&excludeTag=${slugify(blue)}`)).toEqual([onlyRed.title]);
    expect(await titles(`search=${encodeURIComponent(`${word} -tag:${slugify(red)}`)}`)).toEqual([onlyBlue.title]);
    expect(await titles(`search=${encodeURIComponent(`tag:${slugify(blue)} ${word}`)}`)).toEqual(
      [both.title, onlyBlue.title].sort(),
    );
    expect(await titles(`search=${encodeURIComponent('tag:no-such-tag-anywhere')}`)).toEqual([]);
    expect((await t.request('GET', '/api/content?tag=bad%20slug!')).statusCode).toBe(400);
  });

  it('merge a tag: its items move and its name stays as an alias; audited', async () => {
    const editor = await staff();
    const [from, into] = [freshName('Selfie'), freshName('Self Portrait')];
    const a = await makeContent(t, { tags: [from], title: freshName('One') });
    const b = await makeContent(t, { tags: [from, into], title: freshName('Two') });
    const [fromId, intoId] = [await idOf(editor, from), await idOf(editor, into)];
    const res = await t.request('POST', `/api/admin/tags/${fromId}/merge`, { as: editor, body: { into: intoId } });
    expect(res.statusCode).toBe(200);
    expect(await t.json<AdminTag>(res)).toEqual(expect.objectContaining({ name: into, aliases: [from], count: 2 }));
    expect(await titles(`tag=${slugify(into)}`)).toEqual([a.title, b.title].sort());
    expect(await titles(`tag=${slugify(from)}`)).toEqual([a.title, b.title].sort());
    const item = await t.json<{ tags: string[] }>(await t.request('GET', `/api/content/${b.id}`));
    expect(item.tags).toEqual([into]);
    const audit = await t.database.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('entity', '=', 'tag')
      .execute();
    expect(audit.map((r) => r.action)).toContain('merge');
  });

  it('rename a tag: items say the new name, the old slug still finds it', async () => {
    const editor = await staff();
    const [old, renamed] = [freshName('Vintage'), freshName('Retro')];
    const item = await makeContent(t, { tags: [old] });
    const id = await idOf(editor, old);
    const res = await t.request('PUT', `/api/admin/tags/${id}`, { as: editor, body: { name: renamed } });
    expect(res.statusCode).toBe(200);
    expect((await t.json<{ tags: string[] }>(await t.request('GET', `/api/content/${item.id}`))).tags).toEqual([
      renamed,
    ]);
    expect((await t.json<TagDetail>(await tag(slugify(old)))).name).toBe(renamed);
  });

  it('keep counts after create, hide, show and delete', async () => {
    const admin = await makeUser(t, { admin: true });
    const name = freshName('Counted');
    const editor = await staff();
    // Read where no page cache answers: the admin list.
    const countOf = async () => (await adminTags(editor, name)).tags.find((x) => x.name === name)?.count;
    const a = await makeContent(t, { tags: [name] });
    const b = await makeContent(t, { tags: [name] });
    await makeModel(t, { tags: [name] });
    expect(await countOf()).toBe(3);
    const held = moderation(t.database.db, 'contents');
    await held.hide(a.id, 'admin', new Date().toISOString());
    expect(await countOf()).toBe(2);
    await held.unhide(a.id, 'admin');
    expect(await countOf()).toBe(3);
    expect((await t.request('DELETE', `/api/content/${b.id}`, { as: admin })).statusCode).toBeLessThan(300);
    expect(await countOf()).toBe(2);
    await held.hide(a.id, 'admin', new Date().toISOString());
    await t.request('DELETE', `/api/content/${a.id}`, { as: admin });
    expect(await countOf()).toBe(1);
  });

  it('let editors manage tags, and nobody below', async () => {
    const member = await makeUser(t, { verified: true });
    expect((await t.request('GET', '/api/admin/tags', { as: member })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/admin/tags', { as: await staff() })).statusCode).toBe(200);
    expect(
      (await t.request('GET', '/api/admin/tags', { as: await makeUser(t, { role: 'moderator' }) })).statusCode,
    ).toBe(403);
  });
});
