import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from './clock.ts';
import { createPageCache, encodePage, ENTRY_OVERHEAD_BYTES } from './page-cache.ts';

afterEach(() => clock.reset());

/** Room for eight 100-character pages under two-character keys (a page may take an eighth of it). */
const EIGHT_PAGES = 8 * (100 + 2 + ENTRY_OVERHEAD_BYTES);

/** A cache with room for eight 100-character pages, filled. */
function full() {
  const pages = createPageCache({ ttlMs: 60_000, maxBytes: EIGHT_PAGES });
  for (let i = 0; i < 8; i += 1)
    pages.set(`p${i}`, pages.version(), { payload: String(i).repeat(100), contentType: 'text/plain' });
  return pages;
}
const add = (pages: ReturnType<typeof full>, key: string) =>
  pages.set(key, pages.version(), { payload: 'x'.repeat(100), contentType: 'text/plain' });

describe('the page cache’s eviction order', () => {
  it('drops the page read least recently once the cache is full', () => {
    const pages = full();
    clock.advance(1_000);
    expect(pages.get('p0')).toBeDefined();
    add(pages, 'p8');
    expect(pages.get('p1')).toBeUndefined();
    expect(pages.get('p0')).toBeDefined();
    expect(pages.get('p8')).toBeDefined();
  });

  it('moves a page read again within a second no further: hits do not rewrite the order', () => {
    const pages = full();
    expect(pages.get('p0')).toBeDefined();
    add(pages, 'p8');
    expect(pages.get('p0')).toBeUndefined();
    expect(pages.get('p1')).toBeDefined();
  });
});

describe('how a page is encoded', () => {
  // Text with repeats at many distances: brotli's quality 1 and 5, gzip's levels 1 and 6, differ on it.
  const payload = Array.from(
    { length: 400 },
    (_, i) => `<url><loc>https://packdex.test/content/item-${(i * 37) % 101}</loc></url>`,
  ).join('');
  const page = { payload, contentType: 'application/xml' };

  it('spends more once on a page it keeps, and the least on an answer it does not keep', () => {
    const kept = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    kept.set('k', kept.version(), page);
    const off = createPageCache({ ttlMs: 0, maxBytes: 1_000_000 });
    for (const encoding of ['br', 'gzip'] as const) {
      expect(encodePage(payload, encoding, 'kept').equals(encodePage(payload, encoding, 'once'))).toBe(false);
      expect(kept.encoded('k', page, encoding).equals(encodePage(payload, encoding, 'kept'))).toBe(true);
      expect(off.encoded('k', page, encoding).equals(encodePage(payload, encoding, 'once'))).toBe(true);
    }
    // The kept page's bytes are made once: the next hit writes them.
    expect(kept.encodings()).toBe(2);
    kept.encoded('k', page, 'br');
    expect(kept.encodings()).toBe(2);
  });
});

describe('the page cache’s size', () => {
  it('counts each entry’s key and bookkeeping, not only its page: many small pages stay within the limit', () => {
    // Pages of two characters: counted alone, 10,000 of them (20 KB) would all fit in 100 KB, while
    // in memory each holds several hundred bytes.
    const pages = createPageCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const key = (i: number) => `visitor|/api/search/suggestions|{}|{"q":"${i}"}`;
    for (let i = 0; i < 10_000; i += 1)
      pages.set(key(i), pages.version(), { payload: '[]', contentType: 'application/json' });
    let kept = 0;
    for (let i = 0; i < 10_000; i += 1) if (pages.get(key(i))) kept += 1;
    const fits = Math.floor(100_000 / ('[]'.length + key(9999).length + ENTRY_OVERHEAD_BYTES));
    expect(kept).toBe(fits);
    // The most recent ones are the ones kept.
    expect(pages.get('visitor|/api/search/suggestions|{}|{"q":"9999"}')).toBeDefined();
    expect(pages.get('visitor|/api/search/suggestions|{}|{"q":"0"}')).toBeUndefined();
  });

  it('drops expired pages on its own once started: a burst of pages is not kept until newer ones push it out', async () => {
    vi.useFakeTimers();
    const pages = createPageCache({ ttlMs: 5_000, maxBytes: 1_000_000 });
    try {
      await pages.start();
      for (let i = 0; i < 100; i += 1)
        pages.set(`p${i}`, pages.version(), { payload: 'x'.repeat(100), contentType: 'text/plain' });
      // A page with its own longer freshness (a `public, max-age` answer) stays for its lifetime.
      pages.set('long', pages.version(), { payload: 'y', contentType: 'text/plain' }, 60_000);
      vi.advanceTimersByTime(4_999);
      expect(pages.held().pages).toBe(101);
      vi.advanceTimersByTime(1);
      expect(pages.held()).toEqual({ pages: 1, bytes: 1 + 'long'.length + ENTRY_OVERHEAD_BYTES });
      expect(pages.get('long')).toBeDefined();
      vi.advanceTimersByTime(60_000);
      expect(pages.held()).toEqual({ pages: 0, bytes: 0 });
    } finally {
      pages.stop();
      vi.useRealTimers();
    }
  });
});

describe('when the catalogue last changed', () => {
  it('is the cache’s start, then each invalidation, here or on another instance (read from Redis)', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    try {
      let version = '0';
      const redis = { get: async () => version, incr: async () => Number((version = String(Number(version) + 1))) };
      const pages = createPageCache({ ttlMs: 60_000, maxBytes: EIGHT_PAGES, redis: redis as never });
      expect(pages.changedAt()).toBe(1_000_000);
      vi.setSystemTime(2_000_000);
      await pages.invalidate();
      expect(pages.changedAt()).toBe(2_000_000);
      vi.setSystemTime(3_000_000);
      await pages.start();
      pages.stop();
      // The start read the version this instance wrote itself: no change of its own to note.
      expect(pages.changedAt()).toBe(2_000_000);
      version = '7';
      vi.setSystemTime(4_000_000);
      await pages.start();
      pages.stop();
      expect(pages.changedAt()).toBe(4_000_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
