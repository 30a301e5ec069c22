import type { ContentListResponse, SuggestionResponse } from '@packdex/shared/schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeUser, type TestUser } from '../../../test/factories.ts';
import { tagSlug } from '../../lib/tag-slug.ts';

// With the page cache on (ADR 0013): an account that hides tags is neither served the shared
// pages nor stored in them, so nobody gets another's filtered or unfiltered list; an account that
// hides nothing keeps the cached path.
const t = useTestApp({ env: { PAGE_CACHE_TTL_MS: '60000' } });
let address = 0;
const ip = () => `10.92.${(address >> 8) & 255}.${(address += 1) & 255}`;

async function home(as?: TestUser) {
  const res = await t.request('GET', '/api/content?page=1&limit=100&sortBy=recent', { as });
  expect(res.statusCode).toBe(200);
  return {
    cache: res.headers['x-page-cache'],
    ids: (await t.json<ContentListResponse>(res)).contents.map((c) => c.id),
  };
}

describe('the tag blacklist and the page cache', () => {
  it('serve an account that hides tags its own list, and everyone else the shared one', async () => {
    const gore = `Gore ${Date.now() % 10_000}`;
    const bad = await makeContent(t, { tags: [gore] });
    const good = await makeContent(t, { tags: ['fine'] });
    const [shy, plain] = [await makeUser(t, { verified: true }), await makeUser(t, { verified: true })];

    // The shared page (free accounts' audience) is cached, with the item. (A background job that
    // drops the cache, such as a picture landing, can make a read miss: the next one is kept.)
    expect((await home(plain)).cache).toBe('miss');
    await expect.poll(async () => (await home(plain)).cache).toBe('hit');
    expect((await home(plain)).ids).toContain(bad.id);

    const added = await t.request('POST', '/api/account/tag-blacklist', {
      as: shy,
      body: { tag: tagSlug(gore) },
      ip: ip(),
    });
    expect(added.statusCode).toBe(200);
    // Not the cached page: its own, without the item, each time, and never kept.
    for (let i = 0; i < 2; i++) {
      const mine = await home(shy);
      expect(mine.cache).toBeUndefined();
      expect(mine.ids).toContain(good.id);
      expect(mine.ids).not.toContain(bad.id);
    }
    // Its filtered page did not replace the shared one (a cached copy, or one computed afresh).
    const after = await home(plain);
    expect(after.ids).toContain(bad.id);
    expect((await home()).ids).toContain(bad.id);

    // Suggestions too: its own (signed-in answers are `no-store` for browsers and proxies anyway).
    const word = encodeURIComponent(gore.split(' ')[0]!);
    const suggest = await t.request('GET', `/api/search/suggestions?q=${word}`, { as: shy });
    expect(suggest.headers['x-page-cache']).toBeUndefined();
    expect((await t.json<SuggestionResponse>(suggest)).suggestions.map((s) => s.slug)).not.toContain(bad.slug);

    // Emptied: back on the cached path at once.
    await t.request('PUT', '/api/account/tag-blacklist', { as: shy, body: { tags: [] }, ip: ip() });
    await expect.poll(async () => (await home(shy)).cache).toBe('hit');
    expect((await home(shy)).ids).toContain(bad.id);
  });
});
