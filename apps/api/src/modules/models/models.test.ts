import type { Model, ModelListResponse } from '@packdex/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, itRejectsQueries, useTestApp } from '../../../test/build-test-app.ts';
import { makeContent, makeModel, makeUser, type TestModel } from '../../../test/factories.ts';
import { expectReadTogether, recordingStatements } from '../../../test/statements.ts';
import { modelsRepository } from './models.repository.ts';

const t = useTestApp();

let models: TestModel[];
const looks = [
  { ethnicity: 'asian', hairColor: 'black', eyeColor: 'brown', bodyType: 'petite' },
  { ethnicity: 'latina', hairColor: 'brown', eyeColor: 'green', bodyType: 'curvy' },
  { ethnicity: 'white', hairColor: 'blonde', eyeColor: 'blue', bodyType: 'athletic' },
] as const;

beforeAll(async () => {
  models = [];
  for (let i = 0; i < 12; i += 1) {
    const model = await makeModel(t, {
      name: i === 0 ? 'Seraphina Lowell' : `Model number ${i}`,
      tags: i === 0 ? ['COSPLAYER', 'GAMER'] : [],
      views: (i * 53) % 97,
      age: 20 + i * 3,
      createdAt: new Date(Date.UTC(2026, 9, 1) - i * 86_400_000),
      ...looks[i % 3],
    });
    models.push(model);
    for (let k = 0; k < i % 4; k += 1) await makeContent(t, { model });
  }
  await makeContent(t, { model: models[0]!, hidden: true });
});

const list = async (query = '') => t.json<ModelListResponse>(await t.request('GET', `/api/models?${query}`));

describe('GET /api/models', () => {
  it('lists models newest first with tags, visible-content counts and pagination', async () => {
    const body = await list();
    expect(body.pagination).toEqual({ page: 1, limit: 24, totalItems: 12, totalPages: 1 });
    expect(body.models.map((m) => m.id)).toEqual(models.map((m) => m.id));
    expect(body.models[0]).toMatchObject({ name: 'Seraphina Lowell', tags: ['COSPLAYER', 'GAMER'], contents: 0 });
    expect(body.models.map((m) => m.contents)).toEqual(models.map((_, i) => i % 4));
  });

  it('filters by ethnicity, hair, eyes, body type and age range', async () => {
    const filtered = await list('ethnicity=latina&hairColor=brown&eyeColor=green&bodyType=curvy');
    expect(filtered.models.map((m) => m.id)).toEqual([1, 4, 7, 10].map((i) => models[i]!.id));
    const aged = await list('minAge=30&maxAge=40&limit=100');
    expect(aged.models.map((m) => m.age)).toEqual([32, 35, 38]);
  });

  it('sorts by popularity and searches names and tags by word prefix', async () => {
    const views = (await list('sortBy=popular')).models.map((m) => m.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    for (const q of ['sera', 'lowell', 'cosplay'])
      expect((await list(`search=${q}`)).models.map((m) => m.name)).toEqual(['Seraphina Lowell']);
  });

  itRejectsQueries(t, '/api/models', [
    ['minAge=17', /minAge/],
    ['maxAge=66', /maxAge/],
    ['minAge=40&maxAge=30', /minAge must not be greater than maxAge/],
    ['minAge=abc', /minAge/],
    ['ethnicity=martian', /ethnicity/],
    ['hairColor=green', /hairColor/],
    ['sortBy=name', /sortBy/],
    ['page=0', /page/],
  ]);
});

describe('GET /api/models/:slug', () => {
  it('answers the full profile with both birthplace names and the follow state; 404 for an unknown slug', async () => {
    const [listed] = (await list('limit=1')).models;
    const one = await t.json<Model>(await t.request('GET', `/api/models/${listed!.slug}`));
    expect(one).toEqual({ ...listed, photos: [], followers: 0, isFollowing: false });
    expect(one.birthPlace).toBe(one.placeOfBirth);
    const missing = await t.request('GET', '/api/models/nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Model not found', code: 'NOT_FOUND' });
  });

  it('hides a hidden model from visitors but shows it to admins', async () => {
    const hidden = await makeModel(t, { hidden: true });
    expect((await t.request('GET', `/api/models/${hidden.slug}`)).statusCode).toBe(404);
    const admin = await makeUser(t, { admin: true });
    expect((await t.request('GET', `/api/models/${hidden.slug}`, { as: admin })).statusCode).toBe(200);
  });

  it('is read with the others asked for together, each answered on its own: repeats, hidden and unknown slugs too', async () => {
    const { db, statements } = recordingStatements(t.database.db);
    const repo = modelsRepository(db, ENGINE);
    const hidden = await makeModel(t, { hidden: true });
    const found = await expectReadTogether(
      (slug, includeHidden) => repo.findBySlug(slug, includeHidden),
      statements,
      [models[0]!, models[3]!],
      hidden,
    );
    expect(found[0]).toMatchObject({ name: 'Seraphina Lowell', tags: ['COSPLAYER', 'GAMER'], content_count: 0 });
    expect(found[2]).toMatchObject({ content_count: 3, tags: [] });
  });
});
