import type { UserAnalyticsResponse } from '@packdex/shared/schemas/admin';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser } from '../../../test/factories.ts';

const t = useTestApp();
const today = () => new Date().toISOString().slice(0, 10);

const ENDPOINTS = [
  '/api/admin/stats',
  '/api/admin/active-users',
  '/api/admin/content/charts',
  '/api/admin/users/analytics',
  '/api/admin/content/analytics',
];

describe('admin statistics access', () => {
  it.each(ENDPOINTS)('%s answers 401 to a visitor and 403 to a signed-in user', async (path) => {
    const visitor = await t.request('GET', path);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const user = await makeUser(t, { verified: true, premium: true });
    const res = await t.request('GET', path, { as: user });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', error: 'Admins only' });
  });

  it('refuses a visitor before reading a bad period (401, not 400)', async () => {
    expect((await t.request('GET', '/api/admin/users/analytics?period=abc')).statusCode).toBe(401);
  });
});

describe('user analytics period', () => {
  it('defaults to 30 days and accepts 1 and 365', async () => {
    const admin = await makeUser(t, { admin: true });
    for (const [query, days] of [
      ['', 30],
      ['?period=1', 1],
      ['?period=365', 365],
    ] as const) {
      const res = await t.request('GET', `/api/admin/users/analytics${query}`, { as: admin });
      expect(res.statusCode).toBe(200);
      const body = res.json<UserAnalyticsResponse>();
      expect(body.period).toBe(days);
      expect(body.signupsPerDay).toHaveLength(days);
      expect(body.signupsPerDay.at(-1)?.date).toBe(today());
    }
  });

  it.each(['0', '366', 'abc', '-1', '1.5', '', '9999'])('rejects period=%s with a readable 400', async (period) => {
    const admin = await makeUser(t, { admin: true });
    const res = await t.request('GET', `/api/admin/users/analytics?period=${period}`, { as: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/period/);
  });
});
