import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { useTestApp } from '../test/build-test-app.ts';

const t = useTestApp();

describe('the application', () => {
  it('returns a request id on every answer, keeping a well-formed incoming one', async () => {
    const res = await t.request('GET', '/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await t.request('GET', '/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(other.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('serves OpenAPI generated from the zod schemas at /api/docs', async () => {
    expect([200, 302]).toContain((await t.request('GET', '/api/docs')).statusCode);
    const spec = await t.request('GET', '/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const doc = spec.json<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/content', '/api/models', '/api/health']));
    expect(doc.paths['/api/models']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sortBy', 'ethnicity', 'minAge']),
    );
  });

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
