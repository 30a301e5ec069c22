import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarModelsResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** GET /models/{slug}/similar: the profile's similar models, at most 12 (computed in the background). */
export function getSimilarModels(slug: string, signal?: AbortSignal): Promise<SimilarModelsResponse> {
  return api.get<SimilarModelsResponse>(`/models/${encodeURIComponent(slug)}/similar`, { signal });
}

export function getSimilarModelsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['models', 'similar', slug],
    queryFn: ({ signal }) => getSimilarModels(slug, signal),
  });
}

/** Asked only once `enabled` (the section is near the viewport). */
export function useSimilarModels(slug: string, enabled: boolean) {
  return useQuery({ ...getSimilarModelsQueryOptions(slug), enabled });
}
