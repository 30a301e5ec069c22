import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';

const t = useTestApp({ env: { READ_RATE_LIMIT: '3' } });

it('spends the address’s read budget on feeds and sitemaps as on API reads, but not on robots.txt', async () => {
  const ip = '10.77.0.1';
  for (const url of ['/feed.atom', '/collection/1/some-list/feed.atom', '/sitemap.xml'])
    expect((await t.request('GET', url, { ip })).statusCode, url).not.toBe(429);
  expect((await t.request('GET', '/sitemaps/content-1.xml', { ip })).statusCode).toBe(429);
  expect((await t.request('GET', '/robots.txt', { ip })).statusCode).toBe(200);
  expect((await t.request('GET', '/feed.atom', { ip: '10.77.0.2' })).statusCode).toBe(200);
});
