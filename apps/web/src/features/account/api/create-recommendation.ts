import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationCreated, recommendationBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { getRecommendationsRemainingQueryOptions } from './get-recommendations-remaining.ts';

type CreateRecommendationInput = z.input<typeof recommendationBody>;

/** POST /recommendations: 403 for non-premium, 429 once the monthly quota is used. */
export function createRecommendation(input: CreateRecommendationInput): Promise<RecommendationCreated> {
  return api.post<RecommendationCreated>('/recommendations', input);
}

export function useCreateRecommendation() {
  const queryClient = useQueryClient();
  const { queryKey } = getRecommendationsRemainingQueryOptions();
  return useMutation({
    mutationFn: createRecommendation,
    onSuccess: ({ remaining }) => queryClient.setQueryData(queryKey, { remaining }),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
