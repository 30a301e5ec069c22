import type { Content, ContentListResponse, LikedListResponse } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestUser } from '../../../test/factories.ts';
import { monetiserKeys, openMonetised } from '../../../test/monetiser-keys.ts';

// Link monetisation (docs/product.md#catalogue): free visitors and free accounts receive file-host
// links rewritten through the monetiser, premium members and admins the direct link, on every
// answer that carries a content url.
const keys = monetiserKeys();
const GO = 'https://go.example.test/';
const t = useTestApp({
  env: { MONETIZER_URL_TEMPLATE: `${GO}{data}?r={rest}`, MONETIZER_PUBLIC_KEY: keys.publicKey },
});

let packs: TestContent[];
let elsewhere: TestContent;
const direct = new Map<number, string>();
const audience: Record<string, TestUser | undefined> = {};

/** Gives a pack a long file-host URL (longer than the 70-byte split) or another domain's. */
async function setUrl(app: TestApp, id: number, url: string) {
  await app.database.db.updateTable('contents').set({ url }).where('id', '=', id).execute();
  direct.set(id, url);
}

beforeAll(async () => {
  const model = await makeModel(t, { name: 'Linnea Marsh' });
  packs = [];
  for (let i = 0; i < 4; i += 1) {
    const pack = await makeContent(t, { model, title: `Harbor Lights ${i}`, tags: ['harbor'] });
    await setUrl(
      t,
      pack.id,
      `https://${t.config.fileHostDomain}/d/${'k9'.repeat(30)}-${i}/harbor-lights-${i}.zip?dl=1`,
    );
    packs.push(pack);
  }
  elsewhere = await makeContent(t, { model, title: 'Harbor Elsewhere', tags: ['harbor'] });
  await setUrl(t, elsewhere.id, 'https://mirror.other-host.example/d/harbor-elsewhere');
  audience.free = await makeUser(t, { verified: true });
  audience.premium = await makeUser(t, { verified: true, premium: true });
  audience.expired = await makeUser(t, { verified: true, premium: new Date(Date.now() - 86_400_000) });
  audience.admin = await makeUser(t, { admin: true });
});

/** Every content object of an answer (lists, the related sidebar, or one item). */
function itemsOf(body: unknown): Content[] {
  const b = body as { contents?: Content[] } & Partial<Content>;
  return b.contents ?? [b as Content];
}

const answers: [string, () => string][] = [
  ['the list', () => '/api/content?limit=100'],
  ['search', () => '/api/content?search=harbor&limit=100'],
  ["a model's content", () => `/api/content/model/${packs[0]!.modelId}?limit=100`],
  ['the detail by slug', () => `/api/content/slug/${packs[0]!.slug}`],
  ['the detail by id', () => `/api/content/${packs[1]!.id}`],
  ['related items', () => `/api/content/${packs[0]!.id}/related`],
];

async function urlsFor(who: TestUser | undefined, path: string): Promise<Content[]> {
  const res = await t.request('GET', path, { as: who });
  expect(res.statusCode).toBe(200);
  expect(res.headers.vary).toMatch(/authorization/i);
  const items = itemsOf(await t.json(res));
  expect(items.length).toBeGreaterThan(0);
  return items;
}

describe.each(answers)('links in %s', (_name, path) => {
  it.each([
    ['a visitor', 'visitor'],
    ['a free user', 'free'],
    ['a member whose premium has ended', 'expired'],
  ])('are monetised for %s, and the monetiser recovers the direct link', async (_who, key) => {
    for (const item of await urlsFor(audience[key], path())) {
      const url = direct.get(item.id)!;
      if (item.id === elsewhere.id) {
        expect(item.url).toBe(url); // other domains are never touched
        continue;
      }
      expect(item.url.startsWith(GO)).toBe(true);
      expect(item.url).not.toContain(t.config.fileHostDomain);
      expect(openMonetised(item.url, keys.privateKey)).toBe(url);
    }
  });

  it.each([
    ['a premium member', 'premium'],
    ['an admin', 'admin'],
  ])('are direct for %s', async (_who, key) => {
    for (const item of await urlsFor(audience[key], path())) expect(item.url).toBe(direct.get(item.id));
  });
});

describe('link monetisation', () => {
  it('covers the account history', async () => {
    const viewer = audience.free!;
    await t.request('GET', `/api/content/slug/${packs[2]!.slug}`, { as: viewer });
    await t.request('POST', `/api/content/${packs[2]!.id}/view`, { as: viewer });
    const body = await t.json<ContentListResponse>(await t.request('GET', '/api/models/user/history', { as: viewer }));
    expect(body.contents.map((c) => c.id)).toContain(packs[2]!.id);
    for (const item of body.contents) expect(openMonetised(item.url, keys.privateKey)).toBe(direct.get(item.id));
  });

  it("covers My activity: the liked packs and the followed models' new packs, direct for premium members", async () => {
    const free = audience.free!;
    const premium = audience.premium!;
    for (const who of [free, premium]) {
      await t.request('POST', '/api/likes/toggle', { as: who, body: { contentId: packs[3]!.id } });
      await t.request('POST', `/api/models/${packs[0]!.modelId}/follow`, { as: who });
    }
    const liked = async (who: TestUser) =>
      (
        await t.json<LikedListResponse>(await t.request('GET', '/api/account/likes?type=content', { as: who }))
      ).likes.flatMap((l) => (l.type === 'content' ? [l.content] : []));
    const feed = async (who: TestUser) =>
      (await t.json<ContentListResponse>(await t.request('GET', '/api/follows/feed?limit=100', { as: who }))).contents;
    for (const items of [await liked(free), await feed(free)]) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items.filter((c) => c.id !== elsewhere.id))
        expect(openMonetised(item.url, keys.privateKey)).toBe(direct.get(item.id));
    }
    for (const items of [await liked(premium), await feed(premium)]) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.url).toBe(direct.get(item.id));
    }
  });

  it('never lets a signed-in answer be cached for someone else, and keys visitor answers on Authorization', async () => {
    const signedIn = await t.request('GET', '/api/content?limit=1', { as: audience.premium });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.vary).toMatch(/authorization/i);
    const visitor = await t.request('GET', '/api/content?limit=1');
    expect(visitor.headers.vary).toMatch(/authorization/i);
  });

  it('rewrites nothing when the monetiser is not configured', async () => {
    const plain = await createTestApp();
    try {
      const pack = await makeContent(plain, {});
      const item = await plain.json<Content>(await plain.request('GET', `/api/content/${pack.id}`));
      expect(item.url).toMatch(
        new RegExp(`^https://${plain.config.fileHostDomain.replaceAll('.', '\\.')}/d/test-\\d+$`),
      );
    } finally {
      await plain.close();
    }
  });
});
