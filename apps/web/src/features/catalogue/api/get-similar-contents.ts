import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarContentResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /content/{id}/similar: "More like this", items of other models sharing the most tags (at most 12). */
export function getSimilarContents(id: number, signal?: AbortSignal): Promise<SimilarContentResponse> {
  return api.get<SimilarContentResponse>(`/content/${id}/similar`, { signal });
}

export function getSimilarContentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['content', 'similar', id],
    queryFn: ({ signal }) => getSimilarContents(id, signal),
  });
}

export function useSimilarContents(id: number) {
  return useQuery(getSimilarContentsQueryOptions(id));
}
