import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildWebApp, useTestApp } from '../../test/build-test-app.ts';

const t = useTestApp();

describe('web app serving', () => {
  it('serves index.html with the runtime config (the operator included) for any client route, and JSON 404 for unknown API paths', async () => {
    const webDist = path.join(t.config.dataDir, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--packdex-config--></head><body><div id="root"><span><!--packdex-site-name--></span></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await buildApp(
      {
        ...t.config,
        webDist,
        siteName: 'Packs & <Co>',
        operator: {
          name: 'Quay </script> Media Ltd.',
          address: '2 Quay Road, Portsmouth',
          email: 'legal@quay.example',
          dmcaEmail: 'copyright@quay.example',
        },
      },
      { database: t.database, logger: false },
    );

    for (const url of ['/', '/models', '/content/some-slug', '/admin/reports', '/this/does/not/exist']) {
      const res = await web.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const config = /<script type="application\/json" id="packdex-config">(.*?)<\/script>/.exec(res.body)?.[1];
      expect(JSON.parse(config ?? 'null')).toEqual({
        apiBase: '/api',
        envelopeKey: t.config.envelope.key,
        fileHostDomain: t.config.fileHostDomain,
        payments: 'sandbox',
        siteName: 'Packs & <Co>',
        ageAssurance: 'self',
        // The legal pages name the operator (OPERATOR_*); no value can close the script element.
        operator: {
          name: 'Quay </script> Media Ltd.',
          address: '2 Quay Road, Portsmouth',
          email: 'legal@quay.example',
          dmcaEmail: 'copyright@quay.example',
        },
      });
      // The app shell's header carries the site's name, escaped.
      expect(res.body).toContain('<div id="root"><span>Packs &#38; &#60;Co&#62;</span></div>');
    }
    const asset = await web.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await web.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await web.inject({ url: '/api/nope', headers: { accept: 'text/html' } })).json()).toMatchObject({
      code: 'NOT_FOUND',
    });
    await web.close();
  });

  it("links a lazy page's chunks from its document, and only from its own", async () => {
    const index = '<!doctype html><html><head><!--packdex-config--></head><body><div id="root"></div></body></html>';
    const chunks = {
      models: ['/assets/models-1.js', '/assets/input-1.js'],
      model: ['/assets/model-1.js', '/assets/slots-1.js'],
      content: ['/assets/content-1.js', '/assets/slots-1.js', '/assets/a"b.js', 'https://elsewhere.example/x.js'],
    };
    const web = await buildWebApp(t, index, { 'page-chunks.json': JSON.stringify(chunks) });
    const preloads = async (url: string) => {
      const res = await web.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      return [...res.body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]*)">/g)].map(
        (m) => m[1],
      );
    };
    expect(await preloads('/models')).toEqual(chunks.models);
    expect(await preloads('/models?page=2&sortBy=popular')).toEqual(chunks.models);
    expect(await preloads('/model/some-one')).toEqual(chunks.model);
    // Escaped in the attribute; only paths of this site.
    expect(await preloads('/content/some-slug')).toEqual([
      '/assets/content-1.js',
      '/assets/slots-1.js',
      '/assets/a&#34;b.js',
    ]);
    for (const url of ['/', '/premium', '/models/extra', '/content/']) expect(await preloads(url), url).toEqual([]);
    await web.close();

    // A build without the file, or with something else in it, serves its pages without preloads.
    for (const files of [
      {} as Record<string, string>,
      { 'page-chunks.json': '{not json' },
      { 'page-chunks.json': '{"content": "x"}' },
    ]) {
      const other = await buildWebApp(t, index, files);
      const res = await other.inject({ url: '/content/some-slug', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
      await other.close();
    }
  });

  it('serves uploads with nosniff and a long cache', async () => {
    mkdirSync(path.join(t.config.uploadsDir, 'x'), { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, 'x', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await t.request('GET', '/uploads/x/a.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
  });
});
