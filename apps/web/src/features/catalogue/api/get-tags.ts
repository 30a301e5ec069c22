import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TagListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

export type TagSort = 'popular' | 'name';

/** GET /tags: one page of tags with their counts. */
export function getTags(sortBy: TagSort, page: number, signal?: AbortSignal): Promise<TagListResponse> {
  return api.get<TagListResponse>('/tags', { params: { sortBy, page, limit: 60 }, signal });
}

export function getTagsQueryOptions(sortBy: TagSort, page: number) {
  return queryOptions({
    queryKey: ['tags', sortBy, page],
    queryFn: ({ signal }) => getTags(sortBy, page, signal),
    placeholderData: keepPreviousData,
  });
}

export const useTags = (sortBy: TagSort, page: number) => useQuery(getTagsQueryOptions(sortBy, page));
