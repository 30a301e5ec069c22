import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';

import type { ContentListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import type { GetContentsParams } from './get-contents.ts';

type GetModelContentsParams = GetContentsParams & { modelId: number };

/** GET /content/model/{id}: one page of a model's content, with the same query as the catalogue. */
export function getModelContents(params: GetModelContentsParams, signal?: AbortSignal): Promise<ContentListResponse> {
  const { modelId, page, limit = PUBLIC_PAGE_SIZE, sortBy = 'recent', search, type } = params;
  return api.get<ContentListResponse>(`/content/model/${modelId}`, {
    params: { page, limit, sortBy, search, type },
    signal,
  });
}

export function getModelContentsQueryOptions(params: GetModelContentsParams) {
  const normalized = { limit: PUBLIC_PAGE_SIZE, sortBy: 'recent', ...params } satisfies GetModelContentsParams;
  return queryOptions({
    queryKey: ['contents', 'model', normalized],
    queryFn: ({ signal }) => getModelContents(normalized, signal),
    placeholderData: keepPreviousData,
  });
}

export function useModelContents(params: GetModelContentsParams) {
  return useQuery(getModelContentsQueryOptions(params));
}
