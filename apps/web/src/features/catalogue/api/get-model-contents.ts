import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';

import type { ContentListResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';
import { listQuery } from './get-contents.ts';
import type { GetContentsParams } from './get-contents.ts';

type GetModelContentsParams = GetContentsParams & { modelId: number };

/** GET /content/model/{id}: one page of a model's content, with the same query as the catalogue. */
export function getModelContents(params: GetModelContentsParams, signal?: AbortSignal): Promise<ContentListResponse> {
  return api.get<ContentListResponse>(`/content/model/${params.modelId}`, { params: listQuery(params), signal });
}

export function getModelContentsQueryOptions(params: GetModelContentsParams) {
  const normalized = { limit: PUBLIC_PAGE_SIZE, sortBy: 'recent', ...params } satisfies GetModelContentsParams;
  return queryOptions({
    queryKey: ['contents', 'model', normalized],
    queryFn: ({ signal }) => getModelContents(normalized, signal),
    initialData: () => firstAnswer<ContentListResponse>(`/content/model/${normalized.modelId}`, listQuery(normalized)),
    placeholderData: keepPreviousData,
  });
}

export function useModelContents(params: GetModelContentsParams) {
  return useQuery(getModelContentsQueryOptions(params));
}
