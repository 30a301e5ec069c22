import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarContentResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';
import { firstAnswer } from '@/lib/first-answers.ts';

/** GET /content/{id}/similar: "More like this", items of other models sharing the most tags (at most 12). */
export function getSimilarContents(id: number, signal?: AbortSignal): Promise<SimilarContentResponse> {
  return api.get<SimilarContentResponse>(`/content/${id}/similar`, { signal });
}

export function getSimilarContentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['content', 'similar', id],
    queryFn: ({ signal }) => getSimilarContents(id, signal),
    // In the page's first answers beside the related sidebar's, so the detail renders with it.
    initialData: () => firstAnswer<SimilarContentResponse>(`/content/${id}/similar`),
  });
}

export function useSimilarContents(id: number) {
  return useQuery(getSimilarContentsQueryOptions(id));
}
