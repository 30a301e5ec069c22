import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser } from '../../../test/factories.ts';

// The page cache on, for longer than the test: only an invalidation can change what it serves.
const t = useTestApp({ env: { PAGE_CACHE_TTL_MS: '1000000' } });

it('serves feeds and sitemaps from the page cache, answers 304 from it, and drops them when an admin changes the catalogue', async () => {
  const model = await makeModel(t, { name: 'Cachewing Moth' });
  const item = await makeContent(t, { model, title: 'Cachewing Night Pack' });
  for (const url of ['/feed.atom', `/model/${model.slug}/feed.atom`, '/sitemap.xml', '/sitemaps/pages-1.xml']) {
    const miss = await t.request('GET', url);
    expect(miss.statusCode, url).toBe(200);
    expect(miss.headers['x-page-cache'], url).toBe('miss');
    const hit = await t.request('GET', url);
    expect(hit.headers['x-page-cache'], url).toBe('hit');
    expect(hit.body).toBe(miss.body);
    // The validators travel with the cached page: a hit answers a current copy with 304.
    expect(hit.headers.etag, url).toBe(miss.headers.etag);
    const current = await t.request('GET', url, { headers: { 'if-none-match': String(miss.headers.etag) } });
    expect(current.statusCode, url).toBe(304);
    expect(current.headers['x-page-cache'], url).toBe('hit');
    expect(current.body).toBe('');
  }
  const admin = await makeUser(t, { admin: true });
  // A copy dated before a deletion is not current, though the dates the file lists after it are all older.
  await makeContent(t, { model, title: 'Cachewing Dawn Pack', createdAt: '2026-01-01T00:00:00Z' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await t.request('GET', '/sitemaps/content-1.xml');
  const dated = String(before.headers['last-modified']);
  expect(dated).toMatch(/GMT$/);
  expect((await t.request('DELETE', `/api/content/${item.id}`, { as: admin })).statusCode).toBe(200);
  const since = await t.request('GET', '/sitemaps/content-1.xml', { headers: { 'if-modified-since': dated } });
  expect(since.statusCode).toBe(200);
  const after = await t.request('GET', '/feed.atom');
  expect(after.headers['x-page-cache']).toBe('miss');
  expect(after.body).not.toContain('Cachewing Night Pack');
  expect((await t.request('GET', `/model/${model.slug}/feed.atom`)).body).not.toContain('Cachewing Night Pack');
});
