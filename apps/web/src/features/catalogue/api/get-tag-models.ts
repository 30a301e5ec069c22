import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TAG_MODELS_PAGE_SIZE } from '@packdex/shared/constants';
import type { ModelListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

const pathOf = (slug: string) => `/tags/${encodeURIComponent(slug)}/models`;

/**
 * GET /tags/{slug}/models: the models with items carrying the tag or its children, most such items
 * first, a page at a time ("Show more models" asks for the next). The first page may come with the
 * document (the server's first answers).
 */
export function getTagModelsQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: ['tag-models', slug],
    queryFn: ({ pageParam, signal }) =>
      api.get<ModelListResponse>(pathOf(slug), { params: { page: pageParam, limit: TAG_MODELS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
    initialData: () => {
      const first = firstAnswer<ModelListResponse>(pathOf(slug), { page: 1, limit: TAG_MODELS_PAGE_SIZE });
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
  });
}

export const useTagModels = (slug: string) => useInfiniteQuery(getTagModelsQueryOptions(slug));
