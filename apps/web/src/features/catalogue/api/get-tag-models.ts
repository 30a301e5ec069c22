import { queryOptions, useQuery } from '@tanstack/react-query';
import { TAG_MODELS_PAGE_SIZE } from '@packdex/shared/constants';
import type { ModelListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

const pathOf = (slug: string) => `/tags/${encodeURIComponent(slug)}/models`;

/**
 * GET /tags/{slug}/models: one page of the models with items carrying the tag or its children, most
 * such items first ("Show more models" asks for the next). The first page may come with the document
 * (the server's first answers). Pages are plain queries, one each: an infinite query would put
 * TanStack's infinite observer into every first page's code (the chunk plan groups by the
 * package's barrel, docs/web-performance.md).
 */
export function getTagModelsQueryOptions(slug: string, page: number) {
  const params = { page, limit: TAG_MODELS_PAGE_SIZE };
  return queryOptions({
    queryKey: ['tag-models', slug, page],
    queryFn: ({ signal }) => api.get<ModelListResponse>(pathOf(slug), { params, signal }),
    initialData: () => (page === 1 ? firstAnswer<ModelListResponse>(pathOf(slug), params) : undefined),
  });
}

export const useTagModels = (slug: string, page: number) => useQuery(getTagModelsQueryOptions(slug, page));
