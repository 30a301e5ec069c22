import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, readJson, type TestApp } from './build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 3 });
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('answers health and readiness', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: t.database.engine });
  });

  it('answers an unknown API path with a JSON 404 { error, code }', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with a JSON 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('returns a request id on every answer, keeping a well-formed incoming one', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(other.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('serves OpenAPI generated from the zod schemas at /api/docs', async () => {
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/content', '/api/models', '/api/health']));
    expect(doc.paths['/api/models']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sortBy', 'ethnicity', 'minAge']),
    );
  });
});

describe('envelope', () => {
  it('encrypts /api/content and /api/models answers in the exact envelope format', async () => {
    for (const url of ['/api/content?limit=2', '/api/models?limit=2']) {
      const res = await t.app.inject({ url });
      const raw = res.json<Record<string, unknown>>();
      expect(Object.keys(raw).sort()).toEqual(['authTag', 'data', 'encrypted', 'iv']);
      expect(raw.iv).toMatch(/^[0-9a-f]{24}$/);
      expect(raw.authTag).toMatch(/^[0-9a-f]{32}$/);
      const body = await readJson<Record<string, unknown>>(res, t.config.envelope.key);
      expect(body).toHaveProperty('pagination');
    }
  });

  it('leaves error answers readable', async () => {
    const res = await t.app.inject({ url: '/api/content?page=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('does not touch other paths', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toHaveProperty('status', 'ok');
  });

  it('can be switched off with ENVELOPE=false', async () => {
    const plain = await buildApp(
      { ...t.config, envelope: { ...t.config.envelope, enabled: false } },
      { database: t.database, logger: false },
    );
    const res = await plain.inject({ url: '/api/content?limit=1' });
    expect(res.json()).toHaveProperty('contents');
    await plain.close();
  });
});

describe('web app serving', () => {
  it('serves index.html with the runtime config for any client route, and JSON 404 for unknown API paths', async () => {
    const webDist = path.join(t.config.dataDir, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--packdex-config--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await buildApp({ ...t.config, webDist }, { database: t.database, logger: false });

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
        siteName: 'Packdex',
      });
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

  it('fills Open Graph tags for shared content and model links, never for hidden ones', async () => {
    const webDist = path.join(t.config.dataDir, 'web-og');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--packdex-config--></head><body></body></html>',
    );
    const web = await buildApp({ ...t.config, webDist }, { database: t.database, logger: false });
    const item = await t.database.db
      .selectFrom('contents')
      .innerJoin('models', 'models.id', 'contents.model_id')
      .select(['contents.slug', 'contents.title', 'contents.id', 'models.slug as model_slug', 'models.name'])
      .executeTakeFirstOrThrow();
    const page = await web.inject({ url: `/content/${item.slug}`, headers: { accept: 'text/html' } });
    expect(page.body).toContain(`<meta property="og:title" content="${item.title.replace(/'/g, '&#39;')}">`);
    expect(page.body).toContain(`<meta property="og:url" content="${t.config.publicUrl}/content/${item.slug}">`);
    expect(page.body).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\//);
    const model = await web.inject({ url: `/model/${item.model_slug}`, headers: { accept: 'text/html' } });
    expect(model.body).toContain(`content="${item.name} — Packdex"`);
    await t.database.db
      .updateTable('contents')
      .set({ hidden_at: new Date().toISOString() })
      .where('id', '=', item.id)
      .execute();
    const hidden = await web.inject({ url: `/content/${item.slug}`, headers: { accept: 'text/html' } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('og:title');
    await t.database.db.updateTable('contents').set({ hidden_at: null }).where('id', '=', item.id).execute();
    await web.close();
  });

  it('serves uploads with nosniff and a long cache', async () => {
    mkdirSync(path.join(t.config.uploadsDir, 'x'), { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, 'x', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const res = await t.app.inject({ url: '/uploads/x/a.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
  });
});

describe('logging', () => {
  it('never writes the authorization header or a password into a log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const logged = await buildApp(t.config, { database: t.database, logger: { level: 'info', stream } });
    logged.post('/api/test-log', (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'body seen');
      return { ok: true };
    });
    await logged.inject({
      method: 'POST',
      url: '/api/test-log',
      headers: { authorization: 'Bearer super-secret-token' },
      payload: { password: 'hunter2-secret' },
    });
    await logged.close();
    const all = lines.join('\n');
    expect(all).toContain('body seen');
    expect(all).not.toContain('super-secret-token');
    expect(all).not.toContain('hunter2-secret');
  });
});
