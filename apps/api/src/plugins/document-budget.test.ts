import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebApp, useTestApp } from '../../test/build-test-app.ts';
import { makeContent } from '../../test/factories.ts';

// A page document's Open Graph lookup reads the database like an API read, so it spends the same
// per-address budget (READ_RATE_LIMIT) and is skipped once that is spent (issue 34, low 5).
const t = useTestApp({ env: { READ_RATE_LIMIT: '3' } });
let web: FastifyInstance;
beforeAll(async () => {
  web = await buildWebApp(t, '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
});
afterAll(async () => web?.close());

describe('the preview lookup of a page document', () => {
  it('counts in the read budget of its address and is skipped past it', async () => {
    const item = await makeContent(t, { title: 'Budgeted Pack' });
    // With a query string a document gathers no first answers: only the preview reads the database.
    const page = (ip: string) =>
      web.inject({ url: `/content/${item.slug}?from=share`, headers: { accept: 'text/html' }, remoteAddress: ip });
    const previews: boolean[] = [];
    for (let n = 0; n < 4; n += 1) previews.push((await page('10.99.0.1')).body.includes('og:title'));
    expect(previews).toEqual([true, true, true, false]);
    expect((await web.inject({ url: '/api/content', remoteAddress: '10.99.0.1' })).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await page('10.99.1.1')).body).toContain('og:title" content="Budgeted Pack');
  });
});
