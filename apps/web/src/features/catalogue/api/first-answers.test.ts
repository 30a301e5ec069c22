import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialDataOf, openSignedOutPage, seal } from '@/testing/first-answers.ts';
import { getContentQueryOptions } from './get-content.ts';
import { getContentsQueryOptions } from './get-contents.ts';
import { getModelContentsQueryOptions } from './get-model-contents.ts';
import { getModelQueryOptions } from './get-model.ts';
import { getModelsQueryOptions } from './get-models.ts';
import { getRelatedContentsQueryOptions } from './get-related-contents.ts';
import { getSimilarContentsQueryOptions } from './get-similar-contents.ts';

const pagination = { page: 1, limit: 24, totalPages: 1, totalItems: 1 };
const list = { contents: [{ id: 1, title: 'Pack' }], pagination };
const models = { models: [{ id: 7, slug: 'orla' }], pagination };
const model = { id: 7, slug: 'orla', name: 'Orla' };
const item = { id: 9, slug: 'quince', title: 'Quince' };
const related = { contents: [], fromModel: true };
const alike = { contents: [{ id: 11, title: 'Alike' }] };

describe("the catalogue's first-render queries", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('take their initial data from the answers in the page, under the keys the server writes', async () => {
    // The same strings as apps/api/src/plugins/first-answers.test.ts expects the server to write.
    await openSignedOutPage({
      '/content?page=1&limit=24&sortBy=recent': await seal(list),
      '/models?page=1&limit=24&sortBy=recent': await seal(models),
      '/models/orla': await seal(model),
      '/content/model/7?page=1&limit=24&sortBy=recent': await seal(list),
      '/content/slug/quince': await seal(item),
      '/content/9/related': await seal(related),
      '/content/9/similar': await seal(alike),
    });
    expect(initialDataOf(getContentsQueryOptions({ page: 1 }))).toEqual(list);
    expect(initialDataOf(getModelsQueryOptions({ page: 1 }))).toEqual(models);
    expect(initialDataOf(getModelQueryOptions('orla'))).toEqual(model);
    expect(initialDataOf(getModelContentsQueryOptions({ modelId: 7, page: 1 }))).toEqual(list);
    expect(initialDataOf(getContentQueryOptions('quince', null))).toEqual(item);
    expect(initialDataOf(getRelatedContentsQueryOptions(9))).toEqual(related);
    expect(initialDataOf(getSimilarContentsQueryOptions(9))).toEqual(alike);

    // Another page, sort, search or filter has no answer in the page and fetches.
    expect(initialDataOf(getContentsQueryOptions({ page: 2 }))).toBeUndefined();
    expect(initialDataOf(getContentsQueryOptions({ page: 1, sortBy: 'popular' }))).toBeUndefined();
    expect(initialDataOf(getContentsQueryOptions({ page: 1, search: 'quince' }))).toBeUndefined();
    expect(initialDataOf(getModelsQueryOptions({ page: 1, hairColor: 'red' }))).toBeUndefined();
  });
});
