import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeModel, makeUser } from '../../../test/factories.ts';

const t = useTestApp();

describe('the admin audit log', () => {
  it('records who added which content, with its title', async () => {
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
    const entries = await t.database.db.selectFrom('admin_audit_log').selectAll().execute();
    expect(entries).toEqual([
      expect.objectContaining({
        admin_id: admin.id,
        action: 'create',
        entity: 'content',
        entity_id: id,
        details: JSON.stringify({ title: 'Audited Pack' }),
      }),
    ]);
  });
});
