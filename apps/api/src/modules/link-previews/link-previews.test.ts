import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebApp, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel } from '../../../test/factories.ts';

const t = useTestApp();
let web: FastifyInstance;
beforeAll(async () => {
  web = await buildWebApp(t, '<!doctype html><html><head><!--packdex-config--></head><body></body></html>');
});
afterAll(() => web.close());

const page = async (url: string) => (await web.inject({ url, headers: { accept: 'text/html' } })).body;

describe('Open Graph previews of shared links', () => {
  it('name the pack, its model and its thumbnail for /content/{slug}', async () => {
    const model = await makeModel(t, { name: "Odette O'Hara" });
    const item = await makeContent(t, { model, title: 'Rooftop Rain' });
    const html = await page(`/content/${item.slug}`);
    expect(html).toContain('<meta property="og:title" content="Rooftop Rain">');
    expect(html).toContain(`content="Rooftop Rain — a pack by Odette O&#39;Hara on Packdex"`);
    expect(html).toContain(`<meta property="og:url" content="${t.config.publicUrl}/content/${item.slug}">`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\/test\/content\//);
  });

  it('name the model and its bio for /model/{slug}', async () => {
    const model = await makeModel(t, { name: 'Wren Castellan', bio: 'Painter of light.' });
    const html = await page(`/model/${model.slug}`);
    expect(html).toContain('content="Wren Castellan — Packdex"');
    expect(html).toContain('<meta property="og:description" content="Painter of light.">');
  });

  it('are left out for hidden items and unknown slugs, while the page itself still loads', async () => {
    const hidden = await makeContent(t, { hidden: true });
    for (const url of [`/content/${hidden.slug}`, '/content/nothing-here', '/model/nobody']) {
      const res = await web.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('og:title');
    }
  });
});
