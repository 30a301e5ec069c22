import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelatedContentResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

export type RelatedResponse = RelatedContentResponse;

/** GET /content/{id}/related: the sidebar; fromModel false means the "More Content" fallback. */
export function getRelatedContents(id: number, signal?: AbortSignal): Promise<RelatedResponse> {
  return api.get<RelatedResponse>(`/content/${id}/related`, { signal });
}

export function getRelatedContentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['content', 'related', id],
    queryFn: ({ signal }) => getRelatedContents(id, signal),
    initialData: () => firstAnswer<RelatedResponse>(`/content/${id}/related`),
  });
}

export function useRelatedContents(id: number | undefined) {
  return useQuery({ ...getRelatedContentsQueryOptions(id ?? 0), enabled: id !== undefined });
}
