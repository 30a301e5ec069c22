import { queryOptions, useQuery } from '@tanstack/react-query';
import type { recommendationRemaining } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import type { RecommendationRemaining } from '@packdex/shared/schemas';

/** GET /recommendations/remaining: recommendations left this calendar month (premium only). */
export function getRecommendationsRemaining(signal?: AbortSignal): Promise<z.infer<typeof recommendationRemaining>> {
  return api.get<RecommendationRemaining>('/recommendations/remaining', { signal });
}

export function getRecommendationsRemainingQueryOptions() {
  return queryOptions({
    queryKey: ['recommendations', 'remaining'],
    queryFn: ({ signal }) => getRecommendationsRemaining(signal),
    staleTime: 0,
  });
}

export function useRecommendationsRemaining(enabled: boolean) {
  return useQuery({ ...getRecommendationsRemainingQueryOptions(), enabled });
}
