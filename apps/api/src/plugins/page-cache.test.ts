import zlib from 'node:zlib';
import type { ContentListResponse, ModelListResponse } from '@packdex/shared/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../lib/clock.ts';
import { sharedFreshnessMs } from './page-cache.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestModel, type TestUser } from '../../test/factories.ts';
import { monetiserKeys } from '../../test/monetiser-keys.ts';

// The page cache (lib/page-cache.ts, plugins/page-cache.ts): whole answers identical for one
// audience, invalidated by writes, never handed to another audience.
const TTL = 60_000;
const TOTALS_TTL = 300_000;
const GO = 'https://go.example.test/';
const keys = monetiserKeys();
const t = useTestApp({
  env: {
    PAGE_CACHE_TTL_MS: String(TTL),
    LIST_TOTALS_TTL_MS: String(TOTALS_TTL),
    MONETIZER_URL_TEMPLATE: `${GO}{data}?r={rest}`,
    MONETIZER_PUBLIC_KEY: keys.publicKey,
  },
});

let admin: TestUser;
let free: TestUser;
let premium: TestUser;
let model: TestModel;
const DAY = 86_400_000;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
  free = await makeUser(t, { verified: true });
  premium = await makeUser(t, { verified: true, premium: true });
  model = await makeModel(t, { name: 'Orla Fenwick' });
});
afterEach(() => clock.reset());

const HOME = '/api/content?page=1&limit=100&sortBy=recent';

async function home(as?: TestUser) {
  const res = await t.request('GET', HOME, { as });
  expect(res.statusCode).toBe(200);
  const body = await t.json<ContentListResponse>(res);
  return { cache: res.headers['x-page-cache'], contents: body.contents };
}

async function models() {
  const res = await t.request('GET', '/api/models?page=1&limit=100');
  expect(res.statusCode).toBe(200);
  return { cache: res.headers['x-page-cache'], models: (await t.json<ModelListResponse>(res)).models };
}

/** Reads twice so the page is cached; the second read must be a hit. */
async function primed() {
  await home();
  const second = await home();
  expect(second.cache).toBe('hit');
  return second;
}

const contentBody = (o: Record<string, unknown> = {}) => ({
  title: 'Tidewater Pack',
  url: `https://${t.config.fileHostDomain}/d/tidewater`,
  type: 'gallery',
  tags: ['coast'],
  model_id: model.id,
  info: { images: 3, videos: 0, size: 1000 },
  ...o,
});

describe('the page cache', () => {
  it('serves an identical second request from the cache, the same bytes as the first', async () => {
    await makeContent(t, { model, title: 'Cached Harbour' });
    const first = await t.request('GET', HOME);
    const second = await t.request('GET', HOME);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // Another query is another page.
    expect((await t.request('GET', `${HOME}&type=video`)).headers['x-page-cache']).toBe('miss');
  });

  it('answers concurrent requests for a page not cached yet with one computation', async () => {
    const url = '/api/content?page=1&limit=7&sortBy=popular';
    const answers = await Promise.all(Array.from({ length: 12 }, () => t.request('GET', url)));
    expect(answers.map((r) => r.statusCode).every((c) => c === 200)).toBe(true);
    expect(answers.filter((r) => r.headers['x-page-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });

  it('drops cached pages when an admin adds, changes or deletes content', async () => {
    await primed();
    const created = await t.request('POST', '/api/content', { as: admin, body: contentBody() });
    expect(created.statusCode).toBe(201);
    const id = (await t.json<{ id: number }>(created)).id;
    let now = await home();
    expect(now.cache).toBe('miss');
    expect(now.contents.find((c) => c.id === id)?.title).toBe('Tidewater Pack');

    await primed();
    const changed = await t.request('PUT', `/api/content/${id}`, {
      as: admin,
      body: contentBody({ title: 'Tidewater Pack II' }),
    });
    expect(changed.statusCode).toBe(200);
    now = await home();
    expect(now.contents.find((c) => c.id === id)?.title).toBe('Tidewater Pack II');

    await primed();
    expect((await t.request('DELETE', `/api/content/${id}`, { as: admin })).statusCode).toBe(200);
    now = await home();
    expect(now.contents.some((c) => c.id === id)).toBe(false);
  });

  it('drops cached pages when an admin adds, changes or deletes a model', async () => {
    await models();
    expect((await models()).cache).toBe('hit');
    const body = { model_id: 'CACHE-1', name: 'Perrin Ashgrove', photoUrl: 'https://img.example.test/p.webp' };
    const created = await t.request('POST', '/api/models', { as: admin, body });
    expect(created.statusCode).toBe(201);
    const id = (await t.json<{ id: number }>(created)).id;
    expect((await models()).models.find((m) => m.id === id)?.name).toBe('Perrin Ashgrove');

    expect((await models()).cache).toBe('hit');
    const changed = await t.request('PUT', `/api/models/${id}`, { as: admin, body: { ...body, name: 'Perrin Ash' } });
    expect(changed.statusCode).toBe(200);
    expect((await models()).models.find((m) => m.id === id)?.name).toBe('Perrin Ash');

    expect((await models()).cache).toBe('hit');
    expect((await t.request('DELETE', `/api/models/${id}`, { as: admin })).statusCode).toBe(200);
    expect((await models()).models.some((m) => m.id === id)).toBe(false);
  });

  it('drops cached pages when a report hides an item', async () => {
    const item = await makeContent(t, { model, title: 'Reported Lantern' });
    expect((await primed()).contents.some((c) => c.id === item.id)).toBe(true);
    const reporter = await makeUser(t, { verified: true });
    await t.database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 30 * DAY).toISOString() })
      .where('id', '=', reporter.id)
      .execute();
    const rep = await t.request('POST', '/api/reports', {
      as: reporter,
      body: { contentId: item.id, reason: 'child_content' },
    });
    expect(rep.statusCode).toBe(201);
    const now = await home();
    expect(now.cache).toBe('miss');
    expect(now.contents.some((c) => c.id === item.id)).toBe(false);
  });

  it('shows counters (views) at most the cache lifetime late, then fresh', async () => {
    const created = await t.request('POST', '/api/content', {
      as: admin,
      body: contentBody({ title: 'Counted Lighthouse', url: `https://${t.config.fileHostDomain}/d/counted` }),
    });
    const item = await t.json<{ id: number }>(created);
    const before = (await primed()).contents.find((c) => c.id === item.id)!.views;
    const view = await t.request('POST', `/api/content/${item.id}/view`, { ip: '10.40.0.1' });
    expect(view.statusCode).toBe(200);
    // Within the lifetime the cached page may still show the old figure ...
    const cached = await home();
    expect(cached.cache).toBe('hit');
    // ... and never past it.
    clock.advance(TTL);
    const fresh = await home();
    expect(fresh.cache).toBe('miss');
    expect(fresh.contents.find((c) => c.id === item.id)!.views).toBe(before + 1);
  });

  it('keeps a list’s total past the page lifetime, until the catalogue changes or LIST_TOTALS_TTL_MS', async () => {
    const search = async () => {
      const res = await t.request('GET', '/api/content?search=brackenmoor&limit=1');
      expect(res.statusCode).toBe(200);
      const body = await t.json<ContentListResponse>(res);
      return { cache: res.headers['x-page-cache'], total: body.pagination.totalItems };
    };
    await makeContent(t, { model, title: 'Brackenmoor Dawn' });
    expect((await search()).total).toBe(1);
    // Written around the API (as the CLI or a restore would): no invalidation. The page is made
    // again after its lifetime, with the total it counted before ...
    await makeContent(t, { model, title: 'Brackenmoor Dusk' });
    clock.advance(TTL);
    expect(await search()).toEqual({ cache: 'miss', total: 1 });
    // ... until the total's own bound ...
    clock.advance(TOTALS_TTL);
    expect((await search()).total).toBe(2);
    // ... or at once, when a write changes what the catalogue holds.
    const created = await t.request('POST', '/api/content', {
      as: admin,
      body: contentBody({ title: 'Brackenmoor Noon', url: `https://${t.config.fileHostDomain}/d/brackenmoor` }),
    });
    expect(created.statusCode).toBe(201);
    expect((await search()).total).toBe(3);
  });

  it('counts a model directory’s total once across its pages and page lifetimes', async () => {
    const directory = async (page: number) => {
      const res = await t.request('GET', `/api/models?page=${page}&limit=1&ethnicity=arab`);
      expect(res.statusCode).toBe(200);
      return (await t.json<ModelListResponse>(res)).pagination.totalItems;
    };
    await makeModel(t, { name: 'Wrenna Halloway', ethnicity: 'arab' });
    const before = await directory(1);
    await makeModel(t, { name: 'Ysolde Carrow', ethnicity: 'arab' });
    clock.advance(TTL);
    expect(await directory(2)).toBe(before);
    clock.advance(TOTALS_TTL);
    expect(await directory(1)).toBe(before + 1);
  });

  it('keeps an answer that declares its own shared freshness (suggestions: max-age=30) that long', async () => {
    await makeContent(t, { model, title: 'Quillmarsh Evening Set' });
    const suggest = async () => {
      const res = await t.request('GET', '/api/search/suggestions?q=quillm');
      expect(res.statusCode).toBe(200);
      return res.headers['x-page-cache'];
    };
    expect(await suggest()).toBe('miss');
    clock.advance(29_000);
    expect(await suggest()).toBe('hit');
    // Its 30 s, not the cache's lifetime (60 s here), bound how long it is served.
    clock.advance(1_000);
    expect(await suggest()).toBe('miss');
  });

  it('never hands one audience the page cached for another (links differ: ADR 0007)', async () => {
    const item = await makeContent(t, { model, title: 'Audience Harbour' });
    const direct = `https://${t.config.fileHostDomain}/d/audience-${item.id}`;
    await t.database.db.updateTable('contents').set({ url: direct }).where('id', '=', item.id).execute();
    // Any admin write empties the cache, so this test starts from nothing cached.
    expect(
      (
        await t.request('PUT', `/api/content/${item.id}`, {
          as: admin,
          body: contentBody({ title: 'Audience Harbour', url: direct }),
        })
      ).statusCode,
    ).toBe(200);
    const urlFor = async (as?: TestUser) => {
      const page = await home(as);
      return { cache: page.cache, url: page.contents.find((c) => c.id === item.id)!.url };
    };
    // Premium first: a visitor and a free account asking next must not get its direct links.
    expect(await urlFor(premium)).toEqual({ cache: 'miss', url: direct });
    const visitor = await urlFor();
    expect(visitor.cache).toBe('miss');
    expect(visitor.url.startsWith(GO)).toBe(true);
    const freeFirst = await urlFor(free);
    expect(freeFirst.cache).toBe('miss');
    expect(freeFirst.url.startsWith(GO)).toBe(true);
    // Each audience now reads its own copy.
    expect(await urlFor(premium)).toEqual({ cache: 'hit', url: direct });
    expect((await urlFor()).url.startsWith(GO)).toBe(true);
    expect((await urlFor(free)).url.startsWith(GO)).toBe(true);
    // Admins are answered fresh (direct links), never from a copy.
    expect(await urlFor(admin)).toEqual({ cache: undefined, url: direct });
  });
});

describe('a browser’s Accept-Encoding', () => {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('is answered from bytes encoded once per cached page: a hit compresses nothing', async () => {
    for (let i = 0; i < 6; i += 1) await makeContent(t, { model, title: `Encoded Quay ${i}` });
    const url = '/api/content?page=1&limit=43&sortBy=recent';
    const plain = await t.request('GET', url);
    expect(plain.body.length).toBeGreaterThan(2_000);
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    try {
      const first = await t.request('GET', url, { headers: BROWSER });
      // The first browser request encodes the cached page once, for itself and every hit after it.
      expect(brotli).toHaveBeenCalledTimes(1);
      const hits = [];
      for (let i = 0; i < 5; i += 1) hits.push(await t.request('GET', url, { headers: BROWSER }));
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).not.toHaveBeenCalled();
      for (const res of [first, ...hits]) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        // Encoded exactly once: the plugin did not compress the stored bytes again.
        expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      }
      expect(hits.every((res) => res.headers['x-page-cache'] === 'hit')).toBe(true);
      // A client that takes gzip only gets the gzip bytes, encoded once too.
      for (let i = 0; i < 3; i += 1) {
        const res = await t.request('GET', url, { headers: { 'accept-encoding': 'gzip' } });
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain.body);
      }
      expect(gzip).toHaveBeenCalledTimes(1);
      // Without Accept-Encoding, the page's own text.
      expect((await t.request('GET', url)).body).toBe(plain.body);
      // A miss asked with the browser's header encodes its page once, for itself and the hits after it.
      const other = url.replace('limit=43', 'limit=44');
      const miss = await t.request('GET', other, { headers: BROWSER });
      const hit = await t.request('GET', other, { headers: BROWSER });
      expect([miss.headers['x-page-cache'], hit.headers['x-page-cache']]).toEqual(['miss', 'hit']);
      expect(brotli).toHaveBeenCalledTimes(2);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(zlib.brotliDecompressSync(hit.rawPayload).toString()).toBe((await t.request('GET', other)).body);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });
});

describe('admins', () => {
  it('never leave a page with hidden items or admin-only answers in the cache for premium members', async () => {
    const item = await makeContent(t, { model, title: 'Veiled Orchard' });
    await t.database.db
      .updateTable('contents')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', item.id)
      .execute();
    const url = `/api/content?page=1&limit=100&sortBy=recent&includeHidden=true`;
    const asAdmin = await t.json<ContentListResponse>(await t.request('GET', url, { as: admin }));
    expect(asAdmin.contents.some((c) => c.id === item.id)).toBe(true);
    // Before the fix the admin's page was served from the cache here, hidden item and all.
    const res = await t.request('GET', url, { as: premium });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Veiled Orchard');
    const detail = await t.request('GET', `/api/content/${item.id}`, { as: admin });
    expect(detail.statusCode).toBe(200);
    expect((await t.request('GET', `/api/content/${item.id}`, { as: premium })).statusCode).toBe(404);
  });
});

describe('details', () => {
  const detail = async (path: string, as?: TestUser) => {
    const res = await t.request('GET', path, { as });
    return { status: res.statusCode, cache: res.headers['x-page-cache'] };
  };

  it('serves an item to visitors and verified accounts from their audience’s copy', async () => {
    const item = await makeContent(t, { model, title: 'Copper Meadow' });
    for (const path of [`/api/content/${item.id}`, `/api/content/slug/${item.slug}`]) {
      expect(await detail(path)).toEqual({ status: 200, cache: 'miss' });
      expect(await detail(path)).toEqual({ status: 200, cache: 'hit' });
      expect(await detail(path, free)).toEqual({ status: 200, cache: 'miss' });
      expect(await detail(path, free)).toEqual({ status: 200, cache: 'hit' });
    }
  });

  it('never serves an unverified account from the cache: each opening counts against its limit', async () => {
    const unverified = await makeUser(t, { verified: false });
    const items = [];
    for (let i = 0; i < 4; i += 1) items.push(await makeContent(t, { model, title: `Limit Lantern ${i}` }));
    // Cached for the free audience by a verified account first.
    for (const item of items) await detail(`/api/content/${item.id}`, free);
    for (const item of items.slice(0, 3)) {
      expect(await detail(`/api/content/${item.id}`, unverified)).toEqual({ status: 200, cache: undefined });
    }
    expect((await detail(`/api/content/${items[3]!.id}`, unverified)).status).toBe(403);
  });

  it('serves a visitor’s model profile from the cache, never a signed-in one (it says whether they follow)', async () => {
    const path = `/api/models/${model.slug}`;
    await detail(path);
    expect(await detail(path)).toEqual({ status: 200, cache: 'hit' });
    const follow = await t.request('POST', `/api/models/${model.id}/follow`, { as: free });
    expect(follow.statusCode).toBe(200);
    const mine = await t.request('GET', path, { as: free });
    expect(mine.headers['x-page-cache']).toBeUndefined();
    expect((await t.json<{ isFollowing: boolean }>(mine)).isFollowing).toBe(true);
  });
});

describe('what likes and comments act on', () => {
  it('is looked up once per cache lifetime, and forgotten with the pages when a report hides it', async () => {
    const item = await makeContent(t, { model, title: 'Lantern Quay' });
    const like = () => t.request('POST', '/api/likes/toggle', { as: free, body: { contentId: item.id } });
    expect((await like()).statusCode).toBe(200);
    // Hidden behind the API's back: the copy of the item's reference still answers (within the TTL)…
    await t.database.db
      .updateTable('contents')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', item.id)
      .execute();
    expect((await like()).statusCode).toBe(200);
    // …until a write that drops pages: here, any report.
    const report = await t.request('POST', '/api/reports', { body: { contentId: item.id, reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect((await like()).statusCode).toBe(404);
    const comment = await t.request('POST', '/api/comments', { as: free, body: { contentId: item.id, text: 'Hi' } });
    expect(comment.statusCode).toBe(404);
  });
});

describe('sharedFreshnessMs', () => {
  it('reads s-maxage, then max-age, of a public answer', () => {
    expect(sharedFreshnessMs('public, max-age=30')).toBe(30_000);
    expect(sharedFreshnessMs('Public, Max-Age=30, S-MaxAge=5')).toBe(5_000);
    expect(sharedFreshnessMs('public, max-age=0')).toBe(0);
  });
  it('says nothing for a private, unmarked or malformed answer', () => {
    expect(sharedFreshnessMs(undefined)).toBeUndefined();
    expect(sharedFreshnessMs('private, max-age=30')).toBeUndefined();
    expect(sharedFreshnessMs('max-age=30')).toBeUndefined();
    expect(sharedFreshnessMs('public, max-age=soon')).toBeUndefined();
    expect(sharedFreshnessMs('public, max-age=-1')).toBeUndefined();
  });
});
