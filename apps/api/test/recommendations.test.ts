import type { ModelListResponse } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from './build-test-app.ts';
import { registerVerified } from './helpers.ts';

let t: TestApp;
let modelId: number;
beforeAll(async () => {
  t = await createTestApp({ models: 2 });
  modelId = (
    await readJson<ModelListResponse>(await t.app.inject({ url: '/api/models?limit=1' }), t.config.envelope.key)
  ).models[0]!.id;
});
afterAll(() => t.close());

async function premium() {
  const u = await registerVerified(t);
  await t.database.db
    .updateTable('users')
    .set({ is_premium: 1, premium_expires_at: new Date(Date.now() + 30 * 86400_000).toISOString() })
    .where('id', '=', u.user.id)
    .execute();
  return u;
}

describe('recommendations', () => {
  it('are for premium members only', async () => {
    const free = await registerVerified(t);
    expect((await t.app.inject({ url: '/api/recommendations/remaining', headers: free.auth })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recommendations',
          headers: free.auth,
          payload: { modelId, description: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/recommendations/remaining' })).statusCode).toBe(401);
  });

  it('allow 2 per month, then answer the limit text', async () => {
    const { auth } = await premium();
    expect((await t.app.inject({ url: '/api/recommendations/remaining', headers: auth })).json()).toEqual({
      remaining: 2,
    });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      headers: auth,
      payload: { modelId, description: '  Great creator  ' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, remaining: 1 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recommendations',
          headers: auth,
          payload: { modelId, description: 'Again' },
        })
      ).json(),
    ).toEqual({ success: true, remaining: 0 });
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations',
      headers: auth,
      payload: { modelId, description: 'Third' },
    });
    expect(third.statusCode).toBe(429);
    expect(third.json<{ error: string }>().error).toBe(
      'You have reached your monthly recommendation limit of 2 recommendations.',
    );
    expect((await t.app.inject({ url: '/api/recommendations/remaining', headers: auth })).json()).toEqual({
      remaining: 0,
    });
  });

  it('need a known model and a description of at most 500 characters', async () => {
    const { auth } = await premium();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recommendations',
          headers: auth,
          payload: { modelId: 999999, description: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recommendations',
          headers: auth,
          payload: { modelId, description: '   ' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recommendations',
          headers: auth,
          payload: { modelId, description: 'd'.repeat(501) },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/recommendations',
          headers: auth,
          payload: { description: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
