import { describe, expect, it } from 'vitest';
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
});
