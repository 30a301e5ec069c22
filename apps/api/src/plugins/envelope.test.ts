import { ENVELOPE_PATHS } from '@packdex/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeContent } from '../../test/factories.ts';

const t = useTestApp();

beforeAll(async () => {
  await makeContent(t);
});

describe('the response envelope', () => {
  it('encrypts the answers of every shared envelope path in the exact envelope format', async () => {
    expect(ENVELOPE_PATHS).toEqual(['/models', '/content']);
    for (const path of ENVELOPE_PATHS) {
      const res = await t.request('GET', `/api${path}?limit=2`);
      const raw = res.json<Record<string, unknown>>();
      expect(Object.keys(raw).sort()).toEqual(['authTag', 'data', 'encrypted', 'iv']);
      expect(raw.iv).toMatch(/^[0-9a-f]{24}$/);
      expect(raw.authTag).toMatch(/^[0-9a-f]{32}$/);
      expect(await t.json(res)).toHaveProperty('pagination');
    }
  });

  it('leaves error answers and other paths readable', async () => {
    const res = await t.request('GET', '/api/content?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.request('GET', '/api/health')).json()).toHaveProperty('status', 'ok');
    expect((await t.request('GET', '/api/search/suggestions?q=pack')).json()).toHaveProperty('suggestions');
  });

  it('can be switched off with ENVELOPE=false', async () => {
    const plain = await buildApp(
      { ...t.config, envelope: { ...t.config.envelope, enabled: false } },
      { database: t.database, logger: false },
    );
    expect((await plain.inject({ url: '/api/content?limit=1' })).json()).toHaveProperty('contents');
    await plain.close();
  });
});
