import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageWith as page, seal } from '@/testing/first-answers.ts';
import { FIRST_ANSWERS_TTL_MS, firstAnswer, openFirstAnswers } from './first-answers.ts';

function stubStorage(entries: Record<string, string>) {
  const store = new Map(Object.entries(entries));
  vi.stubGlobal('window', { localStorage: { getItem: (k: string) => store.get(k) ?? null } });
}

// The keys the server writes (apps/api/src/plugins/first-answers.test.ts pins the same strings).
const list = { contents: [{ id: 1, title: 'Pack' }], pagination: { page: 1, limit: 24, totalPages: 1, totalItems: 1 } };
const model = { id: 7, slug: 'orla', name: 'Orla', followers: 3, isFollowing: false };
const item = { id: 9, slug: 'quince', title: 'Quince' };
const related = { contents: [], fromModel: true };
const likes = { likes: 2, isLiked: false };
const comments = {
  comments: [{ id: 4, text: 'Nice' }],
  pagination: { page: 1, limit: 50, totalPages: 1, totalItems: 1 },
};

async function servedPage() {
  return page(
    JSON.stringify({
      '/content?page=1&limit=24&sortBy=recent': await seal(list),
      '/models?page=1&limit=24&sortBy=recent': await seal({ models: [model], pagination: list.pagination }),
      '/models/orla': await seal(model),
      '/content/model/7?page=1&limit=24&sortBy=recent': await seal(list),
      '/content/slug/quince': await seal(item),
      '/content/9/related': await seal(related),
      '/likes/stats?contentId=9': likes,
      '/comments?contentId=9&limit=50': comments,
    }),
  );
}

describe('first answers', () => {
  let now = 1_000_000;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
    stubStorage({});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('finds an answer by the path and query a call would send, decrypted', async () => {
    await openFirstAnswers(await servedPage(), clock);
    expect(firstAnswer('/content', { page: 1, limit: 24, sortBy: 'recent', search: undefined }, clock)).toEqual(list);
    expect(firstAnswer('/models/orla', undefined, clock)).toEqual(model);
    expect(firstAnswer('/likes/stats', { contentId: 9 }, clock)).toEqual(likes);
    expect(firstAnswer('/content', { page: 2, limit: 24, sortBy: 'recent' }, clock)).toBeUndefined();
  });

  it('is not used once someone is signed in, nor after its time', async () => {
    await openFirstAnswers(await servedPage(), clock);
    now += FIRST_ANSWERS_TTL_MS;
    expect(firstAnswer('/content/9/related', undefined, clock)).toEqual(related);
    now += 1;
    expect(firstAnswer('/content/9/related', undefined, clock)).toBeUndefined();

    await openFirstAnswers(await servedPage(), clock);
    stubStorage({ token: 'a-token' });
    expect(firstAnswer('/content/9/related', undefined, clock)).toBeUndefined();
    // Dropped, not only hidden: signing out again does not bring a stale answer back.
    stubStorage({});
    expect(firstAnswer('/content/9/related', undefined, clock)).toBeUndefined();
  });

  it('drops what it cannot read and leaves those queries to fetch', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openFirstAnswers(page('{not json'), clock);
    expect(firstAnswer('/content/9/related', undefined, clock)).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);

    const wrongKey = await seal(related, 'ff'.repeat(32));
    await openFirstAnswers(
      page(JSON.stringify({ '/content/9/related': wrongKey, '/content/slug/quince': await seal(item) })),
      clock,
    );
    expect(firstAnswer('/content/9/related', undefined, clock)).toBeUndefined();
    expect(firstAnswer('/content/slug/quince', undefined, clock)).toEqual(item);
    expect(error).toHaveBeenCalledTimes(2);

    await openFirstAnswers(page(null), clock);
    expect(firstAnswer('/content/slug/quince', undefined, clock)).toBeUndefined();
  });
});
