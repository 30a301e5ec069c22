import { describe, expect, it } from 'vitest';
import { listMemo } from './list-memo.ts';
import { createPageCache } from './page-cache.ts';

/** A computation that counts its runs and answers 42 a little later. */
function counted() {
  const c = {
    runs: 0,
    compute: async () => {
      c.runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 42;
    },
  };
  return c;
}

describe('lists’ totals and walks', () => {
  it('computes once for concurrent misses of one key, and again after an invalidation', async () => {
    const pages = createPageCache({ ttlMs: 60_000, maxBytes: 800 });
    const memo = listMemo(pages, { ttlMs: 60_000 });
    const c = counted();
    expect(await Promise.all([memo('k', c.compute), memo('k', c.compute), memo('k', c.compute)])).toEqual([42, 42, 42]);
    expect(await memo('k', c.compute)).toBe(42);
    expect(c.runs).toBe(1);
    await pages.invalidate();
    expect(await memo('k', c.compute)).toBe(42);
    expect(c.runs).toBe(2);
  });

  it('keeps them with the page cache off: a page computed again does not count its list again', async () => {
    const pages = createPageCache({ ttlMs: 0, maxBytes: 800 });
    const memo = listMemo(pages, { ttlMs: 60_000 });
    const c = counted();
    await memo('k', c.compute);
    await memo('k', c.compute);
    expect(c.runs).toBe(1);
  });

  it('computes every time with a TTL of 0', async () => {
    const memo = listMemo(createPageCache({ ttlMs: 60_000, maxBytes: 800 }), { ttlMs: 0 });
    const c = counted();
    await memo('k', c.compute);
    await memo('k', c.compute);
    expect(c.runs).toBe(2);
  });

  it('keeps nothing while the shared version is unread (Redis down), then keeps again', async () => {
    const redis = { get: async () => '3', incr: async () => 4 };
    const pages = createPageCache({ ttlMs: 60_000, maxBytes: 800, redis: redis as never });
    const memo = listMemo(pages, { ttlMs: 60_000 });
    const c = counted();
    await memo('k', c.compute);
    await memo('k', c.compute);
    expect(c.runs).toBe(2);
    await pages.start();
    try {
      await memo('k', c.compute);
      await memo('k', c.compute);
      expect(c.runs).toBe(3);
    } finally {
      pages.stop();
    }
  });

  it('keeps nothing whose computation failed', async () => {
    const memo = listMemo(createPageCache({ ttlMs: 60_000, maxBytes: 800 }), { ttlMs: 60_000 });
    await expect(memo('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await memo('k', async () => 7)).toBe(7);
  });

  it('holds at most maxEntries lists, the least recently read dropped first', async () => {
    const memo = listMemo(createPageCache({ ttlMs: 60_000, maxBytes: 800 }), { ttlMs: 60_000, maxEntries: 2 });
    const c = counted();
    await memo('a', c.compute);
    await memo('b', c.compute);
    await memo('a', c.compute);
    await memo('c', c.compute);
    expect(c.runs).toBe(3);
    await memo('a', c.compute);
    expect(c.runs).toBe(3);
    await memo('b', c.compute);
    expect(c.runs).toBe(4);
  });
});
