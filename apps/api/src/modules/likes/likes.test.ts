import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database.ts';
import { ENGINE, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestModel } from '../../../test/factories.ts';
import { recordingStatements } from '../../../test/statements.ts';
import { likesRepository } from './likes.repository.ts';

const t = useTestApp();

let item: TestContent;
let model: TestModel;
beforeAll(async () => {
  model = await makeModel(t);
  item = await makeContent(t, { model });
});

const stats = async (query: string, as?: Awaited<ReturnType<typeof makeUser>>) =>
  (await t.request('GET', `/api/likes/stats?${query}`, { as })).json<{ totalLikes: number; isLiked: boolean }>();

describe('likes', () => {
  it('are for verified accounts only: 401 for visitors, 403 for unverified accounts', async () => {
    expect((await t.request('POST', '/api/likes/toggle', { body: { contentId: item.id } })).statusCode).toBe(401);
    const res = await t.request('POST', '/api/likes/toggle', { as: await makeUser(t), body: { contentId: item.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toBe('Please verify your email to like and comment');
  });

  it('toggle on and off, with the total and the viewer state', async () => {
    const user = await makeUser(t, { verified: true });
    const on = await t.request('POST', '/api/likes/toggle', {
      as: user,
      body: { contentId: item.id, type: 'content' },
    });
    expect(on.json()).toEqual({ liked: true, isLiked: true, totalLikes: 1 });
    expect(await stats(`contentId=${item.id}`, user)).toEqual({ totalLikes: 1, isLiked: true });
    expect(await stats(`contentId=${item.id}`)).toEqual({ totalLikes: 1, isLiked: false });
    const off = await t.request('POST', '/api/likes/toggle', { as: user, body: { contentId: item.id } });
    expect(off.json()).toEqual({ liked: false, isLiked: false, totalLikes: 0 });
  });

  it('answer 404 for a missing or hidden target and 400 for ambiguous or absent ids', async () => {
    const user = await makeUser(t, { verified: true });
    const hidden = await makeContent(t, { model, hidden: true });
    for (const body of [{ contentId: 999999 }, { modelId: 999999 }, { contentId: hidden.id }])
      expect((await t.request('POST', '/api/likes/toggle', { as: user, body })).statusCode).toBe(404);
    for (const body of [{ contentId: item.id, modelId: model.id }, {}])
      expect((await t.request('POST', '/api/likes/toggle', { as: user, body })).statusCode).toBe(400);
    expect((await t.request('GET', '/api/likes/stats')).statusCode).toBe(400);
  });

  it('leave an exact count after 50 concurrent toggles by different users', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => makeUser(t, { verified: true })));
    const results = await Promise.all(
      users.map((as) => t.request('POST', '/api/likes/toggle', { as, body: { modelId: model.id } })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await stats(`modelId=${model.id}`)).toEqual({ totalLikes: 50, isLiked: false });
    const rows = await t.database.db.selectFrom('likes').select('id').where('model_id', '=', model.id).execute();
    expect(rows).toHaveLength(50);
  });

  it('apply two parallel toggles by one user one after the other: each flips, none is lost', async () => {
    const target = await makeContent(t, { model });
    for (const start of [false, true]) {
      const user = await makeUser(t, { verified: true });
      if (start) await t.request('POST', '/api/likes/toggle', { as: user, body: { contentId: target.id } });
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all(
          [1, 2].map(() => t.request('POST', '/api/likes/toggle', { as: user, body: { contentId: target.id } })),
        );
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        // One flip set "liked", the other undid it; the state ends as it began.
        expect(answers.map((a) => a.json<{ liked: boolean }>().liked).sort()).toEqual([false, true]);
        expect(await stats(`contentId=${target.id}`, user)).toEqual({ totalLikes: start ? 1 : 0, isLiked: start });
      }
    }
  });

  it('keep an exact count under parallel toggles by many users, some toggling twice at once', async () => {
    const target = await makeContent(t, { model });
    const users = await Promise.all(Array.from({ length: 12 }, () => makeUser(t, { verified: true })));
    // Users 0-5 toggle once (like), users 6-11 toggle twice at once (back to not liked).
    const calls = users.flatMap((as, i) => (i < 6 ? [as] : [as, as]));
    const answers = await Promise.all(
      calls.map((as) => t.request('POST', '/api/likes/toggle', { as, body: { contentId: target.id } })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await stats(`contentId=${target.id}`)).toEqual({ totalLikes: 6, isLiked: false });
  });

  it('apply seven parallel toggles by one user one after the other: four like, three unlike, and the like stays', async () => {
    const user = await makeUser(t, { verified: true });
    const target = await makeModel(t);
    const answers = await Promise.all(
      Array.from({ length: 7 }, () =>
        t.request('POST', '/api/likes/toggle', { as: user, body: { modelId: target.id } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(200));
    const flips = answers.map((a) => a.json<{ liked: boolean; totalLikes: number }>());
    // Applied one after another from "not liked": four flips liked it, three unliked it.
    expect(flips.filter((f) => f.liked)).toHaveLength(4);
    // Each total is read after its flip, when a later flip may have landed too: 0 or 1, never more.
    expect(flips.every((f) => f.totalLikes === 0 || f.totalLikes === 1)).toBe(true);
    expect(await stats(`modelId=${target.id}`, user)).toEqual({ totalLikes: 1, isLiked: true });
  });

  it('apply the toggles that arrive together each on its own, in arrival order per user and target', async () => {
    const { db, statements } = recordingStatements(t.database.db);
    const likes = likesRepository(db, ENGINE);
    const [a, b] = [await makeUser(t, { verified: true }), await makeUser(t, { verified: true })];
    const target = { contentId: (await makeContent(t, { model })).id, modelId: null };
    const onModel = { contentId: null, modelId: (await makeModel(t)).id };
    const at = new Date().toISOString();
    // One turn of the event loop: b's toggle and the model's come between a's three of the item.
    const flips = await Promise.all([
      likes.toggle(a.id, target, at),
      likes.toggle(b.id, target, at),
      likes.toggle(a.id, target, at),
      likes.toggle(a.id, onModel, at),
      likes.toggle(a.id, target, at),
    ]);
    // a's toggles of the item apply one after another: like, unlike, like.
    expect(flips.map((f) => f.liked)).toEqual([true, true, false, true, true]);
    // Each total is counted after its flip, with the others applied before it: within what the
    // flips can leave (a's like and b's), and the model's its own.
    expect(flips.every((f, i) => (i === 3 ? f.totalLikes === 1 : f.totalLikes >= 0 && f.totalLikes <= 2))).toBe(true);
    expect(await stats(`contentId=${target.contentId}`, a)).toEqual({ totalLikes: 2, isLiked: true });
    expect(await stats(`modelId=${onModel.modelId}`, a)).toEqual({ totalLikes: 1, isLiked: true });
    // PostgreSQL: the five toggles are one call, one round trip and one transaction.
    if (ENGINE === 'postgres') expect(statements.filter((q) => q.includes('toggle_likes('))).toHaveLength(1);
  });

  it.runIf(ENGINE === 'postgres')(
    'never deadlock batches of two instances that toggle the same likes in opposite orders, and lose no flip',
    async () => {
      // Two instances: two pools and two repositories, each with its own batches. The first's
      // batches toggle (a, x) then (b, y); the second's (b, y) then (a, x). Applied in the order they
      // came, each would hold one of the new likes while waiting for the other's.
      const [a, b] = [await makeUser(t, { verified: true }), await makeUser(t, { verified: true })];
      const [x, y] = [await makeContent(t, { model }), await makeContent(t, { model })];
      const pairs = [
        [a.id, { contentId: x.id, modelId: null }],
        [b.id, { contentId: y.id, modelId: null }],
      ] as const;
      const instances = [createDatabase(t.config), createDatabase(t.config)];
      try {
        const repos = instances.map((d) => likesRepository(d.db, 'postgres'));
        const rounds = 20;
        const calls: Promise<unknown>[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const at = new Date().toISOString();
          const batch = [
            ...pairs.map(([user, target]) => repos[0]!.toggle(user, target, at)),
            ...[...pairs].reverse().map(([user, target]) => repos[1]!.toggle(user, target, at)),
          ];
          calls.push(...batch);
          await Promise.allSettled(batch);
        }
        expect((await Promise.allSettled(calls)).filter((r) => r.status === 'rejected')).toEqual([]);
        // Each pair was toggled twice a round, an even number of times: neither like remains.
        expect(await stats(`contentId=${x.id}`)).toEqual({ totalLikes: 0, isLiked: false });
        expect(await stats(`contentId=${y.id}`)).toEqual({ totalLikes: 0, isLiked: false });
      } finally {
        await Promise.all(instances.map((d) => d.close()));
      }
    },
  );
});
