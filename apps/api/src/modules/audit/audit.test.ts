import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeModel, makeUser } from '../../../test/factories.ts';

const t = useTestApp();

describe('the admin audit log', () => {
  it('records who added which content, with what was added', async () => {
    const [admin, model] = [await makeUser(t, { admin: true }), await makeModel(t)];
    const res = await t.request('POST', '/api/content', {
      as: admin,
      body: {
        title: 'Audited Pack',
        url: 'https://files.example.test/d/a',
        type: 'image',
        model_id: model.id,
        info: {},
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = await t.json<{ id: number }>(res);
    const list = await t.request('GET', '/api/admin/audit?entity=content', { as: admin });
    expect(list.statusCode).toBe(200);
    const { entries, pagination } = list.json<{ entries: any[]; pagination: { totalItems: number } }>();
    expect(pagination.totalItems).toBe(1);
    expect(entries[0]).toMatchObject({
      action: 'create',
      entity: 'content',
      entityId: id,
      label: 'Audited Pack',
      actor: { id: admin.id, email: admin.email },
      before: null,
      after: expect.objectContaining({ title: 'Audited Pack', url: 'https://files.example.test/d/a' }),
    });
  });

  it('filters by entity and by actor, newest first, paged', async () => {
    const other = await makeUser(t, { admin: true });
    const model = await makeModel(t);
    for (const title of ['First by other', 'Second by other']) {
      const res = await t.request('POST', '/api/content', {
        as: other,
        body: { title, url: 'https://files.example.test/d/b', model_id: model.id },
      });
      expect(res.statusCode).toBe(201);
    }
    const mine = await t.request('GET', `/api/admin/audit?actor=${other.id}&limit=1`, { as: other });
    const body = mine.json<{ entries: { label: string }[]; pagination: { totalItems: number; totalPages: number } }>();
    expect(body.pagination).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(body.entries.map((e) => e.label)).toEqual(['Second by other']);
    const models = await t.request('GET', '/api/admin/audit?entity=model', { as: other });
    expect(models.json<{ entries: { entity: string }[] }>().entries.every((e) => e.entity === 'model')).toBe(true);
  });

  it('refuses visitors (401) and users (403), and bad filters (400)', async () => {
    const user = await makeUser(t, { verified: true });
    const admin = await makeUser(t, { admin: true });
    expect((await t.request('GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/admin/audit', { as: user })).statusCode).toBe(403);
    for (const q of ['entity=planet', 'actor=abc', 'page=0', 'limit=1000']) {
      const res = await t.request('GET', `/api/admin/audit?${q}`, { as: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
  });
});
