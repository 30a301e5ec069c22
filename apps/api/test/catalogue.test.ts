import type { Content, ContentListResponse, Model, ModelListResponse } from '@packdex/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readJson, type TestApp } from './build-test-app.ts';

let t: TestApp;
const get = async <T>(url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: await readJson<T>(res, t.config.envelope.key) };
};

beforeAll(async () => {
  t = await createTestApp({ models: 12 });
});
afterAll(() => t.close());

describe('GET /api/content', () => {
  it('returns 24 items by default with the pagination block, newest first', async () => {
    const { status, body } = await get<ContentListResponse>('/api/content?page=1&limit=24');
    expect(status).toBe(200);
    expect(body.contents).toHaveLength(24);
    expect(body.pagination.page).toBe(1);
    expect(body.pagination.limit).toBe(24);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.totalItems / 24));
    const dates = body.contents.map((c) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const item = body.contents[0]!;
    expect(item.model).toEqual({
      name: expect.any(String),
      photoUrl: expect.any(String),
      slug: expect.any(String),
      bio: expect.any(String),
    });
    expect(item.info).toEqual({ images: expect.any(Number), videos: expect.any(Number), size: expect.any(Number) });
    expect(item.tags.length).toBeGreaterThan(0);
  });

  it('pages through every item exactly once', async () => {
    const first = await get<ContentListResponse>('/api/content?limit=50');
    const seen = new Set<number>();
    for (let page = 1; page <= first.body.pagination.totalPages; page += 1) {
      const { body } = await get<ContentListResponse>(`/api/content?limit=50&page=${page}`);
      for (const c of body.contents) seen.add(c.id);
    }
    expect(seen.size).toBe(first.body.pagination.totalItems);
  });

  it('sorts by popularity', async () => {
    const { body } = await get<ContentListResponse>('/api/content?sortBy=popular&limit=30');
    const views = body.contents.map((c) => c.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('searches titles, tags and model names by word prefix', async () => {
    const { body: all } = await get<ContentListResponse>('/api/content?limit=1');
    const target = all.contents[0]!;
    const modelFirst = target.model!.name.split(' ')[0]!;
    const byModel = await get<ContentListResponse>(
      `/api/content?search=${encodeURIComponent(modelFirst.slice(0, 3))}&limit=100`,
    );
    expect(byModel.body.contents.some((c) => c.id === target.id)).toBe(true);
    const tag = target.tags[0]!;
    const byTag = await get<ContentListResponse>(`/api/content?search=${encodeURIComponent(tag)}&limit=100`);
    expect(
      byTag.body.contents.every(
        (c) => c.tags.includes(tag) || c.title.toLowerCase().includes(tag) || c.model?.name.toLowerCase().includes(tag),
      ),
    ).toBe(true);
    const none = await get<ContentListResponse>('/api/content?search=zzzqqqxxx');
    expect(none.body.contents).toEqual([]);
    expect(none.body.pagination).toEqual({ page: 1, limit: 24, totalItems: 0, totalPages: 0 });
  });

  it.each([
    ['page=0', /page/],
    ['page=-1', /page/],
    ['page=abc', /page/],
    ['limit=101', /limit/],
    ['limit=0', /limit/],
    ['sortBy=oldest', /sortBy/],
    ['type=audio', /type/],
  ])('rejects %s with a readable 400', async (query, message) => {
    const res = await t.app.inject({ url: `/api/content?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });

  it("lists one model's content and 404s an unknown model", async () => {
    const { body: models } = await get<ModelListResponse>('/api/models?limit=1');
    const model = models.models[0]!;
    const { status, body } = await get<ContentListResponse>(`/api/content/model/${model.id}?limit=100`);
    expect(status).toBe(200);
    expect(body.pagination.totalItems).toBe(model.contents);
    expect(body.contents.every((c) => c.model?.slug === model.slug)).toBe(true);
    const missing = await t.app.inject({ url: '/api/content/model/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Model not found', code: 'NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/content/model/abc' })).statusCode).toBe(400);
  });

  it('finds one item by slug and by id, and 404s unknown ones', async () => {
    const { body } = await get<ContentListResponse>('/api/content?limit=1');
    const item = body.contents[0]!;
    expect((await get<Content>(`/api/content/slug/${item.slug}`)).body).toEqual(item);
    expect((await get<Content>(`/api/content/${item.id}`)).body).toEqual(item);
    expect((await t.app.inject({ url: '/api/content/slug/no-such-thing' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/content/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/content/abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/models', () => {
  it('lists models with tags, content counts and pagination', async () => {
    const { body } = await get<ModelListResponse>('/api/models');
    expect(body.pagination).toEqual({ page: 1, limit: 24, totalItems: 12, totalPages: 1 });
    expect(body.models[0]).toMatchObject({ tags: expect.any(Array), contents: expect.any(Number) });
    const total = body.models.reduce((n, m) => n + m.contents, 0);
    const content = await get<ContentListResponse>('/api/content?limit=1');
    expect(total).toBe(content.body.pagination.totalItems);
  });

  it('filters by ethnicity, hair, eyes, body type and age range', async () => {
    const { body } = await get<ModelListResponse>('/api/models?limit=100');
    const m = body.models[3]!;
    const filtered = await get<ModelListResponse>(
      `/api/models?ethnicity=${m.ethnicity}&hairColor=${m.hairColor}&eyeColor=${m.eyeColor}&bodyType=${m.bodyType}`,
    );
    expect(filtered.body.models.map((x) => x.id)).toContain(m.id);
    for (const x of filtered.body.models)
      expect([x.ethnicity, x.hairColor, x.eyeColor, x.bodyType]).toEqual([
        m.ethnicity,
        m.hairColor,
        m.eyeColor,
        m.bodyType,
      ]);
    const aged = await get<ModelListResponse>('/api/models?minAge=30&maxAge=40&limit=100');
    expect(aged.body.models.length).toBeGreaterThan(0);
    for (const x of aged.body.models) expect(x.age).toBeGreaterThanOrEqual(30);
    for (const x of aged.body.models) expect(x.age).toBeLessThanOrEqual(40);
    expect(aged.body.models.length).toBe(body.models.filter((x) => x.age! >= 30 && x.age! <= 40).length);
  });

  it('sorts by popularity and searches names', async () => {
    const { body } = await get<ModelListResponse>('/api/models?sortBy=popular');
    const views = body.models.map((m) => m.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const name = body.models[0]!.name;
    const found = await get<ModelListResponse>(`/api/models?search=${encodeURIComponent(name)}`);
    expect(found.body.models.map((m) => m.name)).toContain(name);
  });

  it.each([
    ['minAge=17', /minAge/],
    ['maxAge=66', /maxAge/],
    ['minAge=40&maxAge=30', /minAge must not be greater than maxAge/],
    ['minAge=abc', /minAge/],
    ['ethnicity=martian', /ethnicity/],
    ['hairColor=green', /hairColor/],
    ['sortBy=name', /sortBy/],
    ['page=0', /page/],
  ])('rejects %s with a readable 400', async (query, message) => {
    const res = await t.app.inject({ url: `/api/models?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(message);
  });

  it('returns a full profile by slug and 404s an unknown one', async () => {
    const { body } = await get<ModelListResponse>('/api/models?limit=1');
    const m = body.models[0]!;
    const one = await get<Model>(`/api/models/${m.slug}`);
    expect(one.body).toEqual({ ...m, followers: 0, isFollowing: false });
    expect(one.body.birthPlace).toBe(one.body.placeOfBirth);
    const missing = await t.app.inject({ url: '/api/models/nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Model not found', code: 'NOT_FOUND' });
  });
});
