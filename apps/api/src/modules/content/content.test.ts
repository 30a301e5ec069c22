import type { Content, ContentListResponse } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, itRejectsQueries, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestModel } from '../../../test/factories.ts';
import { expectReadTogether, recordingStatements } from '../../../test/statements.ts';
import { contentRepository } from './content.repository.ts';

const t = useTestApp();

let ariadne: TestModel; // 10 packs
let brielle: TestModel; // 2 packs
let packs: TestContent[];
const minutesAgo = (i: number) => new Date(Date.UTC(2026, 9, 1) - i * 60_000);

beforeAll(async () => {
  ariadne = await makeModel(t, { name: 'Ariadne Voss' });
  brielle = await makeModel(t, { name: 'Brielle Quarry' });
  const other = await makeModel(t);
  packs = [];
  for (let i = 0; i < 32; i += 1) {
    const model = i < 10 ? ariadne : i < 12 ? brielle : other;
    packs.push(
      await makeContent(t, {
        model,
        title: i === 0 ? 'Velvet Harbor' : `Pack number ${i}`,
        tags: i === 0 ? ['sunlit', 'beach'] : ['studio'],
        type: i % 3 === 0 ? 'video' : 'gallery',
        views: (i * 37) % 101,
        createdAt: minutesAgo(i),
      }),
    );
  }
});

const list = async (query: string) => t.json<ContentListResponse>(await t.request('GET', `/api/content?${query}`));

describe('GET /api/content', () => {
  it('answers 24 items by default with the pagination block, newest first, each with model, info and tags', async () => {
    const body = await list('');
    expect(body.pagination).toEqual({ page: 1, limit: 24, totalItems: 32, totalPages: 2 });
    expect(body.contents.map((c) => c.id)).toEqual(packs.slice(0, 24).map((p) => p.id));
    expect(body.contents[0]).toMatchObject({
      title: 'Velvet Harbor',
      tags: ['beach', 'sunlit'],
      model: { name: 'Ariadne Voss', slug: ariadne.slug, photoUrl: expect.any(String), bio: expect.any(String) },
      info: { images: 10, videos: 1, size: 1_000_000 },
    });
  });

  it('pages through every item exactly once', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 5; page += 1)
      for (const c of (await list(`limit=7&page=${page}`)).contents) seen.add(c.id);
    expect(seen.size).toBe(32);
  });

  it('sorts by popularity and filters by type', async () => {
    const views = (await list('sortBy=popular&limit=100')).contents.map((c) => c.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const videos = await list('type=video&limit=100');
    expect(videos.pagination.totalItems).toBe(11);
    expect(videos.contents.every((c) => c.type === 'video')).toBe(true);
  });

  it('searches titles, tags and model names by word prefix', async () => {
    for (const q of ['velv', 'harbor', 'sunl', 'ariadne%20vo']) {
      expect((await list(`search=${q}&limit=100`)).contents.map((c) => c.title)).toContain('Velvet Harbor');
    }
    expect((await list('search=brielle&limit=100')).pagination.totalItems).toBe(2);
    const none = await list('search=zzzqqqxxx');
    expect(none).toEqual({ contents: [], pagination: { page: 1, limit: 24, totalItems: 0, totalPages: 0 } });
  });

  itRejectsQueries(t, '/api/content', [
    ['page=0', /page/],
    ['page=-1', /page/],
    ['page=abc', /page/],
    ['limit=101', /limit/],
    ['limit=0', /limit/],
    ['sortBy=oldest', /sortBy/],
    ['type=audio', /type/],
  ]);
});

describe('GET /api/content/model/:id', () => {
  it("lists one model's content and answers 404 for an unknown model, 400 for a bad id", async () => {
    const body = await t.json<ContentListResponse>(await t.request('GET', `/api/content/model/${brielle.id}`));
    expect(body.contents.map((c) => c.id)).toEqual([packs[10]!.id, packs[11]!.id]);
    const missing = await t.request('GET', '/api/content/model/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Model not found', code: 'NOT_FOUND' });
    expect((await t.request('GET', '/api/content/model/abc')).statusCode).toBe(400);
  });
});

describe('one content item', () => {
  it('is found by slug and by id with the same answer; unknown ones are 404, a bad id 400', async () => {
    const [item] = (await list('limit=1')).contents;
    expect(await t.json<Content>(await t.request('GET', `/api/content/slug/${item!.slug}`))).toEqual(item);
    expect(await t.json<Content>(await t.request('GET', `/api/content/${item!.id}`))).toEqual(item);
    expect((await t.request('GET', '/api/content/slug/no-such-thing')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/content/999999')).statusCode).toBe(404);
    expect((await t.request('GET', '/api/content/abc')).statusCode).toBe(400);
  });

  it('carries its tags sorted as lists sort them, and an empty list when it has none', async () => {
    // Of a model of their own and older than the rest, so the lists the other tests read stay as they were.
    const model = await makeModel(t);
    const tagged = await makeContent(t, { model, tags: ['zephyr', 'amber', 'Marble'], createdAt: minutesAgo(10_000) });
    const untagged = await makeContent(t, { model, tags: [], createdAt: minutesAgo(10_001) });
    const read = async (url: string) => t.json<Content>(await t.request('GET', url));
    const listed = (await list('limit=100')).contents.find((c) => c.id === tagged.id)!;
    expect([...listed.tags].sort()).toEqual(['Marble', 'amber', 'zephyr']);
    expect((await read(`/api/content/slug/${tagged.slug}`)).tags).toEqual(listed.tags);
    expect((await read(`/api/content/${tagged.id}`)).tags).toEqual(listed.tags);
    expect((await read(`/api/content/slug/${untagged.slug}`)).tags).toEqual([]);
    expect((await read(`/api/content/${untagged.id}`)).tags).toEqual([]);
  });

  it('is read with the others asked for together, each answered on its own: repeats, hidden and unknown slugs too', async () => {
    const { db, statements } = recordingStatements(t.database.db);
    const content = contentRepository(db, ENGINE);
    const hidden = await makeContent(t, { model: brielle, hidden: true });
    const found = await expectReadTogether(
      (slug, includeHidden) => content.findBySlug(slug, includeHidden),
      statements,
      [packs[0]!, packs[11]!],
      hidden,
    );
    expect(found[0]).toMatchObject({ title: 'Velvet Harbor', model_name: 'Ariadne Voss', tags: ['beach', 'sunlit'] });
    expect(found[2]).toMatchObject({ model_name: 'Brielle Quarry', tags: ['studio'] });
  });

  it('is hidden from visitors when hidden, but not from admins', async () => {
    const hidden = await makeContent(t, { model: brielle, hidden: true });
    const admin = await makeUser(t, { admin: true });
    expect((await t.request('GET', `/api/content/slug/${hidden.slug}`)).statusCode).toBe(404);
    expect((await t.request('GET', `/api/content/slug/${hidden.slug}`, { as: admin })).statusCode).toBe(200);
    expect((await list('limit=100')).contents.some((c) => c.id === hidden.id)).toBe(false);
  });
});

describe('GET /api/content/:id/related', () => {
  const related = async (id: number) =>
    t.json<{ contents: Content[]; fromModel: boolean }>(await t.request('GET', `/api/content/${id}/related`));

  it('gives up to 6 more from the same model, newest first, never the item itself', async () => {
    const res = await related(packs[0]!.id);
    expect(res.fromModel).toBe(true);
    expect(res.contents.map((c) => c.id)).toEqual(packs.slice(1, 7).map((p) => p.id));
  });

  it('falls back to the 8 most recent items when the model has fewer than 3 others', async () => {
    const res = await related(packs[10]!.id);
    expect(res.fromModel).toBe(false);
    expect(res.contents.map((c) => c.id)).toEqual(packs.slice(0, 8).map((p) => p.id));
  });

  it('answers 404 for an unknown item', async () => {
    expect((await t.request('GET', '/api/content/99999/related')).statusCode).toBe(404);
  });
});

describe('POST /api/content', () => {
  const body = (o: object = {}) => ({
    title: 'Fresh Drop',
    url: `https://${t.config.fileHostDomain}/d/new1`,
    type: 'video',
    tags: ['new', 'new'],
    model_id: ariadne.id,
    info: { images: 0, videos: 3, size: 1000 },
    ...o,
  });

  it('lets an admin add content with a free slug and de-duplicated tags', async () => {
    const admin = await makeUser(t, { admin: true });
    const first = await t.request('POST', '/api/content', { as: admin, body: body() });
    expect(first.statusCode).toBe(201);
    expect(await t.json(first)).toMatchObject({
      slug: 'ariadne-voss-fresh-drop',
      tags: ['new'],
      model: { name: 'Ariadne Voss' },
    });
    const second = await t.request('POST', '/api/content', { as: admin, body: body() });
    expect(await t.json(second)).toMatchObject({ slug: 'ariadne-voss-fresh-drop-2' });
  });

  it('answers 403 to everyone but admins and 400 for an unknown model', async () => {
    const user = await makeUser(t, { verified: true });
    expect((await t.request('POST', '/api/content', { as: user, body: body() })).statusCode).toBe(403);
    const admin = await makeUser(t, { admin: true });
    const res = await t.request('POST', '/api/content', { as: admin, body: body({ model_id: 999999 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('Please select a model');
  });
});
