import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';

const t = useTestApp();

describe('error answers', () => {
  it('answer an unknown API path with a JSON 404 { error, code }', async () => {
    const res = await t.request('GET', '/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
  });

  it('answer a malformed JSON body with a JSON 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });
});
