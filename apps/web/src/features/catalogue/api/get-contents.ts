import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import type { ContentType, SortOption } from '@packdex/shared/constants';

import type { ContentListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

export type GetContentsParams = {
  page: number;
  limit?: number;
  sortBy?: SortOption;
  search?: string;
  type?: ContentType;
  /** Items carrying each of these tags (a saved search's filters, from the home page's URL). */
  tag?: readonly string[];
  /** Items carrying none of these tags. */
  excludeTag?: readonly string[];
};

/** GET /content: one page of content items (decrypted from the envelope by the client). */
export function getContents(params: GetContentsParams, signal?: AbortSignal): Promise<ContentListResponse> {
  return api.get<ContentListResponse>('/content', { params: listQuery(params), signal });
}

/** The query string of a list call, shared with a model's list. */
export function listQuery(params: GetContentsParams) {
  const { page, limit = PUBLIC_PAGE_SIZE, sortBy = 'recent', search, type, tag, excludeTag } = params;
  return {
    page,
    limit,
    sortBy,
    search,
    type,
    ...(tag?.length ? { tag } : {}),
    ...(excludeTag?.length ? { excludeTag } : {}),
  };
}

export function getContentsQueryOptions(params: GetContentsParams) {
  const normalized = { limit: PUBLIC_PAGE_SIZE, sortBy: 'recent', ...params } satisfies GetContentsParams;
  return queryOptions({
    queryKey: ['contents', normalized],
    queryFn: ({ signal }) => getContents(normalized, signal),
    initialData: () => firstAnswer<ContentListResponse>('/content', listQuery(normalized)),
    placeholderData: keepPreviousData,
  });
}

export function useContents(params: GetContentsParams) {
  return useQuery(getContentsQueryOptions(params));
}
