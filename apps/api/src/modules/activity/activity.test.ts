import type { ContentListResponse, FollowedListResponse, LikedListResponse } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { directLink } from '../../lib/monetiser.ts';
import { clock } from '../../lib/clock.ts';
import { useTestApp } from '../../../test/build-test-app.ts';
import {
  makeContent,
  makeModel,
  makeUser,
  type TestContent,
  type TestModel,
  type TestUser,
} from '../../../test/factories.ts';
import { recordingStatements } from '../../../test/statements.ts';
import { contentRepository } from '../content/content.repository.ts';
import { followsRepository } from '../follows/follows.repository.ts';
import { likesRepository } from '../likes/likes.repository.ts';
import { modelsRepository } from '../models/models.repository.ts';
import { activityService } from './activity.service.ts';

// My activity: the account's likes, the models it follows and their new packs (docs/product.md#my-activity).
const t = useTestApp();

const like = async (user: TestUser, target: { contentId: number } | { modelId: number }) => {
  const body = 'contentId' in target ? { contentId: target.contentId } : { modelId: target.modelId };
  const res = await t.request('POST', '/api/likes/toggle', { as: user, body });
  expect(res.statusCode).toBe(200);
  clock.advance(1000); // each like a second after the last: the order is the time's, not the ids'
};
const follow = async (user: TestUser, model: TestModel) => {
  expect((await t.request('POST', `/api/models/${model.id}/follow`, { as: user })).statusCode).toBe(200);
  clock.advance(1000);
};
const hide = (table: 'contents' | 'models', id: number) =>
  t.database.db.updateTable(table).set({ hidden_at: new Date().toISOString() }).where('id', '=', id).execute();
const get = async <T>(url: string, as?: TestUser) => {
  const res = await t.request('GET', url, { as });
  expect(res.statusCode, res.body).toBe(200);
  return t.json<T>(res);
};

describe('GET /api/account/likes', () => {
  let fan: TestUser;
  let model: TestModel;
  let packs: TestContent[];
  beforeAll(async () => {
    fan = await makeUser(t, { verified: true });
    model = await makeModel(t, { name: 'Liked Model' });
    packs = [];
    for (let i = 0; i < 4; i += 1) packs.push(await makeContent(t, { model }));
    await like(fan, { contentId: packs[0]!.id });
    await like(fan, { modelId: model.id });
    await like(fan, { contentId: packs[1]!.id });
    await like(fan, { contentId: packs[2]!.id });
    // Someone else's like is not the fan's.
    await like(await makeUser(t, { verified: true }), { contentId: packs[3]!.id });
  });

  it('lists the packs and models the account liked, newest first, with when', async () => {
    const body = await get<LikedListResponse>('/api/account/likes', fan);
    expect(body.likes.map((l) => (l.type === 'content' ? `c${l.content.id}` : `m${l.model.id}`))).toEqual([
      `c${packs[2]!.id}`,
      `c${packs[1]!.id}`,
      `m${model.id}`,
      `c${packs[0]!.id}`,
    ]);
    const liked = body.likes[2]!;
    expect(liked).toMatchObject({ type: 'model', model: { name: 'Liked Model', slug: model.slug, contents: 4 } });
    expect(Date.parse(body.likes[0]!.likedAt)).toBeGreaterThan(Date.parse(body.likes[1]!.likedAt));
    expect(body.likes[0]).toMatchObject({ type: 'content', content: { slug: packs[2]!.slug, tags: ['test'] } });
    expect(body.pagination).toEqual({ page: 1, limit: 12, totalPages: 1, totalItems: 4 });
  });

  it('pages, and lists one type when asked', async () => {
    const first = await get<LikedListResponse>('/api/account/likes?limit=3', fan);
    const second = await get<LikedListResponse>('/api/account/likes?limit=3&page=2', fan);
    expect(first.likes).toHaveLength(3);
    expect(second.likes).toHaveLength(1);
    expect(second.pagination).toEqual({ page: 2, limit: 3, totalPages: 2, totalItems: 4 });
    const packsOnly = await get<LikedListResponse>('/api/account/likes?type=content', fan);
    expect(packsOnly.likes.every((l) => l.type === 'content')).toBe(true);
    expect(packsOnly.pagination.totalItems).toBe(3);
    const modelsOnly = await get<LikedListResponse>('/api/account/likes?type=model', fan);
    expect(modelsOnly.likes.map((l) => l.type)).toEqual(['model']);
  });

  it('never lists a hidden pack or model, nor counts it', async () => {
    const user = await makeUser(t, { verified: true });
    const [shown, hidden] = [await makeContent(t), await makeContent(t)];
    const hiddenModel = await makeModel(t);
    await like(user, { contentId: shown.id });
    await like(user, { contentId: hidden.id });
    await like(user, { modelId: hiddenModel.id });
    await hide('contents', hidden.id);
    await hide('models', hiddenModel.id);
    const body = await get<LikedListResponse>('/api/account/likes', user);
    expect(body.likes.map((l) => l.type === 'content' && l.content.id)).toEqual([shown.id]);
    expect(body.pagination.totalItems).toBe(1);
  });

  it('answers an account with no likes with an empty page', async () => {
    const body = await get<LikedListResponse>('/api/account/likes', await makeUser(t));
    expect(body).toEqual({ likes: [], pagination: { page: 1, limit: 12, totalPages: 0, totalItems: 0 } });
  });

  it('needs a signed-in user, and refuses an unknown type or a page past the reachable depth', async () => {
    expect((await t.request('GET', '/api/account/likes')).statusCode).toBe(401);
    const bad = await t.request('GET', '/api/account/likes?type=comment', { as: fan });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/type must be one of: content, model/);
    expect((await t.request('GET', '/api/account/likes?page=2001', { as: fan })).statusCode).toBe(400);
  });
});

describe('GET /api/follows and /api/follows/feed', () => {
  let fan: TestUser;
  let followed: TestModel[];
  let other: TestModel;
  let feed: TestContent[];
  beforeAll(async () => {
    fan = await makeUser(t); // following needs no verified e-mail
    followed = [await makeModel(t, { name: 'First Followed' }), await makeModel(t, { name: 'Second Followed' })];
    other = await makeModel(t);
    for (const m of followed) await follow(fan, m);
    feed = [];
    const day = 86_400_000;
    for (let i = 0; i < 5; i += 1) {
      const at = new Date(clock.millis() - (10 - i) * day);
      feed.push(await makeContent(t, { model: followed[i % 2]!, createdAt: at }));
      await makeContent(t, { model: other, createdAt: at }); // not followed: never in the feed
    }
  });

  it('lists the followed models, most recently followed first', async () => {
    const body = await get<FollowedListResponse>('/api/follows', fan);
    expect(body.follows.map((f) => f.model.name)).toEqual(['Second Followed', 'First Followed']);
    expect(body.follows[1]!.model.contents).toBe(3);
    expect(Date.parse(body.follows[0]!.followedAt)).toBeGreaterThan(Date.parse(body.follows[1]!.followedAt));
    expect(body.pagination.totalItems).toBe(2);
    const paged = await get<FollowedListResponse>('/api/follows?limit=1&page=2', fan);
    expect(paged.follows.map((f) => f.model.name)).toEqual(['First Followed']);
    expect(paged.pagination).toEqual({ page: 2, limit: 1, totalPages: 2, totalItems: 2 });
  });

  it("lists the followed models' packs, newest first, in pages", async () => {
    const body = await get<ContentListResponse>('/api/follows/feed', fan);
    expect(body.contents.map((c) => c.id)).toEqual(feed.map((c) => c.id).reverse());
    expect(body.contents[0]!.model?.name).toBe('First Followed');
    const second = await get<ContentListResponse>('/api/follows/feed?limit=2&page=2', fan);
    expect(second.contents.map((c) => c.id)).toEqual([feed[2]!.id, feed[1]!.id]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, totalPages: 3, totalItems: 5 });
  });

  it('never lists a hidden pack, nor a hidden model or its packs', async () => {
    const user = await makeUser(t);
    const [shownModel, hiddenModel] = [await makeModel(t), await makeModel(t)];
    await follow(user, shownModel);
    await follow(user, hiddenModel);
    const shown = await makeContent(t, { model: shownModel });
    await makeContent(t, { model: shownModel, hidden: true });
    await makeContent(t, { model: hiddenModel });
    await hide('models', hiddenModel.id);
    const follows = await get<FollowedListResponse>('/api/follows', user);
    expect(follows.follows.map((f) => f.model.id)).toEqual([shownModel.id]);
    expect(follows.pagination.totalItems).toBe(1);
    const body = await get<ContentListResponse>('/api/follows/feed', user);
    expect(body.contents.map((c) => c.id)).toEqual([shown.id]);
    expect(body.pagination.totalItems).toBe(1);
  });

  it('answers an account that follows nobody with empty pages', async () => {
    const user = await makeUser(t);
    expect((await get<FollowedListResponse>('/api/follows', user)).follows).toEqual([]);
    expect(await get<ContentListResponse>('/api/follows/feed', user)).toEqual({
      contents: [],
      pagination: { page: 1, limit: 12, totalPages: 0, totalItems: 0 },
    });
  });

  it('need a signed-in user', async () => {
    expect((await t.request('GET', '/api/follows')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/follows/feed')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/follows/feed?limit=101', { as: fan })).statusCode).toBe(400);
  });
});

describe('the activity lists', () => {
  it('read a page in the same number of statements whatever its size (no query per item)', async () => {
    const user = await makeUser(t, { verified: true });
    const model = await makeModel(t);
    await follow(user, model);
    for (let i = 0; i < 8; i += 1) {
      const pack = await makeContent(t, { model });
      await like(user, { contentId: pack.id });
      const liked = await makeModel(t);
      await like(user, { modelId: liked.id });
      await follow(user, liked);
    }
    const { db, statements } = recordingStatements(t.database.db);
    const engine = t.database.engine;
    const service = activityService({
      likes: likesRepository(db, engine),
      follows: followsRepository(db, engine),
      content: contentRepository(db, engine),
      models: modelsRepository(db, engine),
      links: () => directLink,
    });
    const viewer = { id: user.id } as Parameters<typeof service.likes>[0];
    const count = async (read: (limit: number) => Promise<unknown>) => {
      const sizes = [];
      for (const limit of [2, 12]) {
        statements.length = 0;
        await read(limit);
        sizes.push(statements.length);
      }
      return sizes;
    };
    const likes = await count((limit) => service.likes(viewer, undefined, { page: 1, limit }));
    expect(likes[0]).toBe(likes[1]);
    expect(likes[1]).toBeLessThanOrEqual(6); // the page, its count, packs, their tags, models, their tags
    const follows = await count((limit) => service.follows(viewer, { page: 1, limit }));
    expect(follows[0]).toBe(follows[1]);
    const feed = await count((limit) => service.feed(viewer, { page: 1, limit }));
    expect(feed[0]).toBe(feed[1]);
  });
});
