import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { systemService } from './system.service.ts';

const t = useTestApp();

describe('system endpoints', () => {
  it('answer liveness and readiness with the database engine', async () => {
    const health = await t.request('GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', uptime: expect.any(Number) });
    const ready = await t.request('GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: t.database.engine });
  });

  it('report not ready when the database does not answer', async () => {
    const down = systemService({ ping: () => Promise.reject(new Error('connection refused')) }, 'postgres');
    await expect(down.readiness()).rejects.toThrow('connection refused');
  });
});

describe('the test clock', () => {
  it('is not reachable unless TEST_CLOCK is set', async () => {
    const res = await t.request('POST', '/api/test/clock', { body: { advanceMs: 1000 } });
    expect(res.statusCode).toBe(404);
  });

  it('is refused in production', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENTS: 'off', TEST_CLOCK: 'true' }, '/tmp'),
    ).toThrow(/TEST_CLOCK/);
  });
});

describe('the test clock when enabled', () => {
  const c = useTestApp({ env: { TEST_CLOCK: 'true' } });

  it('moves the time the server reads, and resets', async () => {
    const moved = await c.request('POST', '/api/test/clock', { body: { advanceMs: 86_400_000 } });
    expect(moved.statusCode).toBe(200);
    const { now, offsetMs } = moved.json<{ now: string; offsetMs: number }>();
    expect(offsetMs).toBe(86_400_000);
    expect(new Date(now).getTime() - Date.now()).toBeGreaterThan(86_000_000);
    const reset = await c.request('POST', '/api/test/clock', { body: { reset: true } });
    expect(reset.json<{ offsetMs: number }>().offsetMs).toBe(0);
    const bad = await c.request('POST', '/api/test/clock', { body: { advanceMs: 'soon' } });
    expect(bad.statusCode).toBe(400);
  });
});
