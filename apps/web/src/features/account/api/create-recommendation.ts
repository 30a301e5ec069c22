import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recommendationCreated as createdResponse, type recommendationBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { getRecommendationsRemainingQueryOptions } from './get-recommendations-remaining.ts';

export type CreateRecommendationInput = z.input<typeof recommendationBody>;

/** POST /recommendations: 403 for non-premium, 429 once the monthly quota is used. */
export function createRecommendation(input: CreateRecommendationInput): Promise<z.infer<typeof createdResponse>> {
  return api.post('/recommendations', input, { schema: createdResponse });
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
