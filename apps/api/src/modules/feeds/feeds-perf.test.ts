import { describe, expect, it } from 'vitest';
import { ENGINE, LARGE_CATALOGUE, useTestApp } from '../../../test/build-test-app.ts';
import { medianTime } from '../../../test/median-time.ts';

// Feeds and sitemaps read by the order's index and by id ranges, never the whole catalogue: with
// 100,000 items the feed and the sitemap index answer as fast as the home list (perf.test.ts), and
// a full sitemap file (SITEMAP_URLS_PER_FILE's default) reads its range of the primary key alone,
// whichever range it is.
describe.skipIf(ENGINE === 'postgres')('feeds with 100,000 content items', () => {
  const t = useTestApp({ catalogue: LARGE_CATALOGUE });

  const median = (url: string, runs?: number) => medianTime(t, url, { warmups: 2, runs });

  it.each([
    ['the latest feed', '/feed.atom'],
    ['a model’s feed', '/model/__first__/feed.atom'],
    ['the sitemap index', '/sitemap.xml'],
  ])('%s answers in under 50 ms', async (_name, url) => {
    const first = await t.database.db.selectFrom('models').select('slug').orderBy('id').executeTakeFirstOrThrow();
    expect(await median(url.replace('__first__', first.slug))).toBeLessThan(50);
  });

  it('lists a full sitemap file of 6,000 addresses in one read of its range, the second range as fast as the first', async () => {
    for (const file of ['content-1.xml', 'content-2.xml']) {
      const res = await t.app.inject({ url: `/sitemaps/${file}` });
      // 1,000 pages in each of the six languages: 6,000 addresses, the alternates not counted.
      expect(res.body.match(/<url>/g)?.length, file).toBe(6_000);
      // Small enough for the page cache (PAGE_CACHE_MAX_MB), which a 50,000-address file was not.
      expect(res.body.length, file).toBeLessThan(8 * 1024 * 1024);
    }
    const first = await median('/sitemaps/content-1.xml', 5);
    // About 200 ms on this machine when idle; a query per page (or a walk from the first id) costs
    // seconds. The bound leaves room for a machine running other test files beside this one.
    expect(first).toBeLessThan(3000);
    // Read from its range of the primary key: never the pages before it.
    expect(await median('/sitemaps/content-2.xml', 5)).toBeLessThan(2 * first + 100);
  });
});
