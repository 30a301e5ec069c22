import type { Content, ContentListResponse, Model } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestContent, type TestModel } from '../../../test/factories.ts';

const t = useTestApp();

// Views, shares, the unverified-account limit and the viewing history.
let model: TestModel;
let packs: TestContent[];

beforeAll(async () => {
  model = await makeModel(t);
  packs = [];
  for (let i = 0; i < 8; i += 1) packs.push(await makeContent(t, { model, views: 10 * i }));
});

const views = async (id: number) => (await t.json<Content>(await t.request('GET', `/api/content/${id}`))).views;
const modelViews = async () => (await t.json<Model>(await t.request('GET', `/api/models/${model.slug}`))).views;

describe('POST /api/content/:id/view', () => {
  it('counts one view per viewer per 24 hours and moves the model total with it', async () => {
    const item = packs[1]!;
    const [before, modelBefore] = [await views(item.id), await modelViews()];
    const view = (headers: Record<string, string>) =>
      t.request('POST', `/api/content/${item.id}/view`, { headers }).then((r) => t.json(r));
    expect(await view({ 'user-agent': 'browser-a' })).toEqual({ counted: true, views: before + 1 });
    expect(await view({ 'user-agent': 'browser-a' })).toEqual({ counted: false, views: before + 1 });
    expect(await view({ 'user-agent': 'browser-b' })).toEqual({ counted: true, views: before + 2 });
    const user = await makeUser(t, { verified: true });
    expect(await view({ ...user.auth, 'user-agent': 'browser-a' })).toEqual({ counted: true, views: before + 3 });
    expect(await modelViews()).toBe(modelBefore + 3);
  });

  it('counts concurrent identical views once', async () => {
    const item = packs[2]!;
    const before = await views(item.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request('POST', `/api/content/${item.id}/view`, { headers: { 'user-agent': 'burst' } }),
      ),
    );
    const answers = await Promise.all(results.map((r) => t.json<{ counted: boolean }>(r)));
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
    expect(await views(item.id)).toBe(before + 1);
  });

  it('answers 404 for an unknown item and 400 for a bad id', async () => {
    expect((await t.request('POST', '/api/content/99999/view')).statusCode).toBe(404);
    expect((await t.request('POST', '/api/content/0/view')).statusCode).toBe(400);
  });
});

describe('POST /api/content/:id/share', () => {
  it('records a share on a known platform', async () => {
    const res = await t.request('POST', `/api/content/${packs[0]!.id}/share`, { body: { platform: 'copy' } });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.selectFrom('shares').selectAll().where('content_id', '=', packs[0]!.id).execute();
    expect(rows.map((r) => r.platform)).toEqual(['copy']);
  });

  it('rejects an unknown platform or a missing body, and answers 404 for an unknown item', async () => {
    const bad = await t.request('POST', `/api/content/${packs[0]!.id}/share`, { body: { platform: 'myspace' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/platform must be one of/);
    expect((await t.request('POST', `/api/content/${packs[0]!.id}/share`)).statusCode).toBe(400);
    expect((await t.request('POST', '/api/content/99999/share', { body: { platform: 'copy' } })).statusCode).toBe(404);
  });
});

describe('an unverified account', () => {
  it('may open 3 distinct items; a fourth answers 403 CONTENT_LIMIT; the first three stay open', async () => {
    const user = await makeUser(t);
    for (const c of packs.slice(0, 3))
      expect((await t.request('GET', `/api/content/slug/${c.slug}`, { as: user })).statusCode).toBe(200);
    const fourth = await t.request('GET', `/api/content/slug/${packs[3]!.slug}`, { as: user });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({ code: 'CONTENT_LIMIT' });
    expect((await t.request('GET', `/api/content/${packs[4]!.id}`, { as: user })).statusCode).toBe(403);
    expect((await t.request('GET', `/api/content/slug/${packs[0]!.slug}`, { as: user })).statusCode).toBe(200);
  });

  it('has parallel requests for different items counted against the same limit', async () => {
    const user = await makeUser(t);
    const results = await Promise.all(packs.map((c) => t.request('GET', `/api/content/slug/${c.slug}`, { as: user })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
  });

  it('is the only one limited: verified accounts and visitors open every item', async () => {
    const user = await makeUser(t, { verified: true });
    for (const c of packs.slice(0, 6)) {
      expect((await t.request('GET', `/api/content/slug/${c.slug}`, { as: user })).statusCode).toBe(200);
      expect((await t.request('GET', `/api/content/slug/${c.slug}`)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/models/user/history', () => {
  it("lists the signed-in user's viewed content, most recent first, and needs sign-in", async () => {
    const user = await makeUser(t, { verified: true });
    for (const c of packs.slice(5, 8)) {
      await t.request('POST', `/api/content/${c.id}/view`, { as: user });
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await t.request('GET', '/api/models/user/history?limit=10', { as: user });
    expect(res.statusCode).toBe(200);
    const body = await t.json<ContentListResponse>(res);
    expect(body.contents.map((c) => c.id)).toEqual([packs[7]!.id, packs[6]!.id, packs[5]!.id]);
    expect(body.pagination.totalItems).toBe(3);
    expect((await t.request('GET', '/api/models/user/history')).statusCode).toBe(401);
  });
});
