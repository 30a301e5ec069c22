import { LANGUAGES } from '@packdex/shared/constants';
import { describe, expect, it } from 'vitest';
import { moderation } from '../../db/moderation.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestUser } from '../../../test/factories.ts';
import { atomEntries, expectValidSitemap, parseXml, sitemapUrls } from '../../../test/xml.ts';

// Two ids per sitemap file (12 addresses: six languages each), so a handful of items spans several files.
// Without the regional age policy, whose answers differ by region and so are private (age-policy.test.ts).
const t = useTestApp({
  env: { SITEMAP_URLS_PER_FILE: '12', PUBLIC_URL: 'https://packdex.example', AGE_POLICY: 'off' },
});
const hold = (table: 'contents' | 'models', id: number) =>
  moderation(t.database.db, table).hide(id, 'reports', new Date().toISOString());

const get = (url: string, headers: Record<string, string> = {}) => t.request('GET', url, { headers });
const titles = (entries: any[]) => entries.map((e) => String(e.title['#text']));

describe('Atom feeds', () => {
  it('lists the latest items, newest first, as a valid Atom document with links, summaries and thumbnails', async () => {
    const model = await makeModel(t, { name: 'Wren Hollow' });
    await makeContent(t, { model, title: 'Older Harbour Set', createdAt: '2026-01-01T00:00:00Z' });
    await makeContent(t, { model, title: `Tide & <Pools> "quoted" 'set'\u0001`, createdAt: '2026-01-03T00:00:00Z' });
    const res = await get('/feed.atom');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const entries = atomEntries(res.body);
    const mine = entries.filter((e) => /Harbour|Tide/.test(String(e.title['#text'])));
    // Escaped, read back whole; the control character XML cannot carry is dropped.
    expect(titles(mine)).toEqual([`Tide & <Pools> "quoted" 'set'`, 'Older Harbour Set']);
    const first = mine[0];
    expect(first.link[0]['@href']).toMatch(/^https:\/\/packdex\.example\/content\/tide-/);
    expect(first.author).toEqual({ name: 'Wren Hollow', uri: `https://packdex.example/model/${model.slug}` });
    expect(String(first.summary['#text'])).toBe('A gallery pack by Wren Hollow: 10 images, 1 video.');
    expect(first['media:thumbnail']['@url']).toMatch(/^https:\/\/packdex\.example\/uploads\//);
  });

  it('gives each model a feed of its own items only, and 404 for a hidden or unknown model', async () => {
    const model = await makeModel(t, { name: 'Juniper Vale' });
    await makeContent(t, { model, title: 'Juniper Meadow Pack' });
    await makeContent(t, { title: 'Someone Else Pack' });
    const res = await get(`/model/${model.slug}/feed.atom`);
    expect(res.statusCode).toBe(200);
    expect(titles(atomEntries(res.body))).toEqual(['Juniper Meadow Pack']);
    expect(parseXml(res.body).feed.id).toBe(`https://packdex.example/model/${model.slug}/feed.atom`);

    await hold('models', model.id);
    expect((await get(`/model/${model.slug}/feed.atom`)).statusCode).toBe(404);
    expect((await get('/model/no-such-model/feed.atom')).statusCode).toBe(404);
  });

  it('never shows a held item, nor the name of a held model', async () => {
    const model = await makeModel(t, { name: 'Secretmodel Quill' });
    const held = await makeContent(t, { model, title: 'Heldback Lantern Pack' });
    const shown = await makeContent(t, { model, title: 'Shown Lantern Pack' });
    const feedOf = async (url: string) => (await get(url)).body;
    expect(await feedOf('/feed.atom')).toContain('Heldback Lantern Pack');
    await hold('contents', held.id);
    expect(await feedOf('/feed.atom')).not.toContain('Heldback Lantern Pack');
    expect(await feedOf(`/model/${model.slug}/feed.atom`)).not.toContain('Heldback Lantern Pack');
    await hold('models', model.id);
    const latest = await feedOf('/feed.atom');
    expect(latest).toContain(shown.title);
    expect(latest).not.toContain('Secretmodel Quill');
  });

  it("gives each tag a feed of its and its children's visible items, and 404 once none is visible", async () => {
    const [parent, child] = [`Feedtag ${Date.now()}`, `Feedchild ${Date.now()}`];
    const own = await makeContent(t, { tags: [parent], title: 'Feedtag Own Pack' });
    const sub = await makeContent(t, { tags: [child], title: 'Feedtag Child Pack' });
    await makeContent(t, { title: 'Feedtag Other Pack' });
    const [parentRow, childRow] = await Promise.all(
      [parent, child].map((name) =>
        t.database.db.selectFrom('tags').select(['id', 'slug']).where('name', '=', name).executeTakeFirstOrThrow(),
      ),
    );
    await t.database.db.updateTable('tags').set({ parent_id: parentRow!.id }).where('id', '=', childRow!.id).execute();
    const res = await get(`/tags/${parentRow!.slug}/feed.atom`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(titles(atomEntries(res.body)).sort()).toEqual(['Feedtag Child Pack', 'Feedtag Own Pack']);
    expect(parseXml(res.body).feed.id).toBe(`https://packdex.example/tags/${parentRow!.slug}/feed.atom`);
    await hold('contents', sub.id);
    expect(titles(atomEntries((await get(`/tags/${parentRow!.slug}/feed.atom`)).body))).toEqual(['Feedtag Own Pack']);
    expect((await get(`/tags/${childRow!.slug}/feed.atom`)).statusCode).toBe(404);
    await hold('contents', own.id);
    expect((await get(`/tags/${parentRow!.slug}/feed.atom`)).statusCode).toBe(404);
    expect((await get('/tags/no-such-tag/feed.atom')).statusCode).toBe(404);
  });

  it('answers 304 to a copy that is current, by ETag or by date', async () => {
    // Early in a second, so the change and the first read below fall within the same one.
    if (Date.now() % 1000 > 400) await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
    await makeContent(t, { title: 'Conditional Pack' });
    // A date is sent once its second has passed (a second change within it would carry the same one).
    expect((await get('/feed.atom')).headers['last-modified']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const res = await get('/feed.atom');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/feed.atom', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/feed.atom', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    const lastModified = res.headers['last-modified'] as string;
    expect((await get('/feed.atom', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    await makeContent(t, { title: 'Newer Conditional Pack' });
    expect((await get('/feed.atom', { 'if-none-match': etag })).statusCode).toBe(200);
  });
});

/** A page's address in each interface language, English's first (no `lang`). */
const inEveryLanguage = (page: string) => LANGUAGES.map((l) => (l === 'en' ? page : `${page}?lang=${l}`));

describe('sitemaps', () => {
  const sitemapFiles = async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    await expectValidSitemap(res.body, 'siteindex');
    const { sitemapindex } = parseXml(res.body);
    expect(sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return (sitemapindex.sitemap as any[]).map((s) => String(s.loc));
  };

  it('splits the visible pages into files of at most the configured size, each listing what its range holds', async () => {
    const model = await makeModel(t, { name: 'Sitemap Sparrow' });
    for (let i = 0; i < 5; i += 1) await makeContent(t, { model, title: `Mapped Pack ${i}` });
    const files = await sitemapFiles();
    expect(files[0]).toBe('https://packdex.example/sitemaps/pages-1.xml');
    const listed: string[] = [];
    for (const file of files) {
      const res = await get(new URL(file).pathname);
      expect(res.statusCode, file).toBe(200);
      await expectValidSitemap(res.body, 'sitemap');
      const urls = sitemapUrls(res.body);
      expect(urls.length, file).toBeGreaterThan(0);
      if (!file.includes('pages-')) expect(urls.length, file).toBeLessThanOrEqual(12);
      listed.push(...urls);
    }
    const visible = await t.database.db.selectFrom('contents').select('slug').where('hidden_at', 'is', null).execute();
    const contentUrls = listed.filter((u) => u.includes('/content/')).sort();
    expect(contentUrls).toEqual(
      visible.flatMap((r) => inEveryLanguage(`https://packdex.example/content/${r.slug}`)).sort(),
    );
    expect(listed).toContain(`https://packdex.example/model/${model.slug}`);
    expect(listed).toContain('https://packdex.example/terms');
    const item = await t.request('GET', new URL(files.find((f) => f.includes('content-'))!).pathname);
    expect(parseXml(item.body).urlset.url[0].lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lists each page at its address in every language, each with all the alternates and x-default, counting addresses not alternates', async () => {
    const model = await makeModel(t, { name: 'Polyglot Plover' });
    const item = await makeContent(t, { model, title: 'Polyglot Pack' });
    const files = await sitemapFiles();
    const file = files.find((f) => f.endsWith(`/content-${Math.floor((item.id - 1) / 2) + 1}.xml`))!;
    const res = await get(new URL(file).pathname);
    await expectValidSitemap(res.body, 'sitemap');
    const { urlset } = parseXml(res.body);
    expect(urlset['@xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const page = `https://packdex.example/content/${item.slug}`;
    const mine = (urlset.url as any[]).filter((u) => String(u.loc).startsWith(page));
    expect(mine.map((u) => String(u.loc))).toEqual(inEveryLanguage(page));
    const alternates = [
      ...LANGUAGES.map((language) => [language, inEveryLanguage(page)[LANGUAGES.indexOf(language)]]),
      ['x-default', page],
    ];
    for (const url of mine) {
      expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      const links = url['xhtml:link'] as Record<string, string>[];
      expect(links.map((l) => [l['@hreflang'], l['@href']])).toEqual(alternates);
      for (const l of links) expect(l['@rel']).toBe('alternate');
    }
    // At most SITEMAP_URLS_PER_FILE (12) addresses in a file of the catalogue: two pages of six languages each.
    for (const f of files.filter((name) => !name.includes('pages-')))
      expect(sitemapUrls((await get(new URL(f).pathname)).body).length, f).toBeLessThanOrEqual(12);
    // The static pages and the tag pages have their languages too.
    const pages = sitemapUrls((await get('/sitemaps/pages-1.xml')).body);
    expect(pages).toEqual(expect.arrayContaining(inEveryLanguage('https://packdex.example/models')));
  });

  it('never lists a held item or model, nor a file whose every page is held', async () => {
    // Two items sharing one file (ids 2k+1 and 2k+2), both held: the file goes from the index.
    let first = await makeContent(t, { model: null, title: 'Range Start Pack' });
    while (first.id % 2 !== 1) first = await makeContent(t, { model: null, title: 'Range Start Pack' });
    const second = await makeContent(t, { model: null, title: 'Range End Pack' });
    expect(second.id).toBe(first.id + 1);
    const model = await makeModel(t, { name: 'Hidden Heron' });
    const file = `/sitemaps/content-${(first.id - 1) / 2 + 1}.xml`;
    expect(await sitemapFiles()).toContain(`https://packdex.example${file}`);

    await hold('contents', first.id);
    expect((await get(file)).body).not.toContain(first.slug);
    await hold('contents', second.id);
    await hold('models', model.id);
    expect(await sitemapFiles()).not.toContain(`https://packdex.example${file}`);
    expect((await get(file)).statusCode).toBe(404);
    for (const loc of await sitemapFiles()) expect((await get(new URL(loc).pathname)).body).not.toContain(model.slug);
  });

  it('lists the tag pages of tags a visible item carries, never one only hidden items carry', async () => {
    const [shown, secret] = [`Mappedtag ${Date.now()}`, `Secrettag ${Date.now()}`];
    await makeContent(t, { tags: [shown] });
    const held = await makeContent(t, { tags: [secret] });
    await hold('contents', held.id);
    const listed: string[] = [];
    for (const file of (await sitemapFiles()).filter((f) => f.includes('/tags-'))) {
      const res = await get(new URL(file).pathname);
      await expectValidSitemap(res.body, 'sitemap');
      listed.push(...sitemapUrls(res.body));
    }
    const slugOf = async (name: string) =>
      (await t.database.db.selectFrom('tags').select('slug').where('name', '=', name).executeTakeFirstOrThrow()).slug;
    expect(listed).toContain(`https://packdex.example/tags/${await slugOf(shown)}`);
    expect(listed).not.toContain(`https://packdex.example/tags/${await slugOf(secret)}`);
  });

  it('answers 404 for a file that is not one of the sitemap files', async () => {
    for (const name of [
      'content-0.xml',
      'pages-2.xml',
      'tags-0.xml',
      'galleries-1.xml',
      'content-1.txt',
      'models-99999999.xml',
    ])
      expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    expect((await get(`/sitemaps/${'x'.repeat(41)}`)).statusCode).toBe(400);
  });
});

it('serves robots.txt: private pages closed, the public reads crawlers render with open, the sitemap named', async () => {
  const res = await get('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  const lines = res.body.split('\n');
  expect(lines[0]).toBe('User-agent: *');
  for (const path of ['/admin', '/account', '/activity', '/billing', '/api/'])
    expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain('Allow: /api/content');
  expect(lines).toContain('Allow: /api/models');
  expect(lines).not.toContain('Disallow: /');
  expect(lines).toContain('Sitemap: https://packdex.example/sitemap.xml');
});

describe("a public collection's feed", () => {
  const create = async (owner: TestUser, name: string, isPublic: boolean) =>
    t.json<{ id: number; slug: string }>(
      await t.request('POST', '/api/collections', { as: owner, body: { name, public: isPublic } }),
    );
  const save = (owner: TestUser, id: number, contentId: number) =>
    t.request('POST', `/api/collections/${id}/items`, { as: owner, body: { contentId } });

  it('lists its visible items, most recently saved first, as a valid Atom document at its page’s address', async () => {
    const owner = await makeUser(t, { name: 'Feed Keeper' });
    const { id, slug } = await create(owner, 'Harbour Picks', true);
    const model = await makeModel(t, { name: 'Collected Finch' });
    const first = await makeContent(t, { model, title: 'Collected Dawn Pack', createdAt: '2026-01-05T00:00:00Z' });
    const second = await makeContent(t, { title: 'Collected Dusk Pack', createdAt: '2026-01-01T00:00:00Z' });
    await makeContent(t, { title: 'Uncollected Pack' });
    await save(owner, id, first.id);
    await save(owner, id, second.id);
    for (const url of [
      `/collection/${id}/${slug}/feed.atom`,
      `/collection/${id}/feed.atom`,
      `/collection/${id}/old-name/feed.atom`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      // Saved last, listed first, though made earlier.
      expect(titles(atomEntries(res.body))).toEqual(['Collected Dusk Pack', 'Collected Dawn Pack']);
      const { feed } = parseXml(res.body);
      expect(feed.id).toBe(`https://packdex.example/collection/${id}/feed.atom`);
      expect(String(feed.title['#text'])).toBe('Harbour Picks by Feed Keeper on Packdex');
      expect(feed.author.name).toBe('Feed Keeper');
      expect((feed.link as { '@rel': string; '@href': string }[]).map((l) => [l['@rel'], l['@href']])).toEqual([
        ['self', `https://packdex.example/collection/${id}/${slug}/feed.atom`],
        ['alternate', `https://packdex.example/collection/${id}/${slug}`],
      ]);
    }
    const entry = atomEntries((await get(`/collection/${id}/feed.atom`)).body)[1];
    expect(entry.author).toEqual({ name: 'Collected Finch', uri: `https://packdex.example/model/${model.slug}` });
  });

  it('answers 404 while the collection is private, unknown or deleted, and 400 for a bad id', async () => {
    const owner = await makeUser(t);
    const { id } = await create(owner, 'Private Picks', false);
    await save(owner, id, (await makeContent(t, { title: 'Private Pick Pack' })).id);
    const notFound = await get(`/collection/${id}/feed.atom`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ error: 'Collection not found' });
    expect(notFound.body).not.toContain('Private Pick Pack');
    await t.request('PUT', `/api/collections/${id}`, { as: owner, body: { public: true } });
    expect((await get(`/collection/${id}/private-picks/feed.atom`)).statusCode).toBe(200);
    await t.request('PUT', `/api/collections/${id}`, { as: owner, body: { public: false } });
    expect((await get(`/collection/${id}/private-picks/feed.atom`)).statusCode).toBe(404);
    await t.request('PUT', `/api/collections/${id}`, { as: owner, body: { public: true } });
    await t.request('DELETE', `/api/collections/${id}`, { as: owner });
    expect((await get(`/collection/${id}/feed.atom`)).statusCode).toBe(404);
    expect((await get('/collection/999999999/feed.atom')).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '-1', '1.5', String(2 ** 40)]) {
      const res = await get(`/collection/${bad}/feed.atom`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/id/);
    }
  });

  it('never lists a held item, nor a held model’s name, and tells a reader by date when an item leaves', async () => {
    const owner = await makeUser(t);
    const { id } = await create(owner, 'Held Picks', true);
    const model = await makeModel(t, { name: 'Hiddenmodel Plover' });
    const held = await makeContent(t, { title: 'Heldback Collected Pack' });
    const shown = await makeContent(t, { model, title: 'Shown Collected Pack' });
    await save(owner, id, held.id);
    await save(owner, id, shown.id);
    await hold('contents', held.id);
    await hold('models', model.id);
    const body = (await get(`/collection/${id}/feed.atom`)).body;
    expect(titles(atomEntries(body))).toEqual(['Shown Collected Pack']);
    expect(body).not.toContain('Heldback');
    expect(body).not.toContain('Hiddenmodel Plover');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = await get(`/collection/${id}/feed.atom`);
    const dated = String(before.headers['last-modified']);
    expect(dated).toMatch(/GMT$/);
    expect((await get(`/collection/${id}/feed.atom`, { 'if-modified-since': dated })).statusCode).toBe(304);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await t.request('DELETE', `/api/collections/${id}/items/${shown.id}`, { as: owner });
    const after = await get(`/collection/${id}/feed.atom`, { 'if-modified-since': dated });
    expect(after.statusCode).toBe(200);
    expect(atomEntries(after.body)).toEqual([]);
  });
});
