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
