import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../../test/factories.ts';

// Review before publication off (the default): the admin form publishes at once, as the spec says.
const t = useTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await makeUser(t, { admin: true });
});

describe('without review before publication', () => {
  it('publishes a new model at once, consent record or not; the admin list warns of the missing record', async () => {
    const res = await t.request('POST', '/api/models', {
      as: admin,
      body: { model_id: 'OFF-1', name: 'Clementine Ash', photoUrl: 'https://img.example.test/p.webp' },
    });
    expect(res.statusCode).toBe(201);
    const model = await t.json<{ id: number; slug: string }>(res);
    expect((await t.request('GET', `/api/models/${model.slug}`)).statusCode).toBe(200);
    const list = await t.json<{ models: { id: number; consent?: string; review?: string | null }[] }>(
      await t.request('GET', '/api/models?includeHidden=true', { as: admin }),
    );
    expect(list.models.find((m) => m.id === model.id)).toMatchObject({ consent: 'missing', review: null });
    const queue = (await t.request('GET', '/api/admin/review', { as: admin })).json<{
      items: unknown[];
      enabled: boolean;
    }>();
    expect(queue).toMatchObject({ items: [], enabled: false });
  });
});
