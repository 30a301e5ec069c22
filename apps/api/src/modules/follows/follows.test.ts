import type { Model } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeModel, makeUser, type TestModel } from '../../../test/factories.ts';

const t = useTestApp();

let model: TestModel;
beforeAll(async () => {
  model = await makeModel(t, { name: 'Juniper Hale' });
});

const follow = (as?: Awaited<ReturnType<typeof makeUser>>, id = model.id) =>
  t.request('POST', `/api/models/${id}/follow`, { as });

describe('follows', () => {
  it('toggle, and show the count and the viewer state on the profile', async () => {
    const fan = await makeUser(t);
    expect(await t.json(await follow(fan))).toEqual({ following: true, followers: 1 });
    const profile = await t.json<Model>(await t.request('GET', `/api/models/${model.slug}`, { as: fan }));
    expect(profile).toMatchObject({ followers: 1, isFollowing: true });
    expect(await t.json(await follow(fan))).toEqual({ following: false, followers: 0 });
  });

  it('bring the followers a notification when content is added for the model', async () => {
    const [fan, admin] = [await makeUser(t), await makeUser(t, { admin: true })];
    await follow(fan);
    const created = await t.request('POST', '/api/content', {
      as: admin,
      body: {
        title: 'Fresh Drop',
        url: `https://${t.config.fileHostDomain}/d/new1`,
        type: 'video',
        model_id: model.id,
        info: { images: 0, videos: 3, size: 1000 },
      },
    });
    expect(created.statusCode).toBe(201);
    const { notifications } = (await t.request('GET', '/api/notifications', { as: fan })).json<{
      notifications: { type: string; title: string; message: string; data: { contentSlug: string } }[];
    }>();
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'model_follow',
        title: 'New from Juniper Hale',
        message: 'Juniper Hale has a new pack: Fresh Drop',
        data: expect.objectContaining({ contentSlug: 'juniper-hale-fresh-drop', modelId: model.id }),
      }),
    ]);
  });

  it('need a signed-in user (401) and a visible model (404)', async () => {
    expect((await follow()).statusCode).toBe(401);
    const fan = await makeUser(t);
    expect((await follow(fan, 999999)).statusCode).toBe(404);
    expect((await follow(fan, (await makeModel(t, { hidden: true })).id)).statusCode).toBe(404);
  });

  it('apply two parallel toggles by one user one after the other: none is lost', async () => {
    const fan = await makeUser(t);
    const target = await makeModel(t);
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([1, 2].map(() => follow(fan, target.id)));
      expect(
        (await Promise.all(answers.map((a) => t.json<{ following: boolean }>(a)))).map((a) => a.following).sort(),
      ).toEqual([false, true]);
      const rows = await t.database.db
        .selectFrom('follows')
        .select('user_id')
        .where('model_id', '=', target.id)
        .execute();
      expect(rows).toHaveLength(0);
    }
  });
});
